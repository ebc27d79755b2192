// Benchmark (not a test): the "Download everything (zip)" of the order page's deliveries against a bare
// fetch from the same page and curl, all getting the same zip (GET /translationTasks/{id}/targetDocuments/content).
// The order has large text sources (random base64 lines, so the zip stays large); the sandbox copies sources
// over 10 MB unchanged as targets. Prints the throughputs (zip bytes per second; the sandbox compresses while
// it sends, so all share that cost) and, for the portal's download, how much the browser's memory grew and
// how long the page's main thread was busy.
// Each is measured BENCH_REPEATS times (2, 1 with --quick), the best run counts.
// Usage: node e2e/bench/zip-download.mjs [--quick]
//   (env BENCH_ZIP_FILES=3 (2 with --quick), BENCH_ZIP_FILE_MIB=100 (20 with --quick), BENCH_DIST_DIR=dist)
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import {
  inFreshBrowser,
  mib,
  printTransferFigures,
  quick,
  repeats,
  runBenchmark,
  signIn,
  until,
  withSandbox,
} from './lib/harness.mjs';
import { sampleMemory } from './lib/memory.mjs';

const FILES = Number(process.env.BENCH_ZIP_FILES ?? (quick ? 2 : 3));
const FILE_SIZE = Number(process.env.BENCH_ZIP_FILE_MIB ?? (quick ? 20 : 100)) * 1024 ** 2;

/** `size` bytes of text: lines of 76 base64 characters. */
function textOfSize(size) {
  const line = 77;
  const lines = Math.ceil(size / line);
  const raw = randomBytes(lines * 57);
  const out = Buffer.alloc(lines * line);
  for (let i = 0; i < lines; i++) {
    out.write(raw.subarray(i * 57, (i + 1) * 57).toString('base64'), i * line, 'latin1');
    out[i * line + 76] = 0x0a;
  }
  return out.subarray(0, size);
}

async function deliveredOrder(api) {
  const ids = [];
  for (let n = 1; n <= FILES; n++) ids.push((await api.upload(`large-${n}.txt`, textOfSize(FILE_SIZE))).id);
  const task = await api.post('/translationTasks/', {
    source: 'en-US',
    target: ['de-DE'],
    features: ['instant'],
    comment: 'Zip download benchmark',
    sourceDocumentIds: ids,
  });
  await api.patch(`/translationTasks/${task.id}`, { complete: true });
  await until(async () => (await api.get(`/translationTasks/${task.id}`)).progress === 'TRANSLATION_DELIVERED', {
    timeoutMs: 300_000,
    what: 'the order to be delivered',
  });
  return task.id;
}

function curlDownload(url, token) {
  const run = spawnSync(
    'curl',
    [
      '-sS',
      '-H',
      `Authorization: Bearer ${token}`,
      '-o',
      '/dev/null',
      '-w',
      '%{http_code} %{size_download} %{time_total}',
      url,
    ],
    { encoding: 'utf8' },
  );
  if (run.error) throw run.error;
  const [status, bytes, seconds] = run.stdout.trim().split(' ');
  if (status !== '200') throw new Error(`curl download: HTTP ${status} ${run.stderr}`);
  return { bytes: Number(bytes), ms: Number(seconds) * 1000 };
}

/**
 * In a fresh browser: one "Download everything (zip)" (zip size, time, memory growth), then the same zip
 * with a bare fetch from that page (time).
 */
async function browserDownloads(executablePath, origin, taskId, zipUrl, token) {
  const options = { profilePrefix: 'zip-bench-profile-', acceptDownloads: true };
  return inFreshBrowser(executablePath, options, async (page, profile) => {
    await signIn(page, origin, `/orders/${taskId}`);
    const button = page.getByRole('region', { name: 'Deliveries' }).getByRole('button', {
      name: 'Download everything (zip)',
    });
    await button.waitFor({ timeout: 60_000 });

    const memory = await sampleMemory(page, profile);
    const download = page.waitForEvent('download', { timeout: 0 });
    const started = Date.now();
    await button.click();
    // The portal offers the file once it holds the whole zip.
    const file = await download;
    const ms = Date.now() - started;
    const growth = await memory.stop();
    const { size } = await stat(await file.path());
    await file.delete();

    // The same zip with a bare fetch from that page, read and thrown away: the browser's own pace.
    const bare = await page.evaluate(
      async ({ url, token }) => {
        const started = performance.now();
        const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
        const reader = response.body.getReader();
        let bytes = 0;
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) bytes += chunk.value.byteLength;
        return { bytes, ms: performance.now() - started };
      },
      { url: zipUrl, token },
    );
    if (bare.bytes !== size) throw new Error(`The bare fetch got ${bare.bytes} bytes, the portal saved ${size}`);
    return { bytes: size, ms, growth, bareMs: bare.ms };
  });
}

async function main() {
  await withSandbox({}, async ({ executablePath, sandbox, api }) => {
    const taskId = await deliveredOrder(api);
    const zipUrl = `${sandbox.origin}/rest/api/translationTasks/${taskId}/targetDocuments/content`;
    const portal = [];
    const curl = [];
    for (let run = 0; run < repeats; run++) {
      portal.push(await browserDownloads(executablePath, sandbox.origin, taskId, zipUrl, await api.token()));
      const fetched = curlDownload(zipUrl, await api.token());
      // The zip of the same files is byte for byte the same (fixed dates, same order).
      if (fetched.bytes !== portal[0].bytes) {
        throw new Error(`curl got ${fetched.bytes} bytes, the portal saved ${portal[0].bytes}`);
      }
      curl.push(fetched.ms);
    }
    const zipBytes = portal[0].bytes;
    printTransferFigures('Zip download', {
      subject: ['Targets', `${FILES} × ${mib(FILE_SIZE)} text, zip ${mib(zipBytes)}`],
      bytes: zipBytes,
      browserRuns: portal,
      curlMs: curl,
      labels: {
        portal: 'Portal (deliveries, "Download everything")',
        bare: 'Bare fetch from the same page',
        curl: 'curl, same endpoint',
        growth: 'Browser during the portal download (growth)',
      },
    });
  });
}

runBenchmark(main);
