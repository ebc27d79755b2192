// The document layer refusing Word files whose document.xml is a zip bomb (a deflate stream of zeros
// about 158 times its size): one whose header declares 1 MiB, and one that declares the most the limits
// let through (ZIP_LIMITS.maxTotalBytes). Each refusal runs in a worker of a child process of its own
// whose main thread samples the resident memory every millisecond: the peak above what it was before the
// call, with the wall and CPU time of the call.
// Usage: node e2e/bench/zip-bomb.mjs [--quick]   (a 100 MB file, 20 MB with --quick)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';
import { printFigures, quick } from './lib/harness.mjs';

const url = import.meta.url;
const MiB = 1024 * 1024;

/** In a worker thread: loads the layer, says so, then refuses the bytes it is sent and reports the time. */
async function worker() {
  const { extractDocument } = await tsImport('#documents/registry', url);
  parentPort.postMessage('ready');
  parentPort.once('message', (bytes) => {
    const cpu = process.cpuUsage();
    const started = performance.now();
    let outcome = 'read (not refused)';
    try {
      extractDocument({ filename: 'bomb.docx', bytes });
    } catch (error) {
      outcome = `${error.code}: ${error.message}`;
    }
    const { user, system } = process.cpuUsage(cpu);
    parentPort.postMessage({ wallMs: performance.now() - started, cpuMs: (user + system) / 1000, outcome });
  });
}

/** In a child process: the refusal in a worker while this thread samples the process's RSS every millisecond. */
async function refuse(file) {
  const buffer = readFileSync(file);
  const bytes = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.length);
  const thread = new Worker(fileURLToPath(url), { argv: ['--worker'] });
  await new Promise((resolve) => thread.once('message', resolve));
  global.gc?.();
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 1);
  const result = await new Promise((resolve) => {
    thread.once('message', resolve);
    thread.postMessage(bytes, [bytes.buffer]);
  });
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  await thread.terminate();
  console.log(JSON.stringify({ ...result, peakMiB: (peak - before) / MiB }));
}

async function main() {
  const { corpusFile } = await tsImport('#documents/testing/corpus.harness', url);
  const { bombSize, withBomb } = await tsImport('#documents/testing/hostile-zip.harness', url);
  const { ZIP_LIMITS } = await tsImport('#documents/zip', url);
  const compressed = (quick ? 20 : 99) * MiB;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'zip-bomb-'));
  const rows = [];
  try {
    for (const [label, declared] of [
      ['declares 1 MiB', MiB],
      [`declares ${ZIP_LIMITS.maxTotalBytes / MiB} MiB (the limit)`, ZIP_LIMITS.maxTotalBytes - 64 * 1024],
    ]) {
      const bytes = withBomb(corpusFile('docx/okapi_TextBoxes.docx'), 'word/document.xml', compressed, declared);
      const file = path.join(dir, 'bomb.docx');
      writeFileSync(file, bytes);
      const child = spawnSync(process.execPath, ['--expose-gc', fileURLToPath(url), '--refuse', file], {
        encoding: 'utf8',
      });
      if (child.status !== 0) throw new Error(child.stderr);
      const r = JSON.parse(child.stdout.trim().split('\n').at(-1));
      rows.push([
        `${(bytes.length / 1e6).toFixed(0)} MB .docx, document.xml inflates to ${(bombSize(compressed) / 1e9).toFixed(1)} GB, ${label}`,
        `${r.wallMs.toFixed(0)} ms (CPU ${r.cpuMs.toFixed(0)} ms), peak +${r.peakMiB.toFixed(0)} MiB RSS, ${r.outcome.startsWith('damaged:') ? 'refused' : r.outcome}`,
      ]);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  printFigures('Zip bomb refused by the document layer', rows);
}

const at = process.argv.indexOf('--refuse');
await (isMainThread ? (at >= 0 ? refuse(process.argv[at + 1]) : main()) : worker());
