/**
 * Word (.docx): the body, tables, text boxes, headers, footers, footnotes, endnotes and comments.
 * Tracked insertions are text; tracked deletions, moved-away text and field codes are not. A text
 * box that Word writes twice (DrawingML and its VML fallback) is counted once and translated in both.
 */
import { DocumentError } from '../../errors';
import type { FormatHandler, TextUnit } from '../../types';
import { openZip, type ZipPackage } from '../../zip';
import { byNumber, mainPart, relationships } from './package-parts';
import { paragraphUnit, readParagraphs, translateParagraphs, type Dialect } from './paragraphs';

const WORD: Dialect = {
  paragraph: 'w:p',
  run: 'w:r',
  text: 'w:t',
  runProperties: 'w:rPr',
  codes: new Set(['w:tab', 'w:br', 'w:cr', 'w:noBreakHyphen', 'w:softHyphen', 'w:sym', 'w:footnoteReference', 'w:endnoteReference', 'w:commentReference', 'w:drawing', 'w:pict', 'w:object', 'w:fldChar', 'w:ptab']),
  boundaries: new Set(['w:hyperlink', 'w:fldSimple', 'w:smartTag']),
  skipped: new Set(['w:del', 'w:moveFrom', 'w:instrText', 'w:delInstrText', 'w:rPrChange', 'w:pPrChange']),
  noise: /<w:lang\b[^>]*\/>|<w:noProof\/>|<w:noProof w:val="[^"]*"\/>|\s+w:rsid\w*="[^"]*"/g,
  preserveSpace: true,
  context(ancestors) {
    const names = ancestors.map((a) => a.name);
    if (names.includes('w:txbxContent')) return 'Text box';
    if (names.includes('w:tbl')) return 'Table';
    return undefined;
  },
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
    const pkg = openZip(bytes);
    const units: TextUnit[] = [];
    for (const { part, group } of textParts(pkg)) {
      for (const p of readParagraphs(pkg.text(part), part, WORD)) {
        if (!p.hidden && p.parts.length > 0) units.push(paragraphUnit(p, group));
      }
    }
    return units;
  },
  translate(bytes, translate) {
    const pkg = openZip(bytes);
    const replacements = new Map<string, string>();
    for (const { part, group } of textParts(pkg)) {
      const xml = pkg.text(part);
      const translated = translateParagraphs(xml, readParagraphs(xml, part, WORD), group, translate, WORD);
      if (translated !== xml) replacements.set(part, translated);
    }
    return pkg.rewrite(replacements);
  },
};
