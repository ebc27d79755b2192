/** How often a screen waiting for the service (preparation, quotes, delivery, analysis) asks again. */
export const POLL_INTERVAL_MS = 2000;
