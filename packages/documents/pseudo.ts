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

/** A number from a unit's address, the same every time. */
function addressNumber(id: string): number {
  let n = 0;
  for (const char of id) n = (n * 31 + char.charCodeAt(0)) >>> 0;
  return n;
}

/**
 * What the sandbox's machine translation delivers: the pseudo-translation, except that in about one unit in three
 * (chosen by its address, so the same each time) the first word is left untranslated, as a machine leaves a term
 * it does not know. A post-editor's delivery (the pseudo-translation) then differs from the machine's in those
 * units, as a real post-edit does.
 */
export function machineTranslator(language: string): Translator {
  const human = pseudoTranslator(language);
  return (unit) => {
    const translated = human(unit);
    if (!translated || addressNumber(unit.id) % 3 !== 0) return translated;
    const first = unit.parts.findIndex((p) => /\p{L}/u.test(p));
    const part = unit.parts[first] ?? '';
    const word = /^(\s*)([^\s]+)/u.exec(part);
    if (!word || PROTECTED.test(word[2] ?? '')) return translated;
    const [, lead = '', literal = ''] = word;
    return translated.map((text, i) =>
      i === first ? `${lead}[${language}] ${literal}${accent(part.slice(lead.length + literal.length))}` : text,
    );
  };
}
