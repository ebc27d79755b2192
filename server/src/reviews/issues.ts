/**
 * A draft's issues: marked on a segment of the counted delivery (its span checked against the segment's text),
 * changed or removed while the review is a draft, each change answered with the live score; and the threaded
 * comments on an issue, on a draft and after submission alike.
 */
import type { Transaction } from 'kysely';
import type { IssueComment, IssueInput, IssuePatch, ReviewIssue, ReviewScore, Span } from '#portal-contract/reviews';
import { MQM_CORE } from '#quality/mqm';
import { DecisionError, type Caller } from '../approvals/context';
import { personOf } from '../approvals/people';
import type { Tables } from '../db/schema';
import { profileById } from './profiles';
import { liveScore } from './score';
import { draftRow, presentIssue, reviewRow, type ReviewRow } from './store';
import { segmentOf } from './word-count';

type Trx = Transaction<Tables>;

export interface IssueChange {
  issue: ReviewIssue | null;
  score: ReviewScore | null;
}

function checkSpan(span: Span | null, length: number, side: string) {
  if (span && span.end > Math.max(length, 0))
    throw new DecisionError(
      400,
      'invalid-request',
      `${side}Span: the segment's ${side} has ${Math.max(length, 0)} characters`,
    );
}

function checkCategory(dimension: string, subcategory: string | null) {
  const known = (MQM_CORE as Record<string, readonly string[]>)[dimension] ?? [];
  if (subcategory !== null && !known.includes(subcategory))
    throw new DecisionError(400, 'invalid-request', `subcategory: ${subcategory} is not one of ${dimension}'s`);
}

async function segment(trx: Trx, review: ReviewRow, documentId: string, segmentKey: string) {
  const found = await segmentOf(trx, review, documentId, segmentKey);
  if (!found) throw new DecisionError(400, 'invalid-request', 'segmentKey: the delivered document has no such segment');
  return found;
}

async function changed(trx: Trx, review: ReviewRow, issue: ReviewIssue | null): Promise<IssueChange> {
  return { issue, score: await liveScore(trx, review, await profileById(trx, review.profile_id)) };
}

async function issueRow(trx: Trx, review: ReviewRow, issueId: string) {
  const row = await trx
    .selectFrom('review_issues')
    .selectAll()
    .where('review_id', '=', review.id)
    .where('id', '=', issueId)
    .executeTakeFirst();
  if (!row) throw new DecisionError(404, 'not-found', 'The review has no such issue');
  return row;
}

export async function addIssue(trx: Trx, caller: Caller, reviewId: string, input: IssueInput): Promise<IssueChange> {
  const review = await draftRow(trx, caller.user.organisation, reviewId);
  const [index, sourceLength, targetLength] = await segment(trx, review, input.documentId, input.segmentKey);
  checkSpan(input.targetSpan, targetLength, 'target');
  checkSpan(input.sourceSpan, sourceLength, 'source');
  const author = personOf(caller.user);
  const row = await trx
    .insertInto('review_issues')
    .values({
      review_id: review.id,
      document_id: input.documentId,
      segment_key: input.segmentKey,
      segment_index: index,
      target_start: input.targetSpan.start,
      target_end: input.targetSpan.end,
      source_start: input.sourceSpan?.start ?? null,
      source_end: input.sourceSpan?.end ?? null,
      dimension: input.dimension,
      subcategory: input.subcategory,
      severity: input.severity,
      comment: input.comment,
      suggested_fix: input.suggestedFix,
      created_by_sub: author.sub,
      created_by_name: author.name,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return changed(trx, review, presentIssue(row));
}

export async function editIssue(
  trx: Trx,
  caller: Caller,
  reviewId: string,
  issueId: string,
  patch: IssuePatch,
): Promise<IssueChange> {
  const review = await draftRow(trx, caller.user.organisation, reviewId);
  const before = await issueRow(trx, review, issueId);
  const [, sourceLength, targetLength] = await segment(trx, review, before.document_id, before.segment_key);
  if (patch.targetSpan) checkSpan(patch.targetSpan, targetLength, 'target');
  if (patch.sourceSpan) checkSpan(patch.sourceSpan, sourceLength, 'source');
  checkCategory(
    patch.dimension ?? before.dimension,
    patch.subcategory === undefined ? before.subcategory : patch.subcategory,
  );
  const row = await trx
    .updateTable('review_issues')
    .set({
      ...(patch.dimension ? { dimension: patch.dimension } : {}),
      ...(patch.subcategory !== undefined ? { subcategory: patch.subcategory } : {}),
      ...(patch.severity ? { severity: patch.severity } : {}),
      ...(patch.targetSpan ? { target_start: patch.targetSpan.start, target_end: patch.targetSpan.end } : {}),
      ...(patch.sourceSpan !== undefined
        ? { source_start: patch.sourceSpan?.start ?? null, source_end: patch.sourceSpan?.end ?? null }
        : {}),
      ...(patch.comment !== undefined ? { comment: patch.comment } : {}),
      ...(patch.suggestedFix !== undefined ? { suggested_fix: patch.suggestedFix } : {}),
      ...(patch.status ? { status: patch.status } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', before.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return changed(trx, review, presentIssue(row));
}

export async function removeIssue(trx: Trx, caller: Caller, reviewId: string, issueId: string): Promise<IssueChange> {
  const review = await draftRow(trx, caller.user.organisation, reviewId);
  const row = await issueRow(trx, review, issueId);
  await trx.deleteFrom('review_issues').where('id', '=', row.id).execute();
  return changed(trx, review, null);
}

export async function addComment(
  trx: Trx,
  caller: Caller,
  reviewId: string,
  issueId: string,
  input: { text: string; parentId: string | null },
): Promise<IssueComment> {
  const review = await reviewRow(trx, caller.user.organisation, reviewId);
  const issue = await issueRow(trx, review, issueId);
  if (input.parentId !== null) {
    const parent = await trx
      .selectFrom('review_issue_comments')
      .select('id')
      .where('issue_id', '=', issue.id)
      .where('id', '=', input.parentId)
      .executeTakeFirst();
    if (!parent) throw new DecisionError(400, 'invalid-request', 'parentId: the issue has no such comment');
  }
  const author = personOf(caller.user);
  const row = await trx
    .insertInto('review_issue_comments')
    .values({
      issue_id: issue.id,
      parent_id: input.parentId,
      author_sub: author.sub,
      author_name: author.name,
      text: input.text,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { id: row.id, parentId: row.parent_id, author, text: row.text, at: row.at.toISOString() };
}
