/** The analysis tables as CSV (see lib/csv for the spreadsheet rules). */
import { MEASURES, type Band, type Measure } from '#contract/analysis';
import { fileNamePart, toCsv, type CsvCell } from '#portal/lib/csv/csv.ts';
import { bandRows, lockedRow, type AnalysisResultRecord } from './analysis-figures';

export interface AnalysisCsvLabels {
  document: string;
  band: string;
  measures: Record<Measure, string>;
  percentage: string;
  bands: Record<Band, string>;
  /** The row of what the file approves itself (part of the 100 % band), where there is one. */
  locked: string;
}

export interface AnalysisCsvSection {
  /** Goes into the first column: "All documents" or a file name. */
  name: string;
  result: AnalysisResultRecord;
}

/** One header row, then eight band rows per section (nine where the file approves some of its text). */
export function analysisCsv(sections: readonly AnalysisCsvSection[], labels: AnalysisCsvLabels): string {
  const header: CsvCell[] = [
    labels.document,
    labels.band,
    ...MEASURES.map((m) => labels.measures[m]),
    labels.percentage,
  ];
  const rows: CsvCell[][] = [header];
  for (const section of sections) {
    const locked = lockedRow(section.result);
    for (const row of bandRows(section.result)) {
      rows.push([section.name, labels.bands[row.band], ...MEASURES.map((m) => row.values[m]), row.percentage]);
      if (row.band === '100' && locked)
        rows.push([section.name, labels.locked, ...MEASURES.map((m) => locked.values[m]), locked.percentage]);
    }
  }
  return toCsv(rows);
}

/** `analysis-<task>-<lang>[-<document>].csv` with only characters every file system accepts. */
export function analysisCsvFilename(taskId: string, language: string, documentName?: string): string {
  const safe = fileNamePart;
  const parts = ['analysis', safe(taskId), safe(language)];
  if (documentName !== undefined) parts.push(safe(documentName.replace(/\.[^.]+$/, '')) || 'document');
  return `${parts.filter(Boolean).join('-')}.csv`;
}
