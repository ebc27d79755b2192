/** The cost lines as CSV (lib/csv: Excel-friendly, formulas defused, amounts as exact numbers). */
import { toCsv, type CsvCell } from '#portal/lib/csv/csv.ts';
import type { CostLine } from './cost-figures';

export const COST_CSV_COLUMNS = [
  'order',
  'project',
  'language',
  'languageCode',
  'vendor',
  'quoteNumber',
  'orderNumber',
  'net',
  'vat',
  'gross',
  'currency',
] as const;
export type CostCsvColumn = (typeof COST_CSV_COLUMNS)[number];

export function costCsv(
  lines: readonly CostLine[],
  headers: Record<CostCsvColumn, string>,
  languageName: (code: string) => string,
): string {
  const rows: CsvCell[][] = lines.map((line) => [
    line.orderId,
    line.projectName,
    languageName(line.target),
    line.target,
    line.vendor,
    line.quoteNumber,
    line.orderNumber,
    { decimal: line.net },
    { decimal: line.vat },
    { decimal: line.gross },
    line.currency,
  ]);
  return toCsv([COST_CSV_COLUMNS.map((column) => headers[column]), ...rows]);
}
