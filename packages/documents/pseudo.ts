/**
 * Visible pseudo-translation, `[de-DE] Ŧĥé ţéxţ`: what the sandbox's vendors deliver. Placeholders,
 * tags, entities, inline code and URLs are left as they are.
 */
import type { Translator } from './types';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = [...'áƀçđéƒĝĥíĵķļɱñóþʠŕšţúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĻṀÑÓÞǪŔŠŢÚṼŴẊÝŽ'];
const ACCENTS: Record<string, string> = Object.fromEntries([...PLAIN].map((c, i) => [c, ACCENTED[i] ?? c]));

/** Spans a translator must not touch: tags, entities, placeholders, printf codes (also Python's %(name)s), inline code, URLs. */
export const PROTECTED =
  /(<[^>]+>|&(?:#\d+|#x[0-9a-f]+|[a-z]+);|\{\{[^}]*\}\}|\{[^{}]*\}|%(?:\d+\$)?[-+0#']*(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|L|q|j|z|t)?[A-Za-z@]|%\([A-Za-z_]\w*\)[-+ 0#]*\d*(?:\.\d+)?[A-Za-z]|`[^`]*`|\]\([^)]*\)|https?:\/\/\S+)/i;

export function accent(text: string): string {
  return text
    .split(PROTECTED)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[A-Za-z]/g, (c) => ACCENTS[c] ?? c)))
    .join('');
}

export function pseudoUnit(text: string, language: string): string {
  return `[${language}] ${accent(text)}`;
}

/**
 * Translates every part; the language tag goes before the first part with a letter, after its
 * leading white space, so runs and codes keep their places.
 */
export function pseudoTranslator(language: string): Translator {
  return (unit) => {
    const first = unit.parts.findIndex((p) => /\p{L}/u.test(p));
    return unit.parts.map((part, i) => {
      if (i !== first) return accent(part);
      const lead = /^\s*/.exec(part)?.[0] ?? '';
      return `${lead}[${language}] ${accent(part.slice(lead.length))}`;
    });
  };
}
