/**
 * Counting the industry's way (the conventions of Trados, memoQ and GMX-V; the cases are in
 * words.test.ts): words are separated by spaces, Korean too; each Chinese or Japanese character is a
 * word; Thai, Lao, Khmer and Myanmar text, written without spaces, is split into words by
 * `Intl.Segmenter` (ICU's dictionaries); a number with its separators, sign and currency (`1,000`,
 * `$1,234.56`, `1.000,50`), a time (`10:30`), a URL and an e-mail address are one word each; inline tags,
 * placeholders and codes are placeables, not words. A unit's parts are joined with a space where a tab or
 * line break (a code) stood between them.
 */
import type { TextUnit } from './types';

/** Characters that count one word each. */
const CHARACTER_WORD = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
/** Scripts written without spaces between words. */
const UNSPACED = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]+/gu;
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’\-.][\p{L}\p{M}\p{N}]+)*/gu;
/** One word each: URLs, e-mail addresses, numbers with separators, sign and currency, times. */
const ONE_WORD = new RegExp(
  [
    String.raw`\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)[^\s<>"]*[^\s<>".,;:!?)\]}'’]`,
    String.raw`[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+`,
    String.raw`(?<![\p{L}\p{M}\p{N}][-'’.]?)[-+−]?\p{Sc}?[-+−]?\d+(?:[.,:'’\u00A0\u202F]\d+)*%?\p{Sc}?(?![-'’.]?[\p{L}\p{M}\p{N}])`,
  ].join('|'),
  'giu',
);
/** Tags, {{mustache}} and {icu} placeholders, printf codes, numbers. */
export const PLACEABLE =
  /<[^>]+>|\{\{[^}]*\}\}|\{[^{}]*\}|%(?:\d+\$)?[-+0#']*(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|L|q|j|z|t)?[A-Za-z@]|\b\d+(?:[.,:]\d+)*\b/g;
const MARKUP =
  /<[^>]+>|\{\{[^}]*\}\}|\{[^{}]*\}|%(?:\d+\$)?[-+0#']*(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|L|q|j|z|t)?[A-Za-z@]/g;

let segmenter: Intl.Segmenter | undefined;

/** Dictionary-based words of text in a script without spaces (ICU's word break, as Okapi uses it). */
function unspacedWords(run: string): number {
  segmenter ??= new Intl.Segmenter('und', { granularity: 'word' });
  let count = 0;
  for (const segment of segmenter.segment(run)) if (segment.isWordLike) count++;
  return count;
}

export function countWords(text: string): number {
  let count = 0;
  const rest = text
    .replace(MARKUP, ' ')
    .replace(ONE_WORD, () => (count++, ' '))
    .replace(CHARACTER_WORD, () => (count++, ' '))
    .replace(UNSPACED, (run) => ((count += unspacedWords(run)), ' '));
  return count + (rest.match(WORD)?.length ?? 0);
}

/** A unit's text as words are counted in it: its parts joined, with a space where a tab or break was. */
export function countedText(unit: Pick<TextUnit, 'parts' | 'breaksBefore'>): string {
  if (!unit.breaksBefore?.length) return unit.parts.join('');
  const spaced = new Set(unit.breaksBefore);
  return unit.parts.map((part, i) => (spaced.has(i) ? ` ${part}` : part)).join('');
}

export function countUnitWords(unit: Pick<TextUnit, 'parts' | 'breaksBefore'>): number {
  return countWords(countedText(unit));
}

export function countPlaceables(text: string): number {
  return text.match(PLACEABLE)?.length ?? 0;
}

export function normaliseSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Splits a unit's text into sentences; CJK full stops end a sentence without a following space. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+(?=\S)|(?<=[。！？])/u)
    .map(normaliseSpace)
    .filter((s) => /\p{L}/u.test(s));
}
