/**
 * What the budgets of an order would have left after each of its quotes: the quote comparison shows it beside
 * each quote. The same conversion as the acceptance's check; a currency without a rate is not converted.
 */
import Decimal from 'decimal.js';
import type { Kysely } from 'kysely';
import type { BudgetOutlook } from '#portal-contract/budgets';
import type { ServerConfig } from '../config';
import { rulesFor } from '../approvals/rules';
import type { Tables } from '../db/schema';
import { budgetSpend } from './alerts';
import { grossIn } from './check';
import { percent } from './spend';

export async function outlook(
  db: Kysely<Tables>,
  config: Pick<ServerConfig, 'money'>,
  organisation: string,
  projectId: string,
  taskId: string,
  quotes: { id: string; grossAmount: string; currency: string }[],
  today: string,
): Promise<BudgetOutlook> {
  const link = await db
    .selectFrom('order_budget_links')
    .leftJoin('purchase_orders', 'purchase_orders.id', 'order_budget_links.purchase_order_id')
    .select(['order_budget_links.cost_centre_id', 'purchase_orders.cost_centre_id as po_cost_centre_id'])
    .where('order_budget_links.organisation', '=', organisation)
    .where('task_id', '=', taskId)
    .executeTakeFirst();
  const costCentreId = link?.cost_centre_id ?? link?.po_cost_centre_id ?? null;
  const budgets = await db
    .selectFrom('budgets')
    .selectAll()
    .where('organisation', '=', organisation)
    .where((eb) =>
      eb.or([
        ...(projectId ? [eb('project_id', '=', projectId)] : []),
        ...(costCentreId ? [eb('cost_centre_id', '=', costCentreId)] : []),
        eb.val(false),
      ]),
    )
    .orderBy('name')
    .execute();
  if (budgets.length === 0) return { budgets: [], quotes: quotes.map((q) => ({ quoteId: q.id, budgets: [] })) };
  const reference = (await rulesFor(db, config, organisation, projectId || null)).referenceCurrency;
  const spends = await Promise.all(budgets.map((b) => budgetSpend(db, b, today)));
  const result: BudgetOutlook = {
    budgets: budgets.map((b, i) => ({
      id: b.id,
      name: b.name,
      currency: b.currency,
      hard: b.hard,
      left: spends[i]!.figures.left,
    })),
    quotes: [],
  };
  for (const quote of quotes) {
    const rows: BudgetOutlook['quotes'][number]['budgets'] = [];
    for (const [i, budget] of budgets.entries()) {
      const cost = await grossIn(db, config, organisation, reference, quote, budget.currency);
      if (cost === undefined) {
        rows.push({ budgetId: budget.id, leftAfter: null, shareAfter: null, warning: 'noRate' });
        continue;
      }
      const committed = new Decimal(spends[i]!.figures.committed).plus(cost);
      const whole = new Decimal(budget.amount);
      const past = committed.greaterThan(whole);
      rows.push({
        budgetId: budget.id,
        leftAfter: whole.minus(committed).toFixed(),
        shareAfter: percent(committed, whole),
        warning: past
          ? budget.hard
            ? 'pastHard'
            : 'pastSoft'
          : committed.times(100).greaterThanOrEqualTo(whole.times(80))
            ? 'past80'
            : 'none',
      });
    }
    result.quotes.push({ quoteId: quote.id, budgets: rows });
  }
  return result;
}
