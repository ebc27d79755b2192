/**
 * Paragraphs of OpenDocument (`text:p`, `text:h`): their text sits directly in the paragraph and its
 * spans. A span or link with its own style is a part of its own. `text:s` is spaces in the text (the
 * writer encodes spaces again, see odf-write.ts); tabs, line breaks, links, note citations, anchored
 * frames, comment anchors and fields (date, page number, author…) are codes, and a field's displayed
 * value is not text. The paragraphs of a footnote, a comment or a text frame inside a paragraph are
 * units of their own. White space is read as ODF consumers show it: a run of spaces, tabs and line
 * feeds in the character data is one space, none at the start of the paragraph — except in
 * spreadsheets, where LibreOffice Calc writes a cell's spaces as they are and shows them so.
 */
import type { OpenToken } from '../../xml/tokens';
import { tokenize } from '../../xml/tokens';
import type { Paragraph } from '../ooxml/paragraph-dialect';
import { addPiece } from '../paragraph-pieces';

const PARAGRAPHS = new Set(['text:p', 'text:h']);
/** Inline elements whose character data is the paragraph's text. */
const INLINE = new Set([
  'text:span',
  'text:a',
  'text:meta',
  'text:meta-field',
  'text:ruby',
  'text:ruby-base',
  'loext:contentcontrol',
]);
/** Elements inside a paragraph that hold paragraphs of their own (notes, comments, frames, shapes). */
const HOLDERS = /^(text:(note|note-body|list|list-item|section)|office:annotation|draw:.*|dr3d:.*|table:.*)$/;
/** Empty markers that are neither text nor codes. */
const MARKERS =
  /^(text:(bookmark|bookmark-start|bookmark-end|reference-mark|reference-mark-start|reference-mark-end|soft-page-break|alphabetical-index-mark|toc-mark|user-index-mark|change-start|change-end|change)|office:annotation-end|field:fieldmark.*)$/;
/** Subtrees that are never text: tracked deletions, descriptions, the note's own number, images. */
const SKIPPED = new Set([
  'text:tracked-changes',
  'svg:title',
  'svg:desc',
  'text:note-citation',
  'draw:image',
  'dc:creator',
  'dc:date',
  'meta:date-string',
]);
/** Codes that open a subtree of other paragraphs or stand for an object in the line. */
const ANCHORS = new Set([
  'text:note',
  'office:annotation',
  'draw:frame',
  'draw:custom-shape',
  'draw:g',
  'draw:rect',
  'draw:ellipse',
  'draw:line',
  'draw:control',
]);

export interface Located {
  group: string;
  /** Where in the group (`Title`, `Table1 · B2`, `Footnote 1`); paragraphs are numbered within it. */
  context?: string | undefined;
  translate: boolean;
  /** The first paragraph's label is the context alone (a spreadsheet cell: `B3`). */
  bare?: boolean;
  /**
   * A spreadsheet cell whose content is its `office:string-value` (Calc writes one when the shown text
   * differs, e.g. padded by the number format): that value is the unit, its first paragraph shows it.
   */
  value?: OpenToken | undefined;
}

export interface OdfContext {
  /** Called for every element opened outside skipped subtrees (to count rows, cells, slides). */
  onOpen?: (token: OpenToken, ancestors: readonly OpenToken[]) => void;
  onClose?: (name: string) => void;
  /** Where a paragraph is, for people, and whether it is translated, from the elements around it. */
  locate: (ancestors: readonly OpenToken[]) => Located;
  /** Character data as it is, not collapsed (LibreOffice Calc writes and shows cells' spaces so). */
  keepSpace?: boolean;
}

export interface OdfParagraph extends Paragraph {
  group: string;
  label: string;
  translate: boolean;
  /** The cell whose `office:string-value` is this paragraph's text (see `Located.value`). */
  value?: OpenToken | undefined;
}

interface OpenParagraph extends OdfParagraph {
  format: string | null;
  broken: boolean;
  spaced?: boolean;
  /** The last character read is white space (or nothing has been read yet). */
  space: boolean;
}

/** Where a paragraph sits: the spans and links around its text, for merging pieces that look alike. */
function formatOf(ancestors: readonly OpenToken[]): string {
  const at = ancestors.findLastIndex((a) => PARAGRAPHS.has(a.name));
  return ancestors
    .slice(at + 1)
    .filter((a) => INLINE.has(a.name))
    .map((a) => `${a.name}:${a.attrs['text:style-name'] ?? ''}`)
    .join('>');
}

/** Character data as shown: white-space runs become one space, none after another space. */
function collapse(text: string, p: OpenParagraph): string {
  let out = '';
  for (const ch of text) {
    if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') {
      if (!p.space) out += ' ';
      p.space = true;
    } else {
      out += ch;
      p.space = false;
    }
  }
  return out;
}

export function readOdfParagraphs(xml: string, part: string, where: OdfContext): OdfParagraph[] {
  const paragraphs: OpenParagraph[] = [];
  const open: OpenParagraph[] = [];
  const ancestors: OpenToken[] = [];
  const labels = new Map<string, number>();
  const valued = new WeakSet<OpenToken>();
  let skipped = 0;
  let number = 0;
  /** The innermost open paragraph, if the element is directly in its text (not in a note inside it). */
  const owner = () => {
    const p = open.at(-1);
    const at = ancestors.findLastIndex((a) => PARAGRAPHS.has(a.name) || HOLDERS.test(a.name));
    return p && at >= 0 && PARAGRAPHS.has(ancestors[at]?.name ?? '') ? p : undefined;
  };
  const code = (spacing = false) => {
    const p = owner();
    if (!p) return;
    p.codes++;
    p.broken = true;
    if (spacing) p.spaced = true;
    p.space = false;
  };
  const addText = (p: OpenParagraph, piece: Paragraph['parts'][number][number]) =>
    addPiece(p, piece, formatOf(ancestors));
  const startParagraph = (token: OpenToken) => {
    const located = where.locate(ancestors);
    // A value cell's later paragraphs: its value is one unit, shown by the first.
    const shown = located.value !== undefined && valued.has(located.value);
    if (located.value) valued.add(located.value);
    const hidden = !located.translate || shown || open.some((p) => !p.translate);
    const key = `${located.group}\u0000${located.context ?? ''}`;
    const n = hidden ? 0 : (labels.get(key) ?? 0) + 1;
    if (!hidden) {
      number++;
      labels.set(key, n);
    }
    const label =
      located.context && located.bare && n === 1
        ? located.context
        : `${located.context ? `${located.context} · ` : ''}¶ ${n}`;
    const paragraph: OpenParagraph = {
      id: hidden ? `${part}#hidden-${paragraphs.length}` : `${part}#p${number}`,
      hidden,
      group: located.group,
      label,
      context: located.context,
      number: n,
      parts: [],
      codes: 0,
      format: null,
      broken: false,
      space: true,
      translate: !hidden,
      value: located.value,
    };
    paragraphs.push(paragraph);
    if (!token.selfClosing) open.push(paragraph);
  };

  for (const token of tokenize(xml)) {
    if (token.kind === 'close') {
      if (token.start === token.end) continue;
      ancestors.pop();
      if (skipped > 0) {
        skipped--;
        continue;
      }
      where.onClose?.(token.name);
      if (PARAGRAPHS.has(token.name)) open.pop();
      else if (token.name === 'text:a') code();
      continue;
    }
    if (token.kind === 'open') {
      if (skipped > 0) {
        if (!token.selfClosing) {
          skipped++;
          ancestors.push(token);
        }
        continue;
      }
      const name = token.name;
      const inText = owner() !== undefined;
      const field =
        inText &&
        !PARAGRAPHS.has(name) &&
        !INLINE.has(name) &&
        !HOLDERS.test(name) &&
        !MARKERS.test(name) &&
        !ANCHORS.has(name);
      if (SKIPPED.has(name) || (field && name !== 'text:s')) {
        // A field (date, page number, author…), tab or break: a code whose shown value is not text.
        if (field) code(name === 'text:tab' || name === 'text:line-break');
        if (!token.selfClosing) {
          skipped = 1;
          ancestors.push(token);
        }
        continue;
      }
      const p = owner();
      if (name === 'text:s' && p) {
        const count = Math.max(1, Number(token.attrs['text:c'] ?? 1) || 1);
        addText(p, { open: token, start: token.start, end: token.end, text: ' '.repeat(count) });
        p.space = false;
        continue;
      }
      if (ANCHORS.has(name) || name === 'text:a') code();
      where.onOpen?.(token, ancestors);
      ancestors.push(token);
      if (PARAGRAPHS.has(name)) startParagraph(token);
      if (token.selfClosing) ancestors.pop();
      continue;
    }
    if (token.kind !== 'text' || skipped > 0) continue;
    const parent = ancestors.at(-1);
    const p = owner();
    if (!p || !parent || !(PARAGRAPHS.has(parent.name) || INLINE.has(parent.name))) continue;
    const text = where.keepSpace ? token.text : collapse(token.text, p);
    // White space that shows as nothing (indentation between elements) is not a piece.
    if (text !== '') addText(p, { open: parent, start: token.start, end: token.end, text });
  }
  return paragraphs;
}
