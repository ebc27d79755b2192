// @vitest-environment node
/**
 * A new delivery of a language reviewed before (a rework, a post-edit): its review carries the open issues over to
 * be confirmed fixed or kept, names the new documents, and shows the segments whose translation changed.
 */
import { describe, expect, it } from 'vitest';
import type { Review, ReviewChanges } from '#portal-contract/reviews';
import {
  GUIDE as FILE,
  issueOn as issue,
  startReview,
  type ScoredChange as Change,
} from '../testing/review-marks.harness';
import { tenWordParagraphs, useReviewServer } from '../testing/reviews.harness';

const run = useReviewServer();
const startedReview = () => startReview(run, [FILE]);

describe('a new delivery of a reviewed language', () => {
  it('carries the open issues over to be confirmed fixed or kept, and shows the changed segments', async () => {
    const { review, deliveryId } = await startedReview();
    const mark = (segment: number, severity: string) =>
      run.server.call<Change>('reviewer', 'POST', `/bff/reviews/${review.id}/issues`, issue(review, segment, severity));
    const major = await mark(2, 'major');
    await mark(5, 'minor');
    await run.server.call('reviewer', 'POST', `/bff/reviews/${review.id}/verdict`, { verdict: 'rework-needed' });
    const first = await run.server.call<ReviewChanges>('reviewer', 'GET', `/bff/reviews/${review.id}/changes`);
    expect(first.body).toEqual({ previousReviewId: null, documents: [] });

    // The vendor's rework: segment 2 translated anew, the last one left out; the rest as before.
    const lines = tenWordParagraphs(125, 'Wort').split('\n\n');
    lines[2] = 'Satz2 neu übersetzt ende.';
    const { targetIds } = run.service.redeliver(deliveryId, [lines.slice(0, 124).join('\n\n')]);
    const next = await run.server.call<Review>('reviewer', 'POST', '/bff/reviews', { deliveryId });
    expect(next.body.documentIds).toEqual(targetIds);
    expect(next.body.documentIds).not.toEqual(review.documentIds);
    expect(next).toMatchObject({
      status: 201,
      body: { version: 2, previousReviewId: review.id, supersedesId: review.id },
    });
    expect(next.body.issues.map((i) => [i.segmentKey, i.severity, i.status, i.previousIssueId])).toEqual([
      ['line-5', 'major', 'open', major.body.issue.id],
      ['line-11', 'minor', 'open', expect.any(String)],
    ]);

    const changes = await run.server.call<ReviewChanges>('orderer', 'GET', `/bff/reviews/${next.body.id}/changes`);
    expect(changes.status).toBe(200);
    expect(changes.body.previousReviewId).toBe(review.id);
    expect(changes.body.documents).toHaveLength(1);
    expect(changes.body.documents[0]).toMatchObject({
      documentId: next.body.issues[0]?.documentId,
      previousDocumentId: review.issues[0]?.documentId ?? `tgt-${deliveryId.slice(3)}-0`,
      changed: [
        {
          segmentKey: 'line-5',
          segmentIndex: 2,
          before: 'Wort2 Wort Wort Wort Wort Wort Wort Wort Wort end.',
          after: 'Satz2 neu übersetzt ende.',
        },
        { segmentKey: 'line-249', segmentIndex: 124, before: lines[124], after: null },
      ],
      removed: 0,
    });

    const fixed = await run.server.call<Change>(
      'reviewer',
      'PATCH',
      `/bff/reviews/${next.body.id}/issues/${next.body.issues[0]?.id}`,
      { status: 'fixed' },
    );
    expect(fixed.body.score).toMatchObject({ penalty: '1.00', issues: { major: 0, minor: 1 } });
    const outsider = await run.server.call('outsider', 'GET', `/bff/reviews/${next.body.id}/changes`);
    expect(outsider.status).toBe(404);
  });
});
