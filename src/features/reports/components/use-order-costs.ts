/**
 * Fetches the accepted quotes of up to COST_LIMIT orders, CONCURRENCY at a time, through React Query:
 * each order's quotes are cached under the query the caller gives (the quotes feature's), so a second
 * look within FRESH_MS costs no request. Cancel aborts the requests under way and starts no more;
 * a failed order keeps its error and can be tried again on its own.
 */
import { useQueryClient, type DefaultError, type FetchQueryOptions } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Quote } from '#contract/quote';
import { costLines, type CostLine, type CostOrder } from '#portal/features/reports/lib/cost-figures.ts';
import { runBounded } from '#portal/lib/run-bounded.ts';

export const COST_LIMIT = 1000;
export const CONCURRENCY = 5;
const FRESH_MS = 5 * 60_000;

/** The query of one order's accepted quotes (injected: features do not import each other). */
export type AcceptedQuotesQuery = (taskId: string) => FetchQueryOptions<Quote[], DefaultError, Quote[], string[]>;

export type OrderCost =
  | { state: 'waiting' }
  | { state: 'loading' }
  | { state: 'done'; lines: CostLine[] }
  | { state: 'failed'; error: unknown };

const WAITING: OrderCost = { state: 'waiting' };

export function useOrderCosts(orders: readonly CostOrder[], acceptedQuotes: AcceptedQuotesQuery) {
  const queryClient = useQueryClient();
  const [costs, setCosts] = useState<ReadonlyMap<string, OrderCost>>(() => new Map());
  const [running, setRunning] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const inFlight = useRef(new Set<string>());

  const fetchOne = useCallback(
    async (order: CostOrder, signal: AbortSignal) => {
      const set = (cost: OrderCost) => setCosts((previous) => new Map(previous).set(order.id, cost));
      if (!order.hasQuotes) return set({ state: 'done', lines: [] });
      set({ state: 'loading' });
      inFlight.current.add(order.id);
      try {
        const quotes = await queryClient.fetchQuery({
          ...acceptedQuotes(order.id),
          staleTime: FRESH_MS,
          gcTime: 2 * FRESH_MS,
        });
        set({ state: 'done', lines: costLines(order, quotes) });
      } catch (error) {
        set(signal.aborted ? WAITING : { state: 'failed', error });
      } finally {
        inFlight.current.delete(order.id);
      }
    },
    [queryClient, acceptedQuotes],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    for (const id of inFlight.current) {
      void queryClient.cancelQueries({ queryKey: acceptedQuotes(id).queryKey, exact: true });
    }
    setRunning(false);
  }, [queryClient, acceptedQuotes]);

  const run = useCallback(
    async (todo: readonly CostOrder[]) => {
      const own = new AbortController();
      controller.current = own;
      setRunning(true);
      await runBounded(todo, CONCURRENCY, own.signal, (order) => fetchOne(order, own.signal));
      if (controller.current === own && !own.signal.aborted) setRunning(false);
    },
    [fetchOne],
  );

  const shown = useMemo(() => orders.slice(0, COST_LIMIT), [orders]);
  // Started from a timer, not the effect's body: its first state changes are then no render cascade.
  useEffect(() => {
    const start = setTimeout(() => void run(shown), 0);
    return () => {
      clearTimeout(start);
      cancel();
    };
  }, [shown, run, cancel]);

  const costsRef = useRef(costs);
  useEffect(() => {
    costsRef.current = costs;
  }, [costs]);
  /** Fetches what is not done yet (after Cancel). */
  const resume = useCallback(() => {
    void run(shown.filter((order) => costsRef.current.get(order.id)?.state !== 'done'));
  }, [run, shown]);
  const retry = useCallback((order: CostOrder) => void fetchOne(order, new AbortController().signal), [fetchOne]);

  const summary = useMemo(() => {
    const lines: CostLine[] = [];
    const failed: { order: CostOrder; error: unknown }[] = [];
    let settled = 0;
    for (const order of shown) {
      const cost = costs.get(order.id) ?? WAITING;
      if (cost.state === 'done') lines.push(...cost.lines);
      if (cost.state === 'failed') failed.push({ order, error: cost.error });
      if (cost.state === 'done' || cost.state === 'failed') settled += 1;
    }
    return { lines, failed, settled };
  }, [shown, costs]);

  return { ...summary, total: shown.length, selected: orders.length, running, cancel, resume, retry };
}
