/**
 * Fetches the accepted quotes of up to COST_LIMIT orders, CONCURRENCY at a time (use-bounded-fetch.ts),
 * through React Query: each order's quotes are cached under the query the caller gives (the quotes
 * feature's), so a second look within FRESH_MS costs no request.
 */
import { useQueryClient, type DefaultError, type FetchQueryOptions } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { Quote } from '#contract/quote';
import { costLines, type CostLine, type CostOrder } from '#portal/features/reports/lib/cost-figures.ts';
import { useBoundedFetch } from './use-bounded-fetch';

export const COST_LIMIT = 1000;
export const CONCURRENCY = 5;
const FRESH_MS = 5 * 60_000;

/** The query of one order's accepted quotes (injected: features do not import each other). */
export type AcceptedQuotesQuery = (taskId: string) => FetchQueryOptions<Quote[], DefaultError, Quote[], string[]>;

export function useOrderCosts(orders: readonly CostOrder[], acceptedQuotes: AcceptedQuotesQuery) {
  const queryClient = useQueryClient();
  const shown = useMemo(() => orders.slice(0, COST_LIMIT), [orders]);
  const fetchLines = useCallback(
    async (order: CostOrder): Promise<CostLine[]> => {
      // Orders without any quote cannot have an accepted one: nothing is asked for them.
      if (!order.hasQuotes) return [];
      const quotes = await queryClient.fetchQuery({
        ...acceptedQuotes(order.id),
        staleTime: FRESH_MS,
        gcTime: 2 * FRESH_MS,
      });
      return costLines(order, quotes);
    },
    [queryClient, acceptedQuotes],
  );
  const cancelLines = useCallback(
    (order: CostOrder) => void queryClient.cancelQueries({ queryKey: acceptedQuotes(order.id).queryKey, exact: true }),
    [queryClient, acceptedQuotes],
  );
  const fetched = useBoundedFetch(shown, CONCURRENCY, fetchLines, cancelLines);
  const lines = useMemo(() => fetched.results.flat(), [fetched.results]);
  return { ...fetched, lines, selected: orders.length };
}
