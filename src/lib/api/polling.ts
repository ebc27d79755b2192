/** How often a screen waiting for the service (preparation, quotes, delivery, analysis) asks again. */
export const POLL_INTERVAL_MS = 2000;

/** How often an open orders list asks whether it changed (a 304 when it did not). */
export const ORDERS_REFRESH_MS = 30_000;
