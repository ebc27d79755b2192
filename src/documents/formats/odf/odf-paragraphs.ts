/**
 * Paragraphs of OpenDocument text (`text:p`, `text:h`): their text sits directly in the paragraph and
 * its spans. A span with its own style is a part of its own; spaces, tabs, line breaks, links, note
 * citations and fields (date, page number, author…) are codes, and a field's displayed value is not
 * text. A footnote's or a text frame's paragraphs inside a paragraph are units of their own.
 */
import type { OpenToken } from '../../xml/tokens';
import { tokenize } from '../../xml/tokens';
import type { Paragraph } from '../ooxml/paragraphs';

/** Elements inside a paragraph that carry translatable text. */
const CONTAINERS = new Set(['text:span', 'text:a', 'text:note', 'text:note-body', 'text:ruby', 'text:ruby-base', 'text:meta', 'text:list', 'text:list-item', 'draw:frame', 'draw:text-box', 'draw:a', 'text:section']);
/** Empty markers that are neither text nor codes. */
const MARKERS = /^(text:(bookmark|bookmark-start|bookmark-end|reference-mark|reference-mark-start|reference-mark-end|soft-page-break|alphabetical-index-mark|toc-mark|change-start|change-end|change)|office:annotation-end)$/;
/** Subtrees that are not the document's text: comments, tracked deletions, drawings' descriptions. */
const SKIPPED = new Set(['office:annotation', 'text:tracked-changes', 'svg:title', 'svg:desc', 'text:note-citation', 'draw:image']);

export interface Located {
  group: string;
  context?: string | undefined;
  translate: boolean;
}

export interface OdfContext {
  /** Called for every element opened, before its paragraph is located (to count rows, cells, slides). */
  onOpen?: (token: OpenToken) => void;
  /** Where a paragraph is, for people, and whether it is translated, from the elements around it. */
  locate: (ancestors: readonly OpenToken[]) => Located;
}

export interface OdfParagraph extends Paragraph {
  group: string;
  translate: boolean;
}

interface OpenParagraph extends OdfParagraph {
  format: string | null;
  broken: boolean;
}

export function readOdfParagraphs(xml: string, part: string, where: OdfContext): OdfParagraph[] {
  const tokens = tokenize(xml);
  const paragraphs: OpenParagraph[] = [];
  const open: OpenParagraph[] = [];
  const ancestors: OpenToken[] = [];
  let skipped = 0;
  let number = 0;
  const code = () => {
    const p = open.at(-1);
    if (!p) return;
    p.codes++;
    p.broken = true;
  };
  /** The styles of the spans and links around the text, inside its paragraph. */
  const format = () => {
    const at = ancestors.findLastIndex((a) => a.name === 'text:p' || a.name === 'text:h');
    return ancestors
      .slice(at + 1)
      .filter((a) => a.name === 'text:span' || a.name === 'text:a')
      .map((a) => `${a.name}:${a.attrs['text:style-name'] ?? ''}`)
      .join('>');
  };

  for (const token of tokens) {
    if (token.kind === 'close') {
      if (token.start === token.end) continue;
      ancestors.pop();
      if (skipped > 0) {
        skipped--;
        continue;
      }
      if (token.name === 'text:p' || token.name === 'text:h') open.pop();
      else if (token.name === 'text:a' || token.name === 'text:note') code();
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
      if (SKIPPED.has(name) || (open.length > 0 && name.startsWith('text:') && !CONTAINERS.has(name) && !MARKERS.test(name) && name !== 'text:p' && name !== 'text:h' && !/^text:(s|tab|line-break)$/.test(name))) {
        // A field (date, page number, author…): a code whose shown value is not text.
        if (open.length > 0) code();
        if (!token.selfClosing) {
          skipped = 1;
          ancestors.push(token);
        }
        continue;
      }
      if (!token.selfClosing) ancestors.push(token);
      where.onOpen?.(token);
      if (name === 'text:p' || name === 'text:h') {
        const located = where.locate(ancestors);
        const hidden = !located.translate || open.some((p) => !p.translate);
        if (!hidden) number++;
        const paragraph: OpenParagraph = {
          id: hidden ? `${part}#hidden-${paragraphs.length}` : `${part}#p${number}`,
          hidden,
          group: located.group,
          context: located.context,
          number,
          parts: [],
          codes: 0,
          format: null,
          broken: false,
          translate: !hidden,
        };
        paragraphs.push(paragraph);
        if (!token.selfClosing) open.push(paragraph);
      } else if (/^text:(s|tab|line-break)$/.test(name) || name === 'draw:frame') code();
      else if (name === 'text:a' || name === 'text:note') code();
      continue;
    }
    const p = open.at(-1);
    if (token.kind === 'text' && p && skipped === 0) {
      const style = format();
      const last = p.parts.at(-1);
      const piece = { open: ancestors.at(-1) as OpenToken, start: token.start, end: token.end, text: token.text };
      if (last && !p.broken && p.format === style) last.push(piece);
      else {
        if (last && !p.broken) p.codes++;
        p.parts.push([piece]);
      }
      p.format = style;
      p.broken = false;
    }
  }
  return paragraphs;
}
