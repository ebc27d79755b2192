/** The approvals' mutations: each refreshes what the portal server's answer changed. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApprovalDecision, Rate, RuleSetInput } from '#portal-contract/approvals';
import { quoteQueries } from '#portal/lib/api/quotes/quote-queries.ts';
import { taskQueries } from '#portal/lib/api/tasks/task-queries.ts';
import {
  createDelegation,
  decideApproval,
  removeProjectRules,
  requestApproval,
  revokeDelegation,
  saveApprovalRules,
  saveRates,
} from './approval-api';
import { approvalQueries } from './approval-queries';

export function useRequestApproval() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ quoteId }: { quoteId: string; taskId: string }) => requestApproval(quoteId),
    onSettled: () => client.invalidateQueries({ queryKey: approvalQueries.all() }),
  });
}

export function useDecideApproval() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, decision }: { requestId: string; taskId: string; decision: ApprovalDecision }) =>
      decideApproval(requestId, decision),
    onSettled: (_data, _error, { taskId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: approvalQueries.all() }),
        // The last approval accepted the quote at the service.
        client.invalidateQueries({ queryKey: taskQueries.scope(taskId) }),
        client.invalidateQueries({ queryKey: quoteQueries.byTask(taskId).queryKey }),
      ]),
  });
}

export function useSaveRules() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, rules }: { projectId: string | null; rules: RuleSetInput }) =>
      saveApprovalRules(projectId, rules),
    onSuccess: (data) => client.setQueryData(approvalQueries.rules().queryKey, data),
    onSettled: () => client.invalidateQueries({ queryKey: approvalQueries.all() }),
  });
}

export function useRemoveProjectRules() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (projectId: string) => removeProjectRules(projectId),
    onSuccess: (data) => client.setQueryData(approvalQueries.rules().queryKey, data),
  });
}

export function useSaveRates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rates: Rate[]) => saveRates(rates),
    onSuccess: (data) => client.setQueryData(approvalQueries.rules().queryKey, data),
  });
}

export function useCreateDelegation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createDelegation,
    onSettled: () => client.invalidateQueries({ queryKey: approvalQueries.delegations().queryKey }),
  });
}

export function useRevokeDelegation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeDelegation,
    onSettled: () => client.invalidateQueries({ queryKey: approvalQueries.delegations().queryKey }),
  });
}
