// Benchmark (not a test): the compare view on a 35,000-word Word document. Starts the sandbox with a
// temporary data dir serving the built portal (BENCH_DIST_DIR), orders the document (made by
// packages/documents/testing/large-docx.harness.ts) into German, lets the sandbox's vendor deliver it, then opens the
// order page and clicks "Compare … with its source", and prints the time from that click to the first
// aligned rows on screen (performance mark `compare:rows-rendered`, set by the table): both files
// downloaded, read into text units in a Web Worker, aligned and rendered. Also how long the two downloads
// took and the longest task on the main thread meanwhile (the parsing runs in the worker).
// Usage: node e2e/bench/compare-view.mjs [--quick]   (env BENCH_WORDS=35000, BENCH_DIST_DIR, BENCH_SCREENSHOT=<png>)
import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import { CHROMIUM_FLAGS } from '../support/browser.mjs';
import {
  apiClient,
  median,
  prepare,
  printFigures,
  quick,
  runBenchmark,
  signIn,
  startSandbox,
  until,
} from './lib/harness.mjs';

const WORDS = Number(process.env.BENCH_WORDS ?? 35_000);
const RUNS = quick ? 1 : 3;
const FILENAME = 'large-35000-words.docx';

const { largeDocx } = await tsImport('#documents/testing/large-docx.harness', import.meta.url);
const { extractDocument } = await tsImport('#documents/registry', import.meta.url);
const { countUnitWords } = await tsImport('#documents/words', import.meta.url);

const ms = (value) => `${Math.round(value)} ms`;

/** Orders the document into German in a project without review and waits for the delivery. */
async function deliveredOrder(api, bytes) {
  const document = await api.upload(FILENAME, bytes);
  const projects = await api.get('/projects/');
  const projectId = projects.find((p) => p.name === 'Legal')?.id;
  const task = await api.post('/translationTasks/', {
    source: 'en-US',
    target: ['de-DE'],
    projectId,
    sourceDocumentIds: [document.id],
  });
  await api.patch(`/translationTasks/${task.id}`, { complete: true });
  const quote = await until(
    async () => (await api.get(`/translationTasks/${task.id}/quotes`)).find((q) => q.state === 'OFFERED'),
    { what: 'a quote' },
  );
  await api.patch(`/quotes/${quote.id}`, { state: 'ACCEPTED' });
  await until(async () => (await api.get(`/translationTasks/${task.id}`)).progress === 'TRANSLATION_DELIVERED', {
    timeoutMs: 300_000,
    what: 'the delivery',
  });
  return task.id;
}

/**
 * One run: the order page loaded afresh (the session lives in the tab's sessionStorage, the query cache
 * starts empty), then a click on Compare; times measured in the page.
 */
async function measure(page, origin, taskId) {
  await page.goto(`${origin}/orders/${taskId}`);
  const link = page.getByRole('link', { name: `Compare ${FILENAME} with its source` });
  await link.waitFor({ timeout: 60_000 });
  await page.evaluate(() => {
    window.__bench = { click: 0, longest: 0 };
    document.addEventListener('click', (event) => (window.__bench.click = event.timeStamp), {
      capture: true,
      once: true,
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (window.__bench.click && entry.startTime >= window.__bench.click) {
          window.__bench.longest = Math.max(window.__bench.longest, entry.duration);
        }
      }
    }).observe({ type: 'longtask', buffered: false });
  });
  await link.click();
  await page.waitForFunction(() => performance.getEntriesByName('compare:rows-rendered').length > 0, null, {
    timeout: 120_000,
  });
  const result = await page.evaluate(() => {
    const rendered = performance.getEntriesByName('compare:rows-rendered')[0].startTime;
    const downloads = performance
      .getEntriesByType('resource')
      .filter((e) => /\/documents\/[^/]+\/content$/.test(e.name) && e.startTime >= window.__bench.click);
    return {
      total: rendered - window.__bench.click,
      downloads: Math.max(...downloads.map((e) => e.responseEnd)) - window.__bench.click,
      longest: window.__bench.longest,
    };
  });
  const rows = await page
    .getByRole('table', { name: `${FILENAME}: source and translation` })
    .getByRole('row')
    .count();
  if (process.env.BENCH_SCREENSHOT) await page.screenshot({ path: process.env.BENCH_SCREENSHOT });
  return { ...result, rows };
}

async function main() {
  const { executablePath } = await prepare();
  const bytes = largeDocx(WORDS);
  const { units } = extractDocument({ filename: FILENAME, bytes });
  const words = units.reduce((sum, unit) => sum + countUnitWords(unit), 0);
  const sandbox = await startSandbox();
  const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: CHROMIUM_FLAGS });
  try {
    const taskId = await deliveredOrder(apiClient(sandbox.origin), bytes);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' });
    const page = await context.newPage();
    await signIn(page, sandbox.origin, `/orders/${taskId}`);
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(page, sandbox.origin, taskId));
    const totals = runs.map((r) => r.total);
    printFigures('Compare view benchmark', [
      ['Document', `${FILENAME}: ${(bytes.length / 1024).toFixed(0)} KiB, ${units.length} text units, ${words} words`],
      [`Click on Compare → first aligned rows, median of ${RUNS}`, ms(median(totals))],
      ['  fastest / slowest', `${ms(Math.min(...totals))} / ${ms(Math.max(...totals))}`],
      ['  both files downloaded by (median)', ms(median(runs.map((r) => r.downloads)))],
      ['Longest main-thread task meanwhile (median)', ms(median(runs.map((r) => r.longest)))],
      ['Table rows in the DOM (rendered as the page scrolls)', String(runs[0]?.rows ?? 0)],
    ]);
  } finally {
    await browser.close();
    await sandbox.stop();
  }
}

runBenchmark(main);
