/**
 * The proxy's upstream connections shared between users: one user's requests (a slow upload in every tab, a
 * script) can take at most `perUser` of them, so the others' requests still find one; a request that finds
 * no slot waits its turn for at most `waitMs`, then is refused, never held without end in a socket queue.
 */
export interface FairShareLimits {
  /** Requests of one user at the API at once. */
  perUser: number;
  /** Requests of everyone at the API at once (the upstream sockets). */
  total: number;
  /** How long a request may wait for a slot. */
  waitMs: number;
}

/** Ends a request's hold on its slot; calling it again does nothing. */
export type Release = () => void;

export interface FairShare {
  /** A slot for one of `user`'s requests at once, or undefined when none is free for it now. */
  tryAcquire(user: string): Release | undefined;
  /** A slot for one of `user`'s requests, or undefined when none came within waitMs or `signal` aborted first. */
  acquire(user: string, signal: AbortSignal): Promise<Release | undefined>;
  /** Requests at the API, and waiting for a slot (for tests and logs). */
  counts(): { running: number; waiting: number };
}

interface Waiter {
  user: string;
  grant(release: Release | undefined): void;
}

export function createFairShare({ perUser, total, waitMs }: FairShareLimits): FairShare {
  const running = new Map<string, number>();
  const waitingOf = new Map<string, number>();
  let runningTotal = 0;
  /** In arrival order; a user at their limit does not hold up those behind them. */
  const queue: Waiter[] = [];

  const add = (counts: Map<string, number>, user: string, by: number) => {
    const n = (counts.get(user) ?? 0) + by;
    if (n === 0) counts.delete(user);
    else counts.set(user, n);
  };
  const fits = (user: string) => runningTotal < total && (running.get(user) ?? 0) < perUser;

  function start(user: string): Release {
    runningTotal++;
    add(running, user, 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      runningTotal--;
      add(running, user, -1);
      wake();
    };
  }

  function leave(waiter: Waiter) {
    const at = queue.indexOf(waiter);
    if (at >= 0) queue.splice(at, 1);
    add(waitingOf, waiter.user, -1);
  }

  function wake() {
    for (let i = 0; i < queue.length && runningTotal < total;) {
      const waiter = queue[i] as Waiter;
      if (!fits(waiter.user)) {
        i++;
        continue;
      }
      leave(waiter);
      waiter.grant(start(waiter.user));
    }
  }

  // A user's own requests keep their order: one that arrives behind a waiting one waits too.
  const tryAcquire = (user: string) => (fits(user) && !waitingOf.has(user) ? start(user) : undefined);

  return {
    tryAcquire,
    acquire(user, signal) {
      const now = tryAcquire(user);
      if (now) return Promise.resolve(now);
      if (signal.aborted) return Promise.resolve(undefined);
      return new Promise<Release | undefined>((resolve) => {
        const give = (release: Release | undefined) => {
          clearTimeout(timer);
          signal.removeEventListener('abort', cancel);
          resolve(release);
        };
        const waiter: Waiter = { user, grant: give };
        const cancel = () => {
          leave(waiter);
          give(undefined);
        };
        const timer = setTimeout(cancel, waitMs);
        signal.addEventListener('abort', cancel, { once: true });
        queue.push(waiter);
        add(waitingOf, user, 1);
      });
    },
    counts: () => ({ running: runningTotal, waiting: queue.length }),
  };
}
