// Benchmark (not a test): a large upload through the new-order page (XHR streaming the File) against a bare
// XMLHttpRequest from the same page and curl, all sending the same file to the same endpoint
// (POST /documents/?filename=, octet-stream). Prints the three throughputs and, for the portal's upload,
// how much the browser's memory grew (JS heap, RSS of the browser's processes; it should stay flat, as the
// browser streams the file from disk) and how long the page's main thread was busy meanwhile.
// The file is sparse (zeros), created in test-results and deleted afterwards; the sandbox's upload limit
// is raised above it.
// Each is measured BENCH_REPEATS times (2, 1 with --quick), the best run counts.
// Usage: node e2e/bench/upload.mjs [--quick]   (env BENCH_UPLOAD_MIB=1024 (256 with --quick), BENCH_DIST_DIR=dist)
import { spawnSync } from 'node:child_process';
import { rm, mkdir } from 'node:fs/promises';
import path from 'node:path';
import {
  inFreshBrowser,
  mib,
  printTransferFigures,
  quick,
  repeats,
  root,
  runBenchmark,
  signIn,
  sparseFile,
  withSandbox,
} from './lib/harness.mjs';
import { sampleMemory } from './lib/memory.mjs';

const SIZE = Number(process.env.BENCH_UPLOAD_MIB ?? (quick ? 256 : 1024)) * 1024 ** 2;

/** Uploads with curl (streamed with -T, not read into memory); returns bytes sent and milliseconds. */
function curlUpload(origin, token, file, filename) {
  const run = spawnSync(
    'curl',
    [
      '-sS',
      '-X',
      'POST',
      '-T',
      file,
      '-H',
      `Authorization: Bearer ${token}`,
      '-H',
      'Content-Type: application/octet-stream',
      '-H',
      'Expect:',
      '-o',
      '/dev/null',
      '-w',
      '%{http_code} %{size_upload} %{time_total}',
      // Without the trailing slash: curl -T would append the local file name to a URL ending in `/`.
      `${origin}/rest/api/documents?filename=${encodeURIComponent(filename)}`,
    ],
    { encoding: 'utf8' },
  );
  if (run.error) throw run.error;
  const [status, bytes, seconds] = run.stdout.trim().split(' ');
  if (status !== '201' && status !== '200') throw new Error(`curl upload: HTTP ${status} ${run.stderr}`);
  return { bytes: Number(bytes), ms: Number(seconds) * 1000 };
}

/** Checks what the service stored under `filename`, then deletes it to free the disk space. */
async function checkAndDelete(api, filename) {
  const stored = (await api.get('/documents/')).find((d) => d.filename === filename);
  if (stored?.length !== SIZE) throw new Error(`The service stored ${stored?.length} of ${SIZE} bytes (${filename})`);
  await api.delete(`/documents/${stored.id}`);
}

/** A bare XMLHttpRequest sending the file from the same page, without the portal: the browser's own pace. */
async function bareXhrUpload(page, origin, file, token) {
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.type = 'file';
    input.id = 'bench-bare-upload';
    input.hidden = true;
    document.body.append(input);
  });
  await page.locator('#bench-bare-upload').setInputFiles(file);
  return page.evaluate(
    ({ url, token }) =>
      new Promise((resolve, reject) => {
        const chosen = /** @type {HTMLInputElement} */ (document.getElementById('bench-bare-upload')).files[0];
        const xhr = new XMLHttpRequest();
        const started = performance.now();
        xhr.open('POST', url);
        xhr.setRequestHeader('Authorization', `Bearer ${token}`);
        xhr.setRequestHeader('Content-Type', 'application/octet-stream');
        xhr.onload = () =>
          xhr.status === 201 ? resolve(performance.now() - started) : reject(new Error(`HTTP ${xhr.status}`));
        xhr.onerror = () => reject(new Error('network error'));
        xhr.send(chosen);
      }),
    { url: `${origin}/rest/api/documents/?filename=xhr-upload.bin`, token },
  );
}

/**
 * In a fresh browser: one upload through the new-order page (time and memory growth), then the same file
 * with a bare XMLHttpRequest from that page (time).
 */
async function browserUploads(executablePath, origin, file, api) {
  return inFreshBrowser(executablePath, { profilePrefix: 'upload-bench-profile-' }, async (page, profile) => {
    await signIn(page, origin, '/orders/new');
    const list = page.getByRole('list', { name: 'Source documents' });
    const input = page.locator('input[type=file]');
    await input.waitFor({ state: 'attached' });

    const memory = await sampleMemory(page, profile);
    // Waiting for the response first keeps Playwright from polling the page during the upload.
    const answered = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/rest/api/documents/',
      { timeout: 0 },
    );
    const started = Date.now();
    await input.setInputFiles(file);
    await answered;
    await list.getByText('Uploaded', { exact: true }).waitFor();
    const ms = Date.now() - started;
    const growth = await memory.stop();
    await checkAndDelete(api, path.basename(file));

    const bareMs = await bareXhrUpload(page, origin, file, await api.token());
    await checkAndDelete(api, 'xhr-upload.bin');
    return { ms, growth, bareMs };
  });
}

async function main() {
  await withSandbox({ SANDBOX_UPLOAD_LIMIT: String(4 * 1024 ** 3) }, async ({ executablePath, sandbox, api }) => {
    const dir = path.join(root, 'test-results');
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, `bench-upload-${process.pid}.bin`);
    try {
      await sparseFile(file, SIZE);
      const portal = [];
      const curl = [];
      for (let run = 0; run < repeats; run++) {
        portal.push(await browserUploads(executablePath, sandbox.origin, file, api));
        const sent = curlUpload(sandbox.origin, await api.token(), file, 'curl-upload.bin');
        if (sent.bytes !== SIZE) throw new Error(`curl sent ${sent.bytes} of ${SIZE} bytes`);
        curl.push(sent.ms);
        await checkAndDelete(api, 'curl-upload.bin');
      }

      printTransferFigures('Upload', {
        subject: ['File', `${mib(SIZE)} (sparse, zeros)`],
        bytes: SIZE,
        browserRuns: portal,
        curlMs: curl,
        labels: {
          portal: 'Portal (new-order page, XHR)',
          bare: 'Bare XHR from the same page',
          curl: 'curl -T, same endpoint',
          growth: 'Browser during the portal upload (growth)',
        },
      });
    } finally {
      await rm(file, { force: true });
    }
  });
}

runBenchmark(main);
