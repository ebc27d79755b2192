/**
 * PGlite (PostgreSQL in WebAssembly, one connection) behind the pool interface Kysely's PostgresDialect
 * drives `pg` with: a small adapter instead of a dialect package of its own. PGlite has one session, so a
 * connection is lent to one borrower at a time; a transaction holds it from BEGIN to COMMIT, and everyone
 * else waits their turn (what a pool of one connection does).
 */
import type { ParserOptions, PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/** The statement's command tag, as pg reports it (Kysely counts affected rows for INSERT/UPDATE/DELETE/MERGE). */
function commandOf(sql: string): string {
  const word = /^\s*(?:with\b[\s\S]*?\)\s*)?([a-z]+)/i.exec(sql)?.[1] ?? '';
  return word.toUpperCase();
}

/** `parsers`: the type parsers of every query (PGlite applies its own constructor's only to some). */
export function pglitePool(pglite: PGlite, parsers: ParserOptions = {}): PostgresPool {
  let queue: Promise<void> = Promise.resolve();
  const query = async <R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>> => {
    // Without parameters, the simple protocol, as pg uses: a migration's script holds several statements.
    const result =
      parameters.length === 0
        ? ((await pglite.exec(sql, { parsers })).at(-1) ?? { rows: [], affectedRows: 0 })
        : await pglite.query<R>(sql, [...parameters], { parsers });
    const command = commandOf(sql) as PostgresQueryResult<R>['command'];
    return { command, rowCount: result.affectedRows ?? result.rows.length, rows: result.rows as R[] };
  };
  // No cursors: Kysely's stream() is not used here (the audit export reads page by page on either engine).
  const client = (release: () => void) => ({ query, release }) as PostgresPoolClient;
  return {
    connect() {
      let release!: () => void;
      const mine = new Promise<void>((resolve) => (release = resolve));
      const turn = queue.then(() => client(release));
      queue = queue.then(() => mine);
      return turn;
    },
    end: () => pglite.close(),
  };
}
