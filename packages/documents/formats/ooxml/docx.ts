/**
 * Word (.docx): the body, tables, text boxes, headers, footers, footnotes, endnotes and comments, then
 * the charts they show (titles, labels and the chart's embedded workbook: see charts.ts).
 * Containers keep their text: a content control's, a tracked insertion's or a hyperlink's translation
 * lands inside it, and an equation, a deletion or a field stays where it was among the words (see
 * WORD). Tracked insertions are text; tracked deletions, moved-away text and field codes are not, nor
 * are field results other than a hyperlink's. A text box that Word writes twice (DrawingML and its VML fallback) is counted once and
 * its fallback gets the same translation. Ids are `part#pN` (N-th paragraph of the part); labels say
 * where: "¶ 4", "Table 1 · B2 · ¶ 1", "Text box 2 · ¶ 1", "Footnote 1 · ¶ 1", "Comment 3 · ¶ 1".
 */
import { DocumentError } from '../../errors';
import type { BreakMarkup } from '../../translation-text';
import type { FormatHandler, TextUnit, Translator } from '../../types';
import { changesNothing, editedChunks, type OpenToken } from '../../xml/tokens';
import type { Replacement, ZipPackage } from '../../zip';
import type { TextChunks } from '../../zip-write';
import { openPackage } from '../package-kind';
import { chartsOf, chartUnits, translateCharts } from './charts';
import { byNumber, mainPart, relationships } from '../package-parts';
import { columnLetters, type Dialect, type ScopeRule } from './paragraph-dialect';
import { paragraphsOf } from './paragraphs';
import { newGivenTranslations, paragraphEdits, paragraphUnit, type GivenTranslations } from './paragraph-units';
import { xlsx } from './xlsx';

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
 * marks, images and objects (a text box inside is its own unit), ruby, equations, a tracked deletion or
 * move away (their text is neither shown nor touched), bookmarks and comment anchors (not Word's
 * `_GoBack` mark of the last edit), and a field other than a hyperlink (PAGE, DATE, TOC, REF…: its
 * result is Word's to compute). Boundaries, whose text is translated inside them: hyperlinks (an
 * element or a HYPERLINK field), content controls, custom XML and smart tags, tracked insertions and
 * moves here, and bidirectional embeddings and overrides.
 */
const WORD_BREAKS: BreakMarkup = {
  lineBreak: '</w:t><w:br/><w:t xml:space="preserve">',
  tab: '</w:t><w:tab/><w:t xml:space="preserve">',
};

/** A field's code names its type first (ECMA-376 Part 1 §17.16.5): ` HYPERLINK "https://…" \o "…"`. */
const HYPERLINK = /^\s*HYPERLINK\b/i;

/** Word's mark of the place last edited: a bookmark no one placed, that may fall mid-word. */
function lastEditMark(): (token: OpenToken) => boolean {
  const ids = new Set<string>();
  return (token) => {
    const id = token.attrs['w:id'] ?? '';
    if (token.name === 'w:bookmarkEnd') return ids.has(id);
    if (token.name !== 'w:bookmarkStart' || token.attrs['w:name'] !== '_GoBack') return false;
    ids.add(id);
    return true;
  };
}

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
    'm:oMathPara',
    'm:oMath',
    'w:del',
    'w:moveFrom',
    'w:bookmarkStart',
    'w:bookmarkEnd',
    'w:commentRangeStart',
    'w:commentRangeEnd',
  ]),
  spacing: new Set(['w:tab', 'w:br', 'w:cr', 'w:ptab']),
  boundaries: new Set([
    'w:hyperlink',
    'w:fldSimple',
    'w:sdtContent',
    'w:customXml',
    'w:smartTag',
    'w:ins',
    'w:moveTo',
    'w:dir',
    'w:bdo',
  ]),
  // Paragraph properties (tab stops are not tabs), a content control's, custom XML's and smart tag's
  // properties, deletions, moved-away text, equations, deleted field codes, ruby guides.
  skipped: new Set([
    'w:pPr',
    'w:sdtPr',
    'w:sdtEndPr',
    'w:customXmlPr',
    'w:smartTagPr',
    'w:del',
    'w:moveFrom',
    'm:oMathPara',
    'm:oMath',
    'w:delInstrText',
    'w:rPrChange',
    'w:rt',
  ]),
  noise: /<w:lang\b[^>]*\/>|<w:noProof\/>|<w:noProof w:val="[^"]*"\/>|\s+w:rsid\w*="[^"]*"/g,
  preserveSpace: true,
  breaks: () => WORD_BREAKS,
  fields: {
    char: 'w:fldChar',
    instruction: 'w:instrText',
    simple: 'w:fldSimple',
    simpleInstruction: 'w:instr',
    resultIsText: (code) => HYPERLINK.test(code),
  },
  silent: lastEditMark,
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

/**
 * A text part's translation as the chunks it is written from (the translated part is never held whole
 * beside its source), or undefined when it changes nothing.
 */
function translatePart(
  pkg: ZipPackage,
  part: string,
  group: string,
  translate: Translator,
  known: GivenTranslations | undefined,
): TextChunks | undefined {
  const xml = pkg.text(part);
  const edits = paragraphEdits(paragraphsOf(xml, part, WORD), group, translate, WORD, known);
  return changesNothing(xml, edits) ? undefined : { chunks: editedChunks(xml, edits) };
}

export const docx: FormatHandler = {
  id: 'docx',
  extract(bytes) {
    const pkg = openPackage(bytes, 'docx');
    const units: TextUnit[] = [];
    const parts = textParts(pkg);
    for (const { part, group } of parts) {
      // Read as bytes: a large part is held at one byte a character while its units are made.
      for (const p of paragraphsOf(pkg.latin1(part), part, WORD, true)) {
        if (!p.hidden && p.parts.length > 0) units.push(paragraphUnit(p, group));
      }
    }
    for (const chart of chartsOf(pkg, parts)) units.push(...chartUnits(pkg, chart));
    return units;
  },
  translate(bytes, translate, context) {
    const pkg = openPackage(bytes, 'docx');
    const parts = textParts(pkg);
    // Only the Fallback of markup compatibility (a text box's VML copy) has hidden paragraphs, which take
    // the translations given before; without one, nothing needs remembering.
    const known = parts.some(({ part }) => pkg.text(part).includes('Fallback')) ? newGivenTranslations() : undefined;
    const replacements = new Map<string, Replacement>();
    for (const { part, group } of parts) {
      const translated = translatePart(pkg, part, group, translate, known);
      if (translated) replacements.set(part, translated);
    }
    translateCharts(pkg, chartsOf(pkg, parts), translate, replacements, (workbook, t) =>
      xlsx.translate(workbook, t, context),
    );
    return pkg.rewrite(replacements);
  },
};
