/**
 * A chart's cached labels (charts.ts): the series names and category labels it keeps as text, where each
 * stands in the part, what kind it is, and whether it mirrors a cell of its workbook; the distinct ones as
 * units (`chart1.xml#v3`).
 */
import type { TextUnit } from '../../types';
import { localName, streamTokens } from '../../xml/tokens';

const CHART_EX = 'http://schemas.microsoft.com/office/drawing/2014/chartex';

type Kind = 'Series name' | 'Category' | 'Title' | 'Label';

export interface CachedLabel {
  start: number;
  end: number;
  text: string;
  kind: Kind;
  /** In the cache of a reference to cells of the workbook the chart belongs to (not an external one). */
  cell: boolean;
}

const CACHES = new Set(['strCache', 'strLit', 'lvl']);
/** Where a chart's formula starts anew: DrawingML's references, chartEx's dimensions and text data. */
const REFERENCES = new Set(['strRef', 'multiLvlStrRef', 'strDim', 'txData']);

/**
 * The `c:v` labels of the chart's string caches and literals, and of series names given as text; in a
 * chartEx, the `cx:v` of text data and the `cx:pt` of category dimensions.
 */
function cachedLabels(xml: string): CachedLabel[] {
  const labels: CachedLabel[] = [];
  const stack: string[] = [];
  let formula = '';
  let inFormula = false;
  let open: Omit<CachedLabel, 'end'> | null = null;
  /** In a chartEx `cx:strDim` of categories (not colours or region ids, which are not text to read). */
  let categories = false;
  const kindOf = (): Kind => {
    for (let i = stack.length - 1; i >= 0; i--) {
      const name = stack[i];
      if (name === 'cat' || name === 'xVal' || name === 'strDim') return 'Category';
      if (name === 'tx' && (stack[i - 1] === 'ser' || stack[i - 1] === 'series')) return 'Series name';
      if (name === 'title') return 'Title';
    }
    return 'Label';
  };
  for (const token of streamTokens(xml)) {
    if (token.kind === 'open') {
      const name = localName(token.name);
      const parent = stack.at(-1) ?? '';
      if (REFERENCES.has(name)) formula = '';
      if (name === 'strDim') categories = token.attrs.type === 'cat';
      if (name === 'f') inFormula = !token.selfClosing;
      const cached =
        name === 'v' && ((parent === 'pt' && CACHES.has(stack.at(-2) ?? '')) || parent === 'tx' || parent === 'txData');
      const dimension = name === 'pt' && parent === 'lvl' && stack.at(-2) === 'strDim' && categories;
      if ((cached || dimension) && !token.selfClosing) {
        const reference =
          stack.includes('strRef') ||
          stack.includes('multiLvlStrRef') ||
          ((parent === 'txData' || dimension) && formula !== '');
        open = { start: token.end, text: '', kind: kindOf(), cell: reference && !formula.trimStart().startsWith('[') };
      }
      if (!token.selfClosing) stack.push(name);
    } else if (token.kind === 'close') {
      if (token.start === token.end) continue;
      const name = stack.pop();
      if (name === 'f') inFormula = false;
      if ((name === 'v' || name === 'pt') && open) {
        labels.push({ ...open, end: token.start });
        open = null;
      }
    } else if (token.kind === 'text') {
      if (inFormula) formula += token.text;
      if (open) open.text += token.text;
    }
  }
  return labels;
}

export interface Labelled {
  /** Distinct label texts in order, with the unit each is. */
  units: Map<string, TextUnit>;
  labels: CachedLabel[];
}

/** The chart's distinct labels as units; with `cellsAreText`, labels mirroring the workbook's cells are not units. */
export function labelUnits(xml: string, chart: { part: string; group: string }, cellsAreText: boolean): Labelled {
  const labels = cachedLabels(xml);
  const units = new Map<string, TextUnit>();
  const counts = new Map<Kind, number>();
  for (const label of labels) {
    if (label.text.trim() === '' || units.has(label.text) || (label.cell && !cellsAreText)) continue;
    const n = (counts.get(label.kind) ?? 0) + 1;
    counts.set(label.kind, n);
    units.set(label.text, {
      id: `${chart.part}#v${units.size + 1}`,
      group: chart.group,
      label: `${label.kind} ${n}`,
      parts: [label.text],
      codes: 0,
    });
  }
  return { units, labels };
}

/** In a chartEx, the label texts a paragraph repeats (a title's `cx:txPr` runs): not units of their own. */
export function mirroredLabels(xml: string, labels: readonly CachedLabel[]): Set<string> {
  return xml.slice(0, 2048).includes(CHART_EX) ? new Set(labels.map((label) => label.text)) : new Set();
}
