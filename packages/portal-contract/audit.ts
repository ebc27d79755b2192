/** The audit trail as the portal reads it: its actions, an entry, the filters. */
import { z } from '#contract/zod';
import { reasonSchema } from './reasons';

export const AUDIT_ACTIONS = [
  'quote.accepted',
  'quote.rejected',
  'quote.cancelled',
  'approval.requested',
  'approval.granted',
  'approval.declined',
  'approval.expired',
  'approval.closed',
  'approval.delegated',
  'rules.changed',
  'rates.changed',
  'budgets.changed',
  'order.placed',
  'order.cancelled',
  'review.submitted',
  'review.overridden',
  'review.superseded',
  'quality-profile.changed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const personSchema = z.object({ sub: z.string(), name: z.string() });

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  actor: personSchema,
  actingFor: z.nullable(personSchema),
  projectId: z.nullable(z.string()),
  taskId: z.nullable(z.string()),
  quoteId: z.nullable(z.string()),
  requestId: z.nullable(z.string()),
  amount: z.nullable(z.string()),
  currency: z.nullable(z.string()),
  referenceAmount: z.nullable(z.string()),
  referenceCurrency: z.nullable(z.string()),
  rate: z.nullable(z.string()),
  rateDate: z.nullable(z.string()),
  reason: z.nullable(reasonSchema),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Give it back as `before` for the next, older page; null on the last. */
  next: z.nullable(z.string()),
});
export type AuditPage = z.output<typeof auditPageSchema>;

/** The filters, as query parameters of GET /bff/audit and /bff/audit.csv. */
export const auditFilterSchema = z.object({
  action: z.optional(z.enum(AUDIT_ACTIONS)),
  actor: z.optional(z.string()),
  taskId: z.optional(z.string()),
  projectId: z.optional(z.string()),
  /** Inclusive days, YYYY-MM-DD, in UTC. */
  from: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  to: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  before: z.optional(z.string()),
});
export type AuditFilter = z.output<typeof auditFilterSchema>;
