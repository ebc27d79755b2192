// Benchmark (not a test): the orders list with 50,000 orders. Starts the sandbox on a free port with a
// temporary data dir, serving a built portal (BENCH_DIST_DIR, default `dist`; built with `npx vite build`
// when missing), signs in through the login page, answers GET /translationTasks/ with generated orders
// (with an ETag, so the list's background refresh costs a 304 as with the sandbox) and prints
//   - the floor: a plain `JSON.parse` of the same payload in the same page (median of 7), after each
//     load, so floor and load see the same machine load,
//   - time from the task list response being fully received (Resource Timing `responseEnd`) to the first
//     rows on screen (performance mark `orders:rows-rendered`, set by the table), over BENCH_LIST_RUNS
//     page loads (3, 1 with --quick), and its ratio to the floor (the median of each load's ratio),
//   - two parts of that time no code of the portal decides: reading the body after `responseEnd`
//     (measured on the floor's own fetch) and the first `JSON.parse` in a fresh page, whose heap still
//     has to grow (the floor's parses run in a page that already holds the list),
//   - one search keystroke, from keydown to the updated result count (plus the next frame), over a
//     series of keys in each load,
//   - a sort (Enter on a column header, to the first row changed) and each filter (Enter on an option,
//     Backspace removing it, to the updated count), once per load.
// Usage: node e2e/bench/orders-list.mjs [--quick]   (env BENCH_ORDERS=50000, BENCH_DIST_DIR=dist, BENCH_SCREENSHOT=<png>)
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../support/browser.mjs';
import { apiClient, median, prepare, printFigures, quick, runBenchmark, signIn, startSandbox } from './lib/harness.mjs';
import { generateTasks } from './lib/orders-data.mjs';

const ORDER_COUNT = Number(process.env.BENCH_ORDERS ?? 50_000);
const RUNS = Number(process.env.BENCH_LIST_RUNS ?? (quick ? 1 : 3));
const TASKS_URL = /\/rest\/api\/translationTasks\/?(\?.*)?$/;

/** Keys typed after "ref-"; every key changes the number of matches (REF-1 → 11,111, REF-12 → 1,111, …). */
function keySeries() {
  const cycle = (digits) => [...digits, ...digits.map(() => 'Backspace')];
  const all = [...cycle(['1', '2', '3', '4']), ...cycle(['5', '6', '7', '8']), ...cycle(['9', '8', '7', '6'])];
  return quick ? all.slice(0, 8) : all;
}

const ms = (value) => `${value.toFixed(1)} ms`;
const spread = (values) => (values.length > 1 ? ` (${values.map((v) => v.toFixed(0)).join(', ')})` : '');

/**
 * Presses `key` and measures, in the page, from its keydown event to the DOM mutation that changes what
 * `probe` reads (the result count, or the first row's reference), plus one animation frame.
 */
async function timeKey(page, key, probe = 'count') {
  const done = page.evaluate(
    (probe) =>
      new Promise((resolve, reject) => {
        const read =
          probe === 'count'
            ? () =>
                [...document.querySelectorAll('[role="status"]')]
                  .map((el) => el.textContent)
                  .find((text) => / of [\d,.\s]+ orders?$/.test(text ?? ''))
            : () => document.querySelector('[role="table"] [aria-rowindex="2"] a')?.textContent;
        const previous = read();
        if (previous === undefined) return reject(new Error(`Nothing to read for ${probe}`));
        let start = 0;
        document.addEventListener('keydown', (event) => (start = event.timeStamp), { capture: true, once: true });
        const observer = new MutationObserver(() => {
          if (read() === previous) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - start));
        });
        observer.observe(document.body, { childList: true, characterData: true, subtree: true });
        window.__benchReady = true;
      }),
    probe,
  );
  await page.waitForFunction(() => window.__benchReady === true);
  await page.evaluate(() => (window.__benchReady = false));
  await page.keyboard.press(key);
  return done;
}

/** Response fully received → first rows, for the load that just happened. */
async function firstRowsTime(page) {
  await page.waitForFunction(() => performance.getEntriesByName('orders:rows-rendered').length > 0, null, {
    timeout: 120_000,
  });
  return page.evaluate(() => {
    const response = performance
      .getEntriesByType('resource')
      .find((entry) => /\/rest\/api\/translationTasks\/?(\?|$)/.test(entry.name));
    const rendered = performance.getEntriesByName('orders:rows-rendered')[0];
    if (!response || !rendered) throw new Error('No resource timing or rows mark');
    return rendered.startTime - response.responseEnd;
  });
}

/**
 * A plain JSON.parse of the list's payload in the page: the floor of any client-side parsing. Also how
 * long reading that body took after Resource Timing's `responseEnd` (the text arriving in the page).
 */
async function parseFloor(page) {
  return page.evaluate(async () => {
    const url = `/rest/api/translationTasks/?floor=${performance.now()}`;
    const text = await (await fetch(url)).text();
    const read = performance.now();
    const entry = performance.getEntriesByName(new URL(url, location.href).href)[0];
    const times = [];
    for (let i = 0; i < 7; i++) {
      const start = performance.now();
      JSON.parse(text);
      times.push(performance.now() - start);
    }
    return { floor: times.sort((a, b) => a - b)[3], bodyRead: entry ? read - entry.responseEnd : Number.NaN };
  });
}

/** The first JSON.parse of the payload in a fresh page of the portal's origin (nothing parsed there yet). */
async function coldParse(context, origin) {
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/favicon.svg`);
    return await page.evaluate(async () => {
      const text = await (await fetch('/rest/api/translationTasks/')).text();
      const start = performance.now();
      JSON.parse(text);
      return performance.now() - start;
    });
  } finally {
    await page.close();
  }
}

async function main() {
  const { executablePath } = await prepare();
  const sandbox = await startSandbox();
  const { origin } = sandbox;
  const api = apiClient(origin);
  const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: CHROMIUM_FLAGS });
  try {
    const projects = await api.get('/projects/');
    const tags = await api.get('/tags/');
    const tasks = generateTasks(
      ORDER_COUNT,
      projects.map((p) => p.id),
      [...tags.map((t) => t.id), 'print', 'web', 'q3', 'board', 'support'],
    );
    const body = JSON.stringify(tasks);
    const etag = `"bench-${ORDER_COUNT}"`;

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' });
    const page = await context.newPage();
    await context.route(TASKS_URL, (route) => {
      const request = route.request();
      if (request.method() !== 'GET') return route.continue();
      if (request.headers()['if-none-match'] === etag) return route.fulfill({ status: 304, headers: { ETag: etag } });
      return route.fulfill({ status: 200, contentType: 'application/json', headers: { ETag: etag }, body });
    });

    const filters = [
      ['Progress', 'Delivered'],
      ['Project', projects[0]?.name ?? 'No project'],
      ['Tag', 'print'],
      ['Language', 'ja-JP'],
      ['Kind', 'Instant with'],
    ];
    const firstRows = [];
    const floors = [];
    const ratios = [];
    const bodyReads = [];
    const coldParses = [];
    const keystrokes = [];
    const keystrokeRuns = [];
    const sorts = [];
    const filterTimes = Object.fromEntries(filters.map(([name]) => [name, []]));
    let rowsInDom = 0;
    for (let run = 0; run < RUNS; run++) {
      if (run === 0) await signIn(page, origin, '/orders');
      else await page.reload();
      const rowsTime = await firstRowsTime(page);
      firstRows.push(rowsTime);
      rowsInDom = await page.getByRole('table', { name: 'Orders' }).getByRole('row').count();
      // To look at the page: BENCH_SCREENSHOT=test-results/orders-bench.png
      if (run === 0 && process.env.BENCH_SCREENSHOT) await page.screenshot({ path: process.env.BENCH_SCREENSHOT });

      const searchBox = page.getByRole('searchbox', { name: 'Search orders' });
      await searchBox.fill('ref-');
      await page.getByText(/^[\d,]+ of [\d,]+ orders$/).waitFor();
      await searchBox.focus();
      const times = [];
      for (const key of keySeries()) times.push(await timeKey(page, key));
      keystrokes.push(...times);
      keystrokeRuns.push(median(times));
      await searchBox.fill('');
      // The floor beside each load, so both see the same machine load.
      const { floor, bodyRead } = await parseFloor(page);
      floors.push(floor);
      ratios.push(rowsTime / floor);
      bodyReads.push(bodyRead);
      coldParses.push(await coldParse(context, origin));

      const header = (name) => page.getByRole('columnheader', { name }).getByRole('button');
      await header('Reference').focus();
      sorts.push(await timeKey(page, 'Enter', 'firstRow'));
      await header('Created').focus();
      sorts.push(await timeKey(page, 'Enter', 'firstRow'));

      for (const [name, option] of filters) {
        const input = page.getByRole('combobox', { name, exact: true });
        await input.click();
        await input.pressSequentially(option);
        await page
          .getByRole('option', { name: new RegExp(option) })
          .first()
          .waitFor();
        await page.keyboard.press('ArrowDown');
        filterTimes[name].push(await timeKey(page, 'Enter'));
        filterTimes[name].push(await timeKey(page, 'Backspace'));
        await page.keyboard.press('Escape');
      }
    }
    const firstRowsMedian = median(firstRows);
    const figures = [
      ['Orders', ORDER_COUNT.toLocaleString('en')],
      ['Response size', `${(Buffer.byteLength(body) / 1e6).toFixed(1)} MB`],
      [
        `Floor: JSON.parse of the payload in the page, median of 7 after each load${spread(floors)}`,
        ms(median(floors)),
      ],
      [
        `Response received → first rows rendered, median of ${firstRows.length}${spread(firstRows)}`,
        `${ms(firstRowsMedian)} = ${median(ratios).toFixed(1)}× the floor (median of each load's ratio; goal ≤ 2.5×)`,
      ],
      [
        `  within it, beyond any code of the portal: body read after the response${spread(bodyReads)}`,
        ms(median(bodyReads)),
      ],
      [`  and a first JSON.parse of the payload in a fresh page${spread(coldParses)}`, ms(median(coldParses))],
      ['Rows in the DOM', String(rowsInDom)],
      [
        `Search keystroke → count updated, median of ${keystrokes.length}${spread(keystrokeRuns)}`,
        `${ms(median(keystrokes))} (goal ≤ 16 ms)`,
      ],
      ['Search keystroke, fastest / slowest', `${ms(Math.min(...keystrokes))} / ${ms(Math.max(...keystrokes))}`],
      [`Sort (Reference, then Created) → first row changed, median of ${sorts.length}`, ms(median(sorts))],
      ...filters.map(([name]) => [
        `${name} filter set / removed → count updated, median of ${filterTimes[name].length}`,
        ms(median(filterTimes[name])),
      ]),
    ];
    printFigures('Orders list benchmark', figures);
  } finally {
    await browser.close();
    await sandbox.stop();
  }
}

runBenchmark(main);
