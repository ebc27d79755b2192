/**
 * Word (.docx): the body, tables, text boxes, headers, footers, footnotes, endnotes and comments.
 * Tracked insertions are text; tracked deletions, moved-away text and field codes are not (a field's
 * result is). A text box that Word writes twice (DrawingML and its VML fallback) is counted once and
 * its fallback gets the same translation. Ids are `part#pN` (N-th paragraph of the part); labels say
 * where: "¶ 4", "Table 1 · B2 · ¶ 1", "Text box 2 · ¶ 1", "Footnote 1 · ¶ 1", "Comment 3 · ¶ 1".
 */
import { DocumentError } from '../../errors';
import type { BreakMarkup } from '../../translation-text';
import type { FormatHandler, TextUnit } from '../../types';
import type { ZipPackage } from '../../zip';
import { openPackage } from '../package-kind';
import { byNumber, mainPart, relationships } from './package-parts';
import { columnLetters, readParagraphs, type Dialect, type ScopeRule } from './paragraphs';
import { newGivenTranslations, paragraphUnit, translateParagraphs } from './paragraph-units';

/** Footnotes and endnotes that are the line above the notes, not a note. */
const SEPARATORS = new Set(['separator', 'continuationSeparator', 'continuationNotice']);

/** Tables (`Table 2 · B3`), text boxes, notes and comments, counted in document order. */
function wordScopes(): ScopeRule {
  let tables = 0;
  let boxes = 0;
  const notes = { footnote: 0, endnote: 0, comment: 0 };
  return (token, parent) => {
    switch (token.name) {
      case 'w:tbl':
        return { label: `Table ${++tables}` };
      case 'w:tr':
        return { label: parent.label };
      case 'w:tc':
        return { label: `${parent.label ?? 'Table'} · ${columnLetters(parent.children + 1)}${parent.index}` };
      case 'w:txbxContent':
        return { label: `Text box ${++boxes}` };
      case 'w:footnote':
      case 'w:endnote':
        if (SEPARATORS.has(token.attrs['w:type'] ?? '')) return { skip: true };
        return { label: token.name === 'w:footnote' ? `Footnote ${++notes.footnote}` : `Endnote ${++notes.endnote}` };
      case 'w:comment':
        return { label: `Comment ${++notes.comment}` };
      default:
        return undefined;
    }
  };
}

/**
 * Codes: a formatting change between runs, tabs, breaks, symbols, note and comment references, note
 * marks, images and objects (a text box inside is its own unit), ruby, a hyperlink's or simple field's
 * start and end, a complex field's begin and end (its result is text, its code is not).
 */
const WORD_BREAKS: BreakMarkup = {
  lineBreak: '</w:t><w:br/><w:t xml:space="preserve">',
  tab: '</w:t><w:tab/><w:t xml:space="preserve">',
};

const WORD: Dialect = {
  paragraph: 'w:p',
  run: 'w:r',
  text: 'w:t',
  runProperties: 'w:rPr',
  codes: new Set([
    'w:tab',
    'w:br',
    'w:cr',
    'w:noBreakHyphen',
    'w:softHyphen',
    'w:sym',
    'w:footnoteReference',
    'w:endnoteReference',
    'w:commentReference',
    'w:footnoteRef',
    'w:endnoteRef',
    'w:drawing',
    'w:pict',
    'w:object',
    'w:ptab',
    'w:ruby',
  ]),
  spacing: new Set(['w:tab', 'w:br', 'w:cr', 'w:ptab']),
  boundaries: new Set(['w:hyperlink', 'w:fldSimple', 'w:smartTag']),
  // Paragraph properties (tab stops are not tabs), deletions, moved-away text, field codes, ruby guides.
  skipped: new Set(['w:pPr', 'w:del', 'w:moveFrom', 'w:instrText', 'w:delInstrText', 'w:rPrChange', 'w:rt']),
  noise: /<w:lang\b[^>]*\/>|<w:noProof\/>|<w:noProof w:val="[^"]*"\/>|\s+w:rsid\w*="[^"]*"/g,
  preserveSpace: true,
  breaks: () => WORD_BREAKS,
  fieldChar: 'w:fldChar',
  scopes: wordScopes,
};

const PART_TYPES: [RegExp, (n: string) => string][] = [
  [/\/header$/, (n) => `Header ${n}`],
  [/\/footer$/, (n) => `Footer ${n}`],
  [/\/footnotes$/, () => 'Footnotes'],
  [/\/endnotes$/, () => 'Endnotes'],
  [/\/comments$/, () => 'Comments'],
];

/** The parts with text, main document first, each with its group name. */
function textParts(pkg: ZipPackage): { part: string; group: string }[] {
  const main = mainPart(pkg, 'word/document.xml');
  if (!pkg.has(main)) throw new DocumentError('damaged', 'The Word package has no document part');
  const parts = [{ part: main, group: 'Body' }];
  const related = relationships(pkg, main)
    .filter((r) => pkg.has(r.target))
    .sort((a, b) => byNumber(a.target, b.target));
  for (const [pattern, name] of PART_TYPES) {
    for (const r of related) {
      if (!pattern.test(r.type) || parts.some((p) => p.part === r.target)) continue;
      const n = /(\d+)\.xml$/.exec(r.target)?.[1] ?? '1';
      parts.push({ part: r.target, group: name(n) });
    }
  }
  return parts;
}

export const docx: FormatHandler = {
  id: 'docx',
  extract(bytes) {
    const pkg = openPackage(bytes, 'docx');
    const units: TextUnit[] = [];
    for (const { part, group } of textParts(pkg)) {
      for (const p of readParagraphs(pkg.text(part), part, WORD)) {
        if (!p.hidden && p.parts.length > 0) units.push(paragraphUnit(p, group));
      }
    }
    return units;
  },
  translate(bytes, translate) {
    const pkg = openPackage(bytes, 'docx');
    const replacements = new Map<string, string>();
    const known = newGivenTranslations();
    for (const { part, group } of textParts(pkg)) {
      const xml = pkg.text(part);
      const translated = translateParagraphs(xml, readParagraphs(xml, part, WORD), group, translate, WORD, known);
      if (translated !== xml) replacements.set(part, translated);
    }
    return pkg.rewrite(replacements);
  },
};
