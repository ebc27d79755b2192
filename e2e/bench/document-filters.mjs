// Throughput of the document layer (packages/documents): extracting units and writing a translated copy,
// per corpus file and for a 35,000-word Word document, in MB/s of input, with the heap it needs.
import { tsImport } from 'tsx/esm/api';
import { printFigures, quick } from './lib/harness.mjs';

const url = import.meta.url;
const { corpusFile, corpusFiles } = await tsImport('#documents/testing/corpus.harness', url);
const { largeDocx } = await tsImport('#documents/testing/large-docx.harness', url);
const { extractDocument, translateDocument } = await tsImport('#documents/registry', url);
const { pseudoTranslator } = await tsImport('#documents/pseudo', url);
const { countUnitWords } = await tsImport('#documents/words', url);

const rounds = quick ? 3 : 10;

function measure(filename, bytes) {
  const input = { filename, bytes };
  const translate = pseudoTranslator('de-DE');
  let extractMs = Infinity;
  let translateMs = Infinity;
  let units = [];
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  let heapPeak = heapBefore;
  for (let i = 0; i < rounds; i++) {
    let t = performance.now();
    units = extractDocument(input).units;
    extractMs = Math.min(extractMs, performance.now() - t);
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    t = performance.now();
    translateDocument(input, translate, 'de-DE');
    translateMs = Math.min(translateMs, performance.now() - t);
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  }
  const words = units.reduce((sum, u) => sum + countUnitWords(u), 0);
  const mb = bytes.length / 1e6;
  return {
    filename,
    kib: (bytes.length / 1024).toFixed(0),
    units: units.length,
    words,
    extract: `${(mb / (extractMs / 1000)).toFixed(1)} MB/s (${extractMs.toFixed(0)} ms)`,
    translate: `${(mb / (translateMs / 1000)).toFixed(1)} MB/s (${translateMs.toFixed(0)} ms)`,
    heap: `+${((heapPeak - heapBefore) / 1024 ** 2).toFixed(0)} MiB`,
  };
}

const rows = [];
for (const path of corpusFiles().filter((p) => !p.includes('HARD_'))) {
  rows.push(measure(path.split('/').pop(), corpusFile(path)));
}
rows.sort((a, b) => Number(b.kib) - Number(a.kib));
const large = measure('35,000-word.docx', largeDocx(35_000));

console.log(
  '\nfile                                         KiB   units   words   extract                 translate               heap',
);
for (const r of [...rows, large]) {
  console.log(
    `${r.filename.padEnd(44)} ${r.kib.padStart(5)} ${String(r.units).padStart(7)} ${String(r.words).padStart(7)}   ${r.extract.padEnd(23)} ${r.translate.padEnd(23)} ${r.heap}`,
  );
}
const largest = rows[0];
printFigures('Document filters (best of ' + rounds + ')', [
  [`largest corpus file (${largest.filename}, ${largest.kib} KiB): extract`, largest.extract],
  [`largest corpus file: translated copy`, largest.translate],
  [`largest corpus file: heap`, largest.heap],
  [`35,000-word Word document (${large.kib} KiB, ${large.words} words): extract`, large.extract],
  ['35,000-word Word document: translated copy', large.translate],
  ['35,000-word Word document: heap', large.heap],
]);
