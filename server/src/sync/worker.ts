/**
 * The sync worker: keeps the copy of the service's facts current (docs/sync.md). A run holds the organisation's
 * lease (one portal server at a time), reads the task list, then the details the list says are due, a page of
 * tasks per transaction with the resource's cursor; a run that stops (a crash, the request budget) is resumed
 * by the next from the cursors. `rebuild` empties the copy first and fills it again from the service.
 */
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { Task } from '#contract/task';
import type { ConfiguredMoney } from '#reports/reference-money';
import type { PortalDatabase } from '../db/database';
import type { SyncResource } from '../db/copy-tables';
import { errorMessage, type Logger } from '../logger';
import {
  emptyCopy,
  forgetTask,
  inFlightDue,
  writeAnalyses,
  writeDeliveries,
  writeQuotes,
  writeTasks,
} from './copy-writes';
import { refigureOutcomes } from './outcomes';
import { needsAnalysis, readAnalysis, readDeliveries, readEach, readQuotes, type PageTask } from './detail-reads';
import { counted, type ServiceReader } from './service-reader';
import { doneInOpenCycle, moveCursor, openPass, recordRun, releaseLease, takeLease, type Cursor } from './sync-state';

export interface SyncWorkerOptions {
  database: PortalDatabase;
  service: ServiceReader;
  organisation: string;
  logger: Logger;
  /** The clock of leases and of the times the copy records (tests fix it). */
  now?: () => Date;
  /** This portal server's name in the lease. */
  holder?: string;
  intervalMs?: number;
  /** A holder that has not renewed its lease for this long has lost it (it crashed, or hangs). */
  leaseMs?: number;
  /** Tasks per page: per transaction, and between renewals of the lease. */
  pageSize?: number;
  /** Requests to the service at once. */
  concurrency?: number;
  /** Requests of one run; past it the run stops after its page and the next goes on from the cursors. */
  maxRequests?: number;
  /** The reference currency and rates the scorecard outcomes are figured with (config.money). */
  money?: ConfiguredMoney;
}

/** done: the copy is current; more: the run stopped at its budget; busy: another holds the lease. */
export type RunOutcome = 'done' | 'more' | 'busy' | 'failed' | 'not-ready';

export interface RunResult {
  outcome: RunOutcome;
  requests: number;
  /** Tasks the run listed. */
  tasks: number;
  error?: string;
}

export interface SyncWorker {
  runOnce(): Promise<RunResult>;
  /** Empties the organisation's copy and fills it again (the service stays the source of truth). */
  rebuild(): Promise<RunResult>;
  /** Runs shortly after the start and then every interval (again soon while a run leaves more to do). */
  start(): void;
  /** Stops the timer, and a run under way after its page. */
  close(): Promise<void>;
}

class LeaseLost extends Error {
  constructor() {
    super('Another portal server took over the sync (this one did not renew its lease in time)');
  }
}

const DETAILS: readonly Exclude<SyncResource, 'tasks'>[] = ['quotes', 'deliveries', 'analyses'];
const DUE = { quotes: 'quotes_due', deliveries: 'deliveries_due', analyses: 'analysis_due' } as const;
const byId = (a: Task, b: Task) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const AGAIN_SOON_MS = 1_000;
/** The first run waits for the server to listen (the sandbox's API is in the same process). */
const FIRST_RUN_MS = 5_000;

export function createSyncWorker(options: SyncWorkerOptions): SyncWorker {
  const { database, organisation, logger } = options;
  const now = options.now ?? (() => new Date());
  const holder = options.holder ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const leaseMs = options.leaseMs ?? 120_000;
  const pageSize = options.pageSize ?? 200;
  const concurrency = options.concurrency ?? 8;
  const maxRequests = options.maxRequests ?? 20_000;
  // Bulk work on tables that grow fast: planned on every run (PortalDatabase.bulk).
  const db = database.bulk;
  let closed = false;

  async function run(fromNothing: boolean): Promise<RunResult> {
    const count = { requests: 0 };
    const result = (outcome: RunOutcome, tasks = 0, error?: string): RunResult => ({
      outcome,
      requests: count.requests,
      tasks,
      ...(error === undefined ? {} : { error }),
    });
    if (!database.migratedNow()) return result('not-ready');
    const startedAt = now();
    if (!(await takeLease(db, organisation, holder, startedAt, leaseMs))) return result('busy');
    const service = counted(options.service, count);
    const keep = async () => {
      if (!(await takeLease(db, organisation, holder, now(), leaseMs))) throw new LeaseLost();
    };
    // A stopping server ends the run after its page; the next run, here or elsewhere, goes on from the cursors.
    const spent = () => count.requests >= maxRequests || closed;
    let listed = 0;

    /** The list, a page of tasks at a time from the cursor; then the orders that left it, read one by one. */
    async function tasksPass(): Promise<boolean> {
      const cursor = await openPass(db, organisation, 'tasks', now());
      const tasks = (await service.tasks()).sort(byId);
      listed = tasks.length;
      const after = cursor.after;
      const rest = after === null ? tasks : tasks.filter((task) => task.id > after);
      for (let i = 0; i < rest.length; i += pageSize) {
        const page = rest.slice(i, i + pageSize);
        await db.transaction().execute(async (trx) => {
          await writeTasks(trx, organisation, page, cursor.pass, now(), true);
          await moveCursor(trx, organisation, cursor, now(), page.at(-1)?.id ?? null);
        });
        await keep();
      }
      // A cancelled order leaves the list; one deleted is no longer known at all.
      for (;;) {
        const gone = await db
          .selectFrom('service_tasks')
          .select('id')
          .where('organisation', '=', organisation)
          .where('listed', '=', true)
          .where('seen_pass', '<>', cursor.pass)
          .orderBy('id')
          .limit(pageSize)
          .execute();
        if (gone.length === 0) break;
        const read = await readEach(gone, concurrency, async ({ id }) => ({ id, task: await service.task(id) }));
        if (read.failed > 0) throw read.firstError;
        await db.transaction().execute(async (trx) => {
          for (const { id, task } of read.ok) if (!task) await forgetTask(trx, organisation, id);
          const known = read.ok.flatMap(({ task }) => task ?? []);
          await writeTasks(trx, organisation, known, cursor.pass, now(), false);
        });
        await keep();
        if (spent()) return false;
      }
      await moveCursor(db, organisation, cursor, now(), cursor.after, true);
      return true;
    }

    async function detailsPage(resource: (typeof DETAILS)[number], cursor: Cursor, page: PageTask[]) {
      const ids = page.map((task) => task.id);
      const last = ids.at(-1) ?? null;
      const units = async (states?: string[]) => {
        let query = db
          .selectFrom('service_quotes')
          .select(['task_id', 'unit', 'state'])
          .where('organisation', '=', organisation)
          .where('task_id', 'in', ids);
        if (states) query = query.where('state', 'in', states);
        return query.execute();
      };
      /** The tasks `wanted` read; `written`: those read and those not wanted (they have none). */
      const readSome = async <T>(wanted: (id: string) => boolean, read: (task: PageTask) => Promise<T[]>) => {
        const settled = await readEach(
          page.filter((task) => wanted(task.id)),
          concurrency,
          async (task) => ({ id: task.id, rows: await read(task) }),
        );
        const done = new Set(settled.ok.map((r) => r.id));
        const written = ids.filter((id) => done.has(id) || !wanted(id));
        return { ...settled, written, rows: settled.ok.flatMap((r) => r.rows) };
      };
      let failed = 0;
      let firstError: unknown;
      let write: (trx: typeof db) => Promise<void>;
      if (resource === 'quotes') {
        const read = await readEach(page, concurrency, (task) => readQuotes(service, task));
        ({ failed, firstError } = read);
        write = (trx) => writeQuotes(trx, organisation, read.ok, now());
      } else if (resource === 'deliveries') {
        // Only an accepted quote's language is delivered.
        const accepted = new Set((await units(['ACCEPTED', 'CANCELLED'])).map((row) => row.task_id));
        const read = await readSome(
          (id) => accepted.has(id),
          (task) => readDeliveries(service, task),
        );
        ({ failed, firstError } = read);
        write = (trx) => writeDeliveries(trx, organisation, read.written, read.rows);
      } else {
        const quoteUnits = new Map<string, string[]>();
        for (const row of await units())
          quoteUnits.set(row.task_id, [...(quoteUnits.get(row.task_id) ?? []), row.unit]);
        const read = await readSome(
          (id) => needsAnalysis(quoteUnits.get(id) ?? []),
          (task) => readAnalysis(service, task),
        );
        ({ failed, firstError } = read);
        write = (trx) => writeAnalyses(trx, organisation, read.written, read.rows);
      }
      if (failed > 0 && failed === page.length) throw firstError;
      if (failed > 0)
        logger.log('warn', 'sync: some orders not read; tried again next pass', {
          resource,
          failed,
          error: errorMessage(firstError),
        });
      await db.transaction().execute(async (trx) => {
        await write(trx);
        await moveCursor(trx, organisation, cursor, now(), last);
      });
    }

    /** The tasks whose `resource` is due, a page at a time from the cursor. */
    async function detailsPass(resource: (typeof DETAILS)[number]): Promise<boolean> {
      const cursor = await openPass(db, organisation, resource, now());
      if (cursor.after === null && resource !== 'analyses') await inFlightDue(db, organisation, DUE[resource]);
      for (;;) {
        let query = db
          .selectFrom('service_tasks')
          .select(['id', 'deadline'])
          .where('organisation', '=', organisation)
          .where(DUE[resource], '=', true);
        if (cursor.after !== null) query = query.where('id', '>', cursor.after);
        const page = await query.orderBy('id').limit(pageSize).execute();
        if (page.length === 0) break;
        await detailsPage(resource, cursor, page);
        await keep();
        if (spent()) return false;
      }
      await moveCursor(db, organisation, cursor, now(), cursor.after, true);
      return true;
    }

    try {
      if (fromNothing) await emptyCopy(db, organisation);
      // A cycle cut short (a crash, the budget) is finished before the next begins: no pass starts over.
      const done = await doneInOpenCycle(db, organisation);
      let finished = done.has('tasks') || (await tasksPass());
      for (const resource of DETAILS) finished = finished && (done.has(resource) || (await detailsPass(resource)));
      await refigureOutcomes(db, organisation, options.money ?? {}, undefined, () => closed);
      const outcome = finished ? 'done' : 'more';
      await recordRun(db, organisation, startedAt, now(), result(outcome, listed));
      return result(outcome, listed);
    } catch (err) {
      const failed = result('failed', listed, errorMessage(err));
      logger.log('error', 'sync failed; the next run resumes', { error: failed.error, requests: failed.requests });
      await recordRun(db, organisation, startedAt, now(), failed).catch(() => undefined);
      return failed;
    } finally {
      await releaseLease(db, organisation, holder).catch(() => undefined);
    }
  }

  let running: Promise<RunResult> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const once = (fromNothing: boolean) => {
    running ??= run(fromNothing).finally(() => (running = undefined));
    return running;
  };
  const schedule = (ms: number) => {
    if (closed) return;
    timer = setTimeout(() => {
      void once(false).then((result) => schedule(result.outcome === 'more' ? AGAIN_SOON_MS : intervalMs));
    }, ms);
    timer.unref();
  };
  const intervalMs = options.intervalMs ?? 300_000;

  return {
    runOnce: () => once(false),
    rebuild: async () => {
      await running;
      return once(true);
    },
    start() {
      database.migrated.then(
        () => schedule(FIRST_RUN_MS),
        () => undefined,
      );
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await running;
    },
  };
}
