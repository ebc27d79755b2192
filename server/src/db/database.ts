/**
 * The portal's own database: PostgreSQL (DATABASE_URL, shared by every portal server) or, by default,
 * PGlite, PostgreSQL compiled to WebAssembly, in a folder of this machine (one portal server) or in memory.
 * One SQL dialect either way, typed by Kysely; the migrations run at start.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql, type LogEvent } from 'kysely';
import pg from 'pg';
import { errorMessage, type Logger } from '../logger';
import { migrate, SchemaTooNewError, MigrationChangedError } from './migrate';
import { KEPT_DEFAULT, keptStatementsPool } from './kept-statements';
import { pglitePools } from './pglite-pool';
import type { Tables } from './schema';

export interface DatabaseSettings {
  /** postgres://…: PostgreSQL. Otherwise PGlite in `dir`, or in memory when `dir` is ':memory:'. */
  url: string | undefined;
  dir: string;
  /** PostgreSQL's pool: connections of this portal server at once. */
  poolSize: number;
  /** Statements each PostgreSQL connection keeps prepared (kept-statements.ts); 0: none. Default KEPT_DEFAULT. */
  preparedStatements?: number;
}

export type Engine = 'pglite' | 'postgresql';

/** Told of every statement with its time in the database (the bench counts an acceptance's statements). */
export type QueryObserver = (sql: string, ms: number) => void;

const observing = (observe: QueryObserver | undefined) =>
  observe && {
    log: (event: LogEvent) => observe(event.query.sql, event.queryDurationMillis),
  };

export interface PortalDatabase {
  db: Kysely<Tables>;
  /**
   * The same database, its statements planned on every run instead of kept prepared: for the copy's bulk work,
   * on tables that grow by thousands of rows a minute. A plan kept while a table was nearly empty stays a scan of
   * it (the first sync of 50,000 orders: 83.6 s planned each time, 140.8 s kept: deleting an order's quotes by
   * `task_id in (…)` 147 ms each).
   */
  bulk: Kysely<Tables>;
  engine: Engine;
  /** Resolves when the schema is migrated; rejects with why it cannot be (the start stops then). */
  migrated: Promise<void>;
  /** Whether the schema is migrated (until then no decision is taken). */
  migratedNow(): boolean;
  /** Why the database cannot serve a decision now (unreachable, not migrated yet), or undefined when it can. */
  problem(): Promise<string | undefined>;
  close(): Promise<void>;
}

/** Decisions wait this long for the database at most; then they are refused (fail closed). */
const CONNECT_TIMEOUT_MS = 5_000;
const RETRY_MS = 5_000;

/** int8 and date stay strings on both engines (a count beyond 2^53, a date without a time zone). */
const AS_TEXT = new Set([20, 1082]);

function postgres(settings: DatabaseSettings, logger: Logger, observe: QueryObserver | undefined) {
  const pool = new pg.Pool({
    connectionString: settings.url,
    max: settings.poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A statement that hangs (a lock held by a stuck session) gives up rather than hold a request forever.
    statement_timeout: 15_000,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary'): ((value: string) => unknown) =>
        AS_TEXT.has(oid)
          ? (value: string) => value
          : (pg.types.getTypeParser(oid, format) as (value: string) => unknown)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection the server dropped (a restart, a failover): the pool opens another on the next query.
  pool.on('error', (err) => logger.log('warn', 'database connection lost', { error: errorMessage(err) }));
  return {
    db: new Kysely<Tables>({
      dialect: new PostgresDialect({ pool: keptStatementsPool(pool, settings.preparedStatements ?? KEPT_DEFAULT) }),
      ...observing(observe),
    }),
    bulk: new Kysely<Tables>({
      dialect: new PostgresDialect({ pool: keptStatementsPool(pool, 0) }),
      ...observing(observe),
    }),
  };
}

function pglite(settings: DatabaseSettings, observe: QueryObserver | undefined) {
  if (settings.dir !== ':memory:') mkdirSync(settings.dir, { recursive: true });
  const parsers = Object.fromEntries([...AS_TEXT].map((oid) => [oid, (value: string) => value]));
  const engine = new PGlite(settings.dir === ':memory:' ? undefined : settings.dir, { parsers });
  const pools = pglitePools(engine, parsers);
  return {
    db: new Kysely<Tables>({ dialect: new PostgresDialect({ pool: pools.kept }), ...observing(observe) }),
    bulk: new Kysely<Tables>({ dialect: new PostgresDialect({ pool: pools.planned }), ...observing(observe) }),
  };
}

/** Opens the database and starts migrating it; retries a database it cannot reach until it can. */
export function openDatabase(settings: DatabaseSettings, logger: Logger, observe?: QueryObserver): PortalDatabase {
  const engine: Engine = settings.url ? 'postgresql' : 'pglite';
  const { db, bulk } = engine === 'postgresql' ? postgres(settings, logger, observe) : pglite(settings, observe);
  let ready = false;
  let lastError: string | undefined = 'the schema is being migrated';
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const migrated = new Promise<void>((resolve, reject) => {
    const attempt = () => {
      migrate(db).then(
        ({ applied, version }) => {
          ready = true;
          lastError = undefined;
          logger.log('info', 'database ready', { engine, version, applied: applied.join(',') || 'none' });
          resolve();
        },
        (err: unknown) => {
          lastError = errorMessage(err);
          if (err instanceof SchemaTooNewError || err instanceof MigrationChangedError || closed) {
            reject(err instanceof Error ? err : new Error(lastError));
            return;
          }
          logger.log('error', 'database not reachable; retrying', { engine, error: lastError });
          retry = setTimeout(attempt, RETRY_MS);
          retry.unref();
        },
      );
    };
    attempt();
  });
  migrated.catch(() => undefined);

  return {
    db,
    bulk,
    engine,
    migrated,
    migratedNow: () => ready,
    async problem() {
      if (!ready) return `database: ${lastError ?? 'not ready'}`;
      try {
        await sql`select 1`.execute(db);
        return undefined;
      } catch (err) {
        return `database: ${errorMessage(err)}`;
      }
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await db.destroy();
    },
  };
}
