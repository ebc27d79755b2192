/**
 * Translations written into OpenDocument paragraphs, splice-only: a part's translation goes where its
 * first piece was (inside the same span, so formatting stays) and its other pieces — text and
 * `text:s` — are removed. ODF collapses white space, so a translation's spaces are written the way
 * LibreOffice writes them: a space after a visible character as it is, any further space as
 * `<text:s/>`, and a space at the start or end of a part too unless the source had a plain space there;
 * a tab becomes `<text:tab/>`, a line feed `<text:line-break/>`. A spreadsheet cell's
 * `office:string-value` takes the translation as well.
 */
import { DocumentError } from '../../errors';
import type { TextUnit, Translator } from '../../types';
import { applyEdits, escapeAttribute, escapeText, type Edit, type OpenToken } from '../../xml/tokens';
import type { OdfParagraph } from './odf-paragraphs';
import { cleanTranslation } from '../../translation-text';

/** `text` as ODF character content; `literalLead`/`literalTrail`: a plain space shows at either end. */
export function encodeOdfText(text: string, literalLead = false, literalTrail = false): string {
  // Alternating: text, then a run of spaces, a tab or a line break, then text…; the last is text.
  const pieces = cleanTranslation(text).split(/( +|\t|\r\n|\r|\n)/);
  let out = '';
  // A plain space written here would be shown (it follows a visible character).
  let visibleBefore = literalLead;
  pieces.forEach((piece, i) => {
    if (i % 2 === 0) {
      if (piece === '') return;
      out += escapeText(piece);
      visibleBefore = true;
    } else if (piece.startsWith(' ')) {
      const atEnd = i === pieces.length - 2 && pieces[i + 1] === '';
      let n = piece.length;
      if (visibleBefore && (!atEnd || literalTrail)) {
        out += ' ';
        n--;
      }
      if (n > 0) out += n === 1 ? '<text:s/>' : `<text:s text:c="${n}"/>`;
      visibleBefore = false;
    } else {
      out += piece === '\t' ? '<text:tab/>' : '<text:line-break/>';
      visibleBefore = false;
    }
  });
  return out;
}

/** Replaces the value of `attribute` in the open tag `token` (white space as character references). */
function attributeEdit(xml: string, token: OpenToken, attribute: string, value: string): Edit {
  const tag = xml.slice(token.start, token.end);
  const match = new RegExp(`\\s${attribute}\\s*=\\s*(["'])`).exec(tag);
  if (!match) throw new DocumentError('malformed', `The element has no ${attribute}`);
  const quote = match[1] ?? '"';
  const start = token.start + match.index + match[0].length;
  const end = xml.indexOf(quote, start);
  const escaped = escapeAttribute(cleanTranslation(value))
    .replace(/'/g, quote === "'" ? '&apos;' : "'")
    .replace(/[\t\n\r]/g, (c) => `&#${c.charCodeAt(0)};`);
  return { start, end, text: escaped };
}

/** The part with each paragraph the translator answers for rewritten. */
export function translateOdfParagraphs(
  xml: string,
  paragraphs: readonly OdfParagraph[],
  unitOf: (p: OdfParagraph) => TextUnit | undefined,
  translate: Translator,
): string {
  const edits: Edit[] = [];
  for (const paragraph of paragraphs) {
    const unit = unitOf(paragraph);
    const translated = unit && translate(unit);
    if (!translated) continue;
    if (translated.length !== (paragraph.value ? 1 : paragraph.parts.length)) {
      throw new DocumentError('malformed', `The translation of ${paragraph.id} does not fit its spans`);
    }
    if (paragraph.value) {
      // The cell's value is its content; its paragraph shows the translation too, unformatted.
      const text = translated.join('');
      edits.push(attributeEdit(xml, paragraph.value, 'office:string-value', text));
      paragraph.parts
        .flat()
        .forEach((piece, j) =>
          edits.push({ start: piece.start, end: piece.end, text: j === 0 ? encodeOdfText(text) : '' }),
        );
      continue;
    }
    paragraph.parts.forEach((pieces, i) => {
      const first = pieces[0];
      const last = pieces.at(-1);
      if (!first || !last) return;
      // A text piece that starts or ends with a plain space in the source: one shows there.
      const lead = xml[first.start] === ' ' && !/\s$/.test(translated[i - 1] ?? '');
      const trail = xml[last.end - 1] === ' ';
      pieces.forEach((piece, j) => {
        edits.push({
          start: piece.start,
          end: piece.end,
          text: j === 0 ? encodeOdfText(translated[i] ?? '', lead, trail) : '',
        });
      });
    });
  }
  return applyEdits(xml, edits);
}
