/**
 * A review as instructions for the vendor of a new order ("order again" after a rework verdict, where the service
 * takes no rework of a delivered translation): the verdict, score and reason, then each issue that counts in the
 * document's order with its segment (the compare view's row), category, severity, comment and suggested fix.
 * As much as the order's comment holds; the rest is counted and left to the review's exports.
 */
import type { TFunction } from 'i18next';
import type { Review } from '#portal-contract/reviews';
import { countedIssues } from './review-state';

export interface ReworkFormat {
  languageName: (code: string) => string;
  dateTime: (iso: string) => string;
  score: (decimal: string) => string;
}

export function reworkInstructions(
  review: Review,
  t: TFunction<['translation', 'reviews']>,
  format: ReworkFormat,
  room: number,
) {
  const head = [
    t('reviews:rework.head', {
      language: format.languageName(review.targetLanguage),
      order: review.taskId,
      when: review.submittedAt ? format.dateTime(review.submittedAt) : '',
      reviewer: review.reviewer.name,
      verdict: review.verdict ? t(`reviews:verdict.${review.verdict}`) : '',
    }),
  ];
  if (review.score)
    head.push(
      t('reviews:rework.score', {
        score: format.score(review.score.calibratedScore),
        outcome: review.passed ? t('reviews:score.passed') : t('reviews:score.failed'),
      }),
    );
  if (review.reason) head.push(t('reviews:rework.reason', { reason: review.reason }));
  const issues = [...countedIssues(review.issues)].sort((a, b) => a.segmentIndex - b.segmentIndex);
  const lines = issues.map((issue, i) => {
    const category = issue.subcategory
      ? `${t(`reviews:dimension.${issue.dimension}`)} › ${t(`reviews:subcategory.${issue.subcategory}` as 'reviews:subcategory.addition')}`
      : t(`reviews:dimension.${issue.dimension}`);
    const parts = [
      t('reviews:rework.issue', {
        n: i + 1,
        segment: issue.segmentIndex + 1,
        category,
        severity: t(`reviews:severity.${issue.severity}`),
      }),
    ];
    if (issue.comment) parts.push(issue.comment);
    if (issue.suggestedFix) parts.push(t('reviews:issues.suggested', { fix: issue.suggestedFix }));
    return parts.join(' ');
  });
  let text = [...head, '', t('reviews:rework.issues', { count: issues.length })].join('\n');
  for (const [i, line] of lines.entries()) {
    const rest = t('reviews:rework.more', { count: lines.length - i });
    // Room for this line, and for the note on the ones after it should the next not fit.
    if (text.length + 1 + line.length + (i < lines.length - 1 ? 1 + rest.length : 0) > room) {
      text += `\n${rest}`;
      break;
    }
    text += `\n${line}`;
  }
  return text;
}
