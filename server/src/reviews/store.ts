/** Reading reviews: a review with its frozen profile, its issues and their comments, its score and override. */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { IssueComment, Review, ReviewIssue, ReviewScore, Verdict } from '#portal-contract/reviews';
import { DecisionError } from '../approvals/context';
import type { ReviewIssuesTable, ReviewsTable, Tables } from '../db/schema';
import { presentProfile, profileById } from './profiles';
import { liveScore } from './score';
import { countOf } from './word-count';

type Db = Kysely<Tables> | Transaction<Tables>;
export type ReviewRow = Selectable<ReviewsTable>;
export type IssueRow = Selectable<ReviewIssuesTable>;

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The organisation's review `id`, locked for the transaction's change when `lock`; 404 otherwise. */
export async function reviewRow(db: Db, organisation: string, id: string, lock = false): Promise<ReviewRow> {
  if (!UUID.test(id)) throw new DecisionError(404, 'not-found', 'There is no such review');
  const query = db.selectFrom('reviews').selectAll().where('id', '=', id).where('organisation', '=', organisation);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  if (!row) throw new DecisionError(404, 'not-found', 'There is no such review');
  return row;
}

/** A draft, locked; a submitted review answers 409 `review-submitted`. */
export async function draftRow(trx: Transaction<Tables>, organisation: string, id: string): Promise<ReviewRow> {
  const row = await reviewRow(trx, organisation, id, true);
  if (row.status !== 'draft')
    throw new DecisionError(409, 'review-submitted', 'The review was submitted: make a new version to change it');
  return row;
}

export function presentIssue(row: IssueRow, comments: IssueComment[] = []): ReviewIssue {
  return {
    id: row.id,
    documentId: row.document_id,
    segmentKey: row.segment_key,
    segmentIndex: row.segment_index,
    dimension: row.dimension as ReviewIssue['dimension'],
    subcategory: row.subcategory,
    severity: row.severity,
    targetSpan: { start: row.target_start, end: row.target_end },
    sourceSpan:
      row.source_start === null || row.source_end === null ? null : { start: row.source_start, end: row.source_end },
    comment: row.comment,
    suggestedFix: row.suggested_fix,
    status: row.status,
    previousIssueId: row.previous_issue_id,
    createdBy: { sub: row.created_by_sub, name: row.created_by_name },
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    comments,
  };
}

/** A review's issues in document and segment order, each with its comments, oldest first. */
export async function issuesOf(db: Db, reviewId: string): Promise<ReviewIssue[]> {
  const rows = await db
    .selectFrom('review_issues')
    .selectAll()
    .where('review_id', '=', reviewId)
    .orderBy('document_id')
    .orderBy('segment_index')
    .orderBy('target_start')
    .orderBy('created_at')
    .execute();
  if (rows.length === 0) return [];
  const comments = await db
    .selectFrom('review_issue_comments')
    .selectAll()
    .where(
      'issue_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('at')
    .orderBy('id')
    .execute();
  return rows.map((row) =>
    presentIssue(
      row,
      comments
        .filter((c) => c.issue_id === row.id)
        .map((c) => ({
          id: c.id,
          parentId: c.parent_id,
          author: { sub: c.author_sub, name: c.author_name },
          text: c.text,
          at: c.at.toISOString(),
        })),
    ),
  );
}

function frozenScore(row: ReviewRow, issues: readonly ReviewIssue[]): ReviewScore | null {
  if (row.penalty === null || row.counted_on === null) return null;
  const tally = { neutral: 0, minor: 0, major: 0, critical: 0 };
  for (const issue of issues) if (issue.status !== 'fixed') tally[issue.severity]++;
  return {
    evaluatedWords: row.evaluated_words ?? 0,
    countedOn: row.counted_on,
    penalty: row.penalty,
    normedPenalty: row.normed_penalty ?? '0',
    rawScore: row.raw_score ?? '0',
    calibratedScore: row.calibrated_score ?? '0',
    passed: row.passed ?? false,
    failedByCritical: row.failed_by_critical ?? false,
    lowConfidence: row.low_confidence ?? true,
    issues: tally,
  };
}

export async function latestOverride(db: Db, reviewId: string) {
  return db
    .selectFrom('review_overrides')
    .selectAll()
    .where('review_id', '=', reviewId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function presentReview(db: Db, row: ReviewRow): Promise<Review> {
  const profileRow = await profileById(db, row.profile_id);
  const [issues, override, successor, counted] = await Promise.all([
    issuesOf(db, row.id),
    latestOverride(db, row.id),
    db
      .selectFrom('reviews')
      .select('id')
      .where('supersedes_id', '=', row.id)
      .where('status', '=', 'submitted')
      .executeTakeFirst(),
    countOf(db, row).select('documents').executeTakeFirst(),
  ]);
  const submitted = row.status === 'submitted';
  const score = submitted ? frozenScore(row, issues) : await liveScore(db, row, profileRow);
  return {
    id: row.id,
    taskId: row.task_id,
    deliveryId: row.delivery_id,
    projectId: row.project_id,
    sourceLanguage: row.source_language,
    targetLanguage: row.target_language,
    vendor: row.vendor,
    version: row.version,
    status: successor ? 'superseded' : row.status,
    supersedesId: row.supersedes_id,
    previousReviewId: row.previous_review_id,
    documentIds: (counted?.documents ?? []).map((d) => d.documentId),
    profile: presentProfile(profileRow),
    reviewer: { sub: row.reviewer_sub, name: row.reviewer_name },
    startedAt: row.started_at.toISOString(),
    submittedAt: row.submitted_at?.toISOString() ?? null,
    verdict: row.verdict as Verdict | null,
    reason: row.reason,
    score,
    override: override
      ? {
          passed: override.passed,
          reason: override.reason,
          by: { sub: override.by_sub, name: override.by_name },
          at: override.at.toISOString(),
        }
      : null,
    passed: override ? override.passed : submitted ? (row.passed ?? null) : (score?.passed ?? null),
    issues,
  };
}
