/**
 * The one check of a quote's acceptance: what the order comes to with it, in the reference currency at the
 * day's rate, which band that falls in, and whether an approval covers it. The quote's PATCH through the proxy
 * and the page's question ("may I accept this?") both come here.
 */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Quote } from '#contract/quote';
import type { ApprovalRequest, QuoteApproval } from '#portal-contract/approvals';
import type { ApprovalRequestsTable, Tables } from '../db/schema';
import type { ApprovalDeps, SpendVerdict } from './context';
import { approvalsFor, pinnedOf, sum, toReference } from './money';
import { rateFor, rulesFor } from './rules';

type Db = Kysely<Tables> | Transaction<Tables>;
export type RequestRow = Selectable<ApprovalRequestsTable>;

export interface Pinned {
  amount: string;
  currency: string;
  referenceAmount: string;
  referenceCurrency: string;
  rate: string;
  rateDate: string;
  orderTotal: string;
}

export interface Assessment {
  verdict: QuoteApproval['verdict'];
  approvalsRequired: number;
  expiresAfterHours: number;
  pinned: Pinned | undefined;
  /** The request that covers the quote (approved) or waits (pending). */
  request: RequestRow | undefined;
  message: string;
  /** What purchase orders and budgets say of it (undefined: none concerns the order). */
  spend: SpendVerdict | undefined;
}

/** Requests with their approvals, as the portal sees them. */
export async function presentRequests(db: Db, rows: RequestRow[]): Promise<ApprovalRequest[]> {
  if (rows.length === 0) return [];
  const approvals = await db
    .selectFrom('approvals')
    .selectAll()
    .where(
      'request_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('at')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    projectId: row.project_id,
    taskId: row.task_id,
    quoteId: row.quote_id,
    quoteNumber: row.quote_number,
    supplierName: row.supplier_name,
    targetLanguage: row.target_language,
    ...pinnedOf(row),
    orderTotal: row.order_total,
    approvalsRequired: row.approvals_required,
    approvals: approvals
      .filter((a) => a.request_id === row.id)
      .map((a) => ({
        approver: { sub: a.approver_sub, name: a.approver_name },
        actingFor: a.acting_for_sub ? { sub: a.acting_for_sub, name: a.acting_for_name ?? '' } : null,
        at: a.at.toISOString(),
      })),
    requestedBy: { sub: row.requested_by_sub, name: row.requested_by_name },
    requestedAt: row.requested_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    outcome: row.outcome,
    reason: row.reason_code
      ? ({ code: row.reason_code, text: row.reason_text ?? '' } as ApprovalRequest['reason'])
      : null,
  }));
}

export async function presentRequest(db: Db, row: RequestRow): Promise<ApprovalRequest> {
  const [shown] = await presentRequests(db, [row]);
  return shown!;
}

/** The request for this quote that is pending, or approved and not yet used for an acceptance. */
async function openRequest(db: Db, organisation: string, quoteId: string): Promise<RequestRow | undefined> {
  return db
    .selectFrom('approval_requests')
    .selectAll()
    .where('organisation', '=', organisation)
    .where('quote_id', '=', quoteId)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'pending'),
        eb.and([
          eb('status', '=', 'approved'),
          eb.not(
            eb.exists(
              eb
                .selectFrom('quote_acceptances')
                .select('quote_id')
                .whereRef('quote_acceptances.request_id', '=', 'approval_requests.id')
                .where('quote_acceptances.status', '=', 'accepted'),
            ),
          ),
        ]),
      ]),
    )
    .orderBy('requested_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function assess(
  db: Db,
  deps: Pick<ApprovalDeps, 'config' | 'spend'>,
  organisation: string,
  quote: Quote,
  projectId: string,
): Promise<Assessment> {
  const spend = await deps.spend?.check(db, organisation, quote, projectId);
  const rules = await rulesFor(db, deps.config, organisation, projectId || null);
  const { currency, netAmount } = quote.price;
  const rate = await rateFor(db, deps.config, organisation, rules.referenceCurrency, currency);
  if (!rate) {
    // Without a rate the amount cannot be placed in a band; only rules that never ask for approval let it pass,
    // and only when no budget or PO would have to convert it either.
    const free = rules.bands.every((band) => band.approvers === 0) && !spend?.approvalNeeded;
    return {
      verdict: free ? 'free' : 'unavailable',
      approvalsRequired: 0,
      expiresAfterHours: rules.expiresAfterHours,
      pinned: undefined,
      request: undefined,
      spend,
      message: free
        ? 'No approval is needed'
        : `There is no reference rate for ${currency} against ${rules.referenceCurrency}: an administrator sets one under Approval rules`,
    };
  }
  const referenceAmount = toReference(netAmount, rate.rate);
  const before = await db
    .selectFrom('quote_acceptances')
    .select('reference_amount')
    .where('organisation', '=', organisation)
    .where('task_id', '=', quote.translationTaskId)
    .where('quote_id', '<>', quote.id)
    .where('reference_currency', '=', rules.referenceCurrency)
    .execute();
  const orderTotal = sum([...before.map((b) => b.reference_amount), referenceAmount]);
  const banded = approvalsFor(rules.bands, orderTotal);
  // A hard budget passed, or a PO or budget in a currency without a rate: one approval at least.
  const approvalsRequired = spend?.approvalNeeded && banded === 0 ? 1 : banded;
  const pinned: Pinned = {
    amount: netAmount,
    currency,
    referenceAmount,
    referenceCurrency: rules.referenceCurrency,
    rate: rate.rate,
    rateDate: rate.date,
    orderTotal,
  };
  const request = await openRequest(db, organisation, quote.id);
  const base = { approvalsRequired, expiresAfterHours: rules.expiresAfterHours, pinned, request, spend };
  if (request?.status === 'approved') return { ...base, verdict: 'covered', message: 'An approval covers this quote' };
  if (approvalsRequired === 0)
    return { ...base, verdict: 'free', request: undefined, message: 'No approval is needed' };
  if (request?.status === 'pending')
    return {
      ...base,
      verdict: 'pending',
      message: 'A request for approval of this quote is waiting for its approvals',
    };
  if (banded === 0 && spend?.approvalNeeded) return { ...base, verdict: 'needed', message: spend.approvalNeeded };
  return {
    ...base,
    verdict: 'needed',
    message: `The order comes to ${orderTotal} ${rules.referenceCurrency} with this quote, which needs ${approvalsRequired} approval${approvalsRequired === 1 ? '' : 's'}: ask for approval`,
  };
}
