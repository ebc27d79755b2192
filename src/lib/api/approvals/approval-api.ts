/** Fetchers of the portal server's approvals: requests, decisions, the check of a quote, rules, rates, delegations, audit. */
import { z } from '#contract/zod';
import {
  approvalRequestListSchema,
  approvalRequestSchema,
  approvalSummarySchema,
  delegationSchema,
  delegationsResponseSchema,
  quoteApprovalSchema,
  rulesResponseSchema,
  type ApprovalDecision,
  type Rate,
  type RequestStatus,
  type RuleSetInput,
} from '#portal-contract/approvals';
import { auditPageSchema, type AuditFilter } from '#portal-contract/audit';
import { PORTAL_API } from '#portal-contract/errors';
import type { DownloadOptions, DownloadResult } from '#portal/lib/api/file-download.ts';
import { portalServerFile, portalServerRequest, portalServerUrl } from './portal-server-api';

const maybe = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

export const getApprovalSummary = (signal?: AbortSignal) =>
  portalServerRequest(PORTAL_API.summary, { schema: approvalSummarySchema, ...maybe(signal) });

export interface RequestListFilter {
  scope: 'queue' | 'mine' | 'all';
  status?: RequestStatus | undefined;
  taskId?: string | undefined;
}

export const getApprovalRequests = (filter: RequestListFilter, signal?: AbortSignal) =>
  portalServerRequest(PORTAL_API.requests, {
    schema: approvalRequestListSchema,
    query: { scope: filter.scope, status: filter.status, taskId: filter.taskId },
    ...maybe(signal),
  });

export const requestApproval = (quoteId: string) =>
  portalServerRequest(PORTAL_API.requests, { method: 'POST', body: { quoteId }, schema: approvalRequestSchema });

export const decideApproval = (requestId: string, decision: ApprovalDecision) =>
  portalServerRequest(PORTAL_API.decision(requestId), {
    method: 'POST',
    body: decision,
    schema: approvalRequestSchema,
  });

export const getQuoteApproval = (quoteId: string, signal?: AbortSignal) =>
  portalServerRequest(PORTAL_API.quoteApproval(quoteId), { schema: quoteApprovalSchema, ...maybe(signal) });

export const getApprovalRules = (signal?: AbortSignal) =>
  portalServerRequest(PORTAL_API.rules, { schema: rulesResponseSchema, ...maybe(signal) });

export const saveApprovalRules = (projectId: string | null, rules: RuleSetInput) =>
  portalServerRequest(projectId === null ? PORTAL_API.rules : PORTAL_API.projectRules(projectId), {
    method: 'PUT',
    body: rules,
    schema: rulesResponseSchema,
  });

export const removeProjectRules = (projectId: string) =>
  portalServerRequest(PORTAL_API.projectRules(projectId), { method: 'DELETE', schema: rulesResponseSchema });

export const saveRates = (rates: Rate[]) =>
  portalServerRequest(PORTAL_API.rates, { method: 'PUT', body: { rates }, schema: rulesResponseSchema });

export const getDelegations = (signal?: AbortSignal) =>
  portalServerRequest(PORTAL_API.delegations, { schema: delegationsResponseSchema, ...maybe(signal) });

export const createDelegation = (input: { substituteSub: string; startsAt: string; endsAt: string }) =>
  portalServerRequest(PORTAL_API.delegations, { method: 'POST', body: input, schema: delegationSchema });

export const revokeDelegation = (id: string) =>
  portalServerRequest(PORTAL_API.delegation(id), { method: 'DELETE', schema: z.object({}) });

const auditQuery = (filter: AuditFilter) => ({ ...filter }) as Record<string, string | undefined>;

export const getAuditPage = (filter: AuditFilter, signal?: AbortSignal) =>
  portalServerRequest(PORTAL_API.audit, { schema: auditPageSchema, query: auditQuery(filter), ...maybe(signal) });

/** The CSV export's URL (fetched with the CSRF header and saved from a blob, as every download is). */
export const auditCsvUrl = (filter: AuditFilter) =>
  portalServerUrl(PORTAL_API.auditCsv, auditQuery({ ...filter, before: undefined }));

/** The CSV export of the entries a filter selects, read as a file (the server streams it). */
export const fetchAuditCsv = (filter: AuditFilter, options: DownloadOptions = {}): Promise<DownloadResult> =>
  portalServerFile(PORTAL_API.auditCsv, auditQuery({ ...filter, before: undefined }), 'text/csv', 'audit.csv', options);
