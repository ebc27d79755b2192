// `npm test`: the whole suite. The checks that only compute (types, lint) run side by side with the portal's
// build; then the unit and component tests, the Playwright suite on that build, and the engine journeys
// (Firefox ESR, WebKitGTK) on the same build, one after the other.
//
// Each step's output is streamed with its name in front of every line; a summary with each step's time
// follows, and the end of a failed step's output is printed again below it, so the cause is the last thing
// a CI log shows.
import { spawn, spawnSync } from 'node:child_process';
import { stackFloorBuildArgs } from '../e2e/support/stack-floor-build.mjs';

const port = process.env.E2E_PORT ?? '8181';
const dist = process.env.E2E_DIST_DIR ?? `test-results/dist-${port}`;
/** The stack floor (e2e/bench/stack-floor), which the performance guards measure the portal against. */
const floor = process.env.E2E_FLOOR_DIR ?? `test-results/stack-floor-${port}`;
const TAIL_LINES = 120;
/** What the Playwright suite (e2e/support/flaky-reporter.ts) and the engines' runner print for a test that passed only on its retry. */
const FLAKY = 'flaky (passed only on its retry):';

/** Runs `command` with `args`, prefixing its lines with `name`; resolves with the step's outcome. */
function step(name, command, args, env = {}) {
  const started = Date.now();
  const tail = [];
  const flaky = [];
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const relay = (stream, out) => {
      let pending = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) emit(line, out);
      });
      stream.on('end', () => pending && emit(pending, out));
    };
    const emit = (line, out) => {
      out.write(`[${name}] ${line}\n`);
      if (line.startsWith(FLAKY)) flaky.push(line.slice(FLAKY.length).trim());
      tail.push(line);
      if (tail.length > TAIL_LINES) tail.shift();
    };
    relay(child.stdout, process.stdout);
    relay(child.stderr, process.stderr);
    child.on('close', (code, signal) =>
      resolve({ name, ok: code === 0, code: code ?? signal, seconds: (Date.now() - started) / 1000, tail, flaky }),
    );
  });
}

const results = [];
async function phase(...steps) {
  const done = await Promise.all(steps);
  results.push(...done);
  if (done.some((r) => !r.ok)) finish();
}

function finish() {
  console.log('\nnpm test, step by step:');
  for (const r of results) {
    const flaky = r.flaky.length > 0 ? `  (${r.flaky.length} flaky: passed only on retry)` : '';
    console.log(`  ${r.ok ? 'passed' : 'FAILED'}  ${r.name.padEnd(10)} ${r.seconds.toFixed(0)} s${flaky}`);
  }
  // A test that needed its retry is not green: it is named here, with what failed the first time.
  const flaky = results.flatMap((r) => r.flaky.map((line) => `  ${r.name}: ${line}`));
  if (flaky.length > 0) console.log(`\nFLAKY, to be looked into (${flaky.length}):\n${flaky.join('\n')}`);
  const failed = results.filter((r) => !r.ok);
  for (const r of failed) {
    console.log(`\n--- the end of ${r.name}'s output (exit ${r.code}) ---`);
    console.log(r.tail.join('\n'));
  }
  process.exit(failed.length > 0 ? 1 : 0);
}

// The Debian packages first, on their own: apt must not run beside anything that needs them.
const packages = spawnSync('node', ['scripts/system-packages.mjs'], { stdio: 'inherit' });
if (packages.status !== 0) process.exit(packages.status ?? 1);

await phase(
  step('typecheck', 'npm', ['run', '--silent', 'typecheck']),
  step('lint', 'npm', ['run', '--silent', 'lint']),
  step('build', 'npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir']),
  step('floor', 'npx', stackFloorBuildArgs(floor)),
);
// One after the other: both keep the two cores busy (jsdom and LibreOffice; Chromium's renderers and axe), and
// side by side the time-zone and deadline tests ran out of time.
await phase(step('unit', 'npm', ['run', '--silent', 'test:unit']));
await phase(
  step('e2e', 'npm', ['run', '--silent', 'test:e2e'], {
    E2E_SKIP_BUILD: '1',
    E2E_DIST_DIR: dist,
    E2E_FLOOR_DIR: floor,
  }),
);
await phase(step('engines', 'npm', ['run', '--silent', 'test:engines', '--', '--reuse-build'], { E2E_DIST_DIR: dist }));
finish();
