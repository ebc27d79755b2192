/** Polling for tests: a plain loop with a deadline, for whatever no event announces (a simulated vendor's work). */
export interface PollOptions {
  timeoutMs: number;
  intervalMs: number;
}

export const DEFAULT_POLL: PollOptions = { timeoutMs: 30_000, intervalMs: 250 };

/**
 * Calls `check` until it returns a value (anything but undefined or false) and resolves with it; after
 * `timeoutMs` throws `Timed out after … waiting for <what>`. `what` may be a function, to name what was last
 * seen.
 */
export async function until<T>(
  what: string | (() => string),
  check: () => Promise<T | undefined | false>,
  options: Partial<PollOptions> = {},
): Promise<T> {
  const { timeoutMs, intervalMs } = { ...DEFAULT_POLL, ...options };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) {
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${typeof what === 'string' ? what : what()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
