/**
 * A second sandbox for the journeys that need other settings than the shared one (slower vendors, shorter
 * tokens): started before the describe block's tests, stopped after them, on `E2E_PORT + offset`.
 * Call it inside `test.describe` and use the returned origin with `test.use({ baseURL })`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';

const root = fileURLToPath(new URL('../..', import.meta.url));

export function useOwnSandbox(offset: number, env: Record<string, string>): string {
  const port = Number(process.env.E2E_PORT ?? 8181) + offset;
  const origin = `http://localhost:${port}`;
  let sandbox: ChildProcess | undefined;

  test.beforeAll(async ({ request }) => {
    sandbox = spawn(path.join(root, 'node_modules/.bin/tsx'), ['sandbox/src/main.ts', '--reset'], {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(port),
        SANDBOX_DATA_DIR: `test-results/sandbox-data-${port}`,
        SANDBOX_STATIC_DIR: process.env.E2E_DIST_DIR ?? 'dist',
        ...env,
      },
    });
    await expect
      .poll(
        async () =>
          (
            await request.get(`${origin}/auth/realms/portal/.well-known/openid-configuration`).catch(() => null)
          )?.status(),
        { timeout: 60_000 },
      )
      .toBe(200);
  });

  test.afterAll(() => {
    sandbox?.kill('SIGTERM');
  });

  return origin;
}
