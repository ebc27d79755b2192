/**
 * The stack floor (e2e/bench/stack-floor: the mandated libraries with no feature code) as the performance
 * guards use it: its build, the gzip size of its JavaScript, and a static server for it, so that the portal's
 * figures are taken as ratios to the floor's, measured in the same run on the same machine.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { stackFloorBuildArgs } from './stack-floor-build.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const port = process.env.E2E_PORT ?? '8181';

/** Where the floor is built: beside the suite's build of the portal (e2e/run.mjs and npm test build it there). */
export const floorDir = path.resolve(root, process.env.E2E_FLOOR_DIR ?? `test-results/stack-floor-${port}`);

/** Builds the floor unless a build is there (a run that skipped the build steps); takes seconds. */
export function ensureFloorBuild(): void {
  if (existsSync(path.join(floorDir, 'index.html'))) return;
  const build = spawnSync('npx', stackFloorBuildArgs(floorDir), { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`Building the stack floor failed (${build.status ?? build.signal})`);
}

export const gzipSize = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length;

/** Gzip size of the floor's JavaScript (one entry chunk; every file counts). */
export function floorScriptBytes(): number {
  const assets = path.join(floorDir, 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .reduce((sum, name) => sum + gzipSize(path.join(assets, name)), 0);
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/**
 * Serves the floor's build on a free port, cached as the portal's files are (hashed assets for a year, the page
 * revalidated), so that both are measured from the browser's cache after the first load.
 */
export async function serveFloor(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://floor').pathname;
    const file = path.join(floorDir, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(floorDir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: at } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${at}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
