import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Quote, QuotePatch } from '#contract/quote';
import type { Reason } from '#portal-contract/reasons';
import { taskQueries } from '#portal/lib/api/tasks/task-queries.ts';
import { showsAtOnce } from '#portal/lib/task-lifecycle/quote-states.ts';
import { applyQuoteDecision } from './apply-quote-decision';
import { updateQuoteState } from './quote-api';
import { quoteQueries } from './quote-queries';

export interface UpdateQuoteStateVariables {
  taskId: string;
  quoteId: string;
  state: QuotePatch['state'];
  /** Server mode: why (rejecting, cancelling). */
  reason?: Reason | undefined;
}

interface OptimisticSnapshot {
  previousQuotes: Quote[] | undefined;
}

/**
 * Accept, reject or cancel a quote. Accept and reject show at once in the task's cached quotes
 * list (accept also rejects the other offers of that language) and roll back on error; afterwards
 * the task and everything under it (quotes, accepted quotes, deliveries) is refetched.
 */
export function useUpdateQuoteState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quoteId, state, reason }: UpdateQuoteStateVariables) => updateQuoteState(quoteId, state, reason),
    onMutate: async ({ taskId, quoteId, state }): Promise<OptimisticSnapshot> => {
      const { queryKey } = quoteQueries.byTask(taskId);
      const previousQuotes = queryClient.getQueryData(queryKey);
      if (!showsAtOnce(state) || !previousQuotes) return { previousQuotes: undefined };
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, applyQuoteDecision(previousQuotes, quoteId, state));
      return { previousQuotes };
    },
    onError: (_error, { taskId }, snapshot) => {
      if (snapshot?.previousQuotes) {
        queryClient.setQueryData(quoteQueries.byTask(taskId).queryKey, snapshot.previousQuotes);
      }
    },
    onSuccess: (quote) => {
      queryClient.setQueryData(quoteQueries.detail(quote.id).queryKey, quote);
    },
    onSettled: (_quote, _error, { taskId, quoteId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: taskQueries.scope(taskId) }),
        queryClient.invalidateQueries({ queryKey: taskQueries.lists() }),
        queryClient.invalidateQueries({ queryKey: quoteQueries.detail(quoteId).queryKey }),
      ]),
  });
}
