/**
 * What the portal and its server exchange about where the money goes: cost centres, purchase orders, the
 * project setting "purchase order required", budgets per project or cost centre and their status, the PO and
 * cost centre chosen for an order, and what a budget would have left after each quote. Money is a decimal string.
 */
import { decimalStringSchema } from '#contract/common';
import { z } from '#contract/zod';

const currencySchema = z.string().check(z.regex(/^[A-Z]{3}$/, 'An ISO 4217 code such as EUR'));
const dateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'A date such as 2026-11-20'));
const positiveDecimal = z.string().check(z.regex(/^(?!0+(?:\.0+)?$)\d{1,12}(?:\.\d{1,4})?$/, 'A positive amount'));
const text = (max: number) => z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(max));

/** What an admin saves of a cost centre. */
export const costCentreInputSchema = z.object({
  code: text(32),
  name: text(120),
  /** Who answers for it: a name or an e-mail address (an address also gets the budget alerts). */
  owner: text(120),
});
export type CostCentreInput = z.output<typeof costCentreInputSchema>;
export const costCentreSchema = z.extend(costCentreInputSchema, { id: z.string() });
export type CostCentre = z.output<typeof costCentreSchema>;

/** What an admin saves of a purchase order: valid from and to, inclusive days. */
export const purchaseOrderInputSchema = z
  .object({
    number: text(64),
    amount: positiveDecimal,
    currency: currencySchema,
    validFrom: dateSchema,
    validTo: dateSchema,
    costCentreId: z.nullable(z.string()),
  })
  .check(
    z.refine((po) => po.validTo >= po.validFrom, {
      message: 'Valid to is on or after valid from',
      path: ['validTo'],
    }),
  );
export type PurchaseOrderInput = z.output<typeof purchaseOrderInputSchema>;

/** Committed: accepted quotes' gross at the rate pinned at acceptance; delivered: of those, delivered. */
export const spendFiguresSchema = z.object({
  committed: decimalStringSchema,
  delivered: decimalStringSchema,
  left: decimalStringSchema,
  /** committed / amount, as a decimal string of a percentage (83.5). */
  shareUsed: decimalStringSchema,
  /** Accepted gross in currencies without a rate: never converted, shown apart. */
  unconverted: z.array(z.object({ currency: z.string(), amount: decimalStringSchema })),
});
export type SpendFigures = z.output<typeof spendFiguresSchema>;

export const purchaseOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  amount: decimalStringSchema,
  currency: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  costCentreId: z.nullable(z.string()),
  figures: spendFiguresSchema,
});
export type PurchaseOrder = z.output<typeof purchaseOrderSchema>;

export const BUDGET_PERIODS = ['month', 'quarter', 'year'] as const;
export type BudgetPeriod = (typeof BUDGET_PERIODS)[number];
export const ALERT_LEVELS = [50, 80, 100] as const;

export const budgetScopeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('project'), projectId: text(200) }),
  z.object({ kind: z.literal('costCentre'), costCentreId: text(64) }),
]);
export type BudgetScope = z.output<typeof budgetScopeSchema>;

/** A budget: so much per period (repeating from `startsOn`), soft (alerts) or hard (an approval past it). */
export const budgetInputSchema = z.object({
  name: text(120),
  scope: budgetScopeSchema,
  period: z.enum(BUDGET_PERIODS),
  startsOn: dateSchema,
  amount: positiveDecimal,
  currency: currencySchema,
  hard: z.boolean(),
});
export type BudgetInput = z.output<typeof budgetInputSchema>;

export const budgetStatusSchema = z.extend(budgetInputSchema, {
  id: z.string(),
  amount: decimalStringSchema,
  /** The current period, inclusive start and exclusive end. */
  periodStart: z.string(),
  periodEnd: z.string(),
  figures: spendFiguresSchema,
  /** Of 50, 80 and 100 (%): the levels reached in this period. */
  alertsReached: z.array(z.number()),
  /** Committed by day of the period (cumulative), for the burn-down. */
  burn: z.array(z.object({ date: z.string(), committed: decimalStringSchema })),
});
export type BudgetStatus = z.output<typeof budgetStatusSchema>;

export const projectSettingSchema = z.object({ projectId: z.string(), purchaseOrderRequired: z.boolean() });
export type ProjectSetting = z.output<typeof projectSettingSchema>;

/** A budget alert of the current period, as the portal shows it. */
export const budgetNoticeSchema = z.object({
  budgetId: z.string(),
  name: z.string(),
  level: z.number(),
  periodStart: z.string(),
  reachedAt: z.string(),
});
export type BudgetNotice = z.output<typeof budgetNoticeSchema>;

/** The admin page's overview. */
export const budgetOverviewSchema = z.object({
  costCentres: z.array(costCentreSchema),
  purchaseOrders: z.array(purchaseOrderSchema),
  budgets: z.array(budgetStatusSchema),
  projects: z.array(projectSettingSchema),
  notices: z.array(budgetNoticeSchema),
});
export type BudgetOverview = z.output<typeof budgetOverviewSchema>;

/** The PO and cost centre chosen for an order (kept by the portal server, keyed by the order's task id). */
export const orderBudgetLinkSchema = z.object({
  purchaseOrderId: z.nullable(z.string()),
  costCentreId: z.nullable(z.string()),
});
export type OrderBudgetLink = z.output<typeof orderBudgetLinkSchema>;

/** What the order form offers: the project's setting, the cost centres, and the POs valid today. */
export const orderChoicesSchema = z.object({
  purchaseOrderRequired: z.boolean(),
  costCentres: z.array(costCentreSchema),
  purchaseOrders: z.array(purchaseOrderSchema),
});
export type OrderChoices = z.output<typeof orderChoicesSchema>;

export const outlookInputSchema = z.object({
  taskId: z.string().check(z.minLength(1)),
  quotes: z
    .array(z.object({ id: z.string(), grossAmount: decimalStringSchema, currency: currencySchema }))
    .check(z.maxLength(100)),
});

/** A budget after one quote: what it would have left, or null when the quote's currency has no rate. */
export const quoteOutlookSchema = z.object({
  quoteId: z.string(),
  budgets: z.array(
    z.object({
      budgetId: z.string(),
      leftAfter: z.nullable(decimalStringSchema),
      shareAfter: z.nullable(decimalStringSchema),
      warning: z.enum(['none', 'past80', 'pastHard', 'pastSoft', 'noRate']),
    }),
  ),
});

export const budgetOutlookSchema = z.object({
  budgets: z.array(
    z.object({ id: z.string(), name: z.string(), currency: z.string(), hard: z.boolean(), left: decimalStringSchema }),
  ),
  quotes: z.array(quoteOutlookSchema),
});
export type BudgetOutlook = z.output<typeof budgetOutlookSchema>;

/** The paths under the server's /bff. */
export const BUDGETS_API = {
  overview: '/budgets',
  costCentres: '/budgets/cost-centres',
  costCentre: (id: string) => `/budgets/cost-centres/${encodeURIComponent(id)}`,
  purchaseOrders: '/budgets/purchase-orders',
  purchaseOrder: (id: string) => `/budgets/purchase-orders/${encodeURIComponent(id)}`,
  budgets: '/budgets/budgets',
  budget: (id: string) => `/budgets/budgets/${encodeURIComponent(id)}`,
  project: (projectId: string) => `/budgets/projects/${encodeURIComponent(projectId)}`,
  choices: '/budgets/choices',
  order: (taskId: string) => `/budgets/orders/${encodeURIComponent(taskId)}`,
  outlook: '/budgets/outlook',
  notices: '/budgets/notices',
} as const;
