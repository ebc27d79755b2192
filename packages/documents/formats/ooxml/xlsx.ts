/**
 * Excel (.xlsx): the text of every sheet's cells, in workbook order, row by row: shared strings (rich
 * text runs as parts; phonetic guides skipped) and inline strings. A shared string is one unit however
 * many cells show it (counted once, as translation tools do), labelled with the first cell. Cells
 * whose fill is one of the project's `xlsxExcludedBackgroundColors` are not translated; a shared
 * string that such a cell shows stays as it is everywhere, also in the other cells that show it
 * (appending a translated copy for those would point them at a new string index, so a source and its
 * translation would not have the same unit ids). Each sheet's name is a unit before its cells; a
 * renamed sheet is made a valid Excel name and every formula and reference follows it
 * (xlsx-sheet-names.ts). The comments of all sheets follow the cells (xlsx-comments.ts), then the
 * charts. Formulas and numbers are left alone.
 */
import { DocumentError } from '../../errors';
import { LITERAL_BREAKS } from '../../translation-text';
import { unitText, type DocumentOptions, type FormatHandler, type TextUnit, type Translator } from '../../types';
import { localName, tokenize } from '../../xml/tokens';
import type { ZipPackage } from '../../zip';
import { openPackage } from '../package-kind';
import { commentPersons, commentUnits, translateComments } from './xlsx-comments';
import { chartsOf, chartUnits, translateChart, type Chart } from './charts';
import { mainPart, relationships } from '../package-parts';
import type { Dialect, Paragraph } from './paragraph-dialect';
import { readParagraphs } from './paragraphs';
import { paragraphUnit, translateParagraphs } from './paragraph-units';
import { renameSheetReferences, sheetNameUnit, validSheetName } from './xlsx-sheet-names';
import { excludedStyles } from './xlsx-styles';
import { decodeXstring, encodeXstring } from './xstring';

function dialect(prefix: string, paragraph: string): Dialect {
  return {
    paragraph: `${prefix}${paragraph}`,
    run: `${prefix}r`,
    text: `${prefix}t`,
    runProperties: `${prefix}rPr`,
    codes: new Set(),
    boundaries: new Set(),
    skipped: new Set([`${prefix}rPh`, `${prefix}phoneticPr`]),
    noise: /$^/,
    preserveSpace: true,
    // A line break in a cell is a line feed in its text, as Excel writes it (with wrap text on).
    breaks: () => LITERAL_BREAKS,
    escapes: { decode: decodeXstring, encode: encodeXstring },
  };
}

/** The element prefix of a SpreadsheetML part (`x:` in some generators, usually none). */
function prefixOf(xml: string): string {
  return /<(\w+:)?(?:sst|worksheet|comments)\b/.exec(xml)?.[1] ?? '';
}

/** A comment's `<text>`: runs like a shared string's. */
const commentDialect = (xml: string) => dialect(prefixOf(xml), 'text');

interface Sheet {
  name: string;
  part: string;
  /** `state="veryHidden"`: no user sees it, its name is not a unit. */
  veryHidden: boolean;
}

function sheets(pkg: ZipPackage): { workbook: string; sheets: Sheet[] } {
  const workbook = mainPart(pkg, 'xl/workbook.xml');
  if (!pkg.has(workbook)) throw new DocumentError('damaged', 'The Excel package has no workbook part');
  const rels = new Map(relationships(pkg, workbook).map((r) => [r.id, r.target]));
  const list = tokenize(pkg.text(workbook)).flatMap((t) => {
    if (t.kind !== 'open' || localName(t.name) !== 'sheet') return [];
    const part = rels.get(t.attrs['r:id'] ?? '');
    return part && pkg.has(part)
      ? [{ name: t.attrs.name ?? part, part, veryHidden: t.attrs.state === 'veryHidden' }]
      : [];
  });
  return { workbook, sheets: list };
}

interface Cells {
  /** Shared string index → where it is first shown. */
  firstUse: Map<number, { sheet: string; ref: string }>;
  /** Shared strings shown by an excluded cell. */
  excluded: Set<number>;
  /** Units in the order they come: each sheet's name, then its cells (shared strings at their first use, inline strings). */
  order: { sheetName?: number; sharedIndex?: number; inline?: { sheet: Sheet; paragraph: Paragraph; ref: string } }[];
  /** Inline strings of excluded cells, per sheet part: paragraph ids to leave alone. */
  inlineExcluded: Set<string>;
}

function readCells(pkg: ZipPackage, list: Sheet[], excludedStyle: Set<number>): Cells {
  const cells: Cells = { firstUse: new Map(), excluded: new Set(), order: [], inlineExcluded: new Set() };
  for (const [index, sheet] of list.entries()) {
    if (!sheet.veryHidden) cells.order.push({ sheetName: index });
    const xml = pkg.text(sheet.part);
    const prefix = prefixOf(xml);
    const inline = readParagraphs(xml, sheet.part, dialect(prefix, 'is'));
    let inlineIndex = 0;
    let cell: { ref: string; type: string; excluded: boolean } | null = null;
    let inValue = false;
    for (const token of tokenize(xml)) {
      if (token.kind === 'open') {
        const name = localName(token.name);
        if (name === 'c') {
          const style = Number(token.attrs.s ?? 0);
          cell = { ref: token.attrs.r ?? '', type: token.attrs.t ?? 'n', excluded: excludedStyle.has(style) };
        } else if (name === 'v' && cell?.type === 's') inValue = !token.selfClosing;
        else if (name === 'is' && cell) {
          const paragraph = inline[inlineIndex++];
          if (!paragraph) continue;
          if (cell.excluded) cells.inlineExcluded.add(paragraph.id);
          else cells.order.push({ inline: { sheet, paragraph, ref: cell.ref } });
        }
      } else if (token.kind === 'close') {
        const name = localName(token.name);
        if (name === 'c') cell = null;
        else if (name === 'v') inValue = false;
      } else if (token.kind === 'text' && inValue && cell) {
        const index = Number(token.text.trim());
        if (!Number.isInteger(index)) continue;
        if (cell.excluded) cells.excluded.add(index);
        if (!cells.firstUse.has(index)) {
          cells.firstUse.set(index, { sheet: sheet.name, ref: cell.ref });
          cells.order.push({ sharedIndex: index });
        }
      }
    }
  }
  return cells;
}

function sharedStringsPart(pkg: ZipPackage, workbook: string): string | null {
  const rel = relationships(pkg, workbook).find((r) => r.type.endsWith('/sharedStrings'));
  return rel && pkg.has(rel.target) ? rel.target : null;
}

function stylesPart(pkg: ZipPackage, workbook: string): string | null {
  const rel = relationships(pkg, workbook).find((r) => r.type.endsWith('/styles'));
  return rel && pkg.has(rel.target) ? pkg.text(rel.target) : null;
}

interface Workbook {
  pkg: ZipPackage;
  workbook: string;
  sheets: Sheet[];
  shared: { part: string; xml: string; paragraphs: Paragraph[] } | null;
  cells: Cells;
}

function open(bytes: Uint8Array, options: DocumentOptions): Workbook {
  const pkg = openPackage(bytes, 'xlsx');
  const { workbook, sheets: list } = sheets(pkg);
  const excludedStyle = excludedStyles(stylesPart(pkg, workbook), options.xlsxExcludedBackgroundColors);
  const sharedPart = sharedStringsPart(pkg, workbook);
  const sharedXml = sharedPart ? pkg.text(sharedPart) : null;
  const shared =
    sharedPart && sharedXml !== null
      ? {
          part: sharedPart,
          xml: sharedXml,
          paragraphs: readParagraphs(sharedXml, sharedPart, dialect(prefixOf(sharedXml), 'si')),
        }
      : null;
  return { pkg, workbook, sheets: list, shared, cells: readCells(pkg, list, excludedStyle) };
}

/** The unit a shared string is shown as, or undefined when it is not translated. */
function sharedUnit(book: Workbook, index: number): TextUnit | undefined {
  const paragraph = book.shared?.paragraphs[index];
  const use = book.cells.firstUse.get(index);
  if (!paragraph || !use || book.cells.excluded.has(index) || paragraph.parts.length === 0) return undefined;
  return { ...paragraphUnit(paragraph, use.sheet), id: `${book.shared?.part ?? ''}#si${index}`, label: use.ref };
}

/** The charts on the sheets' drawings ("Sheet1 · Chart 1"). */
function charts(book: Workbook): Chart[] {
  return chartsOf(
    book.pkg,
    book.sheets.map((sheet) => ({ part: sheet.part, group: sheet.name })),
    true,
  );
}

function sheetUnit(book: Workbook, index: number): TextUnit {
  return sheetNameUnit(book.workbook, index, book.sheets[index]?.name ?? '');
}

/** Upper-cased old name → new name, for each sheet the translator renamed (made valid, see xlsx-sheet-names). */
function renameSheets(book: Workbook, translate: Translator): Map<string, string> {
  const wanted = book.sheets.map((sheet, index) =>
    sheet.veryHidden ? undefined : translate(sheetUnit(book, index))?.join(''),
  );
  const taken = new Set(book.sheets.flatMap((sheet, i) => (wanted[i] === undefined ? [sheet.name.toUpperCase()] : [])));
  const renamed = new Map<string, string>();
  book.sheets.forEach((sheet, i) => {
    const translation = wanted[i];
    if (translation === undefined) return;
    const name = validSheetName(translation, taken, sheet.name);
    taken.add(name.toUpperCase());
    if (name !== sheet.name) renamed.set(sheet.name.toUpperCase(), name);
  });
  return renamed;
}

function inlineUnit(sheet: Sheet, paragraph: Paragraph, ref: string): TextUnit {
  return { ...paragraphUnit(paragraph, sheet.name), id: `${sheet.part}!${ref}`, label: ref };
}

/** The parts that may refer to sheets by name: the workbook, its sheets, charts and pivot caches. */
const REFERRING = /^xl\/(?:workbook|(?:worksheets|chartsheets|charts|pivotCache)\/[^/]+)\.xml$/;

function renameReferences(book: Workbook, renamed: Map<string, string>, replacements: Map<string, string>): void {
  const parts = new Set([book.workbook, ...book.pkg.names.filter((name) => REFERRING.test(name))]);
  for (const part of parts) {
    const before = replacements.get(part) ?? book.pkg.text(part);
    const after = renameSheetReferences(before, renamed, part === book.workbook);
    if (after !== before) replacements.set(part, after);
  }
}

export const xlsx: FormatHandler = {
  id: 'xlsx',
  extract(bytes, options) {
    const book = open(bytes, options);
    const cells = book.cells.order.flatMap((entry) => {
      if (entry.sheetName !== undefined) return sheetUnit(book, entry.sheetName);
      if (entry.sharedIndex !== undefined) return sharedUnit(book, entry.sharedIndex) ?? [];
      const inline = entry.inline;
      return inline && inline.paragraph.parts.length > 0
        ? [inlineUnit(inline.sheet, inline.paragraph, inline.ref)]
        : [];
    });
    const persons = commentPersons(book.pkg, book.workbook);
    const comments = book.sheets.flatMap((sheet) => commentUnits(book.pkg, sheet, persons, commentDialect));
    return [...cells, ...comments, ...charts(book).flatMap((chart) => chartUnits(book.pkg, chart, false))];
  },
  translate(bytes, translateUnit, { options }) {
    const book = open(bytes, options);
    const replacements = new Map<string, string>();
    const renamed = renameSheets(book, translateUnit);
    // What each cell text became, for the chart labels that mirror cells.
    const cellTranslations = new Map<string, string>();
    const translate: Translator = (unit) => {
      const translated = translateUnit(unit);
      if (translated) cellTranslations.set(unitText(unit), translated.join(''));
      return translated;
    };
    if (book.shared) {
      const { shared } = book;
      const indexOf = new Map(shared.paragraphs.map((p, i) => [p.id, i]));
      const xml = translateParagraphs(
        shared.xml,
        shared.paragraphs,
        (p) => sharedUnit(book, indexOf.get(p.id) ?? -1),
        translate,
        dialect(prefixOf(shared.xml), 'si'),
      );
      if (xml !== shared.xml) replacements.set(shared.part, xml);
    }
    for (const sheet of book.sheets) {
      const source = book.pkg.text(sheet.part);
      const refs = new Map(
        book.cells.order.flatMap((e) =>
          e.inline?.sheet === sheet ? [[e.inline.paragraph.id, e.inline.ref] as const] : [],
        ),
      );
      const paragraphs = readParagraphs(source, sheet.part, dialect(prefixOf(source), 'is'));
      const xml = translateParagraphs(
        source,
        paragraphs,
        (p) => {
          const ref = refs.get(p.id);
          return ref === undefined || book.cells.inlineExcluded.has(p.id) ? undefined : inlineUnit(sheet, p, ref);
        },
        translate,
        dialect(prefixOf(source), 'is'),
      );
      if (xml !== source) replacements.set(sheet.part, xml);
    }
    for (const chart of charts(book)) {
      const { xml } = translateChart(book.pkg, chart, translateUnit, (text) => cellTranslations.get(text));
      if (xml !== book.pkg.text(chart.part)) replacements.set(chart.part, xml);
    }
    const persons = commentPersons(book.pkg, book.workbook);
    for (const sheet of book.sheets) {
      translateComments(book.pkg, sheet, persons, translateUnit, commentDialect, replacements);
    }
    if (renamed.size > 0) renameReferences(book, renamed, replacements);
    return book.pkg.rewrite(replacements);
  },
};
