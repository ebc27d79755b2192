/**
 * Fetches something for each of a list of items (a report's orders), `limit` at a time, starting when the list
 * is shown: Cancel stops the requests under way (through `cancelItem`) and starts no more, the rest can be
 * fetched later, and a failed item keeps its error and can be tried again on its own.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { runBounded } from '#portal/lib/run-bounded.ts';

export type ItemState<R> =
  { state: 'waiting' } | { state: 'loading' } | { state: 'done'; result: R } | { state: 'failed'; error: unknown };

const WAITING = { state: 'waiting' } as const;

export function useBoundedFetch<T extends { id: string }, R>(
  items: readonly T[],
  limit: number,
  /** Stable (useCallback): a new function starts the fetching anew. */
  fetchItem: (item: T) => Promise<R>,
  cancelItem: (item: T) => void,
) {
  const [states, setStates] = useState<ReadonlyMap<string, ItemState<R>>>(() => new Map());
  const [running, setRunning] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const inFlight = useRef(new Map<string, T>());

  const fetchOne = useCallback(
    async (item: T, signal: AbortSignal) => {
      const set = (state: ItemState<R>) => setStates((previous) => new Map(previous).set(item.id, state));
      set({ state: 'loading' });
      inFlight.current.set(item.id, item);
      try {
        set({ state: 'done', result: await fetchItem(item) });
      } catch (error) {
        set(signal.aborted ? WAITING : { state: 'failed', error });
      } finally {
        inFlight.current.delete(item.id);
      }
    },
    [fetchItem],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    for (const item of inFlight.current.values()) cancelItem(item);
    setRunning(false);
  }, [cancelItem]);

  const run = useCallback(
    async (todo: readonly T[]) => {
      const own = new AbortController();
      controller.current = own;
      setRunning(true);
      await runBounded(todo, limit, own.signal, (item) => fetchOne(item, own.signal));
      if (controller.current === own && !own.signal.aborted) setRunning(false);
    },
    [fetchOne, limit],
  );

  // Started from a timer, not the effect's body: its first state changes are then no render cascade.
  useEffect(() => {
    const start = setTimeout(() => void run(items), 0);
    return () => {
      clearTimeout(start);
      cancel();
    };
  }, [items, run, cancel]);

  const statesRef = useRef(states);
  useEffect(() => {
    statesRef.current = states;
  }, [states]);
  /** Fetches what is not done yet (after Cancel). */
  const resume = useCallback(() => {
    void run(items.filter((item) => statesRef.current.get(item.id)?.state !== 'done'));
  }, [run, items]);
  const retry = useCallback((item: T) => void fetchOne(item, new AbortController().signal), [fetchOne]);

  const summary = useMemo(() => {
    const results: R[] = [];
    const failed: { item: T; error: unknown }[] = [];
    let settled = 0;
    for (const item of items) {
      const state = states.get(item.id) ?? WAITING;
      if (state.state === 'done') results.push(state.result);
      if (state.state === 'failed') failed.push({ item, error: state.error });
      if (state.state === 'done' || state.state === 'failed') settled += 1;
    }
    return { results, failed, settled };
  }, [items, states]);

  return { ...summary, total: items.length, running, cancel, resume, retry };
}
