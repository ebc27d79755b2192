// Time and peak memory of the document layer on the largest Word file it accepts: a 100 MB .docx
// (MAX_DOCUMENT_BYTES) whose document.xml holds about 26 MB of text (the okapi reference body repeated,
// ~530,000 words) and whose other ~74 MB are images, as a photo-heavy report is. Extracting the units
// and writing a translated copy each run in a child process of their own (node --expose-gc), after the
// layer is loaded and the file read: wall and CPU time of the call, and the process's peak resident
// memory (getrusage maxRSS) above what it was before the call, also as a multiple of the largest part.
// The peak depends on when V8 happens to collect garbage (±15 % from run to run), so each operation runs
// RUNS times: the median, and the lowest and highest. A translated copy's peak includes the copy itself
// (one Uint8Array as large as the file), shown apart.
// Usage: node e2e/bench/large-docx-memory.mjs [--quick]   (a 25 MB file with 6.5 MB of text with --quick)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { printFigures, quick } from './lib/harness.mjs';

const url = import.meta.url;
const MiB = 1024 * 1024;
const RUNS = 3;

/** In a child process: one operation on the file, with its time and the peak RSS above the start. */
async function run(operation, file) {
  const { extractDocument, translateDocument } = await tsImport('#documents/registry', url);
  const { pseudoTranslator } = await tsImport('#documents/pseudo', url);
  const buffer = readFileSync(file);
  const bytes = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.length);
  const input = { filename: path.basename(file), bytes };
  global.gc?.();
  const before = process.memoryUsage.rss();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result =
    operation === 'extract'
      ? `${extractDocument(input).units.length} units`
      : translateDocument(input, pseudoTranslator('de-DE'), 'de-DE').length;
  const wallMs = performance.now() - started;
  const { user, system } = process.cpuUsage(cpu);
  const peak = process.resourceUsage().maxRSS * 1024;
  console.log(JSON.stringify({ wallMs, cpuMs: (user + system) / 1000, peakMiB: (peak - before) / MiB, result }));
}

async function main() {
  const { largeDocx } = await tsImport('#documents/testing/large-docx.harness', url);
  const { MAX_DOCUMENT_BYTES } = await tsImport('#documents/limits', url);
  const { openZip } = await tsImport('#documents/zip', url);
  const words = quick ? 130_000 : 530_000;
  const bytes = largeDocx(words, { mediaBytes: quick ? MAX_DOCUMENT_BYTES / 4 : MAX_DOCUMENT_BYTES - MiB });
  const pkg = openZip(bytes);
  const largest = Math.max(...pkg.names.map((name) => pkg.bytes(name).length));
  const documentXml = pkg.bytes('word/document.xml').length;
  const paragraphs = (pkg.text('word/document.xml').match(/<w:p[ >]/g) ?? []).length;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'large-docx-'));
  const file = path.join(dir, 'large.docx');
  writeFileSync(file, bytes);
  const rows = [
    [
      'file',
      `${(bytes.length / 1e6).toFixed(1)} MB; document.xml ${(documentXml / 1e6).toFixed(1)} MB (${paragraphs.toLocaleString('en')} paragraphs), largest part ${(largest / 1e6).toFixed(1)} MB`,
    ],
  ];
  try {
    for (const operation of ['extract', 'translate']) {
      const runs = [];
      for (let n = 0; n < RUNS; n++) {
        const child = spawnSync(process.execPath, ['--expose-gc', fileURLToPath(url), '--run', operation, file], {
          encoding: 'utf8',
          maxBuffer: 16 * MiB,
        });
        if (child.status !== 0) throw new Error(child.stderr);
        runs.push(JSON.parse(child.stdout.trim().split('\n').at(-1)));
      }
      const median = (key) => runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(RUNS / 2)];
      const peaks = runs.map((r) => r.peakMiB);
      const times = (ms) => `${(ms / 1000).toFixed(1)} s`;
      const multiple = (mib) => `${((mib * MiB) / documentXml).toFixed(1)}×`;
      const { result } = runs[0];
      const written = typeof result === 'number' ? result / MiB : 0;
      rows.push([
        operation === 'extract' ? 'extract units' : 'write a translated copy',
        `${times(median('wallMs'))} (CPU ${times(median('cpuMs'))}), peak +${median('peakMiB').toFixed(0)} MiB RSS = ${multiple(median('peakMiB'))} document.xml (${RUNS} runs: ${Math.min(...peaks).toFixed(0)}–${Math.max(...peaks).toFixed(0)} MiB); ${
          written
            ? `${(result / 1e6).toFixed(1)} MB written: the copy is ${written.toFixed(0)} MiB of the peak, the rest +${(median('peakMiB') - written).toFixed(0)} MiB = ${multiple(median('peakMiB') - written)}`
            : result
        }`,
      ]);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  printFigures('100 MB Word document: time and peak memory', rows);
}

const at = process.argv.indexOf('--run');
await (at >= 0 ? run(process.argv[at + 1], process.argv[at + 2]) : main());
