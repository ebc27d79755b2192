/**
 * Servers of a describe block's own, for the journeys that need other settings than the shared sandboxes
 * (slower vendors, shorter tokens, a portal server under a path): started before the block's tests, stopped
 * after them, on `E2E_PORT + offset`. Call them inside `test.describe` and use the returned origin.
 *
 * Two workers run specs side by side, so no two specs may share an offset: quotes 1000, sessions 2000,
 * providers 3000–3002, subpath 3100–3102. (Sharing one made a spec start its server on a port the other's
 * already held: a failure that passed on retry.)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** The built portal the shared sandboxes serve too. */
const DIST = process.env.E2E_DIST_DIR ?? 'dist';

/** The port of a describe block's own server. */
export function ownPort(offset: number): number {
  return Number(process.env.E2E_PORT ?? 8181) + offset;
}

/** Runs `script` (TypeScript, with tsx) from the repository's root until the block ends; ready when `readyPath` answers 200. */
function useOwnServer(offset: number, script: string[], readyPath: string, env: Record<string, string>): string {
  const port = ownPort(offset);
  const origin = `http://localhost:${port}`;
  let server: ChildProcess | undefined;

  test.beforeAll(async ({ request }) => {
    // Starting a sandbox (three identity realms, the vendors, the build) takes seconds on an idle machine and
    // much longer beside the unit tests on two busy cores: the hook gets its own, longer time.
    test.setTimeout(180_000);
    server = spawn(path.join(root, 'node_modules/.bin/tsx'), script, {
      cwd: root,
      stdio: 'ignore',
      env: { ...process.env, PORT: String(port), ...env },
    });
    const ended: { code: number | null } = { code: null };
    server.once('exit', (code) => (ended.code = code ?? -1));
    await expect
      .poll(
        async () => {
          // A server that could not start (its port taken) must not pass for ready on another's answer.
          if (ended.code !== null) throw new Error(`${script.join(' ')} on port ${port} exited with ${ended.code}`);
          return (await request.get(`${origin}${readyPath}`).catch(() => null))?.status();
        },
        { timeout: 170_000 },
      )
      .toBe(200);
    if (ended.code !== null) throw new Error(`${script.join(' ')} on port ${port} exited with ${ended.code}`);
  });

  test.afterAll(() => {
    server?.kill('SIGTERM');
  });

  return origin;
}

/** A sandbox of the block's own (`npm run sandbox -- --reset`) with `env` on top of the shared build. */
export function useOwnSandbox(offset: number, env: Record<string, string>): string {
  const port = ownPort(offset);
  return useOwnServer(
    offset,
    ['sandbox/src/main.ts', '--reset'],
    '/auth/realms/portal/.well-known/openid-configuration',
    {
      SANDBOX_DATA_DIR: `test-results/sandbox-data-${port}`,
      SANDBOX_STATIC_DIR: DIST,
      ...env,
    },
  );
}

/** The portal server (`npm run serve`) serving the shared build, configured by `env`; ready when its /healthz answers. */
export function useOwnPortalServer(offset: number, env: Record<string, string>): string {
  return useOwnServer(offset, ['server/src/main.ts'], '/healthz', { STATIC_DIR: DIST, ...env });
}
