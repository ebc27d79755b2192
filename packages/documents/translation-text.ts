/**
 * The writers' one rule for what a translation may hold: characters XML 1.0 forbids and lone
 * surrogates never reach a file (MT output and pasted text carry them; Word refuses such a file),
 * and line breaks and tabs become the format's own markup.
 */
import { escapeText } from './xml/tokens';

const FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- the control characters XML forbids are the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A translation without the characters no format may be given (XML-illegal controls, lone surrogates). */
export function cleanTranslation(text: string): string {
  return text.replace(FORBIDDEN, '');
}

/** How a format writes a line break and a tab inside the text element a translation goes into. */
export interface BreakMarkup {
  lineBreak: string;
  tab: string;
}

/** Keeps line breaks and tabs as characters (XLIFF, XML, Excel cells, DrawingML tabs). */
export const LITERAL_BREAKS: BreakMarkup = { lineBreak: '\n', tab: '\t' };

/** A translation as XML character content: cleaned, escaped, its line breaks and tabs as `markup`. */
export function xmlTranslation(text: string, markup: BreakMarkup = LITERAL_BREAKS): string {
  return cleanTranslation(text)
    .split(/(\r\n|\r|\n|\t)/)
    .map((piece, i) => (i % 2 === 0 ? escapeText(piece) : piece === '\t' ? markup.tab : markup.lineBreak))
    .join('');
}
