import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { startPostgres, useOpenDatabases, type RunningPostgres } from '../testing/postgres.harness';
import { memoryLogger } from '../testing/server.harness';
import { openDatabase, type DatabaseSettings } from './database';
import { loadMigrations, migrate, MigrationChangedError, SchemaTooNewError } from './migrate';

/** One engine's way to a fresh database, and to the same one again (a restart). */
interface EngineUnderTest {
  name: string;
  fresh(): Promise<DatabaseSettings>;
  cleanup(): Promise<void>;
}

function pgliteEngine(): EngineUnderTest {
  const dirs: string[] = [];
  return {
    name: 'PGlite',
    async fresh() {
      const dir = await mkdtemp(path.join(tmpdir(), 'portal-pglite-'));
      dirs.push(dir);
      return { url: undefined, dir, poolSize: 1 };
    },
    async cleanup() {
      await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
    },
  };
}

let postgres: RunningPostgres | undefined;
let databases = 0;
function postgresEngine(): EngineUnderTest {
  return {
    name: 'PostgreSQL',
    async fresh() {
      postgres ??= await startPostgres();
      const name = `test_${++databases}`;
      postgres.run('createdb', ['-h', '127.0.0.1', '-p', String(postgres.port), '-U', 'portal', name]);
      return { url: postgres.url.replace(/\/portal$/, `/${name}`), dir: '', poolSize: 4 };
    },
    async cleanup() {
      await postgres?.stop();
      postgres = undefined;
    },
  };
}

describe.each([pgliteEngine(), postgresEngine()])('the portal database on $name', (engine) => {
  const connect = useOpenDatabases();
  afterAll(() => engine.cleanup());

  it('migrates an empty database, and a restart keeps the rows and applies nothing again', async () => {
    const settings = await engine.fresh();
    const first = await connect(settings);
    const versions = await first.db.selectFrom('schema_migrations').select('version').execute();
    expect(versions.map((v) => v.version)).toEqual(loadMigrations().map((m) => m.version));
    await first.db
      .insertInto('audit_log')
      .values({
        organisation: 'acme',
        action: 'rules.changed',
        actor_sub: 'u1',
        actor_name: 'Ada',
        amount: '1234.5678',
      })
      .execute();
    await first.close();

    const again = await connect(settings);
    expect(await migrate(again.db)).toEqual({ applied: [], version: Math.max(...versions.map((v) => v.version)) });
    const rows = await again.db.selectFrom('audit_log').select(['id', 'amount', 'actor_name']).execute();
    // bigint and numeric come back as strings on both engines, never as floats
    expect(rows).toEqual([{ id: '1', amount: '1234.5678', actor_name: 'Ada' }]);
    expect(await again.problem()).toBeUndefined();
  });

  it('keeps the audit log insert-only in the database itself', async () => {
    const { db } = await connect(await engine.fresh());
    await db
      .insertInto('audit_log')
      .values({
        organisation: 'acme',
        action: 'quote.accepted',
        actor_sub: 'u1',
        actor_name: 'Ada',
        rate_date: '2026-11-20',
      })
      .execute();
    await expect(db.updateTable('audit_log').set({ actor_name: 'Eve' }).execute()).rejects.toThrow(/insert-only/);
    await expect(db.deleteFrom('audit_log').execute()).rejects.toThrow(/insert-only/);
    await expect(sql`truncate audit_log`.execute(db)).rejects.toThrow(/insert-only/);
    const rows = await db.selectFrom('audit_log').select(['actor_name', 'rate_date']).execute();
    expect(rows).toEqual([{ actor_name: 'Ada', rate_date: '2026-11-20' }]);
  });

  it('refuses to start on a schema newer than the code knows, with a message that says what to do', async () => {
    const settings = await engine.fresh();
    const first = await connect(settings);
    await first.db
      .insertInto('schema_migrations')
      .values({ version: 9999, name: 'from_the_future', checksum: 'x' })
      .execute();
    await first.close();

    const again = openDatabase(settings, memoryLogger());
    try {
      await expect(again.migrated).rejects.toThrow(SchemaTooNewError);
      await expect(again.migrated).rejects.toThrow(/schema is version 9999, newer than this portal server knows/);
      expect(await again.problem()).toMatch(/^database: .*newer than this portal server knows/);
    } finally {
      await again.close();
    }
  });

  it('refuses a migration that was edited after it was applied', async () => {
    const { db } = await connect(await engine.fresh());
    const edited = loadMigrations().map((m, i) => (i === 0 ? { ...m, checksum: 'edited' } : m));
    await expect(migrate(db, edited)).rejects.toThrow(MigrationChangedError);
  });
});

describe('the portal database on PostgreSQL, shared and interrupted', () => {
  const engine = postgresEngine();
  afterAll(() => engine.cleanup());

  it('migrates once when several portal servers start at once', async () => {
    const settings = await engine.fresh();
    const servers = [0, 1, 2].map(() => openDatabase(settings, memoryLogger()));
    await Promise.all(servers.map((s) => s.migrated));
    const [first] = servers;
    const versions = await first!.db.selectFrom('schema_migrations').select('version').execute();
    expect(versions).toHaveLength(loadMigrations().length);
    await Promise.all(servers.map((s) => s.close()));
  });

  it('says why while PostgreSQL is down, and recovers when it is back', async () => {
    const database = openDatabase(await engine.fresh(), memoryLogger());
    await database.migrated;
    await postgres!.down();
    expect(await database.problem()).toMatch(/^database: /);
    await postgres!.up();
    expect(await database.problem()).toBeUndefined();
    await database.close();
  });
});
