// Prints the gzip size of the JavaScript that index.html loads before any route chunk
// (the entry script and its modulepreloads), plus the largest chunks of the build.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const distDir = path.resolve(root, process.env.BENCH_DIST_DIR ?? 'dist');
const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
// Relative to index.html's <base href> (`./assets/…`, Vite's `base: './'`).
const entryFiles = [...html.matchAll(/(?:src|href)="\.?(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const gzip = (file) => gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const entryTotal = entryFiles.reduce((sum, file) => sum + gzip(file), 0);
console.log(
  `Initial JS (entry + modulepreload, gzip): ${kib(entryTotal)} in ${entryFiles.length} files (target 150 KiB)`,
);
const chunks = readdirSync(path.join(distDir, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => ({ name, size: gzip(`/assets/${name}`) }))
  .sort((a, b) => b.size - a.size)
  .slice(0, 8);
console.log('Largest chunks (gzip):');
for (const { name, size } of chunks) console.log(`  ${kib(size).padStart(10)}  ${name}`);
