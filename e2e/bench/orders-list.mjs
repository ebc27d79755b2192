// Benchmark (not a test): the orders list with 50,000 orders. Starts the sandbox on a free port with a
// temporary data dir, serving a built portal (BENCH_DIST_DIR, default `dist`; built with `npx vite build`
// when missing), signs in through the login page, answers GET /translationTasks/ with generated orders
// and prints
//   - time from the task list response being fully received to the first rows on screen
//     (performance mark `orders:rows-rendered`, set by the table), and
//   - the time of one search keystroke, from keydown to the updated result count, over a series of keys.
// Usage: node e2e/bench/orders-list.mjs [--quick]   (env BENCH_ORDERS=50000, BENCH_DIST_DIR=dist, BENCH_SCREENSHOT=<png>)
import { randomBytes } from 'node:crypto';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../support/browser.mjs';
import { apiClient, prepare, printFigures, quick, signIn, startSandbox, testkit } from './lib/harness.mjs';

const { wireTask } = await testkit.factories();

const ORDER_COUNT = Number(process.env.BENCH_ORDERS ?? 50_000);

/** A deterministic pseudo-random generator, so runs compare. */
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const WORDS = ['homepage', 'brochure', 'contract', 'release notes', 'manual', 'newsletter', 'press kit', 'UI strings'];
const SOURCES = ['en-US', 'en-GB', 'de-DE', 'fr-FR'];
const TARGETS = ['de-DE', 'fr-FR', 'es-ES', 'it-IT', 'nl-NL', 'pl-PL', 'ja-JP', 'zh-CN', 'pt-BR', 'sv-SE'];
const PROGRESS = [
  ['TRANSLATION_DELIVERED', 40],
  ['NEW', 15],
  ['COMPLETE_AND_PREPARED', 10],
  ['ORDER_CONFIRMED', 10],
  ['TASK_CANCELLED', 8],
  ['IN_REVIEW', 5],
  ['IN_PREPARATION', 4],
  ['QUOTE_ACCEPTED', 3],
  ['ACCEPTED_QUOTE_SUBMITTED', 3],
  ['PREPARATION_FAILED', 2],
];

/** Wire-shaped tasks (the shared factory); every comment carries `REF-<n>` so the keystroke series has known result counts. */
function generateTasks(count, projectIds, tagNames) {
  const random = rng(42);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const weighted = () => {
    let r = random() * 100;
    for (const [value, weight] of PROGRESS) if ((r -= weight) < 0) return value;
    return 'NEW';
  };
  const start = Date.UTC(2023, 0, 1);
  const span = Date.UTC(2025, 0, 1) - start;
  return Array.from({ length: count }, (_, n) => {
    const source = pick(SOURCES);
    const target = [...new Set(Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(TARGETS)))].filter(
      (t) => t !== source,
    );
    const createdAt = new Date(start + Math.floor(random() * span));
    const progress = weighted();
    const instant = random() < 0.2;
    const tags = [...new Set(Array.from({ length: Math.floor(random() * 3) }, () => pick(tagNames)))];
    return wireTask({
      id: randomBytes(12).toString('hex'),
      source,
      target,
      createdAt: createdAt.toISOString(),
      desiredDeadline:
        random() < 0.6 ? new Date(createdAt.getTime() + (2 + random() * 20) * 86_400_000).toISOString() : null,
      complete: progress !== 'NEW',
      preparationComplete: progress !== 'NEW' && progress !== 'IN_PREPARATION',
      cancelled: progress === 'TASK_CANCELLED',
      email: `user${n % 40}@acme.example`,
      sourceDocumentIds: [randomBytes(12).toString('hex')],
      comment: `REF-${n} ${pick(WORDS)} for the ${pick(['spring', 'summer', 'autumn', 'winter'])} campaign`,
      quoteIds: progress === 'NEW' ? [] : [randomBytes(12).toString('hex')],
      progress,
      projectId: random() < 0.8 ? pick(projectIds) : null,
      tags,
      features: instant ? (random() < 0.5 ? ['instant'] : ['instant', 'withPostEditing']) : ['default'],
    });
  });
}

/** Keys typed after "ref-"; every key changes the number of matches (REF-1 → 11,111, REF-12 → 1,111, …). */
function keySeries() {
  const cycle = (digits) => [...digits, ...digits.map(() => 'Backspace')];
  const all = [...cycle(['1', '2', '3', '4']), ...cycle(['5', '6', '7', '8']), ...cycle(['9', '8', '7', '6'])];
  return quick ? all.slice(0, 8) : all;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (value) => `${value.toFixed(1)} ms`;

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

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' });
    const page = await context.newPage();
    // When the body of the task list has fully arrived: read a clone of the response alongside the app.
    await page.addInitScript(() => {
      const original = window.fetch;
      window.fetch = async (...args) => {
        const response = await original(...args);
        const url = String(args[0] instanceof Request ? args[0].url : args[0]);
        if (/\/rest\/api\/translationTasks\/?(\?|$)/.test(url)) {
          void response
            .clone()
            .arrayBuffer()
            .then(() => performance.mark('bench:tasks-received'));
        }
        return response;
      };
    });
    await page.route(/\/rest\/api\/translationTasks\/?(\?.*)?$/, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 200, contentType: 'application/json', body })
        : route.continue(),
    );

    await signIn(page, origin, '/orders');
    await page.waitForFunction(() => performance.getEntriesByName('orders:rows-rendered').length > 0, null, {
      timeout: 120_000,
    });
    const firstRows = await page.evaluate(() => {
      const received = performance.getEntriesByName('bench:tasks-received')[0]?.startTime;
      const rendered = performance.getEntriesByName('orders:rows-rendered')[0]?.startTime;
      return { received, rendered };
    });
    const rowsInDom = await page.getByRole('table', { name: 'Orders' }).getByRole('row').count();
    // To look at the page: BENCH_SCREENSHOT=test-results/orders-bench.png
    if (process.env.BENCH_SCREENSHOT) await page.screenshot({ path: process.env.BENCH_SCREENSHOT });

    const searchBox = page.getByRole('searchbox', { name: 'Search orders' });
    const countText = page.getByText(/ of [\d,.\s]+ orders$/);
    await searchBox.fill('ref-');
    await countText.waitFor();
    await searchBox.focus();

    const keystrokes = [];
    for (const key of keySeries()) {
      const before = await countText.textContent();
      // Measured in the page: from the keydown event to the mutation that changes the count, plus one frame.
      const done = page.evaluate(
        ({ previous }) =>
          new Promise((resolve, reject) => {
            const status = [...document.querySelectorAll('[role="status"]')].find((el) => el.textContent === previous);
            if (!status) return reject(new Error(`No count "${previous}"`));
            let start = 0;
            document.addEventListener('keydown', (event) => (start = event.timeStamp), { capture: true, once: true });
            const observer = new MutationObserver(() => {
              if (status.textContent === previous) return;
              observer.disconnect();
              requestAnimationFrame(() => resolve({ time: performance.now() - start, text: status.textContent }));
            });
            observer.observe(status, { childList: true, characterData: true, subtree: true });
            window.__benchReady = true;
          }),
        { previous: before },
      );
      await page.waitForFunction(() => window.__benchReady === true);
      await page.evaluate(() => (window.__benchReady = false));
      await page.keyboard.press(key);
      const result = await done;
      keystrokes.push(result.time);
    }

    const figures = [
      ['Orders', ORDER_COUNT.toLocaleString('en')],
      ['Response size', `${(Buffer.byteLength(body) / 1e6).toFixed(1)} MB`],
      [
        'Response received → first rows rendered',
        firstRows.received !== undefined && firstRows.rendered !== undefined
          ? ms(firstRows.rendered - firstRows.received)
          : 'n/a',
      ],
      ['Rows in the DOM', String(rowsInDom)],
      [`Search keystroke → count updated, median of ${keystrokes.length}`, ms(median(keystrokes))],
      ['Search keystroke, fastest / slowest', `${ms(Math.min(...keystrokes))} / ${ms(Math.max(...keystrokes))}`],
    ];
    printFigures('Orders list benchmark', figures);
  } finally {
    await browser.close();
    await sandbox.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
