/**
 * Whether a task's quotes were read after its enquiries, which is when a vendor that answered without a quote in
 * them made no offer (`vendorAnswer`). When a vendor answered since the quotes were read, its quote may be the one
 * missing, so the quotes are asked for again at once rather than at the next poll: the vendor shows as waited for
 * until then, never as "No offer" with "All vendors have answered" above a table that lacks its quote.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { vendorAnswer } from '#portal/lib/task-lifecycle/quote-states.ts';
import { quoteQueries } from './quote-queries';

export function useQuotesReadAfter(taskId: string, enabled = true): boolean {
  // Observers without timers of their own: the screens that poll these queries set the intervals.
  const enquiries = useQuery({ ...quoteQueries.enquiries(taskId), enabled, refetchInterval: false });
  const quotes = useQuery({ ...quoteQueries.byTask(taskId), enabled, refetchInterval: false });
  const readAfter = quotes.dataUpdatedAt > enquiries.dataUpdatedAt;
  const unconfirmed =
    !readAfter &&
    quotes.data !== undefined &&
    (enquiries.data ?? []).some((enquiry) => vendorAnswer(enquiry, quotes.data) === 'noOffer');
  const { refetch } = quotes;
  useEffect(() => {
    // Two screens may ask at once (the order's status and its quotes): one request serves both.
    if (unconfirmed) void refetch({ cancelRefetch: false });
  }, [unconfirmed, enquiries.dataUpdatedAt, refetch]);
  return readAfter;
}
