/**
 * Requests for approval: asked for by an orderer when a quote's amount needs it (the approvers are mailed), and
 * ended when their time runs out. Decisions are in decisions.ts, the queue's reads in queue.ts.
 */
import { sql, type Transaction } from 'kysely';
import { QUOTE_STATES, type Quote } from '#contract/quote';
import type { ApprovalRequest } from '#portal-contract/approvals';
import type { Tables } from '../db/schema';
import { closeRequest } from './request-endings';
import { assess, presentRequest } from './assess';
import { PORTAL_SERVER, recordAudit } from './audit';
import { DecisionError, withDatabase, type ApprovalDeps, type Caller } from './context';
import { substitutesOf } from './delegations';
import { paths } from './links';
import { newRequestMail, requestFacts } from './messages';
import { pinnedColumns } from './money';
import { enqueueMail } from './outbox';
import { approversOf, personOf } from './people';

const [, ACCEPTED, REJECTED, CANCELLED] = QUOTE_STATES;

/** Why a quote can no longer be accepted, in words for the orderer; undefined while it is offered. */
export function notOffered(quote: Quote | undefined, taskProgress: string | undefined): string | undefined {
  if (taskProgress === 'TASK_CANCELLED') return 'The order was cancelled';
  if (!quote) return 'The vendor withdrew the quote, or the order was cancelled';
  if (quote.state === ACCEPTED) return 'The quote was accepted already';
  if (quote.state === REJECTED) return 'Another quote for this language was accepted, or the quote was rejected';
  if (quote.state === CANCELLED) return 'The quote was cancelled';
  return undefined;
}

export async function requestRow(
  trx: Transaction<Tables> | ApprovalDeps['database']['db'],
  organisation: string,
  id: string,
) {
  const row = await trx
    .selectFrom('approval_requests')
    .selectAll()
    .where('organisation', '=', organisation)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new DecisionError(404, 'not-found', 'There is no such request');
  return row;
}

/** An orderer asks for approval of a quote whose amount needs it. */
export async function requestApproval(deps: ApprovalDeps, caller: Caller, quoteId: string): Promise<ApprovalRequest> {
  const { user, token } = caller;
  const quote = await deps.service.quote(token, quoteId);
  if (!quote) throw new DecisionError(404, 'not-found', 'The service does not know this quote');
  const gone = notOffered(quote, undefined);
  if (gone) throw new DecisionError(409, 'not-decidable', gone);
  const projectId = (await deps.service.projectOf(token, quote.translationTaskId)) ?? '';
  const requester = personOf(user);
  const created = await withDatabase(deps, () =>
    deps.database.db.transaction().execute(async (trx) => {
      const assessment = await assess(trx, deps, user.organisation, quote, projectId);
      const refusal = assessment.spend?.refusal;
      if (refusal) throw new DecisionError(refusal.status, refusal.code, refusal.message);
      if (assessment.verdict === 'free')
        throw new DecisionError(409, 'invalid-request', 'This quote needs no approval: accept it');
      if (assessment.verdict === 'unavailable') throw new DecisionError(409, 'rate-missing', assessment.message);
      if (assessment.request) return presentRequest(trx, assessment.request);
      const pinned = assessment.pinned!;
      const row = await trx
        .insertInto('approval_requests')
        .values({
          organisation: user.organisation,
          project_id: projectId,
          task_id: quote.translationTaskId,
          quote_id: quote.id,
          quote_number: quote.number,
          supplier_name: quote.supplierName,
          target_language: quote.target,
          ...pinnedColumns(pinned),
          order_total: pinned.orderTotal,
          approvals_required: assessment.approvalsRequired,
          requested_by_sub: requester.sub,
          requested_by_name: requester.name,
          expires_at: sql<Date>`now() + ${assessment.expiresAfterHours} * interval '1 hour'`,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, [
        {
          organisation: user.organisation,
          action: 'approval.requested',
          actor: requester,
          projectId,
          taskId: quote.translationTaskId,
          quoteId: quote.id,
          requestId: row.id,
          amount: pinned.amount,
          currency: pinned.currency,
          referenceAmount: pinned.referenceAmount,
          referenceCurrency: pinned.referenceCurrency,
          rate: pinned.rate,
          rateDate: pinned.rateDate,
          details: {
            orderTotal: pinned.orderTotal,
            approvalsRequired: assessment.approvalsRequired,
            supplier: quote.supplierName,
            target: quote.target,
          },
        },
      ]);
      const approvers = await approversOf(trx, user.organisation);
      const substitutes = await substitutesOf(
        trx,
        user.organisation,
        approvers.map((a) => a.sub),
      );
      const recipients = new Map(
        [...approvers, ...substitutes].filter((p) => p.sub !== requester.sub).map((p) => [p.email, p]),
      );
      await enqueueMail(
        trx,
        [...recipients.keys()].map((to) =>
          newRequestMail(to, requestFacts(row), paths.approvals(deps.config.publicUrl)),
        ),
      );
      return presentRequest(trx, row);
    }),
  ).catch((err: unknown) => {
    // Two requests for one quote at once: the unique index keeps one; the other is shown.
    if ((err as { code?: unknown }).code === '23505') return undefined;
    throw err;
  });
  deps.mailed?.();
  if (created) return created;
  const again = await deps.database.db
    .selectFrom('approval_requests')
    .selectAll()
    .where('organisation', '=', user.organisation)
    .where('quote_id', '=', quoteId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return presentRequest(deps.database.db, again);
}

/** Ends the requests whose time ran out, each once, however many servers sweep at once. */
export async function expireDue(deps: ApprovalDeps): Promise<number> {
  const n = await deps.database.db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('approval_requests')
      .selectAll()
      .where('status', '=', 'pending')
      .where('expires_at', '<=', new Date())
      .forUpdate()
      .skipLocked()
      .limit(100)
      .execute();
    for (const row of due) await closeRequest(trx, deps, row, 'expired', 'No decision in time', PORTAL_SERVER);
    return due.length;
  });
  if (n > 0) deps.mailed?.();
  return n;
}
