/**
 * Requests for approval: asked for by an orderer when a quote's amount needs it, decided by approvers (or
 * their substitutes), each decision in one transaction. The last approval accepts the quote at the service
 * with the approver's token; a quote no longer offered ends the request with the reason.
 */
import { sql, type Transaction } from 'kysely';
import { QUOTE_STATES, type Quote } from '#contract/quote';
import type { ApprovalDecision, ApprovalRequest, ApprovalSummary, Person } from '#portal-contract/approvals';
import type { Tables } from '../db/schema';
import { errorMessage } from '../logger';
import { checkAcceptanceForApproval, closeRequest, mailOrderer } from './acceptance';
import { assess, presentRequest, presentRequests, type RequestRow } from './assess';
import { PORTAL_SERVER, recordAudit } from './audit';
import { DecisionError, withDatabase, type ApprovalDeps, type Caller } from './context';
import { activeDelegators, substitutesOf } from './delegations';
import { paths } from './links';
import { newRequestMail } from './messages';
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

async function requestRow(trx: Transaction<Tables> | ApprovalDeps['database']['db'], organisation: string, id: string) {
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
          amount: pinned.amount,
          currency: pinned.currency,
          reference_amount: pinned.referenceAmount,
          reference_currency: pinned.referenceCurrency,
          rate: pinned.rate,
          rate_date: pinned.rateDate,
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
          newRequestMail(
            to,
            {
              id: row.id,
              taskId: row.task_id,
              supplierName: row.supplier_name,
              targetLanguage: row.target_language,
              amount: row.amount,
              currency: row.currency,
              referenceAmount: row.reference_amount,
              referenceCurrency: row.reference_currency,
              approvalsRequired: row.approvals_required,
              requestedBy: row.requested_by_name,
              expiresAt: row.expires_at,
            },
            paths.approvals(deps.config.publicUrl),
          ),
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

/** In whose name the caller decides: their own as an approver, or an approver's who named them substitute. */
async function authorityOf(deps: ApprovalDeps, caller: Caller): Promise<{ actingFor: Person | null }> {
  if (caller.user.roles.includes('approver')) return { actingFor: null };
  const [delegator] = await activeDelegators(deps.database.db, caller.user.organisation, caller.user.sub);
  if (delegator) return { actingFor: delegator };
  throw new DecisionError(403, 'not-decidable', 'Only approvers, and substitutes they named, decide on requests');
}

export async function decide(
  deps: ApprovalDeps,
  caller: Caller,
  requestId: string,
  decision: ApprovalDecision,
): Promise<ApprovalRequest> {
  const { user, token } = caller;
  const org = user.organisation;
  const me = personOf(user);
  const { actingFor } = await withDatabase(deps, () => authorityOf(deps, caller));
  const row = await withDatabase(deps, () => requestRow(deps.database.db, org, requestId));
  if (row.requested_by_sub === me.sub || actingFor?.sub === row.requested_by_sub)
    throw new DecisionError(403, 'not-decidable', 'Nobody approves their own request');
  if (row.status !== 'pending')
    throw new DecisionError(
      409,
      'not-decidable',
      `This request is ${row.status} already`,
      await presentRequest(deps.database.db, row),
    );

  if (decision.decision === 'decline') {
    await withDatabase(deps, () =>
      deps.database.db.transaction().execute(async (trx) => {
        const declined = await trx
          .updateTable('approval_requests')
          .set({
            status: 'declined',
            decided_at: new Date(),
            reason_code: decision.reason.code,
            reason_text: decision.reason.text,
          })
          .where('id', '=', row.id)
          .where('status', '=', 'pending')
          .returningAll()
          .executeTakeFirst();
        if (!declined) throw new DecisionError(409, 'not-decidable', 'This request was decided meanwhile');
        await recordAudit(trx, [auditOf(declined, 'approval.declined', me, actingFor, decision.reason)]);
        await mailOrderer(trx, deps, declined, 'declined', decision.reason.text || decision.reason.code);
      }),
    );
    deps.mailed?.();
    return presentRequest(deps.database.db, await requestRow(deps.database.db, org, requestId));
  }

  // The quote as the service has it now: a request for a quote no longer offered ends here.
  const quote = await deps.service.quote(token, row.quote_id);
  const task = quote ? undefined : await deps.service.task(token, row.task_id).catch(() => undefined);
  const gone = notOffered(quote, task?.progress);
  if (gone || !quote) {
    await withDatabase(deps, () =>
      deps.database.db.transaction().execute((trx) => closeRequest(trx, deps, row, 'closed', gone ?? '', me)),
    );
    deps.mailed?.();
    throw new DecisionError(
      409,
      'not-decidable',
      gone ?? '',
      await presentRequest(deps.database.db, await requestRow(deps.database.db, org, requestId)),
    );
  }

  const last = await withDatabase(deps, () =>
    deps.database.db.transaction().execute(async (trx) => {
      // One decision at a time per request: the row lock orders racing approvals.
      const locked = await trx
        .selectFrom('approval_requests')
        .selectAll()
        .where('id', '=', row.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (locked.status !== 'pending')
        throw new DecisionError(409, 'not-decidable', `This request is ${locked.status} already`);
      if (locked.expires_at.getTime() <= Date.now()) {
        await closeRequest(trx, deps, locked, 'expired', 'No decision in time', PORTAL_SERVER);
        return 'expired' as const;
      }
      const mine = await trx
        .insertInto('approvals')
        .values({
          request_id: row.id,
          approver_sub: me.sub,
          approver_name: me.name,
          acting_for_sub: actingFor?.sub ?? null,
          acting_for_name: actingFor?.name ?? null,
        })
        .onConflict((oc) => oc.doNothing())
        .returning('request_id')
        .executeTakeFirst();
      if (!mine) throw new DecisionError(409, 'not-decidable', 'You approved this request already');
      await recordAudit(trx, [auditOf(locked, 'approval.granted', me, actingFor, null)]);
      const { count } = await trx
        .selectFrom('approvals')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('request_id', '=', row.id)
        .executeTakeFirstOrThrow();
      if (Number(count) < locked.approvals_required) return 'granted' as const;
      await trx
        .updateTable('approval_requests')
        .set({ status: 'approved', decided_at: new Date() })
        .where('id', '=', row.id)
        .execute();
      return 'approved' as const;
    }),
  );
  if (last === 'expired') {
    deps.mailed?.();
    throw new DecisionError(409, 'not-decidable', 'This request expired before it was decided');
  }
  if (last === 'approved') await acceptApproved(deps, caller, me, actingFor, row, quote);
  deps.mailed?.();
  return presentRequest(deps.database.db, await requestRow(deps.database.db, org, requestId));
}

/** The last approval accepts the quote at the service, through the same claim as the proxy's acceptances. */
async function acceptApproved(
  deps: ApprovalDeps,
  caller: Caller,
  me: Person,
  actingFor: Person | null,
  row: RequestRow,
  quote: Quote,
): Promise<void> {
  const who = { organisation: row.organisation, actor: me, actingFor };
  let claim;
  try {
    claim = await checkAcceptanceForApproval(deps, who, quote, row);
  } catch (err) {
    // Someone else's acceptance holds the quote; the approval stands and covers it.
    if (err instanceof DecisionError) return;
    throw err;
  }
  let status: number;
  let message = '';
  try {
    const answer = await deps.service.setQuoteState(caller.token, row.quote_id, 'ACCEPTED');
    status = answer.status;
    message = answer.body.slice(0, 300);
  } catch (err) {
    status = 502;
    message = errorMessage(err);
  }
  await claim.finish(status);
  await deps.database.db.transaction().execute(async (trx) => {
    if (status >= 200 && status < 300) {
      await mailOrderer(trx, deps, row, 'approved', '');
      return;
    }
    if (status >= 400 && status < 500) {
      // The service refused: the quote is no longer offered. The request ends with what it said.
      await trx
        .updateTable('approval_requests')
        .set({ status: 'closed', outcome: `The service refused the acceptance (${status}): ${message}` })
        .where('id', '=', row.id)
        .execute();
      await recordAudit(trx, [auditOf(row, 'approval.closed', me, actingFor, null, { service: status, message })]);
      await mailOrderer(trx, deps, row, 'closed', `The service refused the acceptance (${status})`);
      return;
    }
    await trx
      .updateTable('approval_requests')
      .set({ outcome: 'The service could not be reached: accepting the quote again places the order' })
      .where('id', '=', row.id)
      .execute();
    deps.logger.log('warn', 'approved quote not accepted at the service', { status, request: row.id });
  });
}

function auditOf(
  row: RequestRow,
  action: 'approval.granted' | 'approval.declined' | 'approval.closed',
  actor: Person,
  actingFor: Person | null,
  reason: ApprovalRequest['reason'],
  details: Record<string, unknown> = {},
) {
  return {
    organisation: row.organisation,
    action,
    actor,
    actingFor,
    projectId: row.project_id,
    taskId: row.task_id,
    quoteId: row.quote_id,
    requestId: row.id,
    amount: row.amount,
    currency: row.currency,
    referenceAmount: row.reference_amount,
    referenceCurrency: row.reference_currency,
    rate: row.rate,
    rateDate: row.rate_date,
    reason,
    details,
  };
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

export type RequestScope = 'queue' | 'mine' | 'all';

export async function listRequests(
  deps: ApprovalDeps,
  caller: Caller,
  scope: RequestScope,
  filter: { status?: RequestRow['status'] | undefined; taskId?: string | undefined },
) {
  const { user } = caller;
  const mayDecide = await mayDecideNow(deps, caller);
  if (scope !== 'mine' && !mayDecide && !user.roles.includes('admin'))
    throw new DecisionError(403, 'forbidden', 'Only approvers and administrators see all requests');
  return withDatabase(deps, async () => {
    const db = deps.database.db;
    let query = db.selectFrom('approval_requests').selectAll().where('organisation', '=', user.organisation);
    if (scope === 'mine') query = query.where('requested_by_sub', '=', user.sub);
    if (scope === 'queue') query = query.where('status', '=', 'pending');
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.taskId) query = query.where('task_id', '=', filter.taskId);
    const rows = await query.orderBy('requested_at', 'desc').limit(200).execute();
    return { requests: await presentRequests(db, rows), waiting: mayDecide ? await waitingFor(deps, caller) : 0 };
  });
}

export async function getRequest(deps: ApprovalDeps, caller: Caller, id: string): Promise<ApprovalRequest> {
  return withDatabase(deps, async () =>
    presentRequest(deps.database.db, await requestRow(deps.database.db, caller.user.organisation, id)),
  );
}

async function mayDecideNow(deps: ApprovalDeps, caller: Caller): Promise<boolean> {
  if (caller.user.roles.includes('approver')) return true;
  return (
    (await withDatabase(deps, () => activeDelegators(deps.database.db, caller.user.organisation, caller.user.sub)))
      .length > 0
  );
}

/** Pending requests of the organisation this user may still approve: not their own, not approved by them. */
async function waitingFor(deps: ApprovalDeps, caller: Caller): Promise<number> {
  const { count } = await deps.database.db
    .selectFrom('approval_requests')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('organisation', '=', caller.user.organisation)
    .where('status', '=', 'pending')
    .where('requested_by_sub', '<>', caller.user.sub)
    .where('expires_at', '>', new Date())
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('approvals')
            .select('request_id')
            .whereRef('approvals.request_id', '=', 'approval_requests.id')
            .where('approvals.approver_sub', '=', caller.user.sub),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function summary(deps: ApprovalDeps, caller: Caller): Promise<ApprovalSummary> {
  return withDatabase(deps, async () => {
    const actingFor = caller.user.roles.includes('approver')
      ? []
      : await activeDelegators(deps.database.db, caller.user.organisation, caller.user.sub);
    const mayDecide = caller.user.roles.includes('approver') || actingFor.length > 0;
    return { waiting: mayDecide ? await waitingFor(deps, caller) : 0, mayDecide, actingFor };
  });
}
