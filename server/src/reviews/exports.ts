/**
 * A review's issues for the vendor and the orderer's files: one row per issue with its document, segment, the
 * segment's source and translation as the server reads them, the marked text, the category, severity, comment
 * and fix; as CSV (RFC 4180, UTF-8 with a byte-order mark) and as an Excel workbook (exceljs: the issues, and
 * the score on a sheet of its own).
 */
import ExcelJS from 'exceljs';
import type { Review, ReviewIssue } from '#portal-contract/reviews';
import { csvCell } from '../approvals/audit';
import type { ReadDocument } from './word-count';

export interface ExportRow {
  issue: ReviewIssue;
  filename: string;
  source: string;
  target: string;
}

export function exportRows(review: Review, documents: readonly ReadDocument[]): ExportRow[] {
  const byId = new Map(documents.map((doc) => [doc.documentId, doc]));
  return review.issues.map((issue) => {
    const doc = byId.get(issue.documentId);
    const segment = doc?.segments.find((s) => s.key === issue.segmentKey);
    return {
      issue,
      filename: doc?.filename ?? issue.documentId,
      source: segment?.source ?? '',
      target: segment?.target ?? '',
    };
  });
}

export const EXPORT_COLUMNS = [
  'document',
  'segment',
  'segment id',
  'source',
  'translation',
  'marked text',
  'category',
  'subcategory',
  'severity',
  'comment',
  'suggested fix',
  'status',
  'reviewer',
  'marked at',
] as const;

function cells({ issue, filename, source, target }: ExportRow): string[] {
  return [
    filename,
    String(issue.segmentIndex + 1),
    issue.segmentKey,
    source,
    target,
    target.slice(issue.targetSpan.start, issue.targetSpan.end),
    issue.dimension,
    issue.subcategory ?? '',
    issue.severity,
    issue.comment,
    issue.suggestedFix,
    issue.status,
    issue.createdBy.name,
    issue.createdAt,
  ];
}

export function issuesCsv(rows: readonly ExportRow[]): string {
  const lines = [EXPORT_COLUMNS.join(','), ...rows.map((row) => cells(row).map(csvCell).join(','))];
  return `\uFEFF${lines.map((line) => `${line}\r\n`).join('')}`;
}

/** The figures of the score sheet: label and value. */
function summary(review: Review): [string, string | number][] {
  const score = review.score;
  return [
    ['order', review.taskId],
    ['languages', `${review.sourceLanguage} → ${review.targetLanguage}`],
    ['vendor', review.vendor ?? ''],
    ['review version', review.version],
    ['status', review.status],
    ['verdict', review.verdict ?? ''],
    ['reason', review.reason ?? ''],
    ['quality profile version', review.profile.version],
    ['words evaluated', score?.evaluatedWords ?? 0],
    ['words counted on', score?.countedOn ?? review.profile.settings.countWordsOn],
    ['penalty points (APT)', score?.penalty ?? ''],
    [`penalty per ${review.profile.settings.referenceWords} words`, score?.normedPenalty ?? ''],
    ['raw score', score?.rawScore ?? ''],
    ['calibrated score', score?.calibratedScore ?? ''],
    ['allowance', review.profile.settings.allowance],
    ['pass', review.passed === null ? '' : review.passed ? 'yes' : 'no'],
    ['overridden', review.override ? `${review.override.passed ? 'pass' : 'fail'}: ${review.override.reason}` : ''],
    ['low confidence', score?.lowConfidence ? 'yes' : 'no'],
  ];
}

export async function issuesWorkbook(review: Review, rows: readonly ExportRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Translation Portal';
  workbook.created = review.submittedAt ? new Date(review.submittedAt) : new Date(review.startedAt);
  const issues = workbook.addWorksheet('Issues', { views: [{ state: 'frozen', ySplit: 1 }] });
  issues.columns = EXPORT_COLUMNS.map((header) => ({
    header,
    key: header,
    width: ['source', 'translation', 'comment', 'suggested fix'].includes(header) ? 50 : 18,
  }));
  issues.getRow(1).font = { bold: true };
  for (const row of rows) {
    const values = cells(row);
    // The segment number is a number; everything else is text as written (no formula, no date guessed).
    issues.addRow(values.map((value, i) => (i === 1 ? Number(value) : value)));
  }
  issues.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: EXPORT_COLUMNS.length } };
  for (const column of [4, 5, 10, 11]) issues.getColumn(column).alignment = { wrapText: true, vertical: 'top' };
  const score = workbook.addWorksheet('Score');
  score.columns = [
    { header: 'figure', key: 'figure', width: 28 },
    { header: 'value', key: 'value', width: 40 },
  ];
  score.getRow(1).font = { bold: true };
  for (const [label, value] of summary(review)) score.addRow([label, value]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
