import { apiClient } from './support/api';
import { replayReads, routeBusyOrders } from './support/busy-orders';
import { expect, signIn, test } from './support/fixtures';
import { busyMs, measureLoad, median, onPhone, type PageLoad, type TracedLoad } from './support/main-thread';
import { ensureFloorBuild, serveFloor } from './support/stack-floor';
import { paths } from '#portal/lib/paths.ts';

/*
 * How long the orders list and an order page block a phone's main thread while they load, as a multiple of what
 * the stack floor blocks (e2e/bench/stack-floor: the mandated libraries with no feature code), measured side by
 * side in this run: each round loads the floor, the list and the order once, and the median of the rounds' ratios
 * counts. A busy or a fast machine moves both; a page that does more than it did moves its ratio. Blocking time
 * is counted from each task's own CPU time on a phone defined by the floor: the phone on which the floor's load
 * takes FLOOR_ON_PHONE_MS of main-thread time, which is Lighthouse's 4× mobile slowdown of this 2-core machine when
 * idle (the floor's tasks took 98 to 109 ms of thread time in four CI runs). Each round sets its slowdown from its
 * own floor load, so that a round in which the other core's work slowed every task (a CI run measured all three
 * pages a quarter to a half slower than the runs before it) measures the same phone (support/main-thread.ts).
 *
 * The list shows 150 orders, 90 of which may wait for a decision (support/busy-orders.ts), so the navigation and
 * the list read the quotes of 50; the order is the sandbox's delivered one with quotes, deliveries and an
 * analysis. The limits were set from the build that fixed issue 35, three runs at load 7 on the 2-core machine:
 * list 1.40–1.61, order 0.82–0.89. A probe that reads the 50 orders as 150 queries again (the regression of issue
 * 35: each answer re-rendered the list and the navigation) measured list 2.47 and 2.67, order 1.32 and 1.34, and
 * failed both.
 */
const LIMITS = { list: 1.9, order: 1.1 };
const ROUNDS = 3;
const FLOOR_ON_PHONE_MS = 420;

test('the orders list and an order page block the main thread no more than their share over the stack floor', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  ensureFloorBuild();
  const floor = await serveFloor();
  try {
    const api = await apiClient(request, 'orderer');
    const tasks = await api.get<{ id: string; comment?: string }[]>('/translationTasks/');
    const seeded = tasks.find((t) => t.comment === 'Homepage copy for the summer campaign.');
    if (!seeded) throw new Error('The sandbox’s seeded order is missing');

    await replayReads(page);
    await routeBusyOrders(page);
    await signIn(page, 'orderer', paths.orders.getHref());
    await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();
    const pages = {
      floor: floor.url,
      list: new URL(paths.orders.getHref(), page.url()).href,
      order: new URL(paths.order.getHref(seeded.id), page.url()).href,
    };
    // What each load must show: a measured error page would pass for a fast one.
    const shown = {
      floor: page.getByRole('table'),
      list: page.getByRole('table', { name: 'Orders' }),
      order: page.getByRole('heading', { level: 1, name: /^homepage\.txt into/ }),
    };
    const names = Object.keys(pages) as (keyof typeof pages)[];
    // One load of each first, not counted: then the browser's cache and V8's code cache are warm for all three.
    // (Followed as the measured loads are, for 15 s at most: a CI run waited 180 s for Playwright's networkidle
    // on the floor's page, which sends no request after its load.)
    for (const name of names) {
      await measureLoad(browser, page, pages[name]);
      await expect(shown[name]).toBeVisible();
    }
    const started = Date.now();
    const traced: Record<keyof typeof pages, TracedLoad[]> = { floor: [], list: [], order: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const name of names) {
        traced[name].push(await measureLoad(browser, page, pages[name]));
        await expect(shown[name]).toBeVisible();
      }
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    // The phone's slowdown over this machine in each round, from that round's floor.
    const slowdowns = traced.floor.map((load) => FLOOR_ON_PHONE_MS / Math.max(busyMs(load), 1));
    const loads = Object.fromEntries(
      names.map((name) => [name, traced[name].map((load, i) => onPhone(load, slowdowns[i] ?? Number.NaN))]),
    ) as Record<keyof typeof pages, PageLoad[]>;

    const ratio = (name: 'list' | 'order') =>
      median(loads[name].map((load, i) => load.blockingMs / Math.max(loads.floor[i]?.blockingMs ?? 0, 1)));
    const figures = { list: ratio('list'), order: ratio('order') };
    const row = (name: keyof typeof pages) =>
      `${name.padEnd(5)} ${loads[name].map((l) => `${Math.round(l.blockingMs)} ms (${l.longTasks} long tasks, busy ${Math.round(l.busyMs)} ms)`).join(', ')}`;
    console.log(
      [
        `main-thread blocking time on a phone where the floor takes ${FLOOR_ON_PHONE_MS} ms, ${ROUNDS} rounds in ${seconds} s`,
        `slowdown over this machine ${slowdowns.map((x) => `${x.toFixed(2)}×`).join(', ')}`,
        row('floor'),
        row('list'),
        row('order'),
        `ratio to the floor (median): list ${figures.list.toFixed(2)} (limit ${LIMITS.list}), order ${figures.order.toFixed(2)} (limit ${LIMITS.order})`,
      ].join('\n  '),
    );
    test.info().annotations.push({
      type: 'blocking time / stack floor',
      description: `list ${figures.list.toFixed(2)}, order ${figures.order.toFixed(2)}`,
    });
    expect.soft(figures.list, 'orders list, blocking time / floor').toBeLessThanOrEqual(LIMITS.list);
    expect.soft(figures.order, 'order page, blocking time / floor').toBeLessThanOrEqual(LIMITS.order);
  } finally {
    await floor.close();
  }
});
