import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { test, expect, signIn } from './support/fixtures';

/*
 * The target is 150 KiB (issue "Proof of quality"); the first page loads about 325 KiB today
 * (React, Mantine, the router, i18n, zod and oidc-client-ts in the entry chunk). Until that work is
 * done this budget guards against growth: lower it as the bundle shrinks, never raise it quietly.
 */
const BUDGET_BYTES = 340 * 1024;
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
  await signIn(page, 'orderer', '/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const size = gzipSizeOf(scripts);
  test.info().annotations.push({ type: 'initial JS (gzip)', description: `${(size / 1024).toFixed(1)} KiB in ${scripts.size} files` });
  console.log(`initial JS gzip: ${(size / 1024).toFixed(1)} KiB in ${scripts.size} files (budget ${BUDGET_BYTES / 1024} KiB)`);
  expect(size).toBeLessThanOrEqual(BUDGET_BYTES);
});
