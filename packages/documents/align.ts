/**
 * A source and its translation side by side, as the compare view shows them and the portal server counts and
 * scores them: units paired by their structural address, in the source's order; a unit only the translation has
 * follows the translation's unit before it (or comes first when none precedes it). One implementation, so that a
 * review's segment index is the compare view's row.
 */
import type { FormatId, TextUnit } from './types';
import { countedText } from './words';

/**
 * A unit's text as people read it: its parts in order, with a space where a tab or line break stood between two
 * (so counts are the analysis's); a PO entry's parts are its singular and plural forms, shown "one | many".
 */
export function displayText(unit: TextUnit, format: FormatId): string {
  return format === 'po' ? unit.parts.join(' | ') : countedText(unit);
}

/**
 * The text of a unit of a translated file: a bilingual file (XLIFF, PO) keeps the source in the unit and the
 * translation in its target; any other file is the translation itself.
 */
export function translatedText(unit: TextUnit, format: FormatId): string {
  return unit.target ?? displayText(unit, format);
}

/** One `make(address, source unit, translation unit)` per address, in the compare view's order. */
export function alignUnits<R>(
  source: readonly TextUnit[],
  target: readonly TextUnit[],
  make: (id: string, source: TextUnit | undefined, target: TextUnit | undefined) => R,
): R[] {
  const targets = new Map(target.map((unit) => [unit.id, unit]));
  const sourceIds = new Set(source.map((unit) => unit.id));
  const extraAfter = new Map<string | null, TextUnit[]>();
  let previous: string | null = null;
  for (const unit of target) {
    if (sourceIds.has(unit.id)) previous = unit.id;
    else extraAfter.set(previous, [...(extraAfter.get(previous) ?? []), unit]);
  }
  const rows = (extraAfter.get(null) ?? []).map((unit) => make(unit.id, undefined, unit));
  for (const unit of source) {
    rows.push(make(unit.id, unit, targets.get(unit.id)));
    for (const extra of extraAfter.get(unit.id) ?? []) rows.push(make(extra.id, undefined, extra));
  }
  return rows;
}
