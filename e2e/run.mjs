// Runs the Playwright suite: checks for a browser, builds the portal, then starts Playwright
// (which starts the sandbox through the webServer option of e2e/playwright.config.ts).
import { spawnSync } from 'node:child_process';
import { findChromium, NO_BROWSER_MESSAGE } from './support/browser.mjs';
import { stackFloorBuildArgs } from './support/stack-floor-build.mjs';

const browser = await findChromium();
if (browser === null) {
  console.error(NO_BROWSER_MESSAGE);
  process.exit(1);
}
if (browser) process.env.CHROMIUM_PATH = browser;

const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// A build folder per port, so that several suites can run side by side; the stack floor (the mandated libraries
// without feature code, e2e/bench/stack-floor) beside it, for the performance guards' ratios.
const port = process.env.E2E_PORT ?? '8181';
process.env.E2E_DIST_DIR = process.env.E2E_DIST_DIR ?? `test-results/dist-${port}`;
process.env.E2E_FLOOR_DIR = process.env.E2E_FLOOR_DIR ?? `test-results/stack-floor-${port}`;
if (process.env.E2E_SKIP_BUILD !== '1') {
  run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', process.env.E2E_DIST_DIR, '--emptyOutDir']);
  run('npx', stackFloorBuildArgs(process.env.E2E_FLOOR_DIR));
}
run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...process.argv.slice(2)]);
