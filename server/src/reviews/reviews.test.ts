// @vitest-environment node
/**
 * A review through the portal server: started on a delivered language (the service read with the reviewer's
 * token, the words counted once), issues marked with the live score following the MQM formula, who may see and
 * change it, the verdict's rules, the orderer's e-mail and the audit trail, and a submitted review refused any
 * change, by the routes and by the database itself.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Review, ReviewScore } from '#portal-contract/reviews';
import { useReviewServer } from '../testing/reviews.harness';
import {
  GUIDE as FILE,
  issueOn as issue,
  startReview,
  type ScoredChange as Change,
} from '../testing/review-marks.harness';

const run = useReviewServer();
const startedReview = (files = [FILE]) => startReview(run, files);

describe('a review of a delivered language', () => {
  it('reads the delivery with the reviewer’s token, freezes the default profile and counts the words once', async () => {
    const { review, deliveryId, taskId } = await startedReview();
    expect(review).toMatchObject({
      taskId,
      deliveryId,
      status: 'draft',
      version: 1,
      sourceLanguage: 'en-GB',
      targetLanguage: 'de-DE',
      vendor: 'Lingua Services GmbH',
      reviewer: { name: 'Rita Reviewer' },
      profile: { version: 1, projectId: null, settings: { allowance: '10', countWordsOn: 'source' } },
      score: { evaluatedWords: 1250, penalty: '0.00', calibratedScore: '100.00', passed: true, lowConfidence: false },
    });
    const asked = run.service.asked.filter((a) => a.path.includes(deliveryId) || a.path.includes(taskId));
    expect(asked.every((a) => a.token === 'token-reviewer@acme')).toBe(true);
    expect(asked.map((a) => a.path)).toContain(`/translationDeliveries/${deliveryId}`);

    const reads = () => run.service.asked.filter((a) => a.path.endsWith('/content')).length;
    const before = reads();
    const again = await run.server.call<Review>('reviewer', 'POST', '/bff/reviews', { deliveryId });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(review.id);
    expect(reads()).toBe(before);
  });

  it('scores the issue’s example: one major and four minor in 1,250 words pass, one critical more fails', async () => {
    const { review } = await startedReview();
    const reads = run.service.asked.filter((a) => a.path.endsWith('/content')).length;
    const mark = (body: unknown) =>
      run.server.call<Change>('reviewer', 'POST', `/bff/reviews/${review.id}/issues`, body);
    expect((await mark(issue(review, 2, 'major'))).status).toBe(200);
    let last: Change | undefined;
    for (const segment of [5, 6, 7, 8]) {
      const marked = await mark(
        issue(review, segment, 'minor', { dimension: 'linguisticConventions', subcategory: 'spelling' }),
      );
      expect(marked.status).toBe(200);
      last = marked.body;
    }
    expect(last?.issue.segmentIndex).toBe(8);
    expect(last?.score).toMatchObject({
      evaluatedWords: 1250,
      penalty: '9.00',
      normedPenalty: '7.20',
      rawScore: '99.28',
      calibratedScore: '92.80',
      passed: true,
      issues: { minor: 4, major: 1, critical: 0, neutral: 0 },
    });
    const critical = await mark(issue(review, 9, 'critical'));
    expect(critical.body.score).toMatchObject({
      penalty: '34.00',
      normedPenalty: '27.20',
      calibratedScore: '72.80',
      passed: false,
    });
    const removed = await run.server.call<Change>(
      'reviewer',
      'DELETE',
      `/bff/reviews/${review.id}/issues/${critical.body.issue.id}`,
    );
    expect(removed.body.score.penalty).toBe('9.00');
    // A severity changed: the major becomes minor.
    const shown = await run.server.call<Review>('reviewer', 'GET', `/bff/reviews/${review.id}`);
    const major = shown.body.issues.find((i) => i.severity === 'major');
    const edited = await run.server.call<Change>('reviewer', 'PATCH', `/bff/reviews/${review.id}/issues/${major?.id}`, {
      severity: 'minor',
    });
    expect(edited.body.score).toMatchObject({ penalty: '5.00', normedPenalty: '4.00' });
    const score = await run.server.call<ReviewScore>('orderer', 'GET', `/bff/reviews/${review.id}/score`);
    expect(score.body.penalty).toBe('5.00');
    // Not one document was read again for all of it.
    expect(run.service.asked.filter((a) => a.path.endsWith('/content')).length).toBe(reads);
  });

  it('refuses a segment the delivery lacks, a span past its text and a subcategory of another dimension', async () => {
    const { review } = await startedReview();
    const mark = (body: unknown) =>
      run.server.call<{ code: string; message: string }>('reviewer', 'POST', `/bff/reviews/${review.id}/issues`, body);
    const unknown = await mark(issue(review, 999, 'minor'));
    expect(unknown).toMatchObject({ status: 400, body: { code: 'invalid-request' } });
    expect(unknown.body.message).toMatch(/no such segment/);
    // "Wort0 Wort Wort Wort Wort Wort Wort Wort Wort end." has 50 characters.
    expect((await mark(issue(review, 1, 'minor', { targetSpan: { start: 40, end: 51 } }))).body.message).toMatch(
      /50 characters/,
    );
    expect((await mark(issue(review, 1, 'minor', { subcategory: 'spelling' }))).body.message).toMatch(/subcategory/);
    expect((await mark(issue(review, 1, 'minor', { targetSpan: { start: 40, end: 50 } }))).status).toBe(200);
  });

  it('is read by the order’s orderer, changed by reviewers and admins only, and unknown to another organisation', async () => {
    const { review } = await startedReview();
    expect((await run.server.call('orderer', 'GET', `/bff/reviews/${review.id}`)).status).toBe(200);
    const refused = await run.server.call(
      'orderer',
      'POST',
      `/bff/reviews/${review.id}/issues`,
      issue(review, 1, 'minor'),
    );
    expect(refused).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    expect((await run.server.call('outsider', 'GET', `/bff/reviews/${review.id}`)).status).toBe(404);
    expect(
      (await run.server.call('admin', 'POST', `/bff/reviews/${review.id}/issues`, issue(review, 1, 'minor'))).status,
    ).toBe(200);
    const listed = await run.server.call<{ reviews: Review[] }>(
      'orderer',
      'GET',
      `/bff/reviews?taskId=${review.taskId}`,
    );
    expect(listed.body.reviews.map((r) => r.id)).toEqual([review.id]);
  });

  it('threads comments on an issue', async () => {
    const { review } = await startedReview();
    const marked = await run.server.call<Change>(
      'reviewer',
      'POST',
      `/bff/reviews/${review.id}/issues`,
      issue(review, 1, 'minor'),
    );
    const path = `/bff/reviews/${review.id}/issues/${marked.body.issue.id}/comments`;
    const first = await run.server.call<{ id: string }>('reviewer', 'POST', path, { text: 'See the glossary' });
    const reply = await run.server.call('admin', 'POST', path, { text: 'Agreed', parentId: first.body.id });
    expect(reply.body).toMatchObject({ parentId: first.body.id, author: { name: 'Adam Admin' }, text: 'Agreed' });
    const shown = await run.server.call<Review>('orderer', 'GET', `/bff/reviews/${review.id}`);
    expect(shown.body.issues[0]?.comments.map((c) => [c.text, c.parentId])).toEqual([
      ['See the glossary', null],
      ['Agreed', first.body.id],
    ]);
  });
});

describe('the verdict', () => {
  it('needs an issue for rework and a reason for a rejection', async () => {
    const { review } = await startedReview();
    const verdict = (body: unknown) =>
      run.server.call<{ message: string }>('reviewer', 'POST', `/bff/reviews/${review.id}/verdict`, body);
    expect((await verdict({ verdict: 'rework-needed' })).body.message).toMatch(/at least one/);
    expect((await verdict({ verdict: 'reject', reason: ' ' })).body.message).toMatch(/reason: Say why/);
  });

  it('freezes the score, tells the orderer by e-mail and the audit trail, and lets nothing change after', async () => {
    const { review, taskId } = await startedReview();
    await run.server.call('reviewer', 'POST', `/bff/reviews/${review.id}/issues`, issue(review, 3, 'major'));
    const submitted = await run.server.call<Review>('reviewer', 'POST', `/bff/reviews/${review.id}/verdict`, {
      verdict: 'accept-with-notes',
    });
    expect(submitted.body).toMatchObject({
      status: 'submitted',
      verdict: 'accept-with-notes',
      passed: true,
      score: { penalty: '5.00', normedPenalty: '4.00', calibratedScore: '96.00', evaluatedWords: 1250 },
    });
    const db = run.server.database.db;
    const mail = await db.selectFrom('outbox').selectAll().where('body', 'like', `%order ${taskId}%`).execute();
    expect(mail.map((m) => [m.recipient, m.subject])).toEqual([
      [
        'olivia@example.com',
        'Review of de-DE from Lingua Services GmbH: accepted with notes / Prüfung mit Anmerkungen angenommen',
      ],
    ]);
    expect(mail[0]?.body).toContain('Score 96.00 (4.00 penalty points per 1000 words, 1250 words): pass.');
    const audit = await db.selectFrom('audit_log').selectAll().where('task_id', '=', taskId).execute();
    expect(audit.map((a) => [a.action, a.actor_name, a.details.verdict])).toEqual([
      ['review.submitted', 'Rita Reviewer', 'accept-with-notes'],
    ]);

    const late = await run.server.call(
      'reviewer',
      'POST',
      `/bff/reviews/${review.id}/issues`,
      issue(review, 4, 'minor'),
    );
    expect(late).toMatchObject({ status: 409, body: { code: 'review-submitted' } });
    // The database refuses it whoever asks.
    await expect(sql`update reviews set verdict = 'reject' where id = ${review.id}`.execute(db)).rejects.toThrow(
      /was submitted/,
    );
    await expect(sql`delete from reviews where id = ${review.id}`.execute(db)).rejects.toThrow(/was submitted/);
    await expect(
      sql`update review_issues set severity = 'minor' where review_id = ${review.id}`.execute(db),
    ).rejects.toThrow(/its issues do not change/);
    await expect(
      sql`insert into review_issues (review_id, document_id, segment_key, segment_index, target_start, target_end, dimension, severity, created_by_sub, created_by_name)
          values (${review.id}, 'd', 'p1', 0, 0, 1, 'style', 'minor', 's', 'n')`.execute(db),
    ).rejects.toThrow(/its issues do not change/);
  });

  it('is overridden with a reason, and a new version supersedes it once submitted', async () => {
    const { review, taskId } = await startedReview();
    await run.server.call('reviewer', 'POST', `/bff/reviews/${review.id}/issues`, issue(review, 3, 'critical'));
    const failed = await run.server.call<Review>('reviewer', 'POST', `/bff/reviews/${review.id}/verdict`, {
      verdict: 'rework-needed',
    });
    expect(failed.body).toMatchObject({
      passed: false,
      score: { penalty: '25.00', normedPenalty: '20.00', passed: false },
    });
    const noReason = await run.server.call('admin', 'POST', `/bff/reviews/${review.id}/override`, {
      passed: true,
      reason: '',
    });
    expect(noReason.status).toBe(400);
    const overridden = await run.server.call<Review>('admin', 'POST', `/bff/reviews/${review.id}/override`, {
      passed: true,
      reason: 'The term is the client’s own',
    });
    expect(overridden.body).toMatchObject({ passed: true, override: { passed: true, by: { name: 'Adam Admin' } } });
    expect(overridden.body.score?.passed).toBe(false);

    const next = await run.server.call<Review>('reviewer', 'POST', `/bff/reviews/${review.id}/versions`);
    expect(next).toMatchObject({ status: 201, body: { version: 2, status: 'draft', supersedesId: review.id } });
    expect(next.body.issues.map((i) => [i.severity, i.previousIssueId])).toEqual([
      ['critical', failed.body.issues[0]?.id],
    ]);
    const twice = await run.server.call('reviewer', 'POST', `/bff/reviews/${review.id}/versions`);
    expect(twice).toMatchObject({ status: 409, body: { code: 'review-draft-open' } });
    await run.server.call('reviewer', 'PATCH', `/bff/reviews/${next.body.id}/issues/${next.body.issues[0]?.id}`, {
      status: 'fixed',
    });
    const accepted = await run.server.call<Review>('reviewer', 'POST', `/bff/reviews/${next.body.id}/verdict`, {
      verdict: 'accept',
    });
    expect(accepted.body).toMatchObject({ status: 'submitted', passed: true, score: { penalty: '0.00' } });
    const old = await run.server.call<Review>('orderer', 'GET', `/bff/reviews/${review.id}`);
    expect(old.body.status).toBe('superseded');
    const audit = await run.server.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('task_id', '=', taskId)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.action, a.details.reviewId, a.reason_text])).toEqual([
      ['review.submitted', review.id, null],
      ['review.overridden', review.id, 'The term is the client’s own'],
      ['review.submitted', next.body.id, null],
      ['review.superseded', review.id, null],
    ]);
  });
});
