/**
 * InDesign (.idml): the stories listed in designmap.xml, in that order. A paragraph is the text of
 * the Content elements up to a paragraph break (`<Br/>`) or the end of its paragraph style range;
 * character style ranges are its parts, and anything else inline (tabs and special characters as
 * processing instructions, anchored frames, footnote and table markers) is a code. Footnotes and table
 * cells are paragraphs of their own; InDesign notes (comments) are left alone.
 */
import { DocumentError } from '../../errors';
import type { FormatHandler, TextUnit } from '../../types';
import { localName, tokenize, type OpenToken } from '../../xml/tokens';
import { openZip, type ZipPackage } from '../../zip';
import { paragraphUnit, translateParagraphs, type Paragraph } from '../ooxml/paragraphs';

/** Elements whose text is not the story's: notes, properties, hidden conditional text. */
const SKIPPED = new Set(['Note', 'Properties', 'XMLAttribute', 'HiddenText']);
/** Elements that hold paragraphs of their own inside a paragraph. */
const NESTED = new Set(['Footnote', 'Cell']);

interface Current extends Paragraph {
  format: string | null;
  broken: boolean;
}

function readStory(xml: string, part: string): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  /** One open paragraph per nesting level (story, footnote, cell). */
  const levels: (Current | null)[] = [null];
  let number = 0;
  let skipped = 0;
  let content: OpenToken | null = null;
  let characterStyle = '';

  const current = (): Current => {
    let p = levels.at(-1);
    if (!p) {
      number++;
      p = { id: `${part}#p${number}`, hidden: false, context: levels.length > 1 ? 'Footnote or cell' : undefined, number, parts: [], codes: 0, format: null, broken: false };
      levels[levels.length - 1] = p;
      paragraphs.push(p);
    }
    return p;
  };
  const end = () => {
    levels[levels.length - 1] = null;
  };
  const code = () => {
    const p = levels.at(-1);
    if (p) {
      p.codes++;
      p.broken = true;
    }
  };

  for (const token of tokenize(xml)) {
    if (token.kind === 'open') {
      const name = localName(token.name);
      if (skipped > 0 || SKIPPED.has(name)) {
        if (!token.selfClosing) skipped++;
        continue;
      }
      if (name === 'Content') content = token.selfClosing ? null : token;
      else if (name === 'CharacterStyleRange') characterStyle = xml.slice(token.start, token.end);
      else if (name === 'Br') end();
      else if (NESTED.has(name)) {
        code();
        if (!token.selfClosing) levels.push(null);
      } else if (levels.at(-1) && !/^(ParagraphStyleRange|XMLElement|HyperlinkTextSource|HyperlinkTextDestination|Change)$/.test(name)) code();
    } else if (token.kind === 'close') {
      if (token.start === token.end) continue;
      const name = localName(token.name);
      if (skipped > 0) {
        skipped--;
        continue;
      }
      if (name === 'Content') content = null;
      else if (name === 'ParagraphStyleRange') end();
      else if (NESTED.has(name)) levels.pop();
    } else if (token.kind === 'text' && content && skipped === 0) {
      const p = current();
      const piece = { open: content, start: token.start, end: token.end, text: token.text };
      const last = p.parts.at(-1);
      if (last && !p.broken && p.format === characterStyle) last.push(piece);
      else {
        if (last && !p.broken) p.codes++;
        p.parts.push([piece]);
      }
      p.format = characterStyle;
      p.broken = false;
    } else if (token.kind === 'other' && content) code();
  }
  return paragraphs;
}

function stories(pkg: ZipPackage): string[] {
  if (!pkg.has('designmap.xml')) throw new DocumentError('damaged', 'The InDesign package has no designmap.xml');
  const listed = [...pkg.text('designmap.xml').matchAll(/<idPkg:Story\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1] ?? '');
  return listed.filter((src) => pkg.has(src));
}

function group(index: number): string {
  return `Story ${index + 1}`;
}

export const idml: FormatHandler = {
  id: 'idml',
  extract(bytes) {
    const pkg = openZip(bytes);
    return stories(pkg).flatMap((part, i): TextUnit[] =>
      readStory(pkg.text(part), part)
        .filter((p) => p.parts.length > 0)
        .map((p) => paragraphUnit(p, group(i))),
    );
  },
  translate(bytes, translate) {
    const pkg = openZip(bytes);
    const replacements = new Map<string, string>();
    stories(pkg).forEach((part, i) => {
      const xml = pkg.text(part);
      const translated = translateParagraphs(xml, readStory(xml, part), group(i), translate, { preserveSpace: false });
      if (translated !== xml) replacements.set(part, translated);
    });
    return pkg.rewrite(replacements);
  },
};
