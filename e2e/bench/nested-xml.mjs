// The document layer on 1 MB of deeply nested XML: extract and translate, with the wall time and the
// peak resident memory above what it was before (sampled every millisecond on the main thread while a
// worker reads). Two shapes of about 1 MiB: chains 900 elements deep (under MAX_XML_DEPTH) one after
// another, and one chain as deep as 1 MiB allows (refused at once beyond MAX_XML_DEPTH levels).
// Before the fix, 140 KB of nesting took 7 s and 8,000 levels 10 s (the element path was copied for
// every element and ITS selectors were matched against the whole path).
// Usage: node e2e/bench/nested-xml.mjs [--quick]   (--quick: 256 KiB)
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { printFigures, quick } from './lib/harness.mjs';

const url = import.meta.url;
const MiB = 1024 * 1024;

async function worker() {
  const { extractDocument, translateDocument } = await tsImport('#documents/registry', url);
  const { pseudoTranslator } = await tsImport('#documents/pseudo', url);
  const bytes = new TextEncoder().encode(workerData.xml);
  const input = { filename: 'nested.xml', bytes };
  const time = (run) => {
    const started = performance.now();
    try {
      const outcome = run();
      return { ms: performance.now() - started, outcome };
    } catch (error) {
      return { ms: performance.now() - started, outcome: `refused: ${error.message}` };
    }
  };
  const extract = time(() => `${extractDocument(input).units.length} units`);
  const translate = time(() => `${translateDocument(input, pseudoTranslator('de'), 'de').length} bytes`);
  parentPort.postMessage({ extract, translate });
}

async function measure(name, xml) {
  global.gc?.();
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 1);
  const thread = new Worker(fileURLToPath(url), { workerData: { xml } });
  const { extract, translate } = await new Promise((resolve, reject) => {
    thread.once('message', resolve);
    thread.once('error', reject);
  });
  clearInterval(sampler);
  await thread.terminate();
  return {
    [`${name}: size`]: `${(xml.length / MiB).toFixed(2)} MiB`,
    [`${name}: extract`]: `${extract.ms.toFixed(0)} ms (${extract.outcome})`,
    [`${name}: translate`]: `${translate.ms.toFixed(0)} ms (${translate.outcome})`,
    [`${name}: peak memory`]: `${((peak - before) / MiB).toFixed(0)} MiB`,
  };
}

async function main() {
  const size = quick ? MiB / 4 : MiB;
  const chain = (depth) => '<b n="x">word '.repeat(depth) + '</b>'.repeat(depth);
  const deep = chain(900);
  const chains = `<?xml version="1.0"?><a>${deep.repeat(Math.ceil(size / deep.length))}</a>`;
  const single = `<?xml version="1.0"?><a>${chain(Math.floor(size / 18))}</a>`;
  printFigures(
    '1 MB of deeply nested XML',
    Object.entries({
      ...(await measure('chains 900 deep', chains)),
      ...(await measure('one chain', single)),
    }),
  );
}

if (isMainThread) await main();
else await worker();
