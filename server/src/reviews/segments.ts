/**
 * A delivered document's segments as the compare view shows them: source and translation units paired by
 * their structural address, in the source's order (a unit only the translation has follows the translation's
 * unit before it), each side's text as the view shows it and counted the analysis's way (#documents/words).
 */
import type { FormatId, TextUnit } from '#documents/types';
import { alignUnits, displayText, translatedText } from '#documents/align';
import { countWords } from '#documents/words';

export interface Segment {
  /** The unit's address, the same in the source and its translation. */
  key: string;
  /** Its row in the compare view. */
  index: number;
  /** null: that side has no unit at this address. */
  source: string | null;
  target: string | null;
}

export { translatedText as translationOf } from '#documents/align';

/** The segments of a source and its translation, in the compare view's order (#documents/align). */
export function alignSegments(
  source: readonly TextUnit[],
  target: readonly TextUnit[],
  sourceFormat: FormatId,
  targetFormat: FormatId,
): Segment[] {
  return alignUnits(source, target, (key, from, to) => ({ key, from, to })).map(({ key, from, to }, index) => ({
    key,
    index,
    source: from ? displayText(from, sourceFormat) : null,
    target: to ? translatedText(to, targetFormat) : null,
  }));
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
