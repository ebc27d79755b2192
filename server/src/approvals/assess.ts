/**
 * The one check of a quote's acceptance: what the order comes to with it, in the reference currency at the
 * day's rate, which band that falls in, and whether an approval covers it. The quote's PATCH through the proxy
 * and the page's question ("may I accept this?") both come here.
 */
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Quote } from '#contract/quote';
import type { ApprovalRequest, Band, QuoteApproval } from '#portal-contract/approvals';
import type { ApprovalRequestsTable, Tables } from '../db/schema';
import type { ApprovalDeps, SpendVerdict } from './context';
import { approvalsFor, pinnedOf, sum, toReference } from './money';
import { defaultRules, seedRates } from './rules';

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

/**
 * What the assessment reads, in one statement: the rules that apply (the project's, else the organisation's),
 * the latest rate of the quote's currency dated today or before, what the order's other acceptances come to, the
 * request for this quote that is pending or approved and not yet used, and whether any PO, cost centre or budget
 * could concern the order.
 */
interface Facts {
  /** The rules' project ('' the organisation's); null: none saved, the defaults apply. */
  rules_of: string | null;
  reference_currency: string;
  expires_after_hours: number;
  bands: Band[];
  rate: string | null;
  rate_date: string | null;
  /** Whether the organisation keeps any rate against the reference currency (else the configured ones are written). */
  rates_kept: boolean;
  before: string | null;
  request_id: string | null;
  concerned: boolean;
}

async function factsOf(
  db: Db,
  deps: Pick<ApprovalDeps, 'config' | 'spend'>,
  organisation: string,
  quote: Quote,
  projectId: string,
  today: string,
): Promise<Facts> {
  const concerned = deps.spend?.concerns(organisation, projectId, quote.translationTaskId) ?? sql<boolean>`false`;
  const defaults = defaultRules(deps.config);
  const { rows } = await sql<Facts>`
    select rules.project_id as rules_of, ref.currency as reference_currency, rules.expires_after_hours,
           (select coalesce(json_agg(json_build_object('upTo', b.up_to::text, 'approvers', b.approvers)
                                     order by b.position), '[]')
              from approval_bands b
             where b.organisation = ${organisation} and b.project_id = rules.project_id) as bands,
           rate.rate, rate.rate_date,
           exists (select 1 from exchange_rates x
                    where x.organisation = ${organisation} and x.reference_currency = ref.currency) as rates_kept,
           (select sum(a.reference_amount) from quote_acceptances a
             where a.organisation = ${organisation} and a.task_id = ${quote.translationTaskId}
               and a.quote_id <> ${quote.id} and a.reference_currency = ref.currency) as before,
           request.id as request_id,
           ${concerned} as concerned
      from (select 1) as one
      left join lateral (
        select r.project_id, r.reference_currency, r.expires_after_hours from approval_rules r
         where r.organisation = ${organisation} and r.project_id in (${projectId}, '')
         order by r.project_id = '' limit 1) as rules on true
      cross join lateral (
        select coalesce(rules.reference_currency, ${defaults.referenceCurrency}) as currency) as ref
      left join lateral (
        select x.rate, x.rate_date from exchange_rates x
         where x.organisation = ${organisation} and x.reference_currency = ref.currency
           and x.currency = ${quote.price.currency} and x.rate_date <= ${today}
         order by x.rate_date desc limit 1) as rate on true
      left join lateral (
        select ar.id from approval_requests ar
         where ar.organisation = ${organisation} and ar.quote_id = ${quote.id}
           and (ar.status = 'pending'
                or (ar.status = 'approved'
                    and not exists (select 1 from quote_acceptances a
                                     where a.request_id = ar.id and a.status = 'accepted')))
         order by ar.requested_at desc limit 1) as request on true`.execute(db);
  const facts = rows[0]!;
  return facts.rules_of === null
    ? { ...facts, bands: defaults.bands, expires_after_hours: defaults.expiresAfterHours }
    : facts;
}

/** The facts, after writing the configured rates for an organisation that has none against its reference currency. */
async function seededFacts(...args: Parameters<typeof factsOf>): Promise<Facts> {
  const [db, deps, organisation, quote] = args;
  const facts = await factsOf(...args);
  if (facts.rates_kept || quote.price.currency === facts.reference_currency) return facts;
  return (await seedRates(db, deps.config, organisation, facts.reference_currency)) ? factsOf(...args) : facts;
}

/** The verdict of the facts and of what budgets say (`spend`). */
async function judge(
  db: Db,
  facts: Facts,
  quote: Quote,
  spend: SpendVerdict | undefined,
  today: string,
): Promise<Assessment> {
  const rules = { referenceCurrency: facts.reference_currency, bands: facts.bands };
  const expiresAfterHours = facts.expires_after_hours;
  const { currency, netAmount } = quote.price;
  const rate =
    currency === rules.referenceCurrency
      ? { rate: '1', date: today }
      : facts.rate !== null && facts.rate_date !== null
        ? { rate: facts.rate, date: facts.rate_date }
        : undefined;
  if (!rate) {
    // Without a rate the amount cannot be placed in a band; only rules that never ask for approval let it pass,
    // and only when no budget or PO would have to convert it either.
    const free = rules.bands.every((band) => band.approvers === 0) && !spend?.approvalNeeded;
    return {
      verdict: free ? 'free' : 'unavailable',
      approvalsRequired: 0,
      expiresAfterHours,
      pinned: undefined,
      request: undefined,
      spend,
      message: free
        ? 'No approval is needed'
        : `There is no reference rate for ${currency} against ${rules.referenceCurrency}: an administrator sets one under Approval rules`,
    };
  }
  const referenceAmount = toReference(netAmount, rate.rate);
  const orderTotal = sum([facts.before ?? '0', referenceAmount]);
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
  const request =
    facts.request_id === null
      ? undefined
      : await db.selectFrom('approval_requests').selectAll().where('id', '=', facts.request_id).executeTakeFirst();
  const base = { approvalsRequired, expiresAfterHours, pinned, request, spend };
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

/**
 * The assessment when no PO, cost centre or budget concerns the order (the common case: one statement, and one
 * more when a request exists); undefined when one may, and `assess` must ask the budgets' check, in the
 * caller's transaction.
 */
export async function assessUnconcerned(
  db: Db,
  deps: Pick<ApprovalDeps, 'config' | 'spend'>,
  organisation: string,
  quote: Quote,
  projectId: string,
): Promise<Assessment | undefined> {
  const today = new Date().toISOString().slice(0, 10);
  const facts = await seededFacts(db, deps, organisation, quote, projectId, today);
  return facts.concerned && deps.spend ? undefined : judge(db, facts, quote, undefined, today);
}

/**
 * The assessment where a PO, cost centre or budget may concern the order: the budgets' check first (it locks the
 * order's PO, in the caller's transaction), then the facts, so that what the order's other acceptances come to
 * counts one that held the lock.
 */
export async function assessConcerned(
  db: Db,
  deps: Pick<ApprovalDeps, 'config' | 'spend'>,
  organisation: string,
  quote: Quote,
  projectId: string,
): Promise<Assessment> {
  const spend = await deps.spend?.check(db, organisation, quote, projectId, true);
  const today = new Date().toISOString().slice(0, 10);
  return judge(db, await seededFacts(db, deps, organisation, quote, projectId, today), quote, spend, today);
}

export async function assess(...args: Parameters<typeof assessConcerned>): Promise<Assessment> {
  return (await assessUnconcerned(...args)) ?? assessConcerned(...args);
}
