/**
 * PGlite (PostgreSQL in WebAssembly, one connection) behind the pool interface Kysely's PostgresDialect
 * drives `pg` with: a small adapter instead of a dialect package of its own. PGlite has one session, so a
 * connection is lent to one borrower at a time; a transaction holds it from BEGIN to COMMIT, and everyone
 * else waits their turn (what a pool of one connection does).
 *
 * Statements are sent as `pg` sends them, through PGlite's protocol entry: without parameters in the simple
 * protocol (a migration's script holds several), with parameters kept prepared (kept-statements.ts; the least
 * recently used let go past KEPT_DEFAULT) and then bound and executed in one message. PGlite's own `query` parses
 * and plans each statement every time, crosses into WebAssembly six times, and merges its few hundred type parsers
 * into a new object for every result; on PGlite the engine runs on the server's thread, so all of that is what
 * each request waits for. A statement through Kysely: 0.21 → 0.05 ms at p50 (`select $1`), 0.31 → 0.11 ms (an
 * audit entry's insert); the proxied quote PATCH's approval check: +8.8 → +3.4 ms at p99 (both engines
 * keep statements prepared: kept-statements.ts).
 */
import { protocol, parse as results, type ParserOptions, type PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import { KEPT_DEFAULT, resultChanged } from './kept-statements';

/** The statement's command tag, as pg reports it (Kysely counts affected rows for INSERT/UPDATE/DELETE/MERGE). */
function commandOf(sql: string): string {
  const word = /^\s*(?:with\b[\s\S]*?\)\s*)?([a-z]+)/i.exec(sql)?.[1] ?? '';
  return word.toUpperCase();
}

/** The engine's one session as two pools: statements kept prepared, and statements planned on every run. */
export interface Pools {
  kept: PostgresPool;
  planned: PostgresPool;
}

interface Prepared {
  name: string;
  /** The parameters' type OIDs, as the engine inferred them: how each value is written. */
  types: number[];
}

/** Protocol messages sent to the engine in one call. */
const joined = (parts: Uint8Array[]) => Buffer.concat(parts);

/** `parsers`: the type parsers of every query (PGlite applies its own constructor's only to some). */
export function pglitePools(pglite: PGlite, parsers: ParserOptions = {}): Pools {
  const { serialize } = protocol;
  const prepared = new Map<string, Prepared>();
  let named = 0;
  /** Statements to let go with the next one prepared: stale ones (see `resultChanged`). */
  const stale: string[] = [];
  /**
   * PGlite's parsers (one for each array type too) with ours, merged once: PGlite's `query` merges the two
   * objects again for every result it reads, which cost more than the statement itself.
   */
  let merged: Parameters<typeof results.parseResults>[1] | undefined;

  function resultOf(messages: Parameters<typeof results.parseResults>[0], which: 'first' | 'last') {
    merged ??= { ...pglite.parsers, ...parsers };
    const all = results.parseResults(messages, merged);
    return (which === 'first' ? all[0] : all.at(-1)) ?? { rows: [], affectedRows: 0 };
  }

  /**
   * The statement under its name, prepared now if it is not kept (the least recently used let go past the limit);
   * with `keep` false prepared as the unnamed statement, planned again the next time.
   */
  async function statementOf(sql: string, keep: boolean): Promise<Prepared> {
    if (!keep) {
      const messages = await pglite.execProtocolStream(
        joined([
          serialize.parse({ name: '', text: sql }),
          serialize.describe({ type: 'S', name: '' }),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      return { name: '', types: results.parseDescribeStatementResults(messages) };
    }
    const kept = prepared.get(sql);
    if (kept) {
      // Most recently used last: the map's order is the eviction order.
      prepared.delete(sql);
      prepared.set(sql, kept);
      return kept;
    }
    const name = `kept_${++named}`;
    const oldest = prepared.size >= KEPT_DEFAULT ? prepared.entries().next().value : undefined;
    if (oldest) {
      prepared.delete(oldest[0]);
      stale.push(oldest[1].name);
    }
    const messages = await pglite.execProtocolStream(
      joined([
        ...stale.splice(0).map((old) => serialize.close({ type: 'S', name: old })),
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, types: results.parseDescribeStatementResults(messages) };
    prepared.set(sql, statement);
    return statement;
  }

  async function execute(sql: string, parameters: readonly unknown[], keep: boolean) {
    const { name, types } = await statementOf(sql, keep);
    const values = parameters.map((value, i) => {
      if (value === null || value === undefined) return null;
      const write = pglite.serializers[types[i]!];
      if (write) return write(value);
      // A type PGlite has no serializer for (text and the like): as its `query` writes it.
      if (typeof value === 'object') return JSON.stringify(value);
      return typeof value === 'string' ||
        typeof value === 'number' ||
        typeof value === 'boolean' ||
        typeof value === 'bigint'
        ? String(value)
        : null;
    });
    const messages = await pglite.execProtocolStream(
      joined([
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    if (!pglite.isInTransaction()) await pglite.syncToFs();
    return resultOf(messages, 'first');
  }

  /** A statement without parameters, in the simple protocol, as pg sends it: a migration's script holds several. */
  async function simple(sql: string) {
    const messages = await pglite.execProtocolStream(serialize.query(sql), { syncToFs: false });
    if (!pglite.isInTransaction()) await pglite.syncToFs();
    return resultOf(messages, 'last');
  }

  async function withParameters(sql: string, parameters: readonly unknown[], keep: boolean) {
    try {
      return await execute(sql, parameters, keep);
    } catch (err) {
      if (!resultChanged(err)) throw err;
      // Prepared before a migration changed its tables: prepared again, here or (in a transaction, which the
      // error ended) the next time.
      const kept = prepared.get(sql);
      prepared.delete(sql);
      if (kept) stale.push(kept.name);
      if (pglite.isInTransaction()) throw err;
      return execute(sql, parameters, keep);
    }
  }

  let queue: Promise<void> = Promise.resolve();
  const pool = (keep: boolean): PostgresPool => {
    const query = async <R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>> => {
      // PGlite reads its types while it starts, under the lock the statements take: wait for it outside the lock.
      await pglite.waitReady;
      const result =
        parameters.length === 0
          ? await pglite.runExclusive(() => simple(sql))
          : await pglite.runExclusive(() => withParameters(sql, parameters, keep));
      const command = commandOf(sql) as PostgresQueryResult<R>['command'];
      return { command, rowCount: result.affectedRows ?? result.rows.length, rows: result.rows as R[] };
    };
    // No cursors: Kysely's stream() is not used here (the audit export reads page by page on either engine).
    const client = (release: () => void) => ({ query, release }) as PostgresPoolClient;
    return {
      // One session for both pools: a connection is lent to one borrower at a time, whichever pool it asks.
      connect() {
        let release!: () => void;
        const mine = new Promise<void>((resolve) => (release = resolve));
        const turn = queue.then(() => client(release));
        queue = queue.then(() => mine);
        return turn;
      },
      end: () => pglite.close(),
    };
  };
  return { kept: pool(true), planned: pool(false) };
}
