/** Visible pseudo-translation: `[de-DE] Ŧĥé ţéxţ` with placeholders, tags, entities, code and URLs untouched. */
import { type Format, mapTextUnits } from '../formats/text-units';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = [...'áƀçđéƒĝĥíĵķļɱñóþʠŕšţúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĻṀÑÓÞǪŔŠŢÚṼŴẊÝŽ'];
const ACCENTS: Record<string, string> = Object.fromEntries([...PLAIN].map((c, i) => [c, ACCENTED[i] ?? c]));

/** Spans a translator must not touch: tags, entities, placeholders, printf codes, inline code, URLs. */
export const PROTECTED =
  /(<[^>]+>|&(?:#\d+|#x[0-9a-f]+|[a-z]+);|\{\{[^}]*\}\}|\{[^{}]*\}|%(?:\d+\$)?[sdifx@]|`[^`]*`|\]\([^)]*\)|https?:\/\/\S+)/i;

export function accent(text: string): string {
  return text
    .split(PROTECTED)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[A-Za-z]/g, (c) => ACCENTS[c] ?? c)))
    .join('');
}

export function pseudoUnit(text: string, language: string): string {
  return `[${language}] ${accent(text)}`;
}

function setTargetLanguage(xliff: string, language: string): string {
  return xliff
    .replace(/(<file\b[^>]*?)\s+target-language="[^"]*"/g, '$1')
    .replace(/<file\b/g, `<file target-language="${language}"`)
    .replace(/(<xliff\b[^>]*?)\s+trgLang="[^"]*"/, '$1')
    .replace(/(<xliff\b[^>]*\bsrcLang="[^"]*")/, `$1 trgLang="${language}"`);
}

/** Rewrites a text document of a known format; throws when the content cannot be parsed. */
export function pseudoTranslate(format: Format, content: string, language: string): string {
  const translated = mapTextUnits(format, content, (unit) => pseudoUnit(unit, language));
  return format === 'xliff' ? setTargetLanguage(translated, language) : translated;
}
