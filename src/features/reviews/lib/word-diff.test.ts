import { describe, expect, it } from 'vitest';
import { wordDiff } from './word-diff';

const joined = (runs: { text: string }[]) => runs.map((r) => r.text).join('');

describe('wordDiff', () => {
  it('marks the words replaced, and gives each text back whole', () => {
    const before = 'Der Vertrag gilt ab  dem 1. Mai.';
    const after = 'Der Vertrag tritt ab  dem 1. Juni in Kraft.';
    const diff = wordDiff(before, after, 'de');
    expect(joined(diff.before)).toBe(before);
    expect(joined(diff.after)).toBe(after);
    expect(diff.before.filter((r) => r.changed).map((r) => r.text)).toEqual(['gilt', 'Mai']);
    expect(diff.after.filter((r) => r.changed).map((r) => r.text)).toEqual(['tritt', 'Juni in Kraft']);
  });

  it('cuts Japanese into words though it has no spaces', () => {
    const diff = wordDiff('今日は雨です', '今日は晴れです', 'ja');
    expect(joined(diff.after)).toBe('今日は晴れです');
    expect(diff.after.filter((r) => r.changed).map((r) => r.text)).toEqual(['晴れ']);
    expect(diff.before.filter((r) => r.changed).map((r) => r.text)).toEqual(['雨']);
  });

  it('finds nothing changed in equal texts, and everything in a text that was empty', () => {
    expect(wordDiff('Same text.', 'Same text.')).toEqual({
      before: [{ text: 'Same text.', changed: false }],
      after: [{ text: 'Same text.', changed: false }],
    });
    expect(wordDiff('', 'New')).toEqual({ before: [], after: [{ text: 'New', changed: true }] });
  });
});
