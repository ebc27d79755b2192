/**
 * A quote's acceptance through the portal server: claimed in the database before the service is asked (one
 * row per quote, so of two racing acceptances exactly one goes ahead), then recorded as accepted, or released
 * when the service refused it.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Quote } from '#contract/quote';
import type { Person } from '#portal-contract/approvals';
import type { Tables } from '../db/schema';
import { errorMessage } from '../logger';
import { auditRows } from './audit';
import { closeRequest } from './request-endings';
import { assessConcerned, assessUnconcerned, presentRequest, type Assessment, type RequestRow } from './assess';
import { DecisionError, withDatabase, type ApprovalDeps, type SpendVerdict } from './context';
import { pinnedColumns, pinnedOf, toReference } from './money';

type Db = Kysely<Tables> | Transaction<Tables>;

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

/**
 * Claims the quote, in one statement: the row is what two acceptances race for, so no transaction is needed for
 * it (`db` is the caller's when budgets are charged). A claim left stale by a server that stopped is taken over;
 * a DecisionError when another acceptance holds the quote.
 */
export async function claimQuote(
  db: Db,
  who: Acceptor,
  quote: Quote,
  projectId: string,
  pinned: NonNullable<Assessment['pinned']>,
  requestId: string | null,
  charge: SpendVerdict | undefined,
): Promise<void> {
  const claimed = await db
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
    .onConflict((oc) =>
      oc
        .column('quote_id')
        .doUpdateSet((eb) => ({
          organisation: eb.ref('excluded.organisation'),
          project_id: eb.ref('excluded.project_id'),
          task_id: eb.ref('excluded.task_id'),
          request_id: eb.ref('excluded.request_id'),
          amount: eb.ref('excluded.amount'),
          currency: eb.ref('excluded.currency'),
          reference_amount: eb.ref('excluded.reference_amount'),
          reference_currency: eb.ref('excluded.reference_currency'),
          rate: eb.ref('excluded.rate'),
          rate_date: eb.ref('excluded.rate_date'),
          gross_amount: eb.ref('excluded.gross_amount'),
          gross_reference_amount: eb.ref('excluded.gross_reference_amount'),
          purchase_order_id: eb.ref('excluded.purchase_order_id'),
          cost_centre_id: eb.ref('excluded.cost_centre_id'),
          charged_at: eb.ref('excluded.charged_at'),
          delivered_at: null,
          claimed_at: sql<Date>`now()`,
          by_sub: eb.ref('excluded.by_sub'),
        }))
        .where('quote_acceptances.status', '=', 'accepting')
        .where('quote_acceptances.claimed_at', '<', sql<Date>`now() - ${STALE_CLAIM}::interval`),
    )
    .returning('quote_id')
    .executeTakeFirst();
  if (!claimed)
    throw new DecisionError(409, 'quote-being-accepted', 'This quote is being accepted, or was accepted, already');
}

/** What an acceptance recorded pins: the amounts in the reference currency and the request that covered it. */
interface Accepted {
  pinned: ReturnType<typeof pinnedOf<string>> | undefined;
  requestId: string | null;
}

/**
 * Marks the claim accepted and records it in the audit trail, in one statement; true when requests for the
 * language's other quotes wait (the service rejected those quotes).
 */
async function markAccepted(db: Db, who: Acceptor, quote: Quote, projectId: string, accepted: Accepted) {
  const { pinned, requestId } = accepted;
  const { others } = await db
    .with('accepted', (qc) =>
      qc
        .updateTable('quote_acceptances')
        .set({ status: 'accepted' })
        .where('quote_id', '=', quote.id)
        .returning('quote_id'),
    )
    .insertInto('audit_log')
    .values(
      auditRows([
        {
          organisation: who.organisation,
          action: 'quote.accepted',
          actor: who.actor,
          actingFor: who.actingFor ?? null,
          projectId,
          taskId: quote.translationTaskId,
          quoteId: quote.id,
          requestId,
          amount: quote.price.netAmount,
          currency: quote.price.currency,
          referenceAmount: pinned?.referenceAmount ?? null,
          referenceCurrency: pinned?.referenceCurrency ?? null,
          rate: pinned?.rate ?? null,
          rateDate: pinned?.rateDate ?? null,
          details: { supplier: quote.supplierName, target: quote.target, quoteNumber: quote.number },
        },
      ]),
    )
    .returning((eb) =>
      eb
        .exists(othersWaiting(db, who.organisation, quote))
        .$castTo<boolean>()
        .as('others'),
    )
    .executeTakeFirstOrThrow();
  return others;
}

const othersWaiting = (db: Db, organisation: string, quote: Quote) =>
  db
    .selectFrom('approval_requests')
    .selectAll()
    .where('organisation', '=', organisation)
    .where('task_id', '=', quote.translationTaskId)
    .where('target_language', '=', quote.target)
    .where('quote_id', '<>', quote.id)
    .where('status', '=', 'pending');

/** Ends the requests for the language's other quotes, which the service rejected with this acceptance. */
async function closeOthers(trx: Transaction<Tables>, deps: ApprovalDeps, who: Acceptor, quote: Quote) {
  const others = await othersWaiting(trx, who.organisation, quote).execute();
  for (const other of others)
    await closeRequest(trx, deps, other, 'closed', `Another quote for ${quote.target} was accepted`, who.actor);
}

/**
 * Records the service's answer to an acceptance that was claimed: the acceptance and its audit entry in one
 * statement, closing other requests, when some wait, in one transaction after it; when `charged` (the check found
 * a PO, cost centre or budget concerning the order) the budget alerts in one transaction with both. The copy of
 * the service's facts (reports, rebuilt from the service at will) is told after the browser has its answer: its
 * three writes and their transaction were 5 of the 8 statements the approval check cost a proxied PATCH.
 */
export function finishAcceptance(
  deps: ApprovalDeps,
  who: Acceptor,
  quote: Quote,
  projectId: string,
  accepted: Accepted,
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
    let mailed: boolean;
    if (!charged) {
      mailed = await markAccepted(db, who, quote, projectId, accepted);
      if (mailed) await db.transaction().execute((trx) => closeOthers(trx, deps, who, quote));
    } else {
      mailed = await db.transaction().execute(async (trx) => {
        const others = await markAccepted(trx, who, quote, projectId, accepted);
        if (others) await closeOthers(trx, deps, who, quote);
        const alerted = (await deps.spend?.accepted(trx, who.organisation, quote.id)) ?? false;
        return others || alerted;
      });
    }
    if (mailed) deps.mailed?.();
    copyLater(deps, who.organisation, quote);
  };
}

/**
 * Tells the copy of the service's facts of an acceptance once the browser has its answer (the proxy sends it when
 * `finish` resolves; setImmediate comes after that), in a transaction of its own; a failure is logged, and the
 * next sync reads the quote from the service anyway.
 */
function copyLater(deps: ApprovalDeps, organisation: string, quote: Quote) {
  const { copy } = deps;
  if (!copy) return;
  setImmediate(() => {
    deps.database.db
      .transaction()
      .execute((trx) => copy.quoteDecided(trx, organisation, quote, 'ACCEPTED'))
      .catch((err: unknown) =>
        deps.logger.log('warn', 'the copy of the service facts missed an acceptance', {
          quote: quote.id,
          error: errorMessage(err),
        }),
      );
  });
}

/** The claim of an assessment that lets the acceptance go ahead; a DecisionError says what is missing otherwise. */
async function claimAssessed(
  db: Db,
  deps: ApprovalDeps,
  who: Acceptor,
  quote: Quote,
  projectId: string,
  assessment: Assessment,
): Promise<Claim> {
  const { verdict, message, request, pinned, spend } = assessment;
  if (spend?.refusal) throw new DecisionError(spend.refusal.status, spend.refusal.code, spend.refusal.message);
  if (verdict === 'needed') throw new DecisionError(403, 'approval-required', message);
  if (verdict === 'pending')
    throw new DecisionError(409, 'approval-pending', message, request && (await presentRequest(db, request)));
  if (verdict === 'unavailable') throw new DecisionError(409, 'rate-missing', message);
  const requestId = request?.id ?? null;
  if (pinned) await claimQuote(db, who, quote, projectId, pinned, requestId, spend);
  return {
    quoteId: quote.id,
    finish: finishAcceptance(deps, who, quote, projectId, { pinned, requestId }, spend !== undefined),
  };
}

/**
 * The proxy's check of `PATCH /quotes/{id}` to ACCEPTED: claims the quote when no approval is needed or one
 * covers it; otherwise a DecisionError says what is missing. Undefined: the service does not know the quote,
 * or it is not offered; the service answers that itself. Where no PO, cost centre or budget concerns the order
 * (the common case) it is two statements, the assessment and the claim, outside a transaction; otherwise the
 * budgets' check and the claim share one, in which the order's PO stays locked.
 */
export async function checkAcceptance(deps: ApprovalDeps, who: Acceptor, token: string, quoteId: string) {
  const quote = await deps.service.quote(token, quoteId);
  if (!quote) return undefined;
  const projectId = (await deps.service.projectOf(token, quote.translationTaskId)) ?? '';
  return withDatabase(deps, async () => {
    const db = deps.database.db;
    const unconcerned = await assessUnconcerned(db, deps, who.organisation, quote, projectId);
    if (unconcerned) return claimAssessed(db, deps, who, quote, projectId, unconcerned);
    return db
      .transaction()
      .execute(async (trx) =>
        claimAssessed(
          trx,
          deps,
          who,
          quote,
          projectId,
          await assessConcerned(trx, deps, who.organisation, quote, projectId),
        ),
      );
  });
}

/** The last approval's claim: the amounts the request pinned, the request as the claim's cover. */
export async function checkAcceptanceForApproval(
  deps: ApprovalDeps,
  who: Acceptor,
  quote: Quote,
  row: RequestRow,
): Promise<Claim> {
  const pinned = pinnedOf(row);
  const charge = await deps.database.db.transaction().execute(async (trx) => {
    // The PO and cost centre the order is charged to (the request already answered for the budgets).
    const charged = await deps.spend?.check(trx, who.organisation, quote, row.project_id);
    await claimQuote(trx, who, quote, row.project_id, { ...pinned, orderTotal: row.order_total }, row.id, charged);
    return charged;
  });
  return {
    quoteId: quote.id,
    finish: finishAcceptance(deps, who, quote, row.project_id, { pinned, requestId: row.id }, charge !== undefined),
  };
}
