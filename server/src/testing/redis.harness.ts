/** A throwaway redis-server (Debian's, or REDIS_SERVER) on a free port with a temporary folder. */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '#test-support/free-port';

export async function startRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-redis-'));
  const port = await freePort();
  const child = spawn(
    process.env.REDIS_SERVER ?? 'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${String(code)}`)));
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (chunk.includes('Ready to accept connections')) resolve();
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
