/**
 * The sync's own state in the database: the lease that lets one portal server sync at a time (renewed page by
 * page, so a crashed holder's lapses), and each resource's cursor, so that a run cut short resumes where it
 * stopped instead of starting over.
 */
import { sql, type Kysely } from 'kysely';
import type { SyncResource } from '../db/copy-tables';
import type { Tables } from '../db/schema';

type Db = Kysely<Tables>;

/** Takes the organisation's lease, or renews it for its holder; false while another holds it. */
export async function takeLease(db: Db, organisation: string, holder: string, at: Date, leaseMs: number) {
  const expires = new Date(at.getTime() + leaseMs);
  const taken = await db
    .insertInto('service_sync_leases')
    .values({ organisation, holder, expires_at: expires })
    .onConflict((oc) =>
      oc
        .column('organisation')
        .doUpdateSet({ holder, expires_at: expires })
        .where((eb) =>
          eb.or([eb('service_sync_leases.holder', '=', holder), eb('service_sync_leases.expires_at', '<', at)]),
        ),
    )
    .returning('holder')
    .executeTakeFirst();
  return taken !== undefined;
}

export async function releaseLease(db: Db, organisation: string, holder: string): Promise<void> {
  await db
    .deleteFrom('service_sync_leases')
    .where('organisation', '=', organisation)
    .where('holder', '=', holder)
    .execute();
}

export interface Cursor {
  resource: SyncResource;
  pass: number;
  /** The last id done in this pass; null at its start. */
  after: string | null;
}

/** The resource's pass: the unfinished one where it stopped, else a new one from the start. */
export async function openPass(db: Db, organisation: string, resource: SyncResource, at: Date): Promise<Cursor> {
  const row = await db
    .insertInto('service_sync_cursors')
    .values({ organisation, resource, pass: 1, after: null, done: false, updated_at: at })
    .onConflict((oc) =>
      oc.columns(['organisation', 'resource']).doUpdateSet({
        pass: sql<number>`case when service_sync_cursors.done then service_sync_cursors.pass + 1 else service_sync_cursors.pass end`,
        after: sql<string | null>`case when service_sync_cursors.done then null else service_sync_cursors.after end`,
        done: false,
        updated_at: at,
      }),
    )
    .returning(['pass', 'after'])
    .executeTakeFirstOrThrow();
  return { resource, pass: row.pass, after: row.after };
}

/**
 * The resources whose pass is done in a cycle still open (some pass of it unfinished): a run resumes the
 * cycle and does not start them again. Empty when every pass is done: the run starts a new cycle.
 */
export async function doneInOpenCycle(db: Db, organisation: string): Promise<Set<SyncResource>> {
  const cursors = await db
    .selectFrom('service_sync_cursors')
    .select(['resource', 'done'])
    .where('organisation', '=', organisation)
    .execute();
  if (cursors.every((cursor) => cursor.done)) return new Set();
  return new Set(cursors.filter((cursor) => cursor.done).map((cursor) => cursor.resource));
}

/** Moves the cursor past `after` (in the transaction that wrote the page), or closes the pass. */
export async function moveCursor(
  db: Db,
  organisation: string,
  cursor: Cursor,
  at: Date,
  after: string | null,
  done = false,
): Promise<void> {
  await db
    .updateTable('service_sync_cursors')
    .set({ after, done, updated_at: at })
    .where('organisation', '=', organisation)
    .where('resource', '=', cursor.resource)
    .execute();
  cursor.after = after;
}

/** The organisation's last run, for whoever asks how current the copy is. */
export async function recordRun(
  db: Db,
  organisation: string,
  startedAt: Date,
  at: Date,
  run: { outcome: string; requests: number; tasks: number; error?: string },
) {
  const row = {
    started_at: startedAt,
    finished_at: at,
    outcome: run.outcome,
    requests: run.requests,
    tasks: run.tasks,
    error: run.error ?? null,
  };
  await db
    .insertInto('service_sync_runs')
    .values({ organisation, ...row })
    .onConflict((oc) => oc.column('organisation').doUpdateSet(row))
    .execute();
}
