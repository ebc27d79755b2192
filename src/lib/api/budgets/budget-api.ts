/** Fetchers of the portal server's purchase orders, cost centres and budgets (server mode, `/bff/budgets…`). */
import { z } from '#contract/zod';
import {
  budgetNoticeSchema,
  budgetOutlookSchema,
  budgetOverviewSchema,
  BUDGETS_API,
  orderBudgetLinkSchema,
  orderChoicesSchema,
  type BudgetInput,
  type CostCentreInput,
  type OrderBudgetLink,
  type PurchaseOrderInput,
} from '#portal-contract/budgets';
import { portalServerRequest } from '#portal/lib/api/approvals/portal-server-api.ts';

const maybe = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

export const getBudgetOverview = (signal?: AbortSignal) =>
  portalServerRequest(BUDGETS_API.overview, { schema: budgetOverviewSchema, ...maybe(signal) });

export const getBudgetNotices = (signal?: AbortSignal) =>
  portalServerRequest(BUDGETS_API.notices, {
    schema: z.object({ notices: z.array(budgetNoticeSchema) }),
    ...maybe(signal),
  });

const save = <T>(path: string, id: string | null, create: string, body: T) =>
  portalServerRequest(id === null ? create : path, {
    method: id === null ? 'POST' : 'PUT',
    body,
    schema: budgetOverviewSchema,
  });

export const saveCostCentre = (id: string | null, input: CostCentreInput) =>
  save(BUDGETS_API.costCentre(id ?? ''), id, BUDGETS_API.costCentres, input);

export const savePurchaseOrder = (id: string | null, input: PurchaseOrderInput) =>
  save(BUDGETS_API.purchaseOrder(id ?? ''), id, BUDGETS_API.purchaseOrders, input);

export const saveBudget = (id: string | null, input: BudgetInput) =>
  save(BUDGETS_API.budget(id ?? ''), id, BUDGETS_API.budgets, input);

export const removeBudget = (id: string) =>
  portalServerRequest(BUDGETS_API.budget(id), { method: 'DELETE', schema: budgetOverviewSchema });

export const saveProjectSetting = (projectId: string, purchaseOrderRequired: boolean) =>
  portalServerRequest(BUDGETS_API.project(projectId), {
    method: 'PUT',
    body: { purchaseOrderRequired },
    schema: budgetOverviewSchema,
  });

export const getOrderChoices = (projectId: string, signal?: AbortSignal) =>
  portalServerRequest(BUDGETS_API.choices, {
    query: { projectId },
    schema: orderChoicesSchema,
    ...maybe(signal),
  });

export const getOrderLink = (taskId: string, signal?: AbortSignal) =>
  portalServerRequest(BUDGETS_API.order(taskId), { schema: orderBudgetLinkSchema, ...maybe(signal) });

export const saveOrderLink = (taskId: string, link: OrderBudgetLink) =>
  portalServerRequest(BUDGETS_API.order(taskId), { method: 'PUT', body: link, schema: orderBudgetLinkSchema });

export interface OutlookQuote {
  id: string;
  grossAmount: string;
  currency: string;
}

export const getBudgetOutlook = (taskId: string, quotes: readonly OutlookQuote[], signal?: AbortSignal) =>
  portalServerRequest(BUDGETS_API.outlook, {
    method: 'POST',
    body: { taskId, quotes },
    schema: budgetOutlookSchema,
    ...maybe(signal),
  });
