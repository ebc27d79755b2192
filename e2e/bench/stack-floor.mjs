// Builds e2e/bench/stack-floor (the mandated stack with no feature code) and prints the gzip size of
// its JavaScript: the floor under the portal's first-page figure printed by bundle-size.mjs.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { stackFloorBuildArgs } from '../support/stack-floor-build.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const outDir = path.join(root, 'test-results', 'stack-floor');
const build = spawnSync('npx', stackFloorBuildArgs(outDir), { stdio: 'inherit', cwd: root });
if (build.status !== 0) process.exit(build.status ?? 1);

const assets = path.join(outDir, 'assets');
const files = readdirSync(assets).filter((name) => name.endsWith('.js'));
const total = files.reduce(
  (sum, name) => sum + gzipSync(readFileSync(path.join(assets, name)), { level: 9 }).length,
  0,
);
console.log(
  `Stack floor (React, Mantine shell + menu + table, router, query, oidc, i18next, zod; no feature code), gzip: ${(total / 1024).toFixed(1)} KiB`,
);
