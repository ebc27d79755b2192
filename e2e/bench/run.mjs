// `npm run bench`: runs every benchmark in e2e/bench (each `*.mjs` but this file) one after another and
// prints their figures. `--quick` (or BENCH_QUICK=1) asks each benchmark for a shorter run.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const self = path.basename(fileURLToPath(import.meta.url));
const passOn = process.argv.slice(2);
const only = passOn.filter((arg) => !arg.startsWith('--'));
const flags = passOn.filter((arg) => arg.startsWith('--'));

const benchmarks = readdirSync(dir)
  .filter((name) => name.endsWith('.mjs') && name !== self)
  .filter((name) => only.length === 0 || only.some((wanted) => name.includes(wanted)))
  .sort();

if (benchmarks.length === 0) {
  console.error(`No benchmarks found in ${dir}${only.length ? ` matching ${only.join(', ')}` : ''}.`);
  process.exit(1);
}

// One fresh build for all benchmarks, so no figure comes from a stale bundle.
const root = path.resolve(dir, '..', '..');
process.env.BENCH_DIST_DIR = process.env.BENCH_DIST_DIR ?? path.join(root, 'test-results', 'dist-bench');
if (process.env.BENCH_SKIP_BUILD !== '1') {
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--outDir', process.env.BENCH_DIST_DIR, '--emptyOutDir'],
    {
      stdio: 'inherit',
      cwd: root,
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const results = [];
for (const name of benchmarks) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const run = spawnSync(process.execPath, [path.join(dir, name), ...flags], { stdio: 'inherit', env: process.env });
  results.push({ name, status: run.status ?? 1, seconds: (Date.now() - started) / 1000 });
}

console.log('\nBenchmarks');
for (const { name, status, seconds } of results) {
  console.log(`  ${name.padEnd(30)} ${status === 0 ? 'ok    ' : 'FAILED'} ${seconds.toFixed(1)} s`);
}
process.exit(results.every((r) => r.status === 0) ? 0 : 1);
