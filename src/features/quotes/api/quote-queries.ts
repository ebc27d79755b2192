import { queryOptions } from '@tanstack/react-query';
import type { Quote, QuoteEnquiry } from '../../../contract/quote';
import { taskScopeKey } from '../../../lib/api/task-scope';
import { getAcceptedQuotes, getQuote, getQuoteEnquiries, getTaskQuotes } from './quote-api';
import { quotesRefetchInterval } from './quote-polling';

/**
 * Quotes of a task live under the task's key (['tasks','detail',taskId,...]) so invalidating the
 * task refreshes them. The optional context is the other half of the polling rule: pass the
 * enquiries to the quotes query and the quotes to the enquiries query when the screen has them.
 */
export const quoteQueries = {
  all: () => ['quotes'] as const,
  detail: (quoteId: string) =>
    queryOptions({
      queryKey: [...quoteQueries.all(), quoteId],
      queryFn: ({ signal }) => getQuote(quoteId, signal),
    }),
  enquiries: (taskId: string, context: { quotes?: readonly Quote[] } = {}) =>
    queryOptions({
      queryKey: [...taskScopeKey(taskId), 'quoteEnquiries'],
      queryFn: ({ signal }) => getQuoteEnquiries(taskId, signal),
      refetchInterval: (query) => quotesRefetchInterval(query.state.data, context.quotes),
      refetchIntervalInBackground: false,
    }),
  byTask: (taskId: string, context: { enquiries?: readonly QuoteEnquiry[] } = {}) =>
    queryOptions({
      queryKey: [...taskScopeKey(taskId), 'quotes'],
      queryFn: ({ signal }) => getTaskQuotes(taskId, signal),
      refetchInterval: (query) => quotesRefetchInterval(context.enquiries, query.state.data),
      refetchIntervalInBackground: false,
    }),
  acceptedByTask: (taskId: string) =>
    queryOptions({
      queryKey: [...taskScopeKey(taskId), 'acceptedQuotes'],
      queryFn: ({ signal }) => getAcceptedQuotes(taskId, signal),
    }),
};
