import { queryOptions } from '@tanstack/react-query';
import { taskScopeKey } from '../../../lib/api/task-scope';
import { getAcceptedQuotes, getQuote, getQuoteEnquiries, getTaskQuotes } from './quote-api';
import { quotesRefetchInterval } from './quote-polling';

/**
 * Quotes of a task live under the task's key (['tasks','detail',taskId,...]) so invalidating the
 * task refreshes them. Enquiries and quotes each poll by their own data here; a screen that holds
 * both gives each query a `refetchInterval` with the other half of the rule (see quotes-section.tsx).
 */
export const quoteQueries = {
  all: () => ['quotes'] as const,
  detail: (quoteId: string) =>
    queryOptions({
      queryKey: [...quoteQueries.all(), quoteId],
      queryFn: ({ signal }) => getQuote(quoteId, signal),
    }),
  enquiries: (taskId: string) =>
    queryOptions({
      queryKey: [...taskScopeKey(taskId), 'quoteEnquiries'],
      queryFn: ({ signal }) => getQuoteEnquiries(taskId, signal),
      refetchInterval: (query) => quotesRefetchInterval(query.state.data, undefined),
      refetchIntervalInBackground: false,
    }),
  byTask: (taskId: string) =>
    queryOptions({
      queryKey: [...taskScopeKey(taskId), 'quotes'],
      queryFn: ({ signal }) => getTaskQuotes(taskId, signal),
      refetchInterval: (query) => quotesRefetchInterval(undefined, query.state.data),
      refetchIntervalInBackground: false,
    }),
  acceptedByTask: (taskId: string) =>
    queryOptions({
      queryKey: [...taskScopeKey(taskId), 'acceptedQuotes'],
      queryFn: ({ signal }) => getAcceptedQuotes(taskId, signal),
    }),
};
