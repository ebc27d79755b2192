import { apiClient } from './support/api';
import { replayReads, routeBusyOrders } from './support/busy-orders';
import { expect, signIn, test } from './support/fixtures';
import { measureLoad, median, type PageLoad } from './support/main-thread';
import { ensureFloorBuild, serveFloor } from './support/stack-floor';
import { paths } from '#portal/lib/paths.ts';

/*
 * How long the orders list and an order page block a phone's main thread while they load, as a multiple of what
 * the stack floor blocks (e2e/bench/stack-floor: the mandated libraries with no feature code), measured side by
 * side in this run: each round loads the floor, the list and the order once, and the median of the rounds' ratios
 * counts. A busy or a fast machine moves both; a page that does more than it did moves its ratio. Blocking time
 * is counted from each task's own CPU time at a quarter of this machine's speed (support/main-thread.ts).
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
    // One load of each first, not measured: then the browser's cache and V8's code cache are warm for all three.
    for (const name of names) {
      await page.goto(pages[name]);
      await expect(shown[name]).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    const started = Date.now();
    const loads: Record<keyof typeof pages, PageLoad[]> = { floor: [], list: [], order: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const name of names) {
        loads[name].push(await measureLoad(browser, page, pages[name]));
        await expect(shown[name]).toBeVisible();
      }
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(0);

    const ratio = (name: 'list' | 'order') =>
      median(loads[name].map((load, i) => load.blockingMs / Math.max(loads.floor[i]?.blockingMs ?? 0, 1)));
    const figures = { list: ratio('list'), order: ratio('order') };
    const row = (name: keyof typeof pages) =>
      `${name.padEnd(5)} ${loads[name].map((l) => `${Math.round(l.blockingMs)} ms (${l.longTasks} long tasks, busy ${Math.round(l.busyMs)} ms)`).join(', ')}`;
    console.log(
      [
        `main-thread blocking time at a quarter of this CPU’s speed, ${ROUNDS} rounds in ${seconds} s:`,
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
