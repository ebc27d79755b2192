/** What the budget pages read: the overview with each PO's and budget's figures, the order form's choices. */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type {
  BudgetNotice,
  BudgetOverview,
  BudgetStatus,
  CostCentre,
  OrderChoices,
  PurchaseOrder,
} from '#portal-contract/budgets';
import type { CostCentresTable, PurchaseOrdersTable } from '../db/budget-tables';
import type { Tables } from '../db/schema';
import { budgetSpend, levelsReached, type BudgetRow } from './alerts';
import { periodOf } from './periods';
import { spendOf } from './spend';

type Db = Kysely<Tables> | Transaction<Tables>;

export const costCentreOf = (row: Selectable<CostCentresTable>): CostCentre => ({
  id: row.id,
  code: row.code,
  name: row.name,
  owner: row.owner,
});

async function purchaseOrderOf(db: Db, row: Selectable<PurchaseOrdersTable>): Promise<PurchaseOrder> {
  const { figures } = await spendOf(db, row.organisation, { purchaseOrderId: row.id }, row.amount, row.currency);
  return {
    id: row.id,
    number: row.number,
    amount: row.amount,
    currency: row.currency,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    costCentreId: row.cost_centre_id,
    figures,
  };
}

export async function budgetStatus(db: Db, row: BudgetRow, today: string): Promise<BudgetStatus> {
  const spend = await budgetSpend(db, row, today);
  return {
    id: row.id,
    name: row.name,
    scope:
      row.project_id !== null
        ? { kind: 'project', projectId: row.project_id }
        : { kind: 'costCentre', costCentreId: row.cost_centre_id ?? '' },
    period: row.period,
    startsOn: row.starts_on,
    amount: row.amount,
    currency: row.currency,
    hard: row.hard,
    periodStart: spend.period.start,
    periodEnd: spend.period.end,
    figures: spend.figures,
    alertsReached: [...levelsReached(spend.figures.shareUsed)],
    burn: spend.burn,
  };
}

const costCentres = (db: Db, organisation: string) =>
  db.selectFrom('cost_centres').selectAll().where('organisation', '=', organisation).orderBy('code').execute();

export async function notices(db: Db, organisation: string, today: string): Promise<BudgetNotice[]> {
  const rows = await db
    .selectFrom('budget_alerts')
    .innerJoin('budgets', 'budgets.id', 'budget_alerts.budget_id')
    .select([
      'budgets.id',
      'budgets.name',
      'budgets.period',
      'budgets.starts_on',
      'level',
      'period_start',
      'reached_at',
    ])
    .where('budgets.organisation', '=', organisation)
    .orderBy('reached_at', 'desc')
    .orderBy('level', 'desc')
    .limit(200)
    .execute();
  // The current period's alerts only; of a budget's levels, the highest.
  const shown = new Map<string, BudgetNotice>();
  for (const r of rows) {
    if (periodOf(r.period, r.starts_on, today).start !== r.period_start) continue;
    const seen = shown.get(r.id);
    if (seen && seen.level >= r.level) continue;
    shown.set(r.id, {
      budgetId: r.id,
      name: r.name,
      level: r.level,
      periodStart: r.period_start,
      reachedAt: r.reached_at.toISOString(),
    });
  }
  return [...shown.values()];
}

export async function overview(db: Db, organisation: string, today: string): Promise<BudgetOverview> {
  const [centres, orders, budgets, projects] = await Promise.all([
    costCentres(db, organisation),
    db.selectFrom('purchase_orders').selectAll().where('organisation', '=', organisation).orderBy('number').execute(),
    db.selectFrom('budgets').selectAll().where('organisation', '=', organisation).orderBy('name').execute(),
    db
      .selectFrom('project_budget_settings')
      .selectAll()
      .where('organisation', '=', organisation)
      .orderBy('project_id')
      .execute(),
  ]);
  const purchaseOrders: PurchaseOrder[] = [];
  for (const row of orders) purchaseOrders.push(await purchaseOrderOf(db, row));
  const statuses: BudgetStatus[] = [];
  for (const row of budgets) statuses.push(await budgetStatus(db, row, today));
  return {
    costCentres: centres.map(costCentreOf),
    purchaseOrders,
    budgets: statuses,
    projects: projects.map((p) => ({ projectId: p.project_id, purchaseOrderRequired: p.purchase_order_required })),
    notices: await notices(db, organisation, today),
  };
}

/** The order form's choices for a project: its setting, the cost centres, and the POs valid today. */
export async function orderChoices(
  db: Db,
  organisation: string,
  projectId: string,
  today: string,
): Promise<OrderChoices> {
  const setting = await db
    .selectFrom('project_budget_settings')
    .select('purchase_order_required')
    .where('organisation', '=', organisation)
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  const orders = await db
    .selectFrom('purchase_orders')
    .selectAll()
    .where('organisation', '=', organisation)
    .where('valid_from', '<=', today)
    .where('valid_to', '>=', today)
    .orderBy('number')
    .execute();
  const purchaseOrders: PurchaseOrder[] = [];
  for (const row of orders) purchaseOrders.push(await purchaseOrderOf(db, row));
  return {
    purchaseOrderRequired: setting?.purchase_order_required ?? false,
    costCentres: (await costCentres(db, organisation)).map(costCentreOf),
    purchaseOrders,
  };
}
