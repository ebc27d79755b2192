/**
 * What the review route tests share: a 1,250-word delivery (125 segments of ten words, translated), an issue on
 * one of its segments, and a review started on a delivery of files.
 */
import { expect } from 'vitest';
import type { Review, ReviewScore } from '#portal-contract/reviews';
import { tenWordParagraphs, type DeliveredFile, type useReviewServer } from './reviews.harness';

/** An issue's change as the routes answer it. */
export type ScoredChange = { issue: { id: string; segmentIndex: number }; score: ReviewScore };

/** 1,250 words in 125 segments of ten, translated. */
export const GUIDE: DeliveredFile = {
  filename: 'guide.txt',
  source: tenWordParagraphs(125),
  target: tenWordParagraphs(125, 'Wort'),
};

/** An accuracy issue on the first word of `segment` (0-based) of the review's document. */
export const issueOn = (review: Review, segment: number, severity: string, extra: Record<string, unknown> = {}) => ({
  documentId: review.issues[0]?.documentId ?? `tgt-${review.deliveryId.slice(3)}-0`,
  segmentKey: `line-${2 * segment + 1}`,
  dimension: 'accuracy',
  subcategory: 'mistranslation',
  severity,
  targetSpan: { start: 0, end: 4 },
  comment: 'Wrong meaning',
  suggestedFix: 'Satz',
  ...extra,
});

/** A delivery of `files`, and its review started by the reviewer. */
export async function startReview(run: ReturnType<typeof useReviewServer>, files: DeliveredFile[] = [GUIDE]) {
  const { deliveryId, taskId } = run.service.deliver(files);
  const started = await run.server.call<Review>('reviewer', 'POST', '/bff/reviews', { deliveryId });
  expect(started.status).toBe(201);
  return { review: started.body, taskId, deliveryId };
}
