/**
 * The compare view's model: source and translation units aligned by their structural address (unit
 * id), with what the search and the "untranslated or changed" filter need, and the counts.
 */
import type { FormatId, TextUnit } from '#documents/types';
import { countWords } from '#documents/words';
import { alignUnits, displayText, translatedText } from '#documents/align';

export interface CompareRow {
  id: string;
  group: string;
  label: string;
  /** null: the source has no unit at this address. */
  source: string | null;
  /** null: the translation has no unit at this address. */
  target: string | null;
  note: string | undefined;
  /** The translation is empty or the same as the source. */
  untranslated: boolean;
  /** The unit is in one of the files only. */
  oneSided: boolean;
  /** Source and translation in lower case, for the search. */
  haystack: string;
}

function row(id: string, source: TextUnit | undefined, target: TextUnit | undefined, format: FormatId): CompareRow {
  const shown = (source ?? target) as TextUnit;
  const sourceText = source ? displayText(source, format) : null;
  const targetText = target ? translatedText(target, format) : null;
  return {
    id,
    group: shown.group,
    label: shown.label,
    source: sourceText,
    target: targetText,
    note: source?.note ?? target?.note,
    untranslated: targetText === null || targetText.trim() === '' || targetText === sourceText,
    oneSided: source === undefined || target === undefined,
    haystack: `${sourceText ?? ''}\n${targetText ?? ''}`.toLocaleLowerCase(),
  };
}

/** One row per address, in the compare view's order (#documents/align); `format` is the translated file's. */
export function alignRows(source: readonly TextUnit[], target: readonly TextUnit[], format: FormatId): CompareRow[] {
  return alignUnits(source, target, (id, from, to) => row(id, from, to, format));
}

export interface RowFilter {
  /** Matched case-insensitively in the source or the translation. */
  search: string;
  onlyUntranslated: boolean;
}

export function filterRows(rows: readonly CompareRow[], { search, onlyUntranslated }: RowFilter): CompareRow[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle && !onlyUntranslated) return rows as CompareRow[];
  return rows.filter(
    (r) => (!onlyUntranslated || r.untranslated || r.oneSided) && (!needle || r.haystack.includes(needle)),
  );
}

export interface CompareCounts {
  units: number;
  sourceWords: number;
  targetWords: number;
  untranslated: number;
}

export function countRows(rows: readonly CompareRow[]): CompareCounts {
  let sourceWords = 0;
  let targetWords = 0;
  let untranslated = 0;
  for (const r of rows) {
    if (r.source !== null) sourceWords += countWords(r.source);
    if (r.target !== null) targetWords += countWords(r.target);
    if (r.untranslated) untranslated++;
  }
  return { units: rows.length, sourceWords, targetWords, untranslated };
}

/** Whether the rows come from more than one part of the file (then the location names the part). */
export function hasSeveralGroups(rows: readonly CompareRow[]): boolean {
  const first = rows[0]?.group;
  return rows.some((r) => r.group !== first);
}
