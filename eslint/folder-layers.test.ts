// @vitest-environment node
/** Every program and shared module stacks its folders as floors: no folder imports back up (folder-layers.ts). */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { roomCycles } from './folder-layers';

const root = path.resolve(import.meta.dirname, '..');
const PROGRAMS = [
  'src',
  'e2e',
  'server/src',
  'sandbox/src',
  'packages/contract',
  'packages/documents',
  'packages/auth-claims',
  'packages/web-security',
  'packages/test-support',
  'packages/quality',
  'packages/reports',
  'packages/portal-contract',
];

describe('folder layers', () => {
  it.each(PROGRAMS)('%s: no folder imports back up into a folder above it', (program) => {
    expect(roomCycles(root, program)).toEqual([]);
  });

  it('names the imports of a probe whose folders import each other, by relative path and by name', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'layers-'));
    try {
      await writeFile(path.join(dir, 'package.json'), JSON.stringify({ imports: { '#probe/*': './app/*' } }));
      await mkdir(path.join(dir, 'app', 'resources'), { recursive: true });
      await mkdir(path.join(dir, 'app', 'vendors'), { recursive: true });
      await writeFile(
        path.join(dir, 'app', 'resources', 'tasks.ts'),
        "import { start } from '#probe/vendors/start.ts';\n",
      );
      await writeFile(path.join(dir, 'app', 'vendors', 'start.ts'), "import { ctx } from '../resources/context';\n");
      await writeFile(path.join(dir, 'app', 'resources', 'context.ts'), 'export const ctx = 1;\n');
      await writeFile(path.join(dir, 'app', 'resources', 'tasks.test.ts'), "import { x } from '../vendors/start';\n");
      expect(roomCycles(dir, 'app').sort()).toEqual([
        `app/: resources → vendors (resources${path.sep}tasks.ts → vendors${path.sep}start.ts)`,
        `app/: vendors → resources (vendors${path.sep}start.ts → resources${path.sep}context.ts)`,
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
