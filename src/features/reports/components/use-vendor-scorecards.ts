/**
 * The scorecards of a period's orders in browser mode: each order's facts fetched (use-bounded-fetch.ts, five
 * at a time, through the resources' cached queries) and figured by the shared computation as they arrive.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo } from 'react';
import type { Task } from '#contract/task';
import { referenceFor } from '#reports/reference-money';
import { computeScorecards } from '#reports/scorecards';
import { useRuntimeConfig } from '#portal/config/runtime-config-context.tsx';
import { cancelOrderFacts, fetchOrderFacts, periodFacts } from '#portal/lib/api/scorecards/order-facts.ts';
import { useBoundedFetch } from './use-bounded-fetch';

/** At most this many orders (the newest of the period) are fetched. */
export const SCORECARD_LIMIT = 1000;
const CONCURRENCY = 5;

export function useVendorScorecards(orders: readonly Task[]) {
  const queryClient = useQueryClient();
  const config = useRuntimeConfig();
  const shown = useMemo(() => orders.slice(0, SCORECARD_LIMIT), [orders]);
  const fetchFacts = useCallback(
    (task: Task) => fetchOrderFacts(queryClient, task, { deliveries: true }),
    [queryClient],
  );
  const cancelFacts = useCallback((task: Task) => void cancelOrderFacts(queryClient, task.id), [queryClient]);
  const fetched = useBoundedFetch(shown, CONCURRENCY, fetchFacts, cancelFacts);
  // Figured again as orders arrive, in a render a phone's input may interrupt.
  const results = useDeferredValue(fetched.results);
  const report = useMemo(() => computeScorecards(periodFacts(results, referenceFor([], config))), [results, config]);
  return { ...fetched, report, selected: orders.length };
}
