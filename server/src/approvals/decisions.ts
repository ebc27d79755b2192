/**
 * Approvers' decisions on requests, each in one transaction: a decline with its reason, or an approval; the last
 * approval accepts the quote at the service with the approver's token; a quote no longer offered ends the
 * request with the reason.
 */
import type { Quote } from '#contract/quote';
import type { ApprovalDecision, ApprovalRequest, Person } from '#portal-contract/approvals';
import { errorMessage } from '../logger';
import { checkAcceptanceForApproval } from './acceptance';
import { closeRequest, mailOrderer } from './request-endings';
import { presentRequest, type RequestRow } from './assess';
import { PORTAL_SERVER, recordAudit, requestAudit } from './audit';
import { DecisionError, withDatabase, type ApprovalDeps, type Caller } from './context';
import { activeDelegators } from './delegations';
import { personOf } from './people';
import { notOffered, requestRow } from './requests';

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
        await recordAudit(trx, [requestAudit(declined, 'approval.declined', me, actingFor, decision.reason)]);
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
      await recordAudit(trx, [requestAudit(locked, 'approval.granted', me, actingFor, null)]);
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
      await recordAudit(trx, [requestAudit(row, 'approval.closed', me, actingFor, null, { service: status, message })]);
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
