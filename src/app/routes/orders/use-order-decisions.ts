/**
 * Each language's status (language-states.ts) from the quote enquiries, quotes and deliveries: for the open
 * order, and for the orders of the list that may wait for a decision (for the list's badges and filter and
 * the navigation's count). The queries are the order page's, so both read one cache.
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Delivery } from '#contract/delivery';
import type { Task } from '#contract/task';
import { deliveryQueries } from '#portal/lib/api/deliveries/delivery-queries.ts';
import { quoteQueries } from '#portal/lib/api/quotes/quote-queries.ts';
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
  return useMemo(() => {
    if (!enquiries.data || !quotes.data || !deliveries) return null;
    return languageStatuses(task, { enquiries: enquiries.data, quotes: quotes.data, deliveries });
  }, [task, enquiries.data, quotes.data, deliveries]);
}

/** At most this many orders (the newest that may wait for a decision) are asked for their quotes. */
export const DECISION_CANDIDATES = 50;

/**
 * Order id → its languages' statuses, for the newest orders that may wait for a decision; `loaded` once every
 * one of them has been read (before, an order missing here may still wait for a decision).
 */
export type OrderDecisions = ReadonlyMap<string, LanguageStatus[]> & { readonly loaded: boolean };

/** A stable `combine`: TanStack Query then hands out the same array while no result changed. */
function data<T>(results: { data: T | undefined }[]): (T | undefined)[] {
  return results.map((r) => r.data);
}

export function useOrderDecisions(tasks: readonly Task[] | undefined): OrderDecisions {
  const candidates = useMemo(
    () =>
      (tasks ?? [])
        .filter(mayAwaitDecision)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .slice(0, DECISION_CANDIDATES),
    [tasks],
  );
  const refresh = { refetchInterval: ORDERS_REFRESH_MS, refetchIntervalInBackground: false } as const;
  const enquiries = useQueries({
    queries: candidates.map((task) => ({ ...quoteQueries.enquiries(task.id), ...refresh })),
    combine: data,
  });
  const quotes = useQueries({
    queries: candidates.map((task) => ({ ...quoteQueries.byTask(task.id), ...refresh })),
    combine: data,
  });
  const deliveries = useQueries({
    queries: candidates.map((task) => ({ ...deliveryQueries.byTask(task.id), ...refresh })),
    combine: data,
  });
  return useMemo(() => {
    let loaded = true;
    const decisions = new Map<string, LanguageStatus[]>();
    candidates.forEach((task, i) => {
      if (!enquiries[i] || !quotes[i] || !deliveries[i]) loaded = false;
      const [e, q, d] = [enquiries[i], quotes[i], deliveries[i]];
      const statuses = e && q && d ? languageStatuses(task, { enquiries: e, quotes: q, deliveries: d }) : null;
      if (statuses) decisions.set(task.id, statuses);
    });
    return Object.assign(decisions, { loaded });
    // `combine` is a module-level function, so TanStack Query hands out the same arrays until a result changes.
    // eslint-disable-next-line @tanstack/query/no-unstable-deps
  }, [candidates, enquiries, quotes, deliveries]);
}
