/**
 * A throwaway PostgreSQL (Debian's `postgresql`, or the binaries in POSTGRES_BIN) on a free port with its
 * cluster in a temporary folder. initdb refuses to run as root: as root, the cluster belongs to the `postgres`
 * user and its programs run as that user.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach } from 'vitest';
import { openDatabase, type DatabaseSettings, type PortalDatabase } from '../db/database';
import { freePort } from '#test-support/free-port';
import { memoryLogger } from './server.harness';

/** The folder of initdb, pg_ctl, postgres, pg_dump and pg_restore. */
export function postgresBin(): string {
  if (process.env.POSTGRES_BIN) return process.env.POSTGRES_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0] === undefined)
    throw new Error(
      'PostgreSQL is not installed: apt-get install postgresql (npm test installs it), or set POSTGRES_BIN',
    );
  return path.join(root, versions[0], 'bin');
}

/** As root, `postgres`'s uid and gid; otherwise nothing to change. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

export interface RunningPostgres {
  url: string;
  port: number;
  dir: string;
  /** Runs one of PostgreSQL's programs (pg_dump, pg_restore, …) as the cluster's owner. */
  run(program: string, args: string[]): string;
  /** Stops the server as a crash or a failover would look to clients; `up` brings it back with its data. */
  down(): Promise<void>;
  up(): Promise<void>;
  stop(): Promise<void>;
}

export async function startPostgres(): Promise<RunningPostgres> {
  const bin = postgresBin();
  const owner = runAs();
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-postgres-'));
  if (owner) await chown(dir, owner.uid, owner.gid);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const run = (program: string, args: string[]) =>
    execFileSync(path.join(bin, program), args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      cwd: dir,
      ...(owner ?? {}),
    });
  run('initdb', ['-D', data, '-U', 'portal', '--auth=trust', '--encoding=UTF8', '--locale=C', '-N']);

  let child: ChildProcess | undefined;
  const up = async () => {
    if (child) return;
    const started = spawn(
      path.join(bin, 'postgres'),
      ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'],
      { stdio: ['ignore', 'ignore', 'pipe'], cwd: dir, ...(owner ?? {}) },
    );
    child = started;
    await new Promise<void>((resolve, reject) => {
      let log = '';
      started.once('error', reject);
      started.once('exit', (code) => reject(new Error(`postgres exited with ${String(code)}: ${log}`)));
      started.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
        log += chunk;
        if (log.includes('database system is ready to accept connections')) resolve();
      });
    });
  };
  const down = async () => {
    const running = child;
    if (!running) return;
    child = undefined;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGINT'); // fast shutdown: clients are disconnected, the data is kept
    await exited;
  };
  await up();
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'portal', 'portal']);
  return {
    url: `postgres://portal@127.0.0.1:${port}/portal`,
    port,
    dir,
    run,
    down,
    up,
    async stop() {
      await down();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The two engines a durability test runs on, for a test file: PGlite in a fresh folder per call, and one
 * throwaway PostgreSQL started on first use (`postgres()` gives it to tests that stop and start it); all of it
 * removed after the file's tests.
 */
export function useEngines() {
  let postgres: RunningPostgres | undefined;
  const dirs: string[] = [];
  afterAll(async () => {
    await postgres?.stop();
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });
  const running = async () => (postgres ??= await startPostgres());
  const engines: [string, () => Promise<DatabaseSettings>][] = [
    [
      'PGlite',
      async () => {
        const dir = await mkdtemp(path.join(tmpdir(), 'portal-pglite-'));
        dirs.push(dir);
        return { url: undefined, dir, poolSize: 1 };
      },
    ],
    ['PostgreSQL', async () => ({ url: (await running()).url, dir: '', poolSize: 4 })],
  ];
  return { engines, postgres: running };
}

/** For a test file: opens a database and waits for its migrations; each one is closed after its test. */
export function useOpenDatabases() {
  const open: PortalDatabase[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((database) => database.close()));
  });
  return async (settings: DatabaseSettings) => {
    const database = openDatabase(settings, memoryLogger());
    open.push(database);
    await database.migrated;
    return database;
  };
}
