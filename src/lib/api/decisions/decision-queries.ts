/**
 * The quote enquiries, quotes and deliveries of the orders that may wait for the orderer's decision, read as one
 * query: the navigation's count and the orders list share it. Each order's reads are the order page's queries
 * (stored under their own keys, so the order page finds them), fetched a few orders at a time, and the whole
 * is handed out once, when every order was read: one render for fifty orders instead of one per response.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { OrderQuoteData } from '#portal/lib/task-lifecycle/language-states.ts';
import { ORDERS_REFRESH_MS } from '#portal/lib/task-lifecycle/poll-intervals.ts';
import { deliveryQueries } from '#portal/lib/api/deliveries/delivery-queries.ts';
import { quoteQueries } from '#portal/lib/api/quotes/quote-queries.ts';
import { taskQueries } from '#portal/lib/api/tasks/task-queries.ts';

/**
 * Orders read at once (12 requests, within what a browser sends to one host at a time). Each order's three
 * requests start in a task of their own: a response's parsing, then the next order's start, never fifty
 * orders' requests in one long task.
 */
const CONCURRENT = 4;
/**
 * A read this recent is used as it is (the order page's, or one from a moment ago when the list gained an
 * order); the refresh every ORDERS_REFRESH_MS finds every read older and asks again.
 */
const FRESH_MS = ORDERS_REFRESH_MS / 2;

/** Order id → its enquiries, quotes and deliveries; an order whose reads failed is left out until the next refresh. */
export type DecisionReads = Readonly<Record<string, OrderQuoteData>>;

async function readOrder(client: QueryClient, taskId: string): Promise<OrderQuoteData> {
  const [enquiries, quotes, deliveries] = await Promise.all([
    client.fetchQuery({ ...quoteQueries.enquiries(taskId), staleTime: FRESH_MS }),
    client.fetchQuery({ ...quoteQueries.byTask(taskId), staleTime: FRESH_MS }),
    client.fetchQuery({ ...deliveryQueries.byTask(taskId), staleTime: FRESH_MS }),
  ]);
  return { enquiries, quotes, deliveries };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function readOrders(client: QueryClient, taskIds: readonly string[], signal: AbortSignal) {
  const reads: Record<string, OrderQuoteData> = {};
  const queue = [...taskIds];
  const reader = async () => {
    for (let taskId = queue.shift(); taskId !== undefined; taskId = queue.shift()) {
      await nextTask();
      signal.throwIfAborted();
      try {
        reads[taskId] = await readOrder(client, taskId);
      } catch {
        // Left out until the next refresh; the order's own page says what failed.
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT }, reader));
  return reads;
}

export const decisionQueries = {
  /** Under the lists' key: what refreshes the orders list (a quote decision, the navigation) refreshes this too. */
  reads: (taskIds: readonly string[]) =>
    queryOptions({
      queryKey: [...taskQueries.lists(), 'decisions', taskIds],
      queryFn: ({ client, signal }): Promise<DecisionReads> => readOrders(client, taskIds, signal),
    }),
};
