/** The sandbox refuses an insecure configuration under NODE_ENV=production, as the portal server does. */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '#server/testing/server.harness';
import { insecureSandboxSettings, loadConfig } from './config';

/** `npm run sandbox` as a child process: its exit code and what it printed. */
function runSandbox(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/src/main.ts', ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (c: string) => (output += c));
  child.stderr.setEncoding('utf8').on('data', (c: string) => (output += c));
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}

const SECRET = 'x'.repeat(32);

describe('sandbox under NODE_ENV=production', () => {
  it('refuses to start in server mode with a plain-http public origin and no session secret, and says why', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sandbox-prod-'));
    try {
      const { code, output } = await runSandbox(['--bff', '--reset'], {
        NODE_ENV: 'production',
        PORT: '0',
        PUBLIC_ORIGIN: 'http://portal.example.com',
        SANDBOX_DATA_DIR: dataDir,
      });
      expect(code).toBe(1);
      expect(output).toContain('Sandbox refuses to start: insecure configuration for production (NODE_ENV=production)');
      expect(output).toContain('PUBLIC_ORIGIN must use https in production (plain http only on localhost)');
      expect(output).toContain('SESSION_SECRET must be set to at least 32 random characters in production');
      expect(output).not.toContain('Translation portal sandbox:');
      // Refused before anything ran: --reset did not remove the data folder, and no signing key was written.
      expect(await readdir(dataDir)).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('asks for the session secret in server mode only, and for https except on localhost', () => {
    const settings = (argv: string[], env: NodeJS.ProcessEnv) => insecureSandboxSettings(loadConfig(argv, env), env);
    const prod = { NODE_ENV: 'production' };
    expect(settings([], { ...prod, PORT: '8080' })).toEqual([]);
    expect(settings(['--bff'], { ...prod, PORT: '8080' })).toEqual([
      'SESSION_SECRET must be set to at least 32 random characters in production (e.g. openssl rand -base64 48)',
    ]);
    expect(
      settings(['--bff'], { ...prod, SESSION_SECRET: SECRET, PUBLIC_ORIGIN: 'https://portal.example.com' }),
    ).toEqual([]);
    expect(settings([], { ...prod, PUBLIC_ORIGIN: 'http://portal.example.com' })).toEqual([
      'PUBLIC_ORIGIN must use https in production (plain http only on localhost)',
    ]);
    // `npm start -- --browser` (npm start passes --bff first): browser mode, no secret asked.
    expect(settings(['--bff', '--browser'], { ...prod, PORT: '8080' })).toEqual([]);
    expect(settings(['--bff'], { ...prod, PORT: '8080', SANDBOX_BFF: '0' })).toEqual([]);
    // Outside production the demo runs on any origin without a secret.
    expect(settings(['--bff'], { PUBLIC_ORIGIN: 'http://portal.example.com' })).toEqual([]);
  });
});
