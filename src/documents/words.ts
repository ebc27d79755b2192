/**
 * Counting the industry's way: a word is a run of letters or digits; each Chinese, Japanese, Korean or
 * Thai character is a word of its own (those scripts do not separate words with spaces); inline tags,
 * placeholders and codes are placeables, not words.
 */

/** Characters that count one word each. */
const CHARACTER_WORD = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/gu;
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’\-.][\p{L}\p{M}\p{N}]+)*/gu;
/** Tags, {{mustache}} and {icu} placeholders, printf codes, numbers. */
export const PLACEABLE = /<[^>]+>|\{\{[^}]*\}\}|\{[^{}]*\}|%(?:\d+\$)?[-+0#']*(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|L|q|j|z|t)?[A-Za-z@]|\b\d+(?:[.,:]\d+)*\b/g;
const MARKUP = /<[^>]+>|\{\{[^}]*\}\}|\{[^{}]*\}|%(?:\d+\$)?[-+0#']*(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|L|q|j|z|t)?[A-Za-z@]/g;

export function countWords(text: string): number {
  const withoutCodes = text.replace(MARKUP, ' ');
  const characters = withoutCodes.match(CHARACTER_WORD)?.length ?? 0;
  const rest = withoutCodes.replace(CHARACTER_WORD, ' ');
  return characters + (rest.match(WORD)?.length ?? 0);
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
