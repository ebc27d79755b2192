/**
 * Writing a page of tasks' details into the copy so that what did not change is not written again, and the
 * tasks whose details did change are known: their scorecard outcomes are due (a sync re-reads every order in
 * flight, and most of them have not moved).
 */
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Tables } from '../db/schema';

type Db = Kysely<Tables>;
type Replaced = 'service_enquiries' | 'service_deliveries' | 'service_analyses';

/** What tells a table's row apart: its key (the organisation and one column) and the columns it holds. */
const ROWS = {
  service_enquiries: { id: 'id', columns: ['task_id', 'vendor_id', 'vendor_name', 'target', 'created_at'] },
  service_deliveries: { id: 'id', columns: ['task_id', 'target', 'state', 'post_editing', 'delivered_at'] },
  service_analyses: { id: 'task_id', columns: ['id', 'source_words', 'updated_at'] },
} as const;

/** Where an upserted row differs from the one it meets: `table`'s `columns` against `excluded`'s. */
export function differs(table: string, columns: readonly string[]) {
  const of = (name: string) => sql.join(columns.map((column) => sql.ref(`${name}.${column}`)));
  return sql<boolean>`(${of(table)}) is distinct from (${of('excluded')})`;
}

/** The tasks' rows of a table, replaced by `rows`; the ids of the tasks whose rows changed. */
export async function replaceOfTasks<T extends Replaced>(
  db: Db,
  table: T,
  organisation: string,
  taskIds: string[],
  rows: Insertable<Tables[T]>[],
): Promise<string[]> {
  if (taskIds.length === 0) return [];
  const { id, columns } = ROWS[table];
  // One table's types for all three: the statements are the same.
  const same = table as 'service_enquiries';
  const kept = (rows as Insertable<Tables['service_enquiries']>[]).map((row) => row[id]);
  let stale = db.deleteFrom(same).where('organisation', '=', organisation).where('task_id', 'in', taskIds);
  if (kept.length > 0) stale = stale.where(id, 'not in', kept);
  const changed = await stale.returning('task_id').execute();
  if (rows.length > 0)
    changed.push(
      ...(await db
        .insertInto(same)
        .values(rows as Insertable<Tables['service_enquiries']>[])
        .onConflict((oc) =>
          oc
            .columns(['organisation', id])
            .doUpdateSet(Object.fromEntries(columns.map((column) => [column, sql.ref(`excluded.${column}`)])))
            .where(differs(table, columns)),
        )
        .returning('task_id')
        .execute()),
    );
  return [...new Set(changed.map((row) => row.task_id))];
}
