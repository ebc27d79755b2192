/**
 * Approval requests that end without an acceptance: the quote was rejected or cancelled, another quote of the
 * language was accepted, the order was cancelled, or the request expired; each recorded in the audit trail and
 * told to its orderer by e-mail, in the caller's transaction.
 */
import type { Transaction } from 'kysely';
import type { Person } from '#portal-contract/approvals';
import type { Tables } from '../db/schema';
import { recordAudit, requestAudit } from './audit';
import type { RequestRow } from './assess';
import type { ApprovalDeps } from './context';
import { outcomeMail, requestFacts, type Outcome } from './messages';
import { enqueueMail } from './outbox';
import { emailOf } from './people';
import { paths } from './links';

/** Ends the pending requests of a quote or an order without an acceptance (it was rejected, or cancelled). */
export async function closePending(
  trx: Transaction<Tables>,
  deps: ApprovalDeps,
  organisation: string,
  of: 'quote_id' | 'task_id',
  id: string,
  why: string,
  actor: Person,
): Promise<void> {
  const waiting = await trx
    .selectFrom('approval_requests')
    .selectAll()
    .where('organisation', '=', organisation)
    .where(of, '=', id)
    .where('status', '=', 'pending')
    .execute();
  for (const row of waiting) await closeRequest(trx, deps, row, 'closed', why, actor);
}

/** Ends a request without an acceptance, in the caller's transaction, telling its orderer why. */
export async function closeRequest(
  trx: Transaction<Tables>,
  deps: ApprovalDeps,
  row: RequestRow,
  outcome: Extract<Outcome, 'closed' | 'expired'>,
  why: string,
  actor: Person,
): Promise<void> {
  const closed = await trx
    .updateTable('approval_requests')
    .set({ status: outcome, decided_at: new Date(), outcome: why })
    .where('id', '=', row.id)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  if (!closed) return;
  const action = outcome === 'expired' ? 'approval.expired' : 'approval.closed';
  await recordAudit(trx, [requestAudit(row, action, actor, null, null, { outcome: why })]);
  await mailOrderer(trx, deps, row, outcome, why);
}

export async function mailOrderer(
  trx: Transaction<Tables>,
  deps: ApprovalDeps,
  row: RequestRow,
  outcome: Outcome,
  why: string,
): Promise<void> {
  const to = await emailOf(trx, row.requested_by_sub);
  if (!to) return;
  await enqueueMail(trx, [
    outcomeMail(to, requestFacts(row), outcome, why, paths.order(deps.config.publicUrl, row.task_id)),
  ]);
}
