import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFairShare, type Release } from './fair-share';

afterEach(() => {
  vi.useRealTimers();
});

const never = () => new AbortController().signal;

describe('fair share', () => {
  it('gives each user up to their share at once, and everyone together up to the total', async () => {
    const share = createFairShare({ perUser: 2, total: 3, waitMs: 1_000 });
    const a = await Promise.all([share.acquire('a', never()), share.acquire('a', never())]);
    expect(a.every(Boolean)).toBe(true);
    expect(await share.acquire('b', never())).toBeDefined();
    expect(share.counts()).toEqual({ running: 3, waiting: 0 });
  });

  it('lets a user over their share wait, not the users behind them, and refuses after waitMs', async () => {
    vi.useFakeTimers();
    const share = createFairShare({ perUser: 1, total: 10, waitMs: 1_000 });
    const first = await share.acquire('hog', never());
    const waiting = share.acquire('hog', never());
    // Behind the waiting hog in the queue, another user goes at once.
    expect(await share.acquire('other', never())).toBeDefined();
    expect(share.counts()).toEqual({ running: 2, waiting: 1 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await waiting).toBeUndefined();
    expect(share.counts()).toEqual({ running: 2, waiting: 0 });
    first?.();
    expect(await share.acquire('hog', never())).toBeDefined();
  });

  it('hands a freed slot to the first waiter who may take it, in the order they came', async () => {
    const share = createFairShare({ perUser: 1, total: 2, waitMs: 10_000 });
    const a = (await share.acquire('a', never())) as Release;
    const b = (await share.acquire('b', never())) as Release;
    const order: string[] = [];
    const queued = ['a', 'c', 'd'].map((user) =>
      share.acquire(user, never()).then((release) => {
        order.push(user);
        return release;
      }),
    );
    b(); // a is still at its share: c, behind it, gets b's slot
    await vi.waitFor(() => expect(order).toEqual(['c']));
    a();
    await vi.waitFor(() => expect(order).toEqual(['c', 'a']));
    const [, c] = await Promise.all(queued.slice(0, 2));
    c?.();
    c?.(); // a second release gives back nothing more
    expect(await queued[2]).toBeDefined();
    expect(share.counts()).toEqual({ running: 2, waiting: 0 });
  });

  it('forgets a waiter whose browser left', async () => {
    const share = createFairShare({ perUser: 1, total: 1, waitMs: 10_000 });
    const held = (await share.acquire('a', never())) as Release;
    const left = new AbortController();
    const waiting = share.acquire('b', left.signal);
    left.abort();
    expect(await waiting).toBeUndefined();
    expect(share.counts()).toEqual({ running: 1, waiting: 0 });
    held();
    expect(share.counts()).toEqual({ running: 0, waiting: 0 });
  });
});
