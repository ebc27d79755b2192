import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { test, expect, signIn } from './support/fixtures';
import { paths } from '#portal/lib/paths.ts';

/*
 * The target is 150 KiB. The mandated stack alone needs about 232 KiB for such a page
 * (`npm run bench` prints it as "Stack floor": react-dom 60, Mantine 46, react-router 26, zod 23,
 * oidc-client-ts 19, i18next 14, TanStack Query 9), so the target cannot be met with it. The portal
 * writes its schemas with `zod/mini` (packages/contract/zod.ts), which needs about 11 KiB of that 23,
 * and loads Mantine's notifications only with the first one shown. Its first page loads about
 * 292 KiB today; this budget guards against growth: lower it as the bundle shrinks, never raise it
 * quietly.
 * Raised from 300 to 303 KiB (issue 14): the orders list now asks the task lifecycle module
 * (src/lib/task-lifecycle, +1.7 KiB: the whole state table, with actions and timeline, one module),
 * the HTTP client knows the server sign-in mode (+0.3) and the copy button's shared chunk moved (+0.3);
 * the page measured 302.7 KiB.
 * Back to 300 KiB (issue 15, phone work): the theme names the comboboxes it styles instead of importing
 * them (`Select.extend`), so Select, TagsInput and Autocomplete left the entry chunk (-5.6 KiB); the
 * page measured 297.2 KiB.
 * Lowered to 295 KiB (issue 15): the orders list's fixed-height row window replaced the virtualizer
 * (-9.6 KiB); with the Cost button and the phone work's transitions the page measured 292.4 KiB.
 * Raised to 304 KiB (issue 25): the navigation's count of orders awaiting a decision (each language's
 * state from its quotes and deliveries, the quote-ready notice), money at minor units with the exact
 * value, and the portal's base path (issue 24) are on the first page; it measured 303.2 KiB.
 */
const BUDGET_BYTES = 304 * 1024;
const distDir = path.resolve(process.env.E2E_DIST_DIR ?? `test-results/dist-${process.env.E2E_PORT ?? 8181}`);

/** Gzip size of the built files behind the script URLs the page loaded. */
function gzipSizeOf(urls: Iterable<string>): number {
  let total = 0;
  for (const url of urls) {
    const file = path.join(distDir, new URL(url).pathname);
    total += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return total;
}

test('the JavaScript of the first page stays within its gzip budget', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && new URL(response.url()).pathname.startsWith('/assets/')) {
      scripts.add(response.url());
    }
  });
  await signIn(page, 'orderer', paths.orders.getHref());
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const size = gzipSizeOf(scripts);
  test.info().annotations.push({
    type: 'initial JS (gzip)',
    description: `${(size / 1024).toFixed(1)} KiB in ${scripts.size} files`,
  });
  console.log(
    `initial JS gzip: ${(size / 1024).toFixed(1)} KiB in ${scripts.size} files (budget ${BUDGET_BYTES / 1024} KiB)`,
  );
  expect(size).toBeLessThanOrEqual(BUDGET_BYTES);
});
