/**
 * Each language's status (language-states.ts) from the quote enquiries, quotes and deliveries: for the open
 * order, and for the orders of the list that may wait for a decision (for the list's badges and filter and
 * the navigation's count). The queries are the order page's, so both read one cache.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Delivery } from '#contract/delivery';
import type { Task } from '#contract/task';
import { usePageSettled } from '#portal/components/deferred.tsx';
import { decisionQueries } from '#portal/lib/api/decisions/decision-queries.ts';
import { quoteQueries } from '#portal/lib/api/quotes/quote-queries.ts';
import { useQuotesReadAfter } from '#portal/lib/api/quotes/use-quotes-read-after.ts';
import { ORDERS_REFRESH_MS } from '#portal/lib/task-lifecycle/poll-intervals.ts';
import { languageStatuses, mayAwaitDecision, type LanguageStatus } from '#portal/lib/task-lifecycle/language-states.ts';
import { isPlaced } from '#portal/lib/task-lifecycle/states.ts';

/**
 * The open order's languages, or null while its data is loading or it has none to follow. The page's
 * quotes section polls these queries; this only reads them.
 */
export function useLanguageStatuses(task: Task, deliveries: readonly Delivery[] | undefined): LanguageStatus[] | null {
  const placed = isPlaced(task);
  const enquiries = useQuery({ ...quoteQueries.enquiries(task.id), enabled: placed, refetchInterval: false });
  const quotes = useQuery({ ...quoteQueries.byTask(task.id), enabled: placed, refetchInterval: false });
  const quotesReadAfter = useQuotesReadAfter(task.id, placed);
  return useMemo(() => {
    if (!enquiries.data || !quotes.data || !deliveries) return null;
    return languageStatuses(task, { enquiries: enquiries.data, quotes: quotes.data, deliveries, quotesReadAfter });
  }, [task, enquiries.data, quotes.data, deliveries, quotesReadAfter]);
}

/** At most this many orders (the newest that may wait for a decision) are asked for their quotes. */
export const DECISION_CANDIDATES = 50;

/**
 * Order id → its languages' statuses, for the newest orders that may wait for a decision; `loaded` once every
 * one of them has been read (before, an order missing here may still wait for a decision).
 */
export type OrderDecisions = ReadonlyMap<string, LanguageStatus[]> & { readonly loaded: boolean };

/**
 * The decisions of the orders in `tasks`, read once the page has settled (its own reads first), as one query
 * which the navigation and the orders list share (decision-queries.ts): fifty orders cost one render, not one
 * per response. While the orders change, the statuses read before stay (not `loaded` until the new ones are).
 */
export function useOrderDecisions(tasks: readonly Task[] | undefined): OrderDecisions {
  const candidates = useMemo(
    () =>
      (tasks ?? [])
        .filter(mayAwaitDecision)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .slice(0, DECISION_CANDIDATES),
    [tasks],
  );
  const taskIds = useMemo(() => candidates.map((task) => task.id), [candidates]);
  const settled = usePageSettled();
  const reads = useQuery({
    ...decisionQueries.reads(taskIds),
    enabled: settled && tasks !== undefined,
    placeholderData: keepPreviousData,
    refetchInterval: ORDERS_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
  return useMemo(() => {
    const decisions = new Map<string, LanguageStatus[]>();
    for (const task of candidates) {
      const read = reads.data?.[task.id];
      const statuses = read ? languageStatuses(task, read) : null;
      if (statuses) decisions.set(task.id, statuses);
    }
    return Object.assign(decisions, { loaded: reads.data !== undefined && !reads.isPlaceholderData });
  }, [candidates, reads.data, reads.isPlaceholderData]);
}
