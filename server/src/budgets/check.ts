/**
 * What purchase orders and budgets add to the one check of an acceptance (approvals/assess.ts calls it in its
 * transaction): where the project requires a PO, the order's PO must exist, be valid today and have enough left
 * for the quote's gross (in the PO's currency at today's rates); past a hard budget the acceptance needs an
 * approval whatever its band; a currency without a rate is never converted, so it needs an approval too.
 * One statement answers the common case (nothing applies).
 */
import Decimal from 'decimal.js';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Quote } from '#contract/quote';
import type { ServerConfig } from '../config';
import type { SpendVerdict } from '../approvals/context';
import { rateFor, rulesFor } from '../approvals/rules';
import type { Tables } from '../db/schema';
import { budgetSpend } from './alerts';
import { todayOf } from './periods';
import { convert, rateHistory, spendOf } from './spend';

type Db = Kysely<Tables> | Transaction<Tables>;

interface Facts {
  required: boolean | null;
  purchase_order_id: string | null;
  cost_centre_id: string | null;
  budgeted: boolean;
  number: string | null;
  amount: string | null;
  currency: string | null;
  valid_from: string | null;
  valid_to: string | null;
  po_cost_centre_id: string | null;
}

/**
 * Whether anything could concern the order: a PO required, a PO or cost centre chosen, or a budget of its project
 * (a cost centre's budget needs a choice). An SQL expression: the approvals' assessment asks it in its one
 * statement, and the common case stops there.
 */
export const concernsOrder = (organisation: string, projectId: string, taskId: string) => sql<boolean>`exists (
    select 1 from project_budget_settings
     where organisation = ${organisation} and project_id = ${projectId} and purchase_order_required
    union all select 1 from order_budget_links where organisation = ${organisation} and task_id = ${taskId}
    union all select 1 from budgets where organisation = ${organisation} and project_id = ${projectId})`;

async function anythingFor(db: Db, organisation: string, projectId: string, taskId: string): Promise<boolean> {
  const { rows } = await sql<{ concerned: boolean }>`
    select ${concernsOrder(organisation, projectId, taskId)} as concerned`.execute(db);
  return rows[0]?.concerned === true;
}

/** The project's setting, the order's PO and cost centre, and whether any budget concerns it: one statement. */
async function factsOf(db: Db, organisation: string, projectId: string, taskId: string): Promise<Facts> {
  const { rows } = await sql<Facts>`
    select (select purchase_order_required from project_budget_settings
             where organisation = ${organisation} and project_id = ${projectId}) as required,
           l.purchase_order_id, l.cost_centre_id, po.number, po.amount, po.currency,
           po.valid_from::text as valid_from, po.valid_to::text as valid_to, po.cost_centre_id as po_cost_centre_id,
           exists (select 1 from budgets b where b.organisation = ${organisation}
                    and (b.project_id = ${projectId}
                         or b.cost_centre_id = coalesce(l.cost_centre_id, po.cost_centre_id))) as budgeted
      from (select 1) as one
      left join order_budget_links l on l.organisation = ${organisation} and l.task_id = ${taskId}
      left join purchase_orders po on po.id = l.purchase_order_id`.execute(db);
  return rows[0]!;
}

/** A quote's gross in `target` at today's rates, or undefined without a rate. */
export async function grossIn(
  db: Db,
  config: Pick<ServerConfig, 'money'>,
  organisation: string,
  reference: string,
  price: { grossAmount: string; currency: string },
  target: string,
) {
  const { grossAmount, currency } = price;
  if (currency === target) return new Decimal(grossAmount);
  const rate = await rateFor(db, config, organisation, reference, currency);
  if (!rate) return undefined;
  const grossReference = new Decimal(grossAmount).dividedBy(rate.rate).toDecimalPlaces(4).toFixed();
  const history = await rateHistory(db, organisation, target);
  return convert(
    { gross: grossAmount, grossReference, currency, referenceCurrency: reference, rateDate: rate.date },
    target,
    history,
  );
}

const noRate = (currency: string, target: string, what: string) =>
  `There is no rate to convert ${currency} into ${target}, so ${what} cannot be checked and this acceptance needs approval: an administrator sets the rate under Approval rules`;

export function spendCheck(config: Pick<ServerConfig, 'money'>, now: () => Date = () => new Date()) {
  return async function check(
    db: Db,
    organisation: string,
    quote: Quote,
    projectId: string,
    concerned?: boolean,
  ): Promise<SpendVerdict | undefined> {
    if (!concerned && !(await anythingFor(db, organisation, projectId, quote.translationTaskId))) return undefined;
    const facts = await factsOf(db, organisation, projectId, quote.translationTaskId);
    if (!facts.required && !facts.purchase_order_id && !facts.cost_centre_id && !facts.budgeted) return undefined;
    const at = now();
    const today = todayOf(at);
    const costCentreId = facts.cost_centre_id ?? facts.po_cost_centre_id;
    const verdict: SpendVerdict = { purchaseOrderId: facts.purchase_order_id, costCentreId, at };
    const reference = (await rulesFor(db, config, organisation, projectId || null)).referenceCurrency;
    const refuse = (code: 'purchase-order-required' | 'purchase-order-invalid', message: string) => ({
      ...verdict,
      refusal: { status: 403, code, message },
    });

    if (facts.purchase_order_id && facts.amount && facts.currency) {
      const label = `Purchase order ${facts.number ?? ''}`;
      if (today < (facts.valid_from ?? '') || today > (facts.valid_to ?? ''))
        return refuse('purchase-order-invalid', `${label} is valid from ${facts.valid_from} to ${facts.valid_to}`);
      // Two acceptances charging one PO at once: the second waits here and counts the first.
      await sql`select id from purchase_orders where id = ${facts.purchase_order_id} for update`.execute(db);
      const spent = await spendOf(
        db,
        organisation,
        { purchaseOrderId: facts.purchase_order_id },
        facts.amount,
        facts.currency,
      );
      const cost = await grossIn(db, config, organisation, reference, quote.price, facts.currency);
      if (cost === undefined) verdict.approvalNeeded = noRate(quote.price.currency, facts.currency, `${label}`);
      else if (cost.greaterThan(spent.figures.left))
        return refuse(
          'purchase-order-invalid',
          `${label} has ${spent.figures.left} ${facts.currency} left, less than this quote's ${cost.toFixed()} ${facts.currency}`,
        );
    } else if (facts.required)
      return refuse(
        'purchase-order-required',
        'This project requires a purchase order: choose one for the order before accepting a quote',
      );

    if (!facts.budgeted) return verdict;
    const budgets = await db
      .selectFrom('budgets')
      .selectAll()
      .where('organisation', '=', organisation)
      .where((eb) =>
        eb.or([eb('project_id', '=', projectId), ...(costCentreId ? [eb('cost_centre_id', '=', costCentreId)] : [])]),
      )
      .execute();
    for (const budget of budgets) {
      const cost = await grossIn(db, config, organisation, reference, quote.price, budget.currency);
      if (cost === undefined) {
        verdict.approvalNeeded ??= noRate(quote.price.currency, budget.currency, `the budget ${budget.name}`);
        continue;
      }
      if (!budget.hard) continue;
      const spent = await budgetSpend(db, budget, today);
      if (cost.greaterThan(spent.figures.left))
        verdict.approvalNeeded ??= `This quote takes the hard budget ${budget.name} past its ${budget.amount} ${budget.currency} (${spent.figures.left} ${budget.currency} left), so it needs approval`;
    }
    return verdict;
  };
}
