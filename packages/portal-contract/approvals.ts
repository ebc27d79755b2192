/**
 * What the portal and the portal server exchange about approvals: the rules (amount bands per project, with an
 * organisation default), the reference rates, the requests and their decisions, delegations, and the answer to
 * "may this quote be accepted now?". Money is a decimal string throughout.
 */
import { decimalStringSchema } from '#contract/common';
import { z } from '#contract/zod';
import { reasonSchema } from './reasons';

const currencySchema = z.string().check(z.regex(/^[A-Z]{3}$/, 'An ISO 4217 code such as EUR'));
const dateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'A date such as 2026-11-20'));
const positiveDecimal = z.string().check(z.regex(/^(?!0+(?:\.0+)?$)\d{1,12}(?:\.\d{1,4})?$/, 'A positive amount'));
const personSchema = z.object({ sub: z.string(), name: z.string() });
export type Person = z.output<typeof personSchema>;

/** Spend up to `upTo` (the last band: null, everything above) needs `approvers` approvals. */
export const bandSchema = z.object({
  upTo: z.nullable(positiveDecimal),
  approvers: z.number().check(z.int(), z.minimum(0), z.maximum(5)),
});
export type Band = z.output<typeof bandSchema>;

export const MAX_EXPIRY_HOURS = 2160;

/** A rule set: the organisation's default (projectId null) or one project's. */
export const ruleSetSchema = z.object({
  projectId: z.nullable(z.string()),
  referenceCurrency: currencySchema,
  /** Bands by rising `upTo`, the last open-ended. */
  bands: z.array(bandSchema).check(z.minLength(1), z.maxLength(8)),
  /** A request waits this long for its approvals, then expires. */
  expiresAfterHours: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_EXPIRY_HOURS)),
  updatedAt: z.optional(z.string()),
  updatedBy: z.optional(z.string()),
});
export type RuleSet = z.output<typeof ruleSetSchema>;

/** What an admin saves: bands rise, only the last is open-ended. */
export const ruleSetInputSchema = z
  .pipe(
    z.omit(ruleSetSchema, { updatedAt: true, updatedBy: true }),
    z.transform((rules) => rules),
  )
  .check(
    z.refine(
      (rules) =>
        rules.bands.every((band, i) => (i === rules.bands.length - 1 ? band.upTo === null : band.upTo !== null)) &&
        rules.bands.every(
          (band, i) => i === 0 || band.upTo === null || Number(band.upTo) > Number(rules.bands[i - 1]?.upTo ?? 0),
        ),
      { message: 'Bands rise, and only the last is open-ended', path: ['bands'] },
    ),
  );
export type RuleSetInput = z.output<typeof ruleSetInputSchema>;

/** How much of `currency` one unit of the reference currency buys, on `date`. */
export const rateSchema = z.object({
  currency: currencySchema,
  rate: positiveDecimal,
  date: dateSchema,
  setBy: z.optional(z.string()),
});
export type Rate = z.output<typeof rateSchema>;

export const rulesResponseSchema = z.object({
  organisation: ruleSetSchema,
  projects: z.array(ruleSetSchema),
  /** The latest rate of each currency against the organisation's reference currency. */
  rates: z.array(rateSchema),
});
export type RulesResponse = z.output<typeof rulesResponseSchema>;

export const ratesInputSchema = z.object({ rates: z.array(rateSchema).check(z.maxLength(50)) });

export const REQUEST_STATUSES = ['pending', 'approved', 'declined', 'expired', 'closed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const approvalSchema = z.object({
  approver: personSchema,
  actingFor: z.nullable(personSchema),
  at: z.string(),
});

export const approvalRequestSchema = z.object({
  id: z.string(),
  status: z.enum(REQUEST_STATUSES),
  projectId: z.string(),
  taskId: z.string(),
  quoteId: z.string(),
  quoteNumber: z.string(),
  supplierName: z.string(),
  targetLanguage: z.string(),
  amount: decimalStringSchema,
  currency: z.string(),
  referenceAmount: decimalStringSchema,
  referenceCurrency: z.string(),
  rate: decimalStringSchema,
  rateDate: z.string(),
  /** The order's spend with this quote, in the reference currency: what the bands were applied to. */
  orderTotal: decimalStringSchema,
  approvalsRequired: z.number(),
  approvals: z.array(approvalSchema),
  requestedBy: personSchema,
  requestedAt: z.string(),
  expiresAt: z.string(),
  decidedAt: z.nullable(z.string()),
  /** Why it ended without an acceptance (the quote is no longer offered), or what the service answered. */
  outcome: z.nullable(z.string()),
  reason: z.nullable(reasonSchema),
});
export type ApprovalRequest = z.output<typeof approvalRequestSchema>;

export const approvalRequestListSchema = z.object({
  requests: z.array(approvalRequestSchema),
  /** Requests waiting for this user's decision, in the whole organisation. */
  waiting: z.number(),
});

/** The navigation's count, and whom the user stands in for now. */
export const approvalSummarySchema = z.object({
  waiting: z.number(),
  mayDecide: z.boolean(),
  actingFor: z.array(personSchema),
});
export type ApprovalSummary = z.output<typeof approvalSummarySchema>;

export const approvalDecisionSchema = z.union([
  z.object({ decision: z.literal('approve') }),
  z.object({ decision: z.literal('decline'), reason: reasonSchema }),
]);
export type ApprovalDecision = z.output<typeof approvalDecisionSchema>;

export const requestApprovalSchema = z.object({ quoteId: z.string().check(z.minLength(1)) });

/**
 * The answer to "may this quote be accepted now?", the same check the portal server applies to the quote's
 * PATCH: `free` (under the bands), `covered` (an approval covers it), `needed` (ask for approval), `pending`
 * (a request waits), `unavailable` (no rate for the currency, or the database cannot decide).
 */
export const quoteApprovalSchema = z.object({
  quoteId: z.string(),
  verdict: z.enum(['free', 'covered', 'needed', 'pending', 'unavailable']),
  approvalsRequired: z.number(),
  referenceAmount: z.nullable(decimalStringSchema),
  referenceCurrency: z.nullable(z.string()),
  orderTotal: z.nullable(decimalStringSchema),
  message: z.string(),
  request: z.nullable(approvalRequestSchema),
});
export type QuoteApproval = z.output<typeof quoteApprovalSchema>;

export const delegationSchema = z.object({
  id: z.string(),
  approver: personSchema,
  substitute: personSchema,
  startsAt: z.string(),
  endsAt: z.string(),
});
export type Delegation = z.output<typeof delegationSchema>;

export const delegationInputSchema = z.object({
  substituteSub: z.string().check(z.minLength(1)),
  startsAt: z.string(),
  endsAt: z.string(),
});

export const delegationsResponseSchema = z.object({
  delegations: z.array(delegationSchema),
  /** Whom an approver may name: the organisation's people who signed in to the portal. */
  candidates: z.array(personSchema),
});
