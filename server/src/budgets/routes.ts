/**
 * The portal server's budget routes under /bff/budgets (server mode): admins keep cost centres, purchase orders,
 * budgets and each project's "purchase order required"; orderers read the order form's choices, record the PO
 * and cost centre of an order, and ask what budgets would have left after each quote.
 */
import express, { type Request, type Response } from 'express';
import type { Transaction } from 'kysely';
import { z } from '#contract/zod';
import {
  budgetInputSchema,
  costCentreInputSchema,
  orderBudgetLinkSchema,
  outlookInputSchema,
  purchaseOrderInputSchema,
  type OrderBudgetLink,
} from '#portal-contract/budgets';
import { DecisionError, withDatabase, type ApprovalDeps, type Caller, type SignedIn } from '../approvals/context';
import { personOf } from '../approvals/people';
import type { Tables } from '../db/schema';
import { parse, portalRoute } from '../approvals/handlers';
import { markDelivered } from './delivered';
import { outlook } from './outlook';
import { todayOf } from './periods';
import { notices, orderChoices, overview } from './reads';
import {
  removeBudget,
  saveBudget,
  saveCostCentre,
  saveOrderLink,
  savePurchaseOrder,
  saveProjectSetting,
} from './writes';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const single = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const ADMIN = ['admin'] as const;
const ORDERING = ['orderer', 'admin'] as const;

export function budgetRoutes(
  deps: ApprovalDeps,
  signedIn: (req: Request, res: Response) => Promise<SignedIn | undefined>,
  now: () => Date = () => new Date(),
): express.Router {
  const router = express.Router();
  router.use('/budgets', express.json({ limit: '64kb' }));
  const route = portalRoute(deps, signedIn);
  const db = () => deps.database.db;
  const today = () => todayOf(now());
  const id = (req: Request, what: string) => {
    const value = String(req.params.id);
    if (!UUID.test(value)) throw new DecisionError(404, 'not-found', `There is no such ${what}`);
    return value;
  };
  /** A change in one transaction, then the overview as it is now. */
  const changed = async (caller: Caller, write: (trx: Transaction<Tables>) => Promise<unknown>) =>
    withDatabase(deps, async () => {
      await db().transaction().execute(write);
      return overview(db(), caller.user.organisation, today());
    });

  router.get(
    '/budgets',
    route(ADMIN, (caller) =>
      withDatabase(deps, async () => {
        await markDelivered(deps, caller, now());
        return overview(db(), caller.user.organisation, today());
      }),
    ),
  );
  router.get(
    '/budgets/notices',
    route(undefined, (caller) =>
      withDatabase(deps, async () => ({ notices: await notices(db(), caller.user.organisation, today()) })),
    ),
  );

  const who = (caller: Caller) => [caller.user.organisation, personOf(caller.user)] as const;
  router.post(
    '/budgets/cost-centres',
    route(ADMIN, (caller, req) => {
      const input = parse(costCentreInputSchema, req.body);
      const [organisation, actor] = who(caller);
      return changed(caller, (trx) => saveCostCentre(trx, organisation, null, input, actor));
    }),
  );
  router.put(
    '/budgets/cost-centres/:id',
    route(ADMIN, (caller, req) => {
      const input = parse(costCentreInputSchema, req.body);
      const [organisation, actor] = who(caller);
      return changed(caller, (trx) => saveCostCentre(trx, organisation, id(req, 'cost centre'), input, actor));
    }),
  );
  router.post(
    '/budgets/purchase-orders',
    route(ADMIN, (caller, req) => {
      const input = parse(purchaseOrderInputSchema, req.body);
      const [organisation, actor] = who(caller);
      return changed(caller, (trx) => savePurchaseOrder(trx, organisation, null, input, actor));
    }),
  );
  router.put(
    '/budgets/purchase-orders/:id',
    route(ADMIN, (caller, req) => {
      const input = parse(purchaseOrderInputSchema, req.body);
      const [organisation, actor] = who(caller);
      return changed(caller, (trx) => savePurchaseOrder(trx, organisation, id(req, 'purchase order'), input, actor));
    }),
  );
  router.post(
    '/budgets/budgets',
    route(ADMIN, (caller, req) => {
      const input = parse(budgetInputSchema, req.body);
      const [organisation, actor] = who(caller);
      return changed(caller, (trx) => saveBudget(trx, organisation, null, input, actor));
    }),
  );
  router.put(
    '/budgets/budgets/:id',
    route(ADMIN, (caller, req) => {
      const input = parse(budgetInputSchema, req.body);
      const [organisation, actor] = who(caller);
      return changed(caller, (trx) => saveBudget(trx, organisation, id(req, 'budget'), input, actor));
    }),
  );
  router.delete(
    '/budgets/budgets/:id',
    route(ADMIN, (caller, req) => {
      const [organisation, actor] = who(caller);
      return changed(caller, (trx) => removeBudget(trx, organisation, id(req, 'budget'), actor));
    }),
  );
  router.put(
    '/budgets/projects/:projectId',
    route(ADMIN, (caller, req) => {
      const { purchaseOrderRequired } = parse(z.object({ purchaseOrderRequired: z.boolean() }), req.body);
      const [organisation, actor] = who(caller);
      const projectId = String(req.params.projectId);
      return changed(caller, (trx) => saveProjectSetting(trx, organisation, projectId, purchaseOrderRequired, actor));
    }),
  );

  router.get(
    '/budgets/choices',
    route(ORDERING, (caller, req) =>
      withDatabase(deps, () =>
        orderChoices(db(), caller.user.organisation, single(req.query.projectId) ?? '', today()),
      ),
    ),
  );

  /** The order must be the caller's as the service sees it. */
  const ownOrder = async (caller: Caller, taskId: string) => {
    const task = await deps.service.task(caller.token, taskId);
    if (!task) throw new DecisionError(404, 'not-found', 'The service does not know this order');
    return task;
  };
  router.get(
    '/budgets/orders/:taskId',
    route(undefined, async (caller, req): Promise<OrderBudgetLink> => {
      const taskId = String(req.params.taskId);
      await ownOrder(caller, taskId);
      const row = await withDatabase(deps, () =>
        db()
          .selectFrom('order_budget_links')
          .select(['purchase_order_id', 'cost_centre_id'])
          .where('organisation', '=', caller.user.organisation)
          .where('task_id', '=', taskId)
          .executeTakeFirst(),
      );
      return { purchaseOrderId: row?.purchase_order_id ?? null, costCentreId: row?.cost_centre_id ?? null };
    }),
  );
  router.put(
    '/budgets/orders/:taskId',
    route(ORDERING, async (caller, req) => {
      const link = parse(orderBudgetLinkSchema, req.body);
      const taskId = String(req.params.taskId);
      await ownOrder(caller, taskId);
      const [organisation, actor] = who(caller);
      return withDatabase(deps, () =>
        db()
          .transaction()
          .execute((trx) => saveOrderLink(trx, organisation, taskId, link, actor)),
      );
    }),
  );
  router.post(
    '/budgets/outlook',
    route(undefined, async (caller, req) => {
      const input = parse(outlookInputSchema, req.body);
      const task = await ownOrder(caller, input.taskId);
      return withDatabase(deps, () =>
        outlook(db(), deps.config, caller.user.organisation, task.projectId, input.taskId, input.quotes, today()),
      );
    }),
  );
  return router;
}
