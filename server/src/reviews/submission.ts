/**
 * Ending a review: the verdict (rework needs an issue, a rejection a reason), the score frozen with it, the earlier
 * version superseded, the audit trail told, and the orderer e-mailed (through the outbox, in the same transaction);
 * and overriding a submitted review's pass or fail, with a reason, recorded.
 */
import type { Review, VerdictInput } from '#portal-contract/reviews';
import { recordAudit, type AuditRecord } from '../approvals/audit';
import { DecisionError, withDatabase, type Caller } from '../approvals/context';
import { enqueueMail } from '../approvals/outbox';
import { personOf } from '../approvals/people';
import type { ReviewDeps } from './context';
import { reviewMail } from './messages';
import { profileById } from './profiles';
import { frozenColumns, liveScore } from './score';
import { draftRow, presentReview, reviewRow, type ReviewRow } from './store';

function auditOf(row: ReviewRow, action: AuditRecord['action'], caller: Caller, details: Record<string, unknown>) {
  return {
    organisation: row.organisation,
    action,
    actor: personOf(caller.user),
    projectId: row.project_id,
    taskId: row.task_id,
    details: {
      reviewId: row.id,
      version: row.version,
      deliveryId: row.delivery_id,
      targetLanguage: row.target_language,
      vendor: row.vendor,
      ...details,
    },
  };
}

export async function submitVerdict(
  deps: ReviewDeps,
  caller: Caller,
  id: string,
  input: VerdictInput,
): Promise<Review> {
  const organisation = caller.user.organisation;
  const before = await withDatabase(deps, () => reviewRow(deps.database.db, organisation, id));
  // The orderer's address, asked of the service before the transaction (the order's contact e-mail).
  const task = await deps.source.task(caller.token, before.task_id);
  const review = await withDatabase(deps, () =>
    deps.database.db.transaction().execute(async (trx) => {
      const draft = await draftRow(trx, organisation, id);
      const profile = await profileById(trx, draft.profile_id);
      const score = await liveScore(trx, draft, profile);
      const listed = await trx
        .selectFrom('review_issues')
        .select('id')
        .where('review_id', '=', draft.id)
        .where('status', '<>', 'fixed')
        .limit(1)
        .executeTakeFirst();
      if (input.verdict === 'rework-needed' && !listed)
        throw new DecisionError(400, 'invalid-request', 'Rework needs the list of issues: mark at least one');
      const row = await trx
        .updateTable('reviews')
        .set({
          status: 'submitted',
          submitted_at: new Date(),
          verdict: input.verdict,
          reason: input.reason || null,
          ...frozenColumns(score),
        })
        .where('id', '=', draft.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const figures = score
        ? {
            calibratedScore: score.calibratedScore,
            normedPenalty: score.normedPenalty,
            evaluatedWords: score.evaluatedWords,
          }
        : {};
      const entries: AuditRecord[] = [
        auditOf(row, 'review.submitted', caller, { verdict: input.verdict, passed: row.passed, ...figures }),
      ];
      if (row.supersedes_id) {
        const old = await reviewRow(trx, organisation, row.supersedes_id);
        entries.push(auditOf(old, 'review.superseded', caller, { supersededBy: row.id }));
      }
      await recordAudit(
        trx,
        entries.map((e) => (input.reason ? { ...e, reason: { code: 'other', text: input.reason } } : e)),
      );
      const presented = await presentReview(trx, row);
      if (task?.email) await enqueueMail(trx, [reviewMail(task.email, presented, deps.config.publicUrl)]);
      return presented;
    }),
  );
  deps.mailed?.();
  return review;
}

export async function overridePassFail(
  deps: ReviewDeps,
  caller: Caller,
  id: string,
  input: { passed: boolean; reason: string },
): Promise<Review> {
  return withDatabase(deps, () =>
    deps.database.db.transaction().execute(async (trx) => {
      const row = await reviewRow(trx, caller.user.organisation, id, true);
      if (row.status !== 'submitted')
        throw new DecisionError(409, 'invalid-request', 'Only a submitted review’s pass or fail is overridden');
      const by = personOf(caller.user);
      await trx
        .insertInto('review_overrides')
        .values({ review_id: row.id, passed: input.passed, reason: input.reason, by_sub: by.sub, by_name: by.name })
        .execute();
      await recordAudit(trx, [
        {
          ...auditOf(row, 'review.overridden', caller, { passed: input.passed, scorePassed: row.passed }),
          reason: { code: 'other', text: input.reason },
        },
      ]);
      return presentReview(trx, row);
    }),
  );
}
