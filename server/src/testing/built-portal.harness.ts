/** A real `vite build` of the portal for the server's tests: `dist/` when built, else one build kept in test-results. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './server.harness';

/**
 * The folder of a real build: SERVE_TEST_DIST, else `dist/` if `npm run build` (or `npm start`) made one,
 * else `test-results/dist-serve`, built now when missing (about a minute) and reused by later runs.
 */
export function builtPortal(): string {
  const chosen =
    process.env.SERVE_TEST_DIST ?? [path.join(REPO_ROOT, 'dist')].find((d) => existsSync(path.join(d, 'index.html')));
  if (chosen) return path.resolve(REPO_ROOT, chosen);
  const out = path.join(REPO_ROOT, 'test-results', 'dist-serve');
  if (existsSync(path.join(out, 'index.html'))) return out;
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', out, '--emptyOutDir'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    // vitest sets NODE_ENV=test; the portal is built as for production.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error(`vite build failed:\n${build.stderr}`);
  return out;
}

/**
 * What index.html loads: the entry script, module preloads and stylesheets, as paths from the root (the build
 * names them relative to its `<base href="/">`, `./assets/…`).
 */
export function entryAssets(indexHtml: string): string[] {
  return [...indexHtml.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\.?(\/assets\/[^"]+)"/g)].map(
    (m) => m[1] ?? '',
  );
}
