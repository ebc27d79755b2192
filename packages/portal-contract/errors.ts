/** The portal server's own JSON errors: `code` says what to do; `message` says it in English for scripts. */
import { z } from '#contract/zod';
import { approvalRequestSchema } from './approvals';

export const PORTAL_ERROR_CODES = [
  /** The quote's amount needs approval and none covers it: ask for one. */
  'approval-required',
  /** A request for this quote waits for its approvals. */
  'approval-pending',
  /** Another acceptance of this quote is under way. */
  'quote-being-accepted',
  /** No reference rate for the quote's currency: an admin sets one. */
  'rate-missing',
  /** The order's project requires a purchase order and the order has none. */
  'purchase-order-required',
  /** The order's purchase order is not valid today, or has too little left for the quote. */
  'purchase-order-invalid',
  /** The portal's database cannot be reached: decisions wait (fail closed). */
  'database-unavailable',
  /** The request cannot be decided (decided already, one's own, not an approver). */
  'not-decidable',
  'invalid-request',
  /** The service did not answer a check the decision needs. */
  'service-unavailable',
  'forbidden',
  'not-found',
  /** The review was submitted: it does not change; a new version does. */
  'review-submitted',
  /** A draft of this delivery's review is open already. */
  'review-draft-open',
  /** A delivered document the document layer cannot read, so its words cannot be counted. */
  'document-unreadable',
] as const;
export type PortalErrorCode = (typeof PORTAL_ERROR_CODES)[number];

export const portalErrorSchema = z.object({
  status: z.number(),
  error: z.string(),
  code: z.enum(PORTAL_ERROR_CODES),
  message: z.string(),
  request: z.optional(z.nullable(approvalRequestSchema)),
});
export type PortalError = z.output<typeof portalErrorSchema>;

/** The path under the server's /bff of the portal's own resources. */
export const PORTAL_API = {
  summary: '/approvals/summary',
  requests: '/approvals/requests',
  request: (id: string) => `/approvals/requests/${encodeURIComponent(id)}`,
  decision: (id: string) => `/approvals/requests/${encodeURIComponent(id)}/decision`,
  quoteApproval: (quoteId: string) => `/approvals/quotes/${encodeURIComponent(quoteId)}`,
  rules: '/approvals/rules',
  projectRules: (projectId: string) => `/approvals/rules/projects/${encodeURIComponent(projectId)}`,
  rates: '/approvals/rates',
  delegations: '/approvals/delegations',
  delegation: (id: string) => `/approvals/delegations/${encodeURIComponent(id)}`,
  audit: '/audit',
  auditCsv: '/audit.csv',
  reviews: '/reviews',
  review: (id: string) => `/reviews/${encodeURIComponent(id)}`,
  reviewScore: (id: string) => `/reviews/${encodeURIComponent(id)}/score`,
  reviewIssues: (id: string) => `/reviews/${encodeURIComponent(id)}/issues`,
  reviewIssue: (id: string, issueId: string) =>
    `/reviews/${encodeURIComponent(id)}/issues/${encodeURIComponent(issueId)}`,
  issueComments: (id: string, issueId: string) =>
    `/reviews/${encodeURIComponent(id)}/issues/${encodeURIComponent(issueId)}/comments`,
  reviewVerdict: (id: string) => `/reviews/${encodeURIComponent(id)}/verdict`,
  reviewOverride: (id: string) => `/reviews/${encodeURIComponent(id)}/override`,
  reviewChanges: (id: string) => `/reviews/${encodeURIComponent(id)}/changes`,
  reviewVersions: (id: string) => `/reviews/${encodeURIComponent(id)}/versions`,
  reviewExport: (id: string, format: 'csv' | 'xlsx' | 'xlf') => `/reviews/${encodeURIComponent(id)}/issues.${format}`,
  qualityProfiles: '/quality-profiles',
  qualityProfileHistory: '/quality-profiles/history',
  projectQualityProfile: (projectId: string) => `/quality-profiles/projects/${encodeURIComponent(projectId)}`,
  qualityFacts: '/quality/facts',
  scorecards: '/reports/scorecards',
} as const;
