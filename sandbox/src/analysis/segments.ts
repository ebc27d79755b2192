/** Segments of a source document: its text units split into sentences, each with its inline codes. */
import type { TextUnit } from '#documents/types';
import { countedText, normaliseSpace, splitSentences } from '#documents/words';

export interface Segment {
  text: string;
  /** Inline codes of the unit (counted with the unit's first sentence): placeables, not words. */
  codes: number;
  /** The unit's approved translation (`TextUnit.locked`), with the language it holds for. */
  locked?: TextUnit['locked'];
}

export const normalise = normaliseSpace;

export function unitSegments(units: readonly TextUnit[]): Segment[] {
  return units.flatMap((unit) =>
    splitSentences(countedText(unit)).map((text, i) => ({
      text,
      codes: i === 0 ? unit.codes : 0,
      ...(unit.locked ? { locked: unit.locked } : {}),
    })),
  );
}
