/**
 * The orders list as CSV, in the order and with the filters the user sees: every column of the table,
 * the ids behind it, and language names in the UI language next to their codes. Loaded on click; it
 * imports nothing of the list's page chunk, so the page carries only the import.
 */
import type { i18n as I18n } from 'i18next';
import type { TaskKind } from '#contract/task';
import { saveCsv, spreadsheetDateTime, toCsv, type CsvCell } from '#portal/lib/csv/csv.ts';
import type { OrderRow } from './order-index';

export const ORDERS_CSV_COLUMNS = [
  'id',
  'comment',
  'created',
  'sourceLanguage',
  'sourceCode',
  'targetLanguages',
  'targetCodes',
  'progress',
  'project',
  'projectId',
  'tags',
  'deadline',
  'kind',
] as const;
export type OrdersCsvColumn = (typeof ORDERS_CSV_COLUMNS)[number];

export interface OrdersCsvLabels {
  headers: Record<OrdersCsvColumn, string>;
  progress: (progress: string, kind: TaskKind) => string;
  kind: (kind: TaskKind) => string;
}

/** Lists inside one cell; "; " because a comma is the field separator many spreadsheets guess. */
const list = (values: readonly string[]) => values.join('; ');

function cells(row: OrderRow, labels: OrdersCsvLabels): Record<OrdersCsvColumn, CsvCell> {
  const { task } = row;
  return {
    id: task.id,
    comment: task.comment,
    created: spreadsheetDateTime(task.createdAt),
    sourceLanguage: row.sourceName,
    sourceCode: task.source,
    targetLanguages: list(row.targetNames),
    targetCodes: list(task.target),
    progress: labels.progress(task.progress, row.kind),
    project: row.projectName,
    projectId: task.projectId,
    tags: list(task.tags),
    deadline: spreadsheetDateTime(task.desiredDeadline),
    kind: labels.kind(row.kind),
  };
}

export function ordersCsv(rows: readonly OrderRow[], labels: OrdersCsvLabels): string {
  const header = ORDERS_CSV_COLUMNS.map((column) => labels.headers[column]);
  return toCsv([
    header,
    ...rows.map((row) => {
      const byColumn = cells(row, labels);
      return ORDERS_CSV_COLUMNS.map((column) => byColumn[column]);
    }),
  ]);
}

/** `orders-2025-05-01.csv` (the prefix in the UI language). */
export function ordersCsvFilename(prefix: string, now: Date = new Date()): string {
  return `${prefix}-${spreadsheetDateTime(now.toISOString()).slice(0, 10)}.csv`;
}

/** Builds the CSV with the `reports` texts as headers (loaded now) and offers it for download. */
export async function downloadOrdersCsv(
  rows: readonly OrderRow[],
  labels: Omit<OrdersCsvLabels, 'headers'>,
  /** The app's i18next (passed in: importing it here would split the page's shared chunks). */
  i18n: I18n,
): Promise<void> {
  await i18n.loadNamespaces('reports');
  const tr = i18n.getFixedT(null, 'reports');
  const headers = Object.fromEntries(ORDERS_CSV_COLUMNS.map((c) => [c, tr(`ordersCsv.${c}`)]));
  const csv = ordersCsv(rows, { ...labels, headers: headers as OrdersCsvLabels['headers'] });
  saveCsv(csv, ordersCsvFilename(tr('ordersCsv.fileName')));
}
