/**
 * A delivered document's segments as the compare view shows them: source and translation units paired by
 * their structural address, in the source's order (a unit only the translation has follows the translation's
 * unit before it), each side's text as the view shows it and counted the analysis's way (#documents/words).
 */
import type { FormatId, TextUnit } from '#documents/types';
import { countedText, countWords } from '#documents/words';

export interface Segment {
  /** The unit's address, the same in the source and its translation. */
  key: string;
  /** Its row in the compare view. */
  index: number;
  /** null: that side has no unit at this address. */
  source: string | null;
  target: string | null;
}

/** A unit's text as people read it: a PO entry's singular and plural forms as "one | many". */
const shownText = (unit: TextUnit, format: FormatId) => (format === 'po' ? unit.parts.join(' | ') : countedText(unit));
/** A bilingual file (XLIFF, PO) holds the translation in the unit's target; any other file is the translation. */
export const translationOf = (unit: TextUnit, format: FormatId) => unit.target ?? shownText(unit, format);

export function alignSegments(
  source: readonly TextUnit[],
  target: readonly TextUnit[],
  sourceFormat: FormatId,
  targetFormat: FormatId,
): Segment[] {
  const inSource = new Set(source.map((unit) => unit.id));
  const translated = new Map(target.map((unit) => [unit.id, unit]));
  /** Units only the translation has, after the address of the translation's unit before them ('' for none). */
  const onlyTranslated = new Map<string, TextUnit[]>();
  let after = '';
  for (const unit of target) {
    if (inSource.has(unit.id)) after = unit.id;
    else onlyTranslated.set(after, [...(onlyTranslated.get(after) ?? []), unit]);
  }
  const segments: Segment[] = [];
  const push = (key: string, from: TextUnit | undefined, to: TextUnit | undefined) =>
    segments.push({
      key,
      index: segments.length,
      source: from ? shownText(from, sourceFormat) : null,
      target: to ? translationOf(to, targetFormat) : null,
    });
  const pushOnlyTranslated = (key: string) => {
    for (const unit of onlyTranslated.get(key) ?? []) push(unit.id, undefined, unit);
  };
  pushOnlyTranslated('');
  for (const unit of source) {
    push(unit.id, unit, translated.get(unit.id));
    pushOnlyTranslated(unit.id);
  }
  return segments;
}

export interface SegmentWords {
  source: number;
  target: number;
}

export function wordsOf(segments: readonly Segment[]): SegmentWords {
  let source = 0;
  let target = 0;
  for (const segment of segments) {
    if (segment.source !== null) source += countWords(segment.source);
    if (segment.target !== null) target += countWords(segment.target);
  }
  return { source, target };
}
