/** Sends a review's issues as a file: CSV, an Excel workbook, or XLIFF 1.2 with the issues as notes. */
import type { Response } from 'express';
import { DecisionError, withDatabase, type Caller } from '../approvals/context';
import type { ReviewDeps } from './context';
import { issuesXliff } from './export-xliff';
import { exportRows, issuesCsv, issuesWorkbook } from './exports';
import { presentReview, type ReviewRow } from './store';
import { readDelivery } from './word-count';

const TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xlf: 'application/xliff+xml; charset=utf-8',
} as const;

export async function exportReview(
  deps: ReviewDeps,
  caller: Caller,
  row: ReviewRow,
  format: keyof typeof TYPES,
  res: Response,
): Promise<void> {
  const review = await withDatabase(deps, () => presentReview(deps.database.db, row));
  const delivery = await deps.source.delivery(caller.token, row.delivery_id);
  const task = await deps.source.task(caller.token, row.task_id);
  if (!delivery || !task) throw new DecisionError(404, 'not-found', 'The service no longer has the delivery');
  // The segments' texts, read again: the database keeps counts and lengths, not the documents' words.
  const documents = await readDelivery(deps.source, caller.token, delivery, task.sourceDocumentIds);
  const body =
    format === 'xlf'
      ? issuesXliff(review, documents)
      : format === 'csv'
        ? issuesCsv(exportRows(review, documents))
        : await issuesWorkbook(review, exportRows(review, documents));
  const name = `review-${row.task_id}-${row.target_language}-v${row.version}.${format}`.replace(/[^\w.-]/g, '_');
  res
    .status(200)
    .set({
      'Content-Type': TYPES[format],
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    })
    .end(body);
}
