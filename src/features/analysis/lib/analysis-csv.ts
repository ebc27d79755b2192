/**
 * CSV for spreadsheets: UTF-8 with BOM (Excel otherwise guesses the encoding), CRLF line ends, every
 * field quoted, numbers unformatted, and text cells that a spreadsheet would run as a formula defused.
 */
import { MEASURES, type Band, type Measure } from '../../../contract/analysis';
import { bandRows, type AnalysisResultRecord } from './analysis-figures';

export type CsvCell = string | number | null;

const BOM = '\uFEFF';
/** OWASP: cells starting with these may be read as formulas (tab and CR as well). */
const FORMULA_START = /^[=+\-@\t\r]/;

function field(cell: CsvCell): string {
  let value: string;
  if (cell === null) value = '';
  else if (typeof cell === 'number') value = Number.isFinite(cell) ? String(cell) : '';
  else value = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return `"${value.replace(/"/g, '""')}"`;
}

export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return BOM + rows.map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

export interface AnalysisCsvLabels {
  document: string;
  band: string;
  measures: Record<Measure, string>;
  percentage: string;
  bands: Record<Band, string>;
}

export interface AnalysisCsvSection {
  /** Goes into the first column: "All documents" or a file name. */
  name: string;
  result: AnalysisResultRecord;
}

/** One header row, then eight band rows per section. */
export function analysisCsv(sections: readonly AnalysisCsvSection[], labels: AnalysisCsvLabels): string {
  const header: CsvCell[] = [
    labels.document,
    labels.band,
    ...MEASURES.map((m) => labels.measures[m]),
    labels.percentage,
  ];
  const rows: CsvCell[][] = [header];
  for (const section of sections) {
    for (const row of bandRows(section.result)) {
      rows.push([section.name, labels.bands[row.band], ...MEASURES.map((m) => row.values[m]), row.percentage]);
    }
  }
  return toCsv(rows);
}

/** `analysis-<task>-<lang>[-<document>].csv` with only characters every file system accepts. */
export function analysisCsvFilename(taskId: string, language: string, documentName?: string): string {
  const safe = (part: string) =>
    part
      .replace(/[^\p{L}\p{N}_-]+/gu, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 80);
  const parts = ['analysis', safe(taskId), safe(language)];
  if (documentName !== undefined) parts.push(safe(documentName.replace(/\.[^.]+$/, '')) || 'document');
  return `${parts.filter(Boolean).join('-')}.csv`;
}
