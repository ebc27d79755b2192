import { queryOptions } from '@tanstack/react-query';
import { polledQuery, taskResourceKey, taskResourceQuery } from '../../../lib/api/query-factories';
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
    polledQuery(
      taskResourceKey(taskId, 'quoteEnquiries'),
      (signal) => getQuoteEnquiries(taskId, signal),
      (enquiries) => quotesRefetchInterval(enquiries, undefined),
    ),
  byTask: (taskId: string) =>
    polledQuery(
      taskResourceKey(taskId, 'quotes'),
      (signal) => getTaskQuotes(taskId, signal),
      (quotes) => quotesRefetchInterval(undefined, quotes),
    ),
  acceptedByTask: (taskId: string) => taskResourceQuery(taskId, 'acceptedQuotes', getAcceptedQuotes),
};
