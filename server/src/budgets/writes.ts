/** What admins change (cost centres, POs, budgets, the project setting) and the PO an orderer picks; audited. */
import type { Transaction } from 'kysely';
import type { BudgetInput, CostCentreInput, OrderBudgetLink, PurchaseOrderInput } from '#portal-contract/budgets';
import type { Person } from '#portal-contract/approvals';
import { recordAudit } from '../approvals/audit';
import { DecisionError } from '../approvals/context';
import type { Tables } from '../db/schema';

type Trx = Transaction<Tables>;

const audited = (trx: Trx, organisation: string, actor: Person, details: Record<string, unknown>) =>
  recordAudit(trx, [{ organisation, action: 'budgets.changed', actor, details }]);

/** A unique code or number taken: 409 with words, not a database error. */
function taken(err: unknown, what: string): never {
  if ((err as { code?: unknown }).code === '23505')
    throw new DecisionError(409, 'invalid-request', `${what} exists already`);
  throw err;
}

async function ownCostCentre(trx: Trx, organisation: string, id: string | null) {
  if (id === null) return;
  const row = await trx
    .selectFrom('cost_centres')
    .select('id')
    .where('organisation', '=', organisation)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new DecisionError(400, 'invalid-request', 'There is no such cost centre');
}

export async function saveCostCentre(
  trx: Trx,
  organisation: string,
  id: string | null,
  input: CostCentreInput,
  actor: Person,
) {
  const values = { code: input.code, name: input.name, owner: input.owner };
  const row = await (
    id === null
      ? trx.insertInto('cost_centres').values({ organisation, ...values })
      : trx.updateTable('cost_centres').set(values).where('organisation', '=', organisation).where('id', '=', id)
  )
    .returningAll()
    .executeTakeFirst()
    .catch((err: unknown) => taken(err, `Cost centre ${input.code}`));
  if (!row) throw new DecisionError(404, 'not-found', 'There is no such cost centre');
  await audited(trx, organisation, actor, { costCentre: { ...values, id: row.id } });
  return row;
}

export async function savePurchaseOrder(
  trx: Trx,
  organisation: string,
  id: string | null,
  input: PurchaseOrderInput,
  actor: Person,
) {
  await ownCostCentre(trx, organisation, input.costCentreId);
  const values = {
    number: input.number,
    amount: input.amount,
    currency: input.currency,
    valid_from: input.validFrom,
    valid_to: input.validTo,
    cost_centre_id: input.costCentreId,
  };
  const row = await (
    id === null
      ? trx.insertInto('purchase_orders').values({ organisation, ...values })
      : trx.updateTable('purchase_orders').set(values).where('organisation', '=', organisation).where('id', '=', id)
  )
    .returningAll()
    .executeTakeFirst()
    .catch((err: unknown) => taken(err, `Purchase order ${input.number}`));
  if (!row) throw new DecisionError(404, 'not-found', 'There is no such purchase order');
  await audited(trx, organisation, actor, { purchaseOrder: { ...input, id: row.id } });
  return row;
}

export async function saveBudget(trx: Trx, organisation: string, id: string | null, input: BudgetInput, actor: Person) {
  const costCentreId = input.scope.kind === 'costCentre' ? input.scope.costCentreId : null;
  await ownCostCentre(trx, organisation, costCentreId);
  const values = {
    name: input.name,
    project_id: input.scope.kind === 'project' ? input.scope.projectId : null,
    cost_centre_id: costCentreId,
    period: input.period,
    starts_on: input.startsOn,
    amount: input.amount,
    currency: input.currency,
    hard: input.hard,
  };
  const row = await (
    id === null
      ? trx.insertInto('budgets').values({ organisation, ...values })
      : trx.updateTable('budgets').set(values).where('organisation', '=', organisation).where('id', '=', id)
  )
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new DecisionError(404, 'not-found', 'There is no such budget');
  await audited(trx, organisation, actor, { budget: { ...input, id: row.id } });
  return row;
}

export async function removeBudget(trx: Trx, organisation: string, id: string, actor: Person) {
  const row = await trx
    .deleteFrom('budgets')
    .where('organisation', '=', organisation)
    .where('id', '=', id)
    .returning(['id', 'name'])
    .executeTakeFirst();
  if (!row) throw new DecisionError(404, 'not-found', 'There is no such budget');
  await audited(trx, organisation, actor, { budgetRemoved: row });
}

export async function saveProjectSetting(
  trx: Trx,
  organisation: string,
  projectId: string,
  purchaseOrderRequired: boolean,
  actor: Person,
) {
  await trx
    .insertInto('project_budget_settings')
    .values({ organisation, project_id: projectId, purchase_order_required: purchaseOrderRequired })
    .onConflict((oc) =>
      oc.columns(['organisation', 'project_id']).doUpdateSet({ purchase_order_required: purchaseOrderRequired }),
    )
    .execute();
  await recordAudit(trx, [
    { organisation, action: 'budgets.changed', actor, projectId, details: { purchaseOrderRequired } },
  ]);
}

/** The PO and cost centre chosen for an order (a PO's own cost centre when none is named). */
export async function saveOrderLink(
  trx: Trx,
  organisation: string,
  taskId: string,
  link: OrderBudgetLink,
  actor: Person,
): Promise<OrderBudgetLink> {
  await ownCostCentre(trx, organisation, link.costCentreId);
  if (link.purchaseOrderId !== null) {
    const po = await trx
      .selectFrom('purchase_orders')
      .select('id')
      .where('organisation', '=', organisation)
      .where('id', '=', link.purchaseOrderId)
      .executeTakeFirst();
    if (!po) throw new DecisionError(400, 'invalid-request', 'There is no such purchase order');
  }
  const values = {
    purchase_order_id: link.purchaseOrderId,
    cost_centre_id: link.costCentreId,
    set_by_sub: actor.sub,
    set_at: new Date(),
  };
  await trx
    .insertInto('order_budget_links')
    .values({ organisation, task_id: taskId, ...values })
    .onConflict((oc) => oc.columns(['organisation', 'task_id']).doUpdateSet(values))
    .execute();
  return link;
}
