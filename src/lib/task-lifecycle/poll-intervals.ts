/** How often a screen waiting for the service (preparation, quotes, delivery, analysis) asks again. */
export const POLL_INTERVAL_MS = 2000;

/** How often an open orders list asks whether it changed (a 304 when it did not). */
export const ORDERS_REFRESH_MS = 30_000;

/**
 * The options of a read that asks again as `interval` says from the data it holds (false: stop), and never
 * in a background tab; spread into `queryOptions`.
 */
export function pollBy<T>(interval: (data: T | undefined) => number | false) {
  return {
    refetchInterval: (query: { state: { data: T | undefined } }) => interval(query.state.data),
    refetchIntervalInBackground: false,
  };
}
