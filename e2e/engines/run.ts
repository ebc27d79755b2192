/**
 * `npm run test:engines [-- firefox|webkit] [--reuse-build]`: the journeys of journeys.ts in Firefox ESR and
 * WebKitGTK, against one sandbox set up as the Playwright suite's browser-mode one (provider and API on other
 * origins than the portal). Prints how long each engine took and a closing "N passed, N failed" line.
 * `--reuse-build` serves the build the Playwright run just made (test-results/dist-$E2E_PORT).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from './engine';
import { launchFirefox } from './firefox';
import { JOURNEYS, type Journey } from './journeys';
import { Tab } from './page-tools';
import { launchWebKit } from './webkit';

const root = fileURLToPath(new URL('../..', import.meta.url));
// Beside the Playwright suite's ports, so that two `npm test` runs with different E2E_PORTs do not meet here either.
const port = Number(process.env.ENGINES_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 300);
const origin = `http://localhost:${port}`;
const results = path.join(root, 'test-results', `engines-${port}`);
const LOCALE = 'en-GB';
const TIME_ZONE = 'Europe/Berlin';

const ENGINES: Record<string, (downloads: string) => Promise<Browser>> = {
  firefox: (downloads) => launchFirefox({ downloads, locale: LOCALE }),
  webkit: (downloads) => launchWebKit({ downloads, locale: LOCALE, port: port + 2 }),
};

const args = process.argv.slice(2);
const wanted = args.filter((arg) => !arg.startsWith('--'));
const unknown = wanted.filter((name) => !(name in ENGINES));
if (unknown.length > 0) {
  console.error(`Unknown engine ${unknown.join(', ')}: choose from ${Object.keys(ENGINES).join(', ')}.`);
  process.exit(2);
}
const engines = wanted.length > 0 ? wanted : Object.keys(ENGINES);

// Both engines read the time zone from the environment (Playwright's suite runs in Europe/Berlin too).
process.env.TZ = TIME_ZONE;

let dist = process.env.E2E_DIST_DIR ?? path.join(root, 'test-results', `dist-${process.env.E2E_PORT ?? '8181'}`);
if (!args.includes('--reuse-build')) {
  dist = path.join(root, 'test-results', `dist-engines-${port}`);
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`No build of the portal in ${dist}: run npm run test:engines without --reuse-build.`);
  process.exit(1);
}

const sandbox = spawn(path.join(root, 'node_modules/.bin/tsx'), ['sandbox/src/main.ts', '--reset'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    SANDBOX_BFF: '0',
    // As in e2e/playwright.config.ts: the provider and the API on other origins than the portal.
    SANDBOX_IDP_ORIGIN: `http://127.0.0.1:${port}`,
    SANDBOX_API_ORIGIN: `http://127.0.0.2:${port}`,
    SANDBOX_DATA_DIR: `test-results/sandbox-data-${port}`,
    SANDBOX_STATIC_DIR: dist,
    SANDBOX_TIME_SCALE: '0.05',
    SANDBOX_TOKEN_TTL: '75',
    SANDBOX_REVIEW_SECONDS: '30',
  },
});
const stopSandbox = () => sandbox.kill('SIGTERM');
process.on('exit', stopSandbox);

async function sandboxReady() {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const status = await fetch(`${origin}/auth/realms/portal/.well-known/openid-configuration`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The sandbox did not start on ${origin}`);
}

interface Outcome {
  engine: string;
  journey: string;
  /** Passed only on its retry: the first attempt's error. */
  flaky?: string;
  error?: string | undefined;
}

const RETRIES = Number(process.env.E2E_RETRIES ?? 1);

/** Runs one journey on a fresh page: undefined when it passed, else what failed (printed, with a screenshot). */
async function runJourney(browser: Browser, engine: string, journey: Journey, label: string) {
  const at = Date.now();
  const took = () => `${((Date.now() - at) / 1000).toFixed(1)} s`;
  const page = await browser.newPage();
  const tab = new Tab(page, origin);
  try {
    await journey.run(tab, `${engine}-${Date.now()}`);
    // As the Playwright fixture: a console error or an uncaught exception fails the journey.
    await tab.collectErrors();
    const errors = [...(await page.errors()), ...tab.errors].filter((error) => !journey.expectedErrors?.test(error));
    if (errors.length > 0) throw new Error(`The page reported errors:\n${errors.join('\n')}`);
    console.log(`  ✓ ${journey.name} (${took()})`);
    return undefined;
  } catch (error) {
    const shot = path.join(results, engine, `failure-${label}.png`);
    await page.screenshot(shot).catch(() => undefined);
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    console.log(`  ✘ ${journey.name} (${took()})\n    ${message.replaceAll('\n', '\n    ')}\n    screenshot: ${shot}`);
    return message;
  } finally {
    await page.close().catch(() => undefined);
  }
}

const outcomes: Outcome[] = [];
const seconds: Record<string, number> = {};
await sandboxReady();
await rm(results, { recursive: true, force: true });
await mkdir(results, { recursive: true });

for (const engine of engines) {
  const started = Date.now();
  console.log(`\n▶ ${engine}`);
  let browser: Browser | undefined;
  try {
    browser = await (ENGINES[engine] as (downloads: string) => Promise<Browser>)(
      path.join(results, engine, 'downloads'),
    );
    for (const [index, journey] of JOURNEYS.entries()) {
      let first: string | undefined;
      for (let attempt = 0; ; attempt++) {
        const error = await runJourney(browser, engine, journey, `${index + 1}${attempt > 0 ? '-retry' : ''}`);
        // As the Playwright suite: a failed journey runs once more, and one that passes only then is flaky.
        first ??= error;
        if (error !== undefined && attempt < RETRIES) continue;
        const flaky = attempt > 0 && error === undefined ? first : undefined;
        outcomes.push({ engine, journey: journey.name, ...(flaky !== undefined ? { flaky } : {}), error });
        break;
      }
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    outcomes.push({ engine, journey: 'starting the browser', error: message });
    console.log(`  ✘ ${engine} could not be started: ${message}`);
  } finally {
    await browser?.close().catch(() => undefined);
  }
  seconds[engine] = (Date.now() - started) / 1000;
}

console.log('\nEngines');
for (const engine of engines) {
  const failed = outcomes.filter((o) => o.engine === engine && o.error).length;
  console.log(`  ${engine.padEnd(8)} ${failed === 0 ? 'ok    ' : 'FAILED'} ${(seconds[engine] ?? 0).toFixed(1)} s`);
}
const flaky = outcomes.filter((o) => o.flaky);
// The line npm test gathers into its summary (as e2e/support/flaky-reporter.ts prints it for the Playwright suite).
for (const { engine, journey, flaky: first } of flaky) {
  console.log(`flaky (passed only on its retry): [${engine}] ${journey} — first: ${first?.split('\n')[0] ?? ''}`);
}
const failed = outcomes.filter((o) => o.error).length;
console.log(`${outcomes.length - failed} passed, ${failed} failed`);
stopSandbox();
process.exit(failed === 0 ? 0 : 1);
