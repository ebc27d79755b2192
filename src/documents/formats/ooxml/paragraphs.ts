/**
 * Paragraphs of WordprocessingML (`w:p`/`w:r`/`w:t`) and DrawingML (`a:p`/`a:r`/`a:t`) as units, and
 * their translation spliced back into the part. A paragraph's parts are its runs' texts, adjacent runs
 * with the same formatting merged; a formatting change, a hyperlink, a tab, a break, a field or a
 * note reference starts a new part and counts as one code. A translated part goes into the first
 * text element it came from and the others of the part are emptied, so every run keeps its formatting.
 */
import { DocumentError } from '../../errors';
import type { TextUnit, Translator } from '../../types';
import { applyEdits, escapeText, tokenize, type Edit, type OpenToken } from '../../xml/tokens';

export interface Dialect {
  paragraph: string;
  run: string;
  text: string;
  runProperties: string;
  /** Inline elements that are codes (tabs, breaks, note references, fields). */
  codes: ReadonlySet<string>;
  /** Elements whose start and end break parts (hyperlinks, fields with their own text). */
  boundaries: ReadonlySet<string>;
  /** Subtrees whose text is not translated (deletions, field results of `a:fld`). */
  skipped: ReadonlySet<string>;
  /** Formatting details that do not make two runs different (language, spell-check marks). */
  noise: RegExp;
  /** Word: a text that starts or ends with a space needs xml:space="preserve". */
  preserveSpace: boolean;
  /** Elements whose `name` attribute names the shape that follows (`p:cNvPr`). */
  names?: ReadonlySet<string>;
  /** Where a paragraph is, for people (table, text box, shape name), from its ancestors. */
  context?: (ancestors: readonly OpenToken[], shapeName: string | undefined) => string | undefined;
}

interface Piece {
  open: OpenToken;
  /** Raw range of the text between `<w:t>` and `</w:t>`. */
  start: number;
  end: number;
  text: string;
}

export interface Paragraph {
  id: string;
  /** Duplicates (the VML fallback of a text box) are translated but not extracted. */
  hidden: boolean;
  context: string | undefined;
  number: number;
  /** Each part's pieces; a part's text is its pieces' texts joined. */
  parts: Piece[][];
  codes: number;
}

interface OpenParagraph extends Paragraph {
  /** The formatting of the last piece, to merge runs that look the same. */
  format: string | null;
  /** A code or boundary since the last piece: the next piece starts a new part. */
  broken: boolean;
}

/** Every paragraph of the part in the order they open (nested text-box paragraphs included). */
export function readParagraphs(xml: string, part: string, dialect: Dialect): Paragraph[] {
  const tokens = tokenize(xml);
  const paragraphs: Paragraph[] = [];
  const open: OpenParagraph[] = [];
  const ancestors: OpenToken[] = [];
  const alternates: { choice: string[]; fallback: number; in: 'choice' | 'fallback' | null }[] = [];
  let skipped = 0;
  let runFormat = '';
  let formatStart = -1;
  let textOpen: OpenToken | null = null;
  let number = 0;
  let shapeName: string | undefined;

  const current = () => open.at(-1);
  /** An inline code or a boundary: one code, and the next text starts a new part. */
  const code = () => {
    const p = current();
    if (!p) return;
    p.codes++;
    p.broken = true;
  };

  for (const token of tokens) {
    if (token.kind === 'close') {
      // A self-closing element was handled at its open token.
      if (token.start === token.end) continue;
      ancestors.pop();
      if (skipped > 0) {
        skipped--;
        continue;
      }
      closeElement(token.name, token.end);
    } else if (token.kind === 'open') {
      if (skipped > 0) {
        if (!token.selfClosing) {
          skipped++;
          ancestors.push(token);
        }
        continue;
      }
      if (dialect.codes.has(token.name)) code();
      if (dialect.skipped.has(token.name)) {
        if (!token.selfClosing) {
          skipped = 1;
          ancestors.push(token);
        }
        continue;
      }
      ancestors.push(token);
      openElement(token);
      if (token.selfClosing) {
        ancestors.pop();
        if (token.name !== dialect.paragraph && token.name !== dialect.text) closeElement(token.name, token.end);
      }
    } else if (token.kind === 'text' && textOpen) {
      const p = current();
      if (p) addPiece(p, { open: textOpen, start: token.start, end: token.end, text: token.text }, runFormat);
      textOpen = null;
    }
  }

  function openElement(token: OpenToken): void {
    const name = token.name;
    if (name === 'mc:AlternateContent') alternates.push({ choice: [], fallback: 0, in: null });
    else if (name === 'mc:Choice' || name === 'mc:Fallback') {
      const alternate = alternates.at(-1);
      if (alternate) alternate.in = name === 'mc:Choice' ? 'choice' : 'fallback';
    } else if (name === dialect.paragraph) {
      const alternate = alternates.findLast((a) => a.in !== null);
      const fallback = alternate?.in === 'fallback';
      const hidden = fallback || open.some((p) => p.hidden);
      let id: string;
      if (fallback && alternate) id = alternate.choice[alternate.fallback++] ?? `${part}#fallback-${paragraphs.length}`;
      else if (hidden) id = `${part}#hidden-${paragraphs.length}`;
      else {
        number++;
        id = `${part}#p${number}`;
        if (alternate?.in === 'choice') alternate.choice.push(id);
      }
      const paragraph: OpenParagraph = {
        id,
        hidden,
        context: dialect.context?.(ancestors, shapeName),
        number,
        parts: [],
        codes: 0,
        format: null,
        broken: false,
      };
      paragraphs.push(paragraph);
      if (!token.selfClosing) open.push(paragraph);
    } else if (dialect.names?.has(name)) shapeName = token.attrs.name;
    else if (name === dialect.run) runFormat = '';
    else if (name === dialect.runProperties) formatStart = token.selfClosing ? -1 : token.start;
    else if (name === dialect.text) textOpen = token.selfClosing ? null : token;
    else if (dialect.boundaries.has(name)) code();
  }

  function closeElement(name: string, end: number): void {
    if (name === 'mc:AlternateContent') alternates.pop();
    else if (name === 'mc:Choice' || name === 'mc:Fallback') {
      const alternate = alternates.at(-1);
      if (alternate) alternate.in = null;
    } else if (name === dialect.paragraph) open.pop();
    else if (name === dialect.runProperties && formatStart >= 0) {
      runFormat = xml.slice(formatStart, end).replace(dialect.noise, '');
      formatStart = -1;
    } else if (name === dialect.text && textOpen) {
      // An empty text element: a place a translation can still go.
      const p = current();
      if (p) addPiece(p, { open: textOpen, start: textOpen.end, end: textOpen.end, text: '' }, runFormat);
      textOpen = null;
    } else if (dialect.boundaries.has(name)) code();
  }
  return paragraphs;
}

function addPiece(p: OpenParagraph, piece: Piece, format: string): void {
  const last = p.parts.at(-1);
  if (last && !p.broken && p.format === format) last.push(piece);
  else {
    // A change of formatting between two runs is a code of its own.
    if (last && !p.broken) p.codes++;
    p.parts.push([piece]);
  }
  p.format = format;
  p.broken = false;
}

export function paragraphUnit(p: Paragraph, group: string): TextUnit {
  const label = p.context ? `${p.context} · ¶ ${p.number}` : `¶ ${p.number}`;
  return { id: p.id, group, label, parts: p.parts.map((pieces) => pieces.map((x) => x.text).join('')), codes: p.codes };
}

/**
 * The part with each paragraph the translator answers for rewritten. `unitOf` gives the unit a
 * paragraph is shown as (a group name is enough for most parts), or undefined to leave it alone.
 */
export function translateParagraphs(
  xml: string,
  paragraphs: readonly Paragraph[],
  unitOf: string | ((p: Paragraph) => TextUnit | undefined),
  translate: Translator,
  dialect: Pick<Dialect, 'preserveSpace'>,
): string {
  const edits: Edit[] = [];
  for (const paragraph of paragraphs) {
    if (paragraph.parts.length === 0) continue;
    const unit = typeof unitOf === 'string' ? paragraphUnit(paragraph, unitOf) : unitOf(paragraph);
    const translated = unit && translate(unit);
    if (!translated) continue;
    if (translated.length !== paragraph.parts.length) {
      throw new DocumentError('malformed', `The translation of ${paragraph.id} does not fit its runs`);
    }
    paragraph.parts.forEach((pieces, i) => {
      pieces.forEach((piece, j) => {
        const text = j === 0 ? (translated[i] ?? '') : '';
        edits.push({ start: piece.start, end: piece.end, text: escapeText(text) });
        if (dialect.preserveSpace && j === 0 && /^\s|\s$/.test(text) && piece.open.attrs['xml:space'] === undefined) {
          edits.push({ start: piece.open.start, end: piece.open.end, text: `<${piece.open.name} xml:space="preserve">` });
        }
      });
    });
  }
  return applyEdits(xml, edits);
}
