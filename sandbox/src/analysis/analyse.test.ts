// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addBusinessHours } from '../orders/deadline';
import { analyseLanguage, measure } from './analyse';
import { segmentText } from './segments';
import { similarity } from './similarity';

describe('analysis', () => {
  it('splits text into sentence segments', () => {
    expect(segmentText('txt', 'One. Two!\n\n3\nThree')).toEqual(['One.', 'Two!', 'Three']);
    expect(segmentText('json', '{"a": "Hi there.", "b": {"c": "Bye"}}')).toEqual(['Hi there.', 'Bye']);
  });

  it('measures words, characters and placeables', () => {
    expect(measure('Save {0} files in 3 days.')).toEqual({ Segments: 1, Words: 6, Characters: 25, Placeables: 2 });
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
      [{ documentId: 'd1', filename: 'a.txt', segments }],
      memory,
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
