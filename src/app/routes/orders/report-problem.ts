/**
 * "Report a problem" with a text unit: the service has no endpoint that carries a reviewer's remark, so it is
 * a mail to the order's contact, its subject and body naming the order, the file, the language and the unit's
 * place in the file, with both texts, for the reviewer to complete in their own mail program.
 */
import type { TFunction } from 'i18next';
import type { CompareRow } from '#portal/features/documents/compare/compare-rows.ts';

export interface ProblemReport {
  /** The order's contact (the task's `email`). */
  to: string;
  orderId: string;
  orderUrl: string;
  fileName: string;
  language: string;
}

/** RFC 6068: the address with its `@` as is, subject and body percent-encoded (line breaks as CRLF). */
export function problemMailto(
  t: TFunction<['translation', 'viewer']>,
  report: ProblemReport,
  row: CompareRow,
  place: string,
): string {
  const subject = t('viewer:compare.reportSubject', { order: report.orderId, file: report.fileName, place });
  const body = [
    t('viewer:compare.reportOrder', { order: report.orderId, url: report.orderUrl }),
    t('viewer:compare.reportFile', { file: report.fileName, language: report.language }),
    t('viewer:compare.reportPlace', { place, unit: row.id }),
    t('viewer:compare.reportSource', { text: row.source ?? '—' }),
    t('viewer:compare.reportTarget', { text: row.target ?? '—' }),
    '',
    t('viewer:compare.reportProblem'),
    '',
  ].join('\r\n');
  const address = report.to.split('@').map(encodeURIComponent).join('@');
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
