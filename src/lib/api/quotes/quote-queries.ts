import { queryOptions } from '@tanstack/react-query';
import type { Quote, QuoteEnquiry } from '#contract/quote';
import { pollBy } from '#portal/lib/task-lifecycle/poll-intervals.ts';
import { taskQueries } from '#portal/lib/api/tasks/task-queries.ts';
import { getAcceptedQuotes, getQuote, getQuoteEnquiries, getTaskQuotes } from './quote-api';
import { quotesRefetchInterval } from './quote-polling';

/**
 * Quotes of a task live under the task's key so invalidating the task refreshes them. Enquiries and quotes
 * each poll by their own data here; a screen that holds both gives each query a `refetchInterval` with the
 * other half of the rule (see quotes-section.tsx).
 */
export const quoteQueries = {
  detail: (quoteId: string) =>
    queryOptions({
      queryKey: ['quotes', quoteId],
      queryFn: ({ signal }) => getQuote(quoteId, signal),
    }),
  enquiries: (taskId: string) =>
    queryOptions({
      queryKey: [...taskQueries.scope(taskId), 'quoteEnquiries'],
      queryFn: ({ signal }) => getQuoteEnquiries(taskId, signal),
      ...pollBy<QuoteEnquiry[]>((enquiries) => quotesRefetchInterval(enquiries, undefined)),
    }),
  byTask: (taskId: string) =>
    queryOptions({
      queryKey: [...taskQueries.scope(taskId), 'quotes'],
      queryFn: ({ signal }) => getTaskQuotes(taskId, signal),
      ...pollBy<Quote[]>((quotes) => quotesRefetchInterval(undefined, quotes)),
    }),
  acceptedByTask: (taskId: string) =>
    queryOptions({
      queryKey: [...taskQueries.scope(taskId), 'acceptedQuotes'],
      queryFn: ({ signal }) => getAcceptedQuotes(taskId, signal),
    }),
};
