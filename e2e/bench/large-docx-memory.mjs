// Time and peak memory of the document layer on the largest Word file it accepts: a 100 MB .docx
// (MAX_DOCUMENT_BYTES) whose document.xml holds about 26 MB of text (the okapi reference body repeated,
// ~530,000 words) and whose other ~74 MB are images, as a photo-heavy report is. Extracting the units
// and writing a translated copy each run in a child process of their own (node --expose-gc), after the
// layer is loaded and the file read: wall and CPU time of the call, and the process's peak resident
// memory (getrusage maxRSS) above what it was before the call, also as a multiple of the largest part.
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
      : `${(translateDocument(input, pseudoTranslator('de-DE'), 'de-DE').length / 1e6).toFixed(1)} MB written`;
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
      const child = spawnSync(process.execPath, ['--expose-gc', fileURLToPath(url), '--run', operation, file], {
        encoding: 'utf8',
        maxBuffer: 16 * MiB,
      });
      if (child.status !== 0) throw new Error(child.stderr);
      const r = JSON.parse(child.stdout.trim().split('\n').at(-1));
      rows.push([
        operation === 'extract' ? 'extract units' : 'write a translated copy',
        `${(r.wallMs / 1000).toFixed(1)} s (CPU ${(r.cpuMs / 1000).toFixed(1)} s), peak +${r.peakMiB.toFixed(0)} MiB RSS = ${((r.peakMiB * MiB) / documentXml).toFixed(1)}× document.xml; ${r.result}`,
      ]);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  printFigures('100 MB Word document: time and peak memory', rows);
}

const at = process.argv.indexOf('--run');
await (at >= 0 ? run(process.argv[at + 1], process.argv[at + 2]) : main());
