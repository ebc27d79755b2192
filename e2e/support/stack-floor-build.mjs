// How the stack floor (e2e/bench/stack-floor: the mandated libraries with no feature code) is built, for the
// benchmark that prints its size and for the e2e suite's performance guards, which take the portal's figures as
// ratios to the floor's: with the portal's Vite configuration, so that both are built the same way.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The arguments of `npx` that build the floor into `outDir`. */
export function stackFloorBuildArgs(outDir) {
  return [
    'vite',
    'build',
    path.join(root, 'e2e', 'bench', 'stack-floor'),
    '--config',
    path.join(root, 'vite.config.ts'),
    '--logLevel',
    'warn',
    '--outDir',
    path.resolve(root, outDir),
    '--emptyOutDir',
  ];
}
