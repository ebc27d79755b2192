/**
 * Runs `work` for every item with at most `limit` running at once, in the items' order. Once `signal`
 * aborts, no further item starts (those running finish or abort by themselves); resolves when the last
 * started one has settled. `work` handles its own errors.
 */
export async function runBounded<T>(
  items: readonly T[],
  limit: number,
  signal: AbortSignal,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (!signal.aborted && next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
