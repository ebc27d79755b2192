import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { AuditFilter } from '#portal-contract/audit';
import {
  getApprovalRequests,
  getApprovalRules,
  getApprovalSummary,
  getAuditPage,
  getDelegations,
  getQuoteApproval,
  type RequestListFilter,
} from './approval-api';

/** The portal server's approvals (server mode); every key starts with 'approvals'. */
export const approvalQueries = {
  all: () => ['approvals'] as const,
  requestLists: () => ['approvals', 'requests'] as const,
  summary: () =>
    queryOptions({ queryKey: ['approvals', 'summary'], queryFn: ({ signal }) => getApprovalSummary(signal) }),
  requests: (filter: RequestListFilter) =>
    queryOptions({
      queryKey: ['approvals', 'requests', filter],
      queryFn: ({ signal }) => getApprovalRequests(filter, signal),
    }),
  quote: (quoteId: string) =>
    queryOptions({
      queryKey: ['approvals', 'quote', quoteId],
      queryFn: ({ signal }) => getQuoteApproval(quoteId, signal),
    }),
  rules: () => queryOptions({ queryKey: ['approvals', 'rules'], queryFn: ({ signal }) => getApprovalRules(signal) }),
  delegations: () =>
    queryOptions({ queryKey: ['approvals', 'delegations'], queryFn: ({ signal }) => getDelegations(signal) }),
  /** The audit trail, page by page (each page's `next` is the following page's `before`). */
  audit: (filter: AuditFilter) =>
    infiniteQueryOptions({
      queryKey: ['approvals', 'audit', filter],
      queryFn: ({ pageParam, signal }) =>
        getAuditPage({ ...filter, ...(pageParam ? { before: pageParam } : {}) }, signal),
      initialPageParam: '',
      getNextPageParam: (last) => last.next ?? undefined,
    }),
};
