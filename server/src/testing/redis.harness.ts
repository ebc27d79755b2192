/** A throwaway redis-server (Debian's, or REDIS_SERVER) on a free port with a temporary folder. */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '#test-support/free-port';

/** redis-server on `port` with its data in `dir`; on SIGTERM it saves what it holds, so a restart keeps it. */
async function spawnRedis(port: number, dir: string): Promise<() => Promise<void>> {
  const child = spawn(
    process.env.REDIS_SERVER ?? 'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--save',
      '',
      '--appendonly',
      'no',
      '--shutdown-on-sigterm',
      'save',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${String(code)}`)));
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (chunk.includes('Ready to accept connections')) resolve();
    });
  });
  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
}

export async function startRedis(): Promise<{
  url: string;
  /** Stops the server as a crash or a failover would look to clients; `up` brings it back with its data. */
  down: () => Promise<void>;
  up: () => Promise<void>;
  stop: () => Promise<void>;
}> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-redis-'));
  const port = await freePort();
  let stopServer: (() => Promise<void>) | undefined = await spawnRedis(port, dir);
  const down = async () => {
    await stopServer?.();
    stopServer = undefined;
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    down,
    async up() {
      stopServer ??= await spawnRedis(port, dir);
    },
    async stop() {
      await down();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
