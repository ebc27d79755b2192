// Benchmark (not a test): the server mode's API proxy (`/rest/api/*` with the session cookie; the portal
// server looks the session up, adds the user's access token and streams to the API) against calling the
// API directly with a bearer token, on one sandbox started with `--bff` (both reach the same API code).
//  - small requests: GET /rest/api/tags from CONCURRENCY keep-alive connections for SECONDS each way;
//    requests per second and p50/p99 latency (best of BENCH_REPEATS runs, alternating direct and proxy);
//  - a large file: curl uploads it (POST /documents) and downloads it (GET /documents/{id}/content) through
//    the proxy and directly; MB/s (best of BENCH_REPEATS).
// The load generator runs in this process on the same machine as the sandbox, so both figures include
// its cost; compare the two columns, not the absolute numbers.
// Usage: node e2e/bench/bff-proxy.mjs [--quick]
//   (env BENCH_PROXY_SECONDS=8 (3 with --quick), BENCH_PROXY_CONCURRENCY=16, BENCH_PROXY_MIB=1024 (256 with --quick))
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../support/browser.mjs';
import {
  bestRate,
  median,
  mib,
  passwordToken,
  prepare,
  printFigures,
  quick,
  repeats,
  runBenchmark,
  signIn,
  sparseFile,
  startSandbox,
} from './lib/harness.mjs';

const SECONDS = Number(process.env.BENCH_PROXY_SECONDS ?? (quick ? 3 : 8));
const CONCURRENCY = Number(process.env.BENCH_PROXY_CONCURRENCY ?? 16);
const SIZE = Number(process.env.BENCH_PROXY_MIB ?? (quick ? 256 : 1024)) * 1024 ** 2;
const SESSION_COOKIE = '__Host-portal-session';

/** Signs in through the login page in Chromium (the server-mode flow) and returns the session cookie. */
async function sessionCookie(origin, executablePath) {
  const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    await signIn(page, origin, '/orders');
    const cookie = (await page.context().cookies(origin)).find((c) => c.name === SESSION_COOKIE);
    if (!cookie) throw new Error(`No ${SESSION_COOKIE} cookie after signing in`);
    return `${cookie.name}=${cookie.value}`;
  } finally {
    await browser.close();
  }
}

/**
 * GET `url` with `headers` from CONCURRENCY keep-alive connections for SECONDS (after a one-second warm-up);
 * every answer must be a 200. Returns requests per second and latencies in milliseconds.
 */
async function load(url, headers) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const get = () =>
    new Promise((resolve, reject) => {
      const started = process.hrtime.bigint();
      http
        .get(url, { agent, headers }, (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode !== 200) reject(new Error(`GET ${url} → ${res.statusCode}`));
            else resolve(Number(process.hrtime.bigint() - started) / 1e6);
          });
        })
        .on('error', reject);
    });
  const run = async (ms, latencies) => {
    const end = Date.now() + ms;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (Date.now() < end) latencies.push(await get());
      }),
    );
  };
  await run(1000, []);
  const latencies = [];
  const started = Date.now();
  await run(SECONDS * 1000, latencies);
  const seconds = (Date.now() - started) / 1000;
  agent.destroy();
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    rps: latencies.length / seconds,
    p50: median(sorted),
    p99: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))],
  };
}

const describeLoad = ({ rps, p50, p99 }) =>
  `${Math.round(rps).toLocaleString('en')} req/s, p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`;

/** Runs curl with `args`; returns its `-w` figures: status, bytes moved and milliseconds. */
function curl(args, expected) {
  const run = spawnSync(
    'curl',
    ['-sS', '-H', 'Expect:', '-w', '\n%{http_code} %{size_upload} %{size_download} %{time_total}', ...args],
    { encoding: 'utf8', maxBuffer: 16 * 1024 ** 2 },
  );
  if (run.error) throw run.error;
  const [status, up, down, seconds] = run.stdout.trim().split(/\s+/).slice(-4);
  if (Number(status) !== expected) throw new Error(`curl ${args.at(-1)}: HTTP ${status} ${run.stderr}`);
  return { up: Number(up), down: Number(down), ms: Number(seconds) * 1000, body: run.stdout };
}

async function main() {
  const { executablePath } = await prepare();
  const sandbox = await startSandbox({ SANDBOX_BFF: '1', SANDBOX_UPLOAD_LIMIT: String(SIZE + 1024 ** 2) });
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'bench-proxy-'));
  try {
    const api = `${sandbox.origin}/rest/api`;
    const cookie = await sessionCookie(sandbox.origin, executablePath);
    const token = await passwordToken(sandbox.origin, 'orderer');
    const direct = { Authorization: `Bearer ${token}` };
    // As the portal sends it: the portal server refuses any request without its CSRF header.
    const proxied = { Cookie: cookie, 'X-Portal-Request': '1' };

    const loads = { direct: [], proxy: [] };
    for (let i = 0; i < repeats; i++) {
      loads.direct.push(await load(`${api}/tags`, direct));
      loads.proxy.push(await load(`${api}/tags`, proxied));
    }
    const best = (runs) => runs.reduce((a, b) => (b.rps > a.rps ? b : a));

    const file = path.join(tmp, 'large.bin');
    await sparseFile(file, SIZE);
    const upload = (headers, name) =>
      curl(
        [
          '-X',
          'POST',
          '-T',
          file,
          '-H',
          'Content-Type: application/octet-stream',
          ...headers,
          `${api}/documents?filename=${name}`,
        ],
        201,
      );
    const download = (headers, id) => curl(['-o', '/dev/null', ...headers, `${api}/documents/${id}/content`], 200);
    const directHeaders = ['-H', `Authorization: Bearer ${token}`];
    const proxyHeaders = ['-H', `Cookie: ${cookie}`, '-H', 'X-Portal-Request: 1'];
    const times = { upDirect: [], upProxy: [], downDirect: [], downProxy: [] };
    for (let i = 0; i < repeats; i++) {
      for (const [key, headers] of [
        ['Direct', directHeaders],
        ['Proxy', proxyHeaders],
      ]) {
        const sent = upload(headers, `bench-${key}-${i}.bin`);
        if (sent.up !== SIZE) throw new Error(`curl sent ${sent.up} of ${SIZE} bytes`);
        times[`up${key}`].push(sent.ms);
        const { id, length } = JSON.parse(sent.body.slice(0, sent.body.lastIndexOf('}') + 1));
        if (length !== SIZE) throw new Error(`The service stored ${length} of ${SIZE} bytes`);
        const got = download(headers, id);
        if (got.down !== SIZE) throw new Error(`curl received ${got.down} of ${SIZE} bytes`);
        times[`down${key}`].push(got.ms);
        curl(['-o', '/dev/null', '-X', 'DELETE', ...headers, `${api}/documents/${id}`], 200);
      }
    }

    printFigures(`API proxy (server mode) against direct API calls; ${CONCURRENCY} connections, ${SECONDS} s each`, [
      ['GET /rest/api/tags, bearer token, direct', describeLoad(best(loads.direct))],
      ['GET /rest/api/tags, session cookie, proxy', describeLoad(best(loads.proxy))],
      [`${mib(SIZE)} upload, curl direct`, bestRate(SIZE, times.upDirect)],
      [`${mib(SIZE)} upload, curl through the proxy`, bestRate(SIZE, times.upProxy)],
      [`${mib(SIZE)} download, curl direct`, bestRate(SIZE, times.downDirect)],
      [`${mib(SIZE)} download, curl through the proxy`, bestRate(SIZE, times.downProxy)],
      ['machine load (1 min) after the run', os.loadavg()[0].toFixed(1)],
    ]);
  } finally {
    await rm(tmp, { recursive: true, force: true });
    await sandbox.stop();
  }
}

runBenchmark(main);
