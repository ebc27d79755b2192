import { sql, type Kysely } from 'kysely';
import { useEngines, useOpenDatabases } from '../testing/postgres.harness';
import { KEPT_DEFAULT } from './kept-statements';
import type { Tables } from './schema';

const { engines } = useEngines();
let tables = 0;

/** What the connection the transaction holds keeps prepared (from the protocol, not from PREPARE). */
const preparedIn = async (trx: Kysely<Tables>) =>
  (
    await sql<{ statement: string }>`select statement from pg_prepared_statements where not from_sql`.execute(trx)
  ).rows.map((row) => row.statement);

describe.each(engines)('statements kept prepared on %s', (engine, fresh) => {
  const connect = useOpenDatabases();

  /** A table of this test's own (the PostgreSQL engine is one database for the file). */
  const probe = async (db: Kysely<Tables>) => {
    const table = sql.table(`kept_probe_${engine.toLowerCase()}_${++tables}`);
    await sql`create table ${table} (id int8 primary key, day date, at timestamptz, facts jsonb, note text)`.execute(
      db,
    );
    await sql`insert into ${table} values (9007199254740993, '2026-11-28', '2026-11-28T10:00:00Z', '{"a": [1]}', null),
                                          (2, '2026-01-01', null, null, 'two')`.execute(db);
    return table;
  };

  it('answers a statement run again and again as it did the first time, and the engine keeps it prepared', async () => {
    const { db } = await connect(await fresh());
    const table = await probe(db);
    const answers = await db.transaction().execute(async (trx) => {
      const all = [];
      // Past the five custom plans PostgreSQL makes before it settles on the generic one.
      for (let i = 0; i < 8; i++)
        all.push(
          (
            await sql`select id, day, at, facts, note from ${table} where id = ${i % 2 ? '2' : '9007199254740993'}`.execute(
              trx,
            )
          ).rows,
        );
      return { all, prepared: await preparedIn(trx) };
    });
    expect(answers.all[0]).toEqual([
      {
        id: '9007199254740993',
        day: '2026-11-28',
        at: new Date('2026-11-28T10:00:00Z'),
        facts: { a: [1] },
        note: null,
      },
    ]);
    expect(answers.all[1]).toEqual([{ id: '2', day: '2026-01-01', at: null, facts: null, note: 'two' }]);
    expect(answers.all.slice(2)).toEqual(Array.from({ length: 3 }, () => [answers.all[0], answers.all[1]]).flat());
    expect(answers.prepared.filter((text) => text.startsWith('select id, day, at, facts, note from'))).toHaveLength(1);
  });

  it('keeps no more statements than its limit, and answers those past it unnamed', async () => {
    const settings = await fresh();
    const { db } = await connect(engine === 'PostgreSQL' ? { ...settings, preparedStatements: 3 } : settings);
    const table = await probe(db);
    const limit = engine === 'PostgreSQL' ? 3 : KEPT_DEFAULT;
    const { answers, prepared } = await db.transaction().execute(async (trx) => {
      const all: string[] = [];
      // Distinct texts: each asks for one more column alias.
      for (let i = 0; i < limit + 5; i++) {
        const { rows } = await sql<{ note: string }>`select note, ${sql.raw(String(i))} as n${sql.raw(String(i))}
                                                      from ${table} where id = ${'2'}`.execute(trx);
        all.push(rows[0]!.note);
      }
      return { answers: all, prepared: await preparedIn(trx) };
    });
    expect(answers).toEqual(Array(limit + 5).fill('two'));
    // PostgreSQL's connection kept the first it met (the migrations' among them), PGlite the latest.
    expect(prepared).toHaveLength(limit);
    if (engine === 'PGlite') expect(prepared.every((text) => text.startsWith('select note,'))).toBe(true);
  });

  it('answers a kept select * again after its table gained a column; in a transaction the next time', async () => {
    const { db } = await connect(await fresh());
    const table = await probe(db);
    const ask = (on: Kysely<Tables>) => sql`select * from ${table} where id = ${'2'}`.execute(on);
    const trx = <T>(work: (t: Kysely<Tables>) => Promise<T>) => db.transaction().execute(work);
    // One connection on both engines: in a transaction, kept on the connection the transaction holds.
    await trx(async (t) => {
      for (let i = 0; i < 7; i++) await ask(t);
    });
    await sql`alter table ${table} add column extra text default 'x'`.execute(db);
    await expect(trx(ask)).rejects.toThrow(/cached plan must not change result type/);
    expect((await trx(ask)).rows).toEqual([
      { id: '2', day: '2026-01-01', at: null, facts: null, note: 'two', extra: 'x' },
    ]);
    await sql`alter table ${table} add column more text default 'y'`.execute(db);
    expect((await ask(db)).rows).toEqual([
      { id: '2', day: '2026-01-01', at: null, facts: null, note: 'two', extra: 'x', more: 'y' },
    ]);
  });

  it('keeps none of the bulk work, which is planned on every run, on the same database', async () => {
    const { db, bulk } = await connect(await fresh());
    const table = await probe(db);
    const { answers, prepared } = await bulk.transaction().execute(async (trx) => {
      const all = [];
      for (let i = 0; i < 7; i++) all.push((await sql`select note from ${table} where id = ${'2'}`.execute(trx)).rows);
      return { answers: all, prepared: await preparedIn(trx) };
    });
    expect(answers).toEqual(Array(7).fill([{ note: 'two' }]));
    expect(prepared.filter((text) => text.startsWith('select note from'))).toEqual([]);
  });

  if (engine === 'PostgreSQL')
    it('keeps none with DATABASE_PREPARED_STATEMENTS=0', async () => {
      const { db } = await connect({ ...(await fresh()), preparedStatements: 0 });
      const table = await probe(db);
      const prepared = await db.transaction().execute(async (trx) => {
        for (let i = 0; i < 3; i++) await sql`select note from ${table} where id = ${'2'}`.execute(trx);
        return preparedIn(trx);
      });
      expect(prepared.filter((text) => text.includes('kept_probe'))).toEqual([]);
    });
});
