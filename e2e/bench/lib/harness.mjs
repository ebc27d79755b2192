// Shared by the benchmarks in e2e/bench (not a benchmark itself: run.mjs only runs the `*.mjs` files of
// e2e/bench). A sandbox on its own port and data dir serving the built portal, a password-grant API
// client, the sign-in through the login page and the figures table.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import { CHROMIUM_FLAGS, findChromium, NO_BROWSER_MESSAGE } from '../../support/browser.mjs';
import { describeGrowth, largestGrowth } from './memory.mjs';

/**
 * The tests' shared TypeScript modules (packages/test-support), loaded through tsx: the token client, the
 * factories, free ports.
 */
export const testkit = {
  tokenClient: () => tsImport('#test-support/token-client', import.meta.url),
  factories: () => tsImport('#test-support/factories/task', import.meta.url),
  freePort: () => tsImport('#test-support/free-port', import.meta.url),
};

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const quick = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';
export const distDir = path.resolve(root, process.env.BENCH_DIST_DIR ?? 'dist');

/** BENCH_PORT when set (one sandbox at a time; fails when it is taken), else a free port (#test-support/free-port). */
export async function freePort(preferred = process.env.BENCH_PORT) {
  const { freePort: free } = await testkit.freePort();
  return preferred ? free(Number(preferred), 'BENCH_PORT') : free();
}

async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`Timed out waiting for ${url}`);
}

/** The Chromium to use (exits with the install hint when there is none) and a build of the portal. */
export async function prepare() {
  const executablePath = await findChromium();
  if (executablePath === null) {
    console.error(NO_BROWSER_MESSAGE);
    process.exit(1);
  }
  if (!existsSync(path.join(distDir, 'index.html'))) {
    console.log(`No build in ${distDir}: running vite build…`);
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', distDir], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  return { executablePath };
}

/** Starts the sandbox with a fresh temporary data dir; `stop()` ends it and removes the data. */
export async function startSandbox(env = {}) {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/src/main.ts', '--reset'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      SANDBOX_DATA_DIR: dataDir,
      SANDBOX_STATIC_DIR: distDir,
      SANDBOX_TIME_SCALE: '0.05',
      ...env,
    },
  });
  // Should this process end without reaching stop() (a crash), the sandbox ends with it.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`Sandbox exited (${code}):\n${stderr}`))),
  );
  await Promise.race([waitFor(`${origin}/auth/realms/portal/.well-known/openid-configuration`), exited]);
  exited.catch(() => {});
  return {
    origin,
    dataDir,
    async stop() {
      process.off('exit', killOnExit);
      if (child.exitCode === null) {
        const gone = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await gone;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** An access token of the realm's command-line client (the tests' password grant, packages/test-support/token-client.ts). */
export async function passwordToken(origin, user = 'orderer') {
  const { passwordToken: fetchToken } = await testkit.tokenClient();
  return fetchToken(origin, user);
}

/**
 * Finds Chromium and the build (`prepare`), starts the sandbox with `env`, runs
 * `use({ executablePath, sandbox, api })` with an API client of the orderer, and stops the sandbox after.
 */
export async function withSandbox(env, use) {
  const { executablePath } = await prepare();
  const sandbox = await startSandbox(env);
  try {
    return await use({ executablePath, sandbox, api: apiClient(sandbox.origin) });
  } finally {
    await sandbox.stop();
  }
}

/** A small JSON client of the API; fetches a new token before the old one runs out. */
export function apiClient(origin, user = 'orderer') {
  const tokens = testkit
    .tokenClient()
    .then(({ tokenSource }) => tokenSource(() => passwordToken(origin, user), 60_000));
  const current = async () => (await tokens).get();
  async function call(method, pathname, { json, body, contentType } = {}) {
    const headers = { Authorization: `Bearer ${await current()}`, Accept: 'application/json' };
    if (json !== undefined) headers['Content-Type'] = 'application/json';
    if (contentType) headers['Content-Type'] = contentType;
    const send = () =>
      fetch(`${origin}/rest/api${pathname}`, {
        method,
        headers,
        ...(json !== undefined ? { body: JSON.stringify(json) } : body !== undefined ? { body } : {}),
      });
    let response;
    try {
      response = await send();
    } catch (error) {
      // A kept-alive connection the sandbox closed just then: GET and DELETE may simply go again.
      if (method !== 'GET' && method !== 'DELETE') throw error;
      response = await send();
    }
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${pathname} → ${response.status}: ${text}`);
    return text ? JSON.parse(text) : undefined;
  }
  return {
    token: current,
    get: (p) => call('GET', p),
    post: (p, json) => call('POST', p, { json }),
    patch: (p, json) => call('PATCH', p, { json }),
    delete: (p) => call('DELETE', p),
    upload: (filename, body) =>
      call('POST', `/documents/?filename=${encodeURIComponent(filename)}`, {
        body,
        contentType: 'application/octet-stream',
      }),
  };
}

/** Waits until `check()` returns a truthy value; polls. */
export async function until(check, { timeoutMs = 120_000, intervalMs = 500, what = 'condition' } = {}) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/**
 * Runs `use(page, profile)` in a fresh Chromium (desktop size, en-GB) with its own profile dir, which the
 * memory sampling finds the browser's processes by; closes the browser and removes the dir afterwards.
 */
export async function inFreshBrowser(executablePath, { profilePrefix, ...options }, use) {
  const profile = await mkdtemp(path.join(os.tmpdir(), profilePrefix));
  const context = await chromium.launchPersistentContext(profile, {
    ...(executablePath ? { executablePath } : {}),
    args: CHROMIUM_FLAGS,
    locale: 'en-GB',
    viewport: { width: 1440, height: 900 },
    ...options,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    return await use(page, profile);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}

/** Opens `pathname` and signs in through the sandbox login page; resolves on the portal again. */
export async function signIn(page, origin, pathname, user = 'orderer') {
  await page.goto(`${origin}${pathname}`);
  await page.getByLabel(/username/i).fill(user);
  await page.getByLabel(/password/i).fill(user);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((url) => url.origin === origin && url.pathname === pathname, { timeout: 60_000 });
}

/** How often the transfer benchmarks repeat each measurement (the machine may be busy): best run counts. */
export const repeats = Number(process.env.BENCH_REPEATS ?? (quick ? 1 : 2));

export const mbPerSecond = (bytes, ms) => `${(bytes / 1e6 / (ms / 1000)).toFixed(1)} MB/s`;

/** "41.2 MB/s (6.1 s; best of 2: 6.1 s, 7.0 s)" */
export function bestRate(bytes, times) {
  const best = Math.min(...times);
  const all =
    times.length > 1 ? `; best of ${times.length}: ${times.map((t) => `${(t / 1000).toFixed(1)} s`).join(', ')}` : '';
  return `${mbPerSecond(bytes, best)} (${(best / 1000).toFixed(1)} s${all})`;
}
export const mib = (bytes) => `${(bytes / 1024 ** 2).toFixed(0)} MiB`;

/** Prints a titled two-column table. */
export function printFigures(title, figures) {
  const width = Math.max(...figures.map(([label]) => label.length));
  console.log(`\n${title}${quick ? ' (quick)' : ''}`);
  for (const [label, value] of figures) console.log(`  ${label.padEnd(width)}  ${value}`);
}

/**
 * Prints a transfer of `bytes` measured three ways: through the portal (`browserRuns`: `ms`, the browser's
 * memory `growth`, and `bareMs` of a bare request from the same page) and by curl (`curlMs`); the best run
 * counts, the largest growth is shown. `labels`: portal, bare, curl and growth.
 */
export function printTransferFigures(title, { subject, bytes, browserRuns, curlMs, labels }) {
  printFigures(title, [
    subject,
    [
      labels.portal,
      bestRate(
        bytes,
        browserRuns.map((r) => r.ms),
      ),
    ],
    [
      labels.bare,
      bestRate(
        bytes,
        browserRuns.map((r) => r.bareMs),
      ),
    ],
    [labels.curl, bestRate(bytes, curlMs)],
    [labels.growth, describeGrowth(largestGrowth(browserRuns.map((r) => r.growth)))],
  ]);
}

/** The middle value (the upper one of the two middle values for an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Runs a benchmark's `main`; a failure is printed and ends the process with status 1. */
export function runBenchmark(main) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

/** Creates a sparse file of `size` bytes (zeros; takes no disk space until written elsewhere). */
export async function sparseFile(file, size) {
  const handle = await open(file, 'w');
  try {
    await handle.truncate(size);
  } finally {
    await handle.close();
  }
}
