/**
 * Charts (DrawingML charts, `c:chartSpace`) in Word, PowerPoint and Excel: what a chart shows as text
 * is its titles, axis titles and data labels (rich text, `c:rich`, DrawingML paragraphs) and its series
 * names and category labels (`c:v` of `c:strCache`, `c:strLit`, `c:multiLvlStrCache`, or directly in a
 * series' `c:tx`). A label repeated across series (each series caches the same categories) is one unit,
 * its other places get the same translation. Ids: `chart1.xml#title1/p1` for a title's paragraph,
 * `chart1.xml#v3` for the third distinct label.
 *
 * The caches are what Word and PowerPoint draw; the cells they mirror live in the chart's embedded
 * workbook (`c:externalData` → `embeddings/*.xlsx`), which the application reads again only when someone
 * edits the chart's data, and which would then put the source labels back. So the embedded workbook is
 * translated too: each of its cells whose text is a label the chart caches gets that label's
 * translation (by text: a cell elsewhere in it with the same text is translated the same way). An
 * embedded workbook that cannot be read (binary `.xlsb`, encrypted) is left as it is; the caches remain
 * what is shown. In Excel the cached labels of a `c:strRef` mirror the workbook's own cells: they are
 * not units but take the translation their cells get, so chart and cells agree (cells left untranslated,
 * by colour, keep their cached label too).
 *
 * Office 2016's charts (chartEx, `cx:chartSpace`: sunburst, treemap, waterfall, funnel, histogram,
 * box-and-whisker, Pareto, region map; [MS-ODRAWXML] 2.24), related by the type
 * `http://schemas.microsoft.com/office/2014/relationships/chartEx`, are read the same way: titles, axis
 * titles and data labels in `cx:rich`/`cx:txPr` (DrawingML paragraphs), series names and titles given
 * as `cx:tx`/`cx:txData`/`cx:v`, and the category labels of the data cache (`cx:strDim type="cat"`,
 * the text of each `cx:lvl`'s `cx:pt`); a `cx:f` makes a label mirror a cell, as `c:strRef` does. Excel
 * repeats a title's `cx:v` as the runs of its `cx:txPr` paragraph: such a paragraph is not a unit of its
 * own but takes the label's translation, so both copies agree.
 */
import { DocumentError } from '../../errors';
import type { TextUnit, Translator } from '../../types';
import { unitText } from '../../types';
import { xmlTranslation } from '../../translation-text';
import { applyEdits, type Edit } from '../../xml/tokens';
import type { ZipPackage } from '../../zip';
import { labelUnits, mirroredLabels } from './chart-labels';
import { DRAWING } from './drawingml';
import { relationships } from '../package-parts';
import { paragraphUnit, translateParagraphs } from './paragraph-units';
import type { Paragraph, ScopeRule } from './paragraph-dialect';
import { readParagraphs } from './paragraphs';
import { isSheetNameUnit } from './xlsx-sheet-names';

export interface Chart {
  part: string;
  group: string;
}

/**
 * The charts `owners` show (Word and PowerPoint parts directly, Excel sheets through their drawings),
 * each once, in the owners' order: `Chart 1`, or `<owner group> · Chart 1` with `inGroup`.
 */
export function chartsOf(
  pkg: ZipPackage,
  owners: readonly { part: string; group: string }[],
  inGroup = false,
): Chart[] {
  const charts: Chart[] = [];
  const seen = new Set<string>();
  for (const owner of owners) {
    const related = relationships(pkg, owner.part).filter((r) => pkg.has(r.target));
    const drawings = related.filter((r) => r.type.endsWith('/drawing'));
    const targets = [
      ...related.filter(isChart),
      ...drawings.flatMap((d) => relationships(pkg, d.target).filter(isChart)),
    ].map((r) => r.target);
    let n = 0;
    for (const part of targets) {
      if (seen.has(part) || !pkg.has(part)) continue;
      seen.add(part);
      n = inGroup ? n + 1 : charts.length + 1;
      charts.push({ part, group: inGroup ? `${owner.group} · Chart ${n}` : `Chart ${n}` });
    }
  }
  return charts;
}

/** A DrawingML chart (`…/relationships/chart`) or an Office 2016 one (`…/2014/relationships/chartEx`). */
const isChart = (r: { type: string }) => r.type.endsWith('/chart') || r.type.endsWith('/chartEx');

const AXES = new Set(['c:valAx', 'c:catAx', 'c:dateAx', 'c:serAx', 'cx:axis']);
const TITLES = new Set(['c:title', 'cx:title']);
const LABELS: Record<string, string> = {
  'c:dLbl': 'Data label',
  'c:trendlineLbl': 'Trendline label',
  'c:dispUnitsLbl': 'Units label',
  'cx:dataLabels': 'Data label',
  'cx:dataLabel': 'Data label',
};

/** Titles (chart and axes) and labels with their own rich text, each a scope: `title1`, `label2`. */
function chartScopes(): ScopeRule {
  let titles = 0;
  let labels = 0;
  return (token, parent) => {
    if (AXES.has(token.name)) return { kind: 'axis' };
    if (TITLES.has(token.name))
      return { label: parent.kind === 'axis' ? 'Axis title' : 'Title', key: `title${++titles}` };
    const label = LABELS[token.name];
    return label ? { label, key: `label${++labels}` } : undefined;
  };
}

function chartParagraphs(xml: string, part: string): Paragraph[] {
  return readParagraphs(xml, part, { ...DRAWING, scopes: chartScopes });
}

/**
 * The chart's units: its titles' and labels' paragraphs, then its distinct cached labels (not those that
 * mirror cells when `cellsAreText` is false: Excel's own cells are units of their own).
 */
export function chartUnits(pkg: ZipPackage, chart: Chart, cellsAreText = true): TextUnit[] {
  const xml = pkg.text(chart.part);
  const labelled = labelUnits(xml, chart, cellsAreText);
  const mirrored = mirroredLabels(xml, labelled.labels);
  const paragraphs = chartParagraphs(xml, chart.part)
    .filter((p) => !p.hidden && p.parts.length > 0)
    .map((p) => paragraphUnit(p, chart.group))
    .filter((unit) => !mirrored.has(unitText(unit)));
  return [...paragraphs, ...labelled.units.values()];
}

export interface TranslatedChart {
  xml: string;
  /** Cached labels of cells (source → translation), for the workbook the cells are in. */
  cells: Map<string, string>;
}

/**
 * The chart with its titles and labels translated. Labels mirroring cells take `cellTranslation` when
 * it is given (Excel: the translation the cell got), otherwise they are units like the others.
 */
export function translateChart(
  pkg: ZipPackage,
  chart: Chart,
  translate: Translator,
  cellTranslation?: (source: string) => string | undefined,
): TranslatedChart {
  const source = pkg.text(chart.part);
  const { units, labels: sourceLabels } = labelUnits(source, chart, cellTranslation === undefined);
  /** By text, and apart for labels that take their cell's translation (a literal label of the same text is a unit). */
  const done = new Map<string, string | undefined>();
  const labelTranslation = (text: string, cell: boolean) => {
    const key = `${cell ? 'cell' : 'unit'}:${text}`;
    if (!done.has(key)) {
      const unit = units.get(text);
      done.set(key, cell ? cellTranslation?.(text) : unit && translate(unit)?.join(''));
    }
    return done.get(key);
  };
  const mirrored = mirroredLabels(source, sourceLabels);
  const paragraphs = chartParagraphs(source, chart.part);
  const titled = translateParagraphs(
    source,
    paragraphs,
    chart.group,
    (unit) => {
      if (!mirrored.has(unitText(unit))) return translate(unit);
      const translated = labelTranslation(unitText(unit), !units.has(unitText(unit)));
      return translated === undefined ? undefined : unit.parts.map((_, i) => (i === 0 ? translated : ''));
    },
    DRAWING,
  );
  const { labels } = labelUnits(titled, chart, cellTranslation === undefined);
  const cells = new Map<string, string>();
  const edits: Edit[] = [];
  for (const label of labels) {
    const translated = labelTranslation(label.text, label.cell && cellTranslation !== undefined);
    if (translated === undefined) continue;
    edits.push({ start: label.start, end: label.end, text: xmlTranslation(translated) });
    if (label.cell) cells.set(label.text, translated);
  }
  return { xml: applyEdits(titled, edits), cells };
}

/**
 * The chart's embedded workbook with every cell whose text is one of `cells` translated (see above),
 * written by `translateWorkbook`; null when the chart has none, or one that cannot be read.
 */
export function translateEmbeddedWorkbook(
  pkg: ZipPackage,
  chart: Chart,
  cells: ReadonlyMap<string, string>,
  translateWorkbook: (bytes: Uint8Array, translate: Translator) => Uint8Array,
): { part: string; bytes: Uint8Array } | null {
  if (cells.size === 0) return null;
  const embedded = relationships(pkg, chart.part).find(
    (r) => r.type.endsWith('/package') && r.target.toLowerCase().endsWith('.xlsx') && pkg.has(r.target),
  );
  if (!embedded) return null;
  try {
    const bytes = translateWorkbook(pkg.bytes(embedded.target), (unit) => {
      // The chart's formulas (`Sheet1!$A$2`, in the chart part) name the workbook's sheets: they keep their names.
      if (isSheetNameUnit(unit)) return undefined;
      const translated = cells.get(unitText(unit));
      return translated === undefined ? undefined : unit.parts.map((_, i) => (i === 0 ? translated : ''));
    });
    return { part: embedded.target, bytes };
  } catch (error) {
    if (error instanceof DocumentError) return null;
    throw error;
  }
}

/** Word and PowerPoint: each chart and its embedded workbook translated into `replacements`. */
export function translateCharts(
  pkg: ZipPackage,
  charts: readonly Chart[],
  translate: Translator,
  replacements: { set(part: string, content: string | Uint8Array): unknown },
  translateWorkbook: (bytes: Uint8Array, translate: Translator) => Uint8Array,
): void {
  for (const chart of charts) {
    const { xml, cells } = translateChart(pkg, chart, translate);
    if (xml !== pkg.text(chart.part)) replacements.set(chart.part, xml);
    const workbook = translateEmbeddedWorkbook(pkg, chart, cells, translateWorkbook);
    if (workbook) replacements.set(workbook.part, workbook.bytes);
  }
}
