/**
 * A quote's acceptance through the portal server: claimed in the database before the service is asked (one
 * row per quote, so of two racing acceptances exactly one goes ahead), then recorded as accepted, or released
 * when the service refused it.
 */
import { sql, type Transaction } from 'kysely';
import type { Quote } from '#contract/quote';
import type { Person } from '#portal-contract/approvals';
import type { Tables } from '../db/schema';
import { recordAudit, requestAudit } from './audit';
import { assess, presentRequest, type RequestRow } from './assess';
import { DecisionError, withDatabase, type ApprovalDeps, type SpendVerdict } from './context';
import { outcomeMail, requestFacts, type Outcome } from './messages';
import { pinnedColumns, pinnedOf, toReference } from './money';
import { enqueueMail } from './outbox';
import { emailOf } from './people';
import { paths } from './links';

/** A claim older than this was left by a server that stopped mid-acceptance: it no longer holds the quote. */
const STALE_CLAIM = '2 minutes';

export interface Claim {
  quoteId: string;
  /** Records the service's answer: accepted (2xx), or the claim is released. */
  finish(status: number): Promise<void>;
}

interface Acceptor {
  organisation: string;
  actor: Person;
  actingFor?: Person | null;
}

/** Claims the quote in `trx`; a DecisionError when another acceptance holds it. */
export async function claimQuote(
  trx: Transaction<Tables>,
  who: Acceptor,
  quote: Quote,
  projectId: string,
  pinned: NonNullable<Awaited<ReturnType<typeof assess>>['pinned']>,
  requestId: string | null,
  charge: SpendVerdict | undefined,
): Promise<void> {
  await trx
    .deleteFrom('quote_acceptances')
    .where('quote_id', '=', quote.id)
    .where('status', '=', 'accepting')
    .where('claimed_at', '<', sql<Date>`now() - ${STALE_CLAIM}::interval`)
    .execute();
  const claimed = await trx
    .insertInto('quote_acceptances')
    .values({
      quote_id: quote.id,
      organisation: who.organisation,
      project_id: projectId,
      task_id: quote.translationTaskId,
      request_id: requestId,
      ...pinnedColumns(pinned),
      gross_amount: quote.price.grossAmount,
      gross_reference_amount: toReference(quote.price.grossAmount, pinned.rate),
      purchase_order_id: charge?.purchaseOrderId ?? null,
      cost_centre_id: charge?.costCentreId ?? null,
      charged_at: charge?.at ?? new Date(),
      status: 'accepting',
      by_sub: who.actor.sub,
    })
    .onConflict((oc) => oc.column('quote_id').doNothing())
    .returning('quote_id')
    .executeTakeFirst();
  if (!claimed)
    throw new DecisionError(409, 'quote-being-accepted', 'This quote is being accepted, or was accepted, already');
}

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

/**
 * Records the service's answer to an acceptance that was claimed; `charged`: the check found a PO, cost centre or
 * budget concerning the order, so the acceptance may raise budget alerts (otherwise nothing more is asked).
 */
export function finishAcceptance(
  deps: ApprovalDeps,
  who: Acceptor,
  quote: Quote,
  projectId: string,
  charged: boolean,
): Claim['finish'] {
  return async (status) => {
    const db = deps.database.db;
    if (status < 200 || status >= 300) {
      await db
        .deleteFrom('quote_acceptances')
        .where('quote_id', '=', quote.id)
        .where('status', '=', 'accepting')
        .execute();
      return;
    }
    const mailed = await db.transaction().execute(async (trx) => {
      const accepted = await trx
        .updateTable('quote_acceptances')
        .set({ status: 'accepted' })
        .where('quote_id', '=', quote.id)
        .returningAll()
        .executeTakeFirst();
      await recordAudit(trx, [
        {
          organisation: who.organisation,
          action: 'quote.accepted',
          actor: who.actor,
          actingFor: who.actingFor ?? null,
          projectId,
          taskId: quote.translationTaskId,
          quoteId: quote.id,
          requestId: accepted?.request_id ?? null,
          amount: quote.price.netAmount,
          currency: quote.price.currency,
          referenceAmount: accepted?.reference_amount ?? null,
          referenceCurrency: accepted?.reference_currency ?? null,
          rate: accepted?.rate ?? null,
          rateDate: accepted?.rate_date ?? null,
          details: { supplier: quote.supplierName, target: quote.target, quoteNumber: quote.number },
        },
      ]);
      await deps.copy?.quoteDecided(trx, who.organisation, quote, 'ACCEPTED');
      // The service rejected the language's other quotes: requests waiting for them end here.
      const others = await trx
        .selectFrom('approval_requests')
        .selectAll()
        .where('organisation', '=', who.organisation)
        .where('task_id', '=', quote.translationTaskId)
        .where('target_language', '=', quote.target)
        .where('quote_id', '<>', quote.id)
        .where('status', '=', 'pending')
        .execute();
      for (const other of others)
        await closeRequest(trx, deps, other, 'closed', `Another quote for ${quote.target} was accepted`, who.actor);
      return charged && ((await deps.spend?.accepted(trx, who.organisation, quote.id)) ?? false);
    });
    if (mailed) deps.mailed?.();
  };
}

/**
 * The proxy's check of `PATCH /quotes/{id}` to ACCEPTED: claims the quote when no approval is needed or one
 * covers it; otherwise a DecisionError says what is missing. Undefined: the service does not know the quote,
 * or it is not offered; the service answers that itself.
 */
export async function checkAcceptance(deps: ApprovalDeps, who: Acceptor, token: string, quoteId: string) {
  const quote = await deps.service.quote(token, quoteId);
  if (!quote) return undefined;
  const projectId = (await deps.service.projectOf(token, quote.translationTaskId)) ?? '';
  return withDatabase(deps, () =>
    deps.database.db.transaction().execute(async (trx): Promise<Claim> => {
      const assessment = await assess(trx, deps, who.organisation, quote, projectId);
      const request = assessment.request && (await presentRequest(trx, assessment.request));
      const refusal = assessment.spend?.refusal;
      if (refusal) throw new DecisionError(refusal.status, refusal.code, refusal.message);
      switch (assessment.verdict) {
        case 'needed':
          throw new DecisionError(403, 'approval-required', assessment.message);
        case 'pending':
          throw new DecisionError(409, 'approval-pending', assessment.message, request);
        case 'unavailable':
          throw new DecisionError(409, 'rate-missing', assessment.message);
        case 'free':
        case 'covered':
          if (assessment.pinned)
            await claimQuote(
              trx,
              who,
              quote,
              projectId,
              assessment.pinned,
              assessment.request?.id ?? null,
              assessment.spend,
            );
      }
      return { quoteId, finish: finishAcceptance(deps, who, quote, projectId, assessment.spend !== undefined) };
    }),
  );
}

/** The last approval's claim: the amounts the request pinned, the request as the claim's cover. */
export async function checkAcceptanceForApproval(
  deps: ApprovalDeps,
  who: Acceptor,
  quote: Quote,
  row: RequestRow,
): Promise<Claim> {
  const charge = await deps.database.db.transaction().execute(async (trx) => {
    // The PO and cost centre the order is charged to (the request already answered for the budgets).
    const charged = await deps.spend?.check(trx, who.organisation, quote, row.project_id);
    await claimQuote(
      trx,
      who,
      quote,
      row.project_id,
      { ...pinnedOf(row), orderTotal: row.order_total },
      row.id,
      charged,
    );
    return charged;
  });
  return { quoteId: quote.id, finish: finishAcceptance(deps, who, quote, row.project_id, charge !== undefined) };
}
