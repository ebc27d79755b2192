// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addBusinessHours } from '#contract/delivery-time';
import { analyseLanguage, measure } from './analyse';
import { unitSegments, type Segment } from './segments';
import { similarity } from './similarity';

describe('analysis', () => {
  const unit = (parts: string[], codes = 0) => ({ id: 'u', group: 'g', label: 'l', parts, codes });
  const text = (t: string): Segment => ({ text: t, codes: 0 });

  it("splits units into sentence segments; the unit's codes go with its first sentence", () => {
    expect(unitSegments([unit(['One. Two!']), unit(['3']), unit(['Thr', 'ee'], 1)])).toEqual([
      { text: 'One.', codes: 0 },
      { text: 'Two!', codes: 0 },
      { text: 'Three', codes: 1 },
    ]);
    // A tab or line break between two parts is white space: two words, not one.
    expect(unitSegments([{ ...unit(['Name', 'John', 'Smith'], 2), breaksBefore: [1] }])).toEqual([
      { text: 'Name JohnSmith', codes: 2 },
    ]);
    expect(unitSegments([unit(['これは文です。次の文。'])]).map((s) => s.text)).toEqual(['これは文です。', '次の文。']);
  });

  it('measures words, characters and placeables; placeholders and inline codes are not words', () => {
    expect(measure(text('Save {0} files in 3 days.'))).toEqual({
      Segments: 1,
      Words: 5,
      Characters: 25,
      Placeables: 2,
    });
    expect(measure({ text: 'Bold and plain', codes: 2 })).toEqual({
      Segments: 1,
      Words: 3,
      Characters: 14,
      Placeables: 2,
    });
    // Japanese counts one word per character, Thai by its words (สวัสดี is one), Korean by spaces.
    expect(measure(text('日本語の文書')).Words).toBe(6);
    expect(measure(text('สวัสดี')).Words).toBe(1);
    expect(measure(text('안녕하세요 세계')).Words).toBe(2);
  });

  it('assigns memory, repetition and fuzzy bands', () => {
    const memory = ['The quick brown fox jumps over the lazy dog.', 'Hello world.'];
    const segments = [
      'Hello world.',
      'hello world',
      'The quick brown fox jumps over the lazy cat.',
      'Nothing alike here.',
      'Nothing alike here.',
    ];
    const { resultTotal, resultsByDocument } = analyseLanguage(
      [{ documentId: 'd1', filename: 'a.txt', segments: segments.map(text) }],
      memory,
      'de',
    );
    expect(resultTotal).toMatchObject({
      numSegments100: 1,
      numSegments98: 1,
      numSegments85: 1,
      numSegmentsNoMatch: 1,
      numSegmentsRepeated: 1,
      numSegmentsTotal: 5,
      percentage100: 20,
      numWordsTotal: 2 + 2 + 9 + 3 + 3,
    });
    expect(resultsByDocument[0]).toMatchObject({ documentId: 'd1', filename: 'a.txt', numSegmentsTotal: 5 });
  });

  it('counts approved targets in the 100 band and as Locked, for the language they were approved in', () => {
    const segments: Segment[] = [
      { text: 'Approved in German.', codes: 0, locked: { language: 'de-DE' } },
      { text: 'Final, no language declared.', codes: 1, locked: {} },
      { text: 'Approved in Spanish.', codes: 0, locked: { language: 'es' } },
      text('Open for translation.'),
    ];
    const into = (language: string) =>
      analyseLanguage([{ documentId: 'd1', filename: 'a.xlf', segments }], [], language).resultTotal;
    expect(into('de')).toMatchObject({
      numSegments100: 2,
      numSegmentsLocked: 2,
      numWordsLocked: 3 + 4,
      numPlaceablesLocked: 1,
      numSegmentsNoMatch: 2,
      numSegmentsTotal: 4,
      percentageLocked: 50,
    });
    // Into Spanish the Spanish approval holds, the German one does not.
    expect(into('es-ES')).toMatchObject({ numSegmentsLocked: 2, numWordsLocked: 4 + 3, numSegmentsNoMatch: 2 });
    expect(into('fr')).toMatchObject({ numSegmentsLocked: 1, numSegments100: 1, numSegmentsNoMatch: 3 });
  });

  it('scores similarity by words', () => {
    expect(similarity('a b c d', 'a b c d')).toBe(1);
    expect(similarity('a b c d', 'a b c e')).toBe(0.75);
    expect(similarity('a', 'a b c d e')).toBe(0);
  });

  it('counts deadlines in business hours', () => {
    // Friday 12:00 UTC + 24 business hours = Monday 12:00 UTC.
    expect(addBusinessHours(new Date('2025-06-06T12:00:00Z'), 24).toISOString()).toBe('2025-06-09T12:00:00.000Z');
  });
});
