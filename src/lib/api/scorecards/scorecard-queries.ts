/**
 * The scorecards' queries. In browser mode the facts are fetched order by order (order-facts.ts); the Vendors
 * page does that with progress and retry of its own, the quote comparison through `recentPair`, which keeps the
 * facts of one language pair's recent orders so that each order page of the pair reads them from the cache.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Task } from '#contract/task';
import { runBounded } from '#portal/lib/run-bounded.ts';
import { isPlaced } from '#portal/lib/task-lifecycle/states.ts';
import { taskQueries } from '#portal/lib/api/tasks/task-queries.ts';
import { PORTAL_API } from '#portal-contract/errors';
import { serverScorecardsSchema } from '#portal-contract/scorecards';
import { portalServerRequest } from '#portal/lib/api/approvals/portal-server-api.ts';
import { fetchOrderFacts, type OrderFacts } from './order-facts';

const DAY_MS = 86_400_000;
/** The recent period the quote comparison's usual prices come from, and at most how many of its orders. */
export const RECENT_DAYS = 90;
export const RECENT_ORDERS = 60;
/** Gentle beside the order page's own requests. */
const RECENT_CONCURRENCY = 3;

/** The placed orders created in [from, to), newest first: the orders whose vendors were asked in the period. */
export function ordersOfPeriod(tasks: readonly Task[], from: number, to: number): Task[] {
  return tasks
    .filter((task) => {
      const created = Date.parse(task.createdAt);
      return task.source !== null && isPlaced(task) && created >= from && created < to;
    })
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

export const scorecardQueries = {
  all: () => ['scorecards'] as const,
  /** Server mode: the scorecards of the orders created in [from, to) (ISO times), figured over the server's copy. */
  server: (from: string, to: string) =>
    queryOptions({
      queryKey: [...scorecardQueries.all(), 'server', from, to],
      queryFn: ({ signal }) =>
        portalServerRequest(PORTAL_API.scorecards, { schema: serverScorecardsSchema, query: { from, to }, signal }),
    }),
  /**
   * The facts of the last RECENT_DAYS' orders from `source` into `target` (at most RECENT_ORDERS, newest
   * first): enquiries, quotes and the analysis where prices need it, not deliveries. Fails when an order
   * cannot be read, rather than giving figures of fewer orders than it says.
   */
  recentPair: (source: string, target: string) =>
    queryOptions({
      queryKey: [...scorecardQueries.all(), 'recentPair', source, target],
      queryFn: async ({ client, signal }): Promise<OrderFacts[]> => {
        const tasks = await client.ensureQueryData(taskQueries.list());
        const now = Date.now();
        const orders = ordersOfPeriod(tasks, now - RECENT_DAYS * DAY_MS, now + DAY_MS)
          .filter((task) => task.source === source && task.target.includes(target))
          .slice(0, RECENT_ORDERS);
        const facts: OrderFacts[] = [];
        await runBounded(orders, RECENT_CONCURRENCY, signal, async (task) => {
          facts.push(await fetchOrderFacts(client, task, { deliveries: false }));
        });
        signal.throwIfAborted();
        return facts;
      },
      staleTime: 10 * 60_000,
      gcTime: 30 * 60_000,
    }),
};
