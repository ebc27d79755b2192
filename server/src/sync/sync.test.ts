// @vitest-environment node
/**
 * The sync worker against a stand-in service over HTTP, on PGlite and on PostgreSQL: what a first run copies,
 * what a later run reads again (only what can have moved), an order cancelled at the service, a run cut short
 * resuming from its cursors after a restart, a crashed holder's lease, two workers on one database, and the
 * copy rebuilt from nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseSettings, type PortalDatabase } from '../db/database';
import { useEngines } from '../testing/postgres.harness';
import { memoryLogger } from '../testing/server.harness';
import { fakeServiceReader, seedOrders, startFakeService, type FakeService } from '../testing/sync.harness';
import { takeLease } from './sync-state';
import { createSyncWorker, type SyncWorkerOptions } from './worker';

const ORG = 'acme';
const T0 = Date.parse('2026-11-28T12:00:00Z');

const { engines } = useEngines();
const COPY_TABLES = [
  'service_job_outcomes',
  'service_tasks',
  'service_enquiries',
  'service_quotes',
  'service_deliveries',
  'service_analyses',
  'service_sync_cursors',
  'service_sync_leases',
  'service_sync_runs',
] as const;

/** The copy as rows, sorted, for comparing one state of it with another. */
async function snapshot(database: PortalDatabase) {
  const db = database.db;
  const rows = async (table: 'service_tasks' | 'service_quotes' | 'service_enquiries' | 'service_deliveries') =>
    (await db.selectFrom(table).selectAll().where('organisation', '=', ORG).orderBy('id').execute()).map((row) => ({
      ...row,
      ...('synced_at' in row ? { synced_at: undefined, seen_pass: undefined } : {}),
    }));
  return {
    tasks: await rows('service_tasks'),
    quotes: await rows('service_quotes'),
    enquiries: await rows('service_enquiries'),
    deliveries: await rows('service_deliveries'),
    analyses: await db.selectFrom('service_analyses').selectAll().orderBy('task_id').execute(),
  };
}

describe.each(engines)('on %s', (_name, settingsOf) => {
  let service: FakeService;
  let settings: DatabaseSettings;
  const opened: PortalDatabase[] = [];
  let clock = T0;

  beforeEach(async () => {
    service = await startFakeService();
    settings = await settingsOf();
    clock = T0;
    // The file's tests share one PostgreSQL database: each starts from an empty copy.
    if (settings.url === undefined) return;
    const database = openDatabase(settings, memoryLogger());
    await database.migrated;
    for (const table of COPY_TABLES) await database.db.deleteFrom(table).execute();
    await database.close();
  });
  afterEach(async () => {
    await service.stop();
    await Promise.all(opened.splice(0).map((database) => database.close()));
  });

  const open = async (same?: PortalDatabase) => {
    // PGlite is one process's: a second worker there shares its database.
    if (same && settings.url === undefined) return same;
    const database = openDatabase(settings, memoryLogger());
    opened.push(database);
    await database.migrated;
    return database;
  };
  const workerOn = (database: PortalDatabase, options: Partial<SyncWorkerOptions> = {}) =>
    createSyncWorker({
      database,
      organisation: ORG,
      logger: memoryLogger(),
      service: fakeServiceReader(service),
      now: () => new Date(clock),
      pageSize: 5,
      ...options,
    });

  it('copies orders with their quotes, enquiries, deliveries and analyses; a second run reads only what can move', async () => {
    const seeded = seedOrders(service, 6);
    // One order priced in lines: its analysis gives the source words.
    const lined = seeded[2]!.id;
    for (const quote of service.quotes.get(lined) ?? [])
      quote.textAmount = { type: 'lines', amount: 40, discountedAmount: 40 };
    service.analyses.set(lined, [
      {
        id: 'an-old',
        translationTaskId: lined,
        createdAt: '2026-10-01T00:00:00Z',
        state: 'ANALYZED',
        response: { 'it-IT': { resultTotal: { numWordsTotal: 10 } } },
      },
      {
        id: 'an-new',
        translationTaskId: lined,
        createdAt: '2026-10-02T00:00:00Z',
        state: 'ANALYZED',
        response: { 'it-IT': { resultTotal: { numWordsTotal: 321 } } },
      },
    ]);
    const database = await open();
    const worker = workerOn(database);

    const first = await worker.runOnce();
    expect(first).toMatchObject({ outcome: 'done', tasks: 6 });
    const copy = await snapshot(database);
    expect(copy.tasks.map((t) => [t.id, t.progress])).toEqual(
      [...service.tasks.values()].map((t) => [t.id, t.progress]),
    );
    expect(copy.quotes).toHaveLength(18);
    expect(copy.enquiries).toHaveLength(18);
    const accepted = copy.quotes.filter((q) => q.state === 'ACCEPTED').map((q) => [q.task_id, q.supplier_name]);
    expect(accepted).toEqual(seeded.filter((o) => o.winner).map((o) => [o.id, o.winner]));
    expect(copy.quotes.find((q) => q.id === `${seeded[0]!.id}-q0`)).toMatchObject({
      net_amount: '100.50',
      currency: 'EUR',
    });
    // Delivered orders have their delivery time from the translated document.
    expect(
      copy.deliveries.filter((d) => d.delivered_at !== null).map((d) => [d.task_id, d.delivered_at!.toISOString()]),
    ).toEqual(
      seeded
        .filter((o) => o.delivered)
        .map((o) => [o.id, new Date(String(service.documents.get(o.id)?.[0]?.createdAt)).toISOString()]),
    );
    expect(copy.analyses.map((a) => [a.task_id, a.id, a.source_words])).toEqual([[lined, 'an-new', { 'it-IT': 321 }]]);

    // Nothing changed: the list, and the quotes and deliveries of orders still in flight, nothing else.
    service.requests.length = 0;
    clock += 60_000;
    expect(await worker.runOnce()).toMatchObject({ outcome: 'done' });
    const inFlight = seeded.filter((o) => !o.delivered);
    expect([...service.requests].sort()).toEqual(
      [
        '/translationTasks/',
        ...inFlight.flatMap((o) => [`/translationTasks/${o.id}/quotes`, `/translationTasks/${o.id}/quoteEnquiries`]),
        ...inFlight.filter((o) => o.winner).map((o) => `/translationTasks/${o.id}/translationDeliveries`),
      ].sort(),
    );
    expect(await snapshot(database)).toEqual(copy);

    // A quote rejected at the service, and an order cancelled there (it leaves the list).
    const open0 = inFlight.find((o) => !o.winner)!;
    const rejected = service.quotes.get(open0.id)![0]!;
    rejected.state = 'REJECTED';
    const cancelled = seeded.find((o) => o.winner && !o.delivered)!;
    service.tasks.set(cancelled.id, {
      ...service.tasks.get(cancelled.id),
      cancelled: true,
      progress: 'TASK_CANCELLED',
    });
    clock += 60_000;
    service.requests.length = 0;
    expect(await worker.runOnce()).toMatchObject({ outcome: 'done' });
    expect(service.requests).toContain(`/translationTasks/${cancelled.id}`);
    const after = await database.db
      .selectFrom('service_tasks')
      .selectAll()
      .where('id', '=', cancelled.id)
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({ cancelled: true, progress: 'TASK_CANCELLED', listed: false });
    const quote = await database.db
      .selectFrom('service_quotes')
      .selectAll()
      .where('id', '=', String(rejected.id))
      .executeTakeFirstOrThrow();
    expect(quote).toMatchObject({ state: 'REJECTED', state_since: new Date(clock) });

    // A cancelled order is not read again while it stays as it is.
    service.requests.length = 0;
    await worker.runOnce();
    expect(service.requests).not.toContain(`/translationTasks/${cancelled.id}`);
  }, 60_000);

  it("resumes after a crash mid-run from its cursors, after a restart, and takes over a crashed holder's lease", async () => {
    const seeded = seedOrders(service, 30);
    let database = await open();
    // The service fails in the middle of the quotes pass: list, then 10 orders' quotes and enquiries.
    service.failAfter(1 + 20);
    const cut = await workerOn(database).runOnce();
    expect(cut.outcome).toBe('failed');
    const cursor = await database.db
      .selectFrom('service_sync_cursors')
      .selectAll()
      .where('resource', '=', 'quotes')
      .executeTakeFirstOrThrow();
    expect(cursor).toMatchObject({ after: seeded[9]!.id, done: false });
    expect(await database.db.selectFrom('service_quotes').select('id').execute()).toHaveLength(30);

    // The portal server restarts; another one crashed holding the lease meanwhile.
    await database.close();
    opened.splice(opened.indexOf(database), 1);
    database = await open();
    expect(await takeLease(database.db, ORG, 'crashed-server', new Date(clock), 120_000)).toBe(true);
    service.failAfter(undefined);
    service.requests.length = 0;
    const worker = workerOn(database);
    expect(await worker.runOnce()).toMatchObject({ outcome: 'busy', requests: 0 });
    clock += 120_001;
    expect(await worker.runOnce()).toMatchObject({ outcome: 'done' });
    // The cycle goes on where it stopped: the list was read before the crash.
    expect(service.requests).not.toContain('/translationTasks/');
    // The first ten orders' quotes were not read again.
    const quotesRead = service.requests.filter((path) => path.endsWith('/quotes'));
    expect(quotesRead).toEqual(seeded.slice(10).map((o) => `/translationTasks/${o.id}/quotes`));
    const copy = await snapshot(database);
    expect(copy.quotes).toHaveLength(90);
    expect(copy.tasks.every((t) => !t.quotes_due && !t.deliveries_due && !t.analysis_due)).toBe(true);
  }, 60_000);

  it('ends a run after its page when the server stops, and the next goes on from there', async () => {
    const seeded = seedOrders(service, 20);
    const database = await open();
    const stopping = workerOn(database);
    const held = service.holdList();
    const run = stopping.runOnce();
    await held.asked;
    const closed = stopping.close();
    held.release();
    expect(await run).toMatchObject({ outcome: 'more', tasks: 20 });
    await closed;
    const read = service.requests.filter((path) => path.endsWith('/quotes'));
    expect(read).toEqual(seeded.slice(0, 5).map((o) => `/translationTasks/${o.id}/quotes`));
    expect(await workerOn(database).runOnce()).toMatchObject({ outcome: 'done' });
    expect(await database.db.selectFrom('service_quotes').select('id').execute()).toHaveLength(60);
  }, 60_000);

  it('runs one sync at a time with two workers on one database', async () => {
    seedOrders(service, 4);
    const first = await open();
    const second = await open(first);
    const held = service.holdList();
    const one = workerOn(first, { holder: 'one' }).runOnce();
    await held.asked;
    const other = await workerOn(second, { holder: 'two' }).runOnce();
    held.release();
    expect(other).toEqual({ outcome: 'busy', requests: 0, tasks: 0 });
    expect(await one).toMatchObject({ outcome: 'done', tasks: 4 });
    expect(service.requests.filter((path) => path === '/translationTasks/')).toHaveLength(1);
    // The lease is free again: the second worker runs next.
    expect(await workerOn(second, { holder: 'two' }).runOnce()).toMatchObject({ outcome: 'done' });
  }, 60_000);

  it('rebuilds the copy from nothing, the same as it was, and stops at its request budget to go on later', async () => {
    seedOrders(service, 12);
    const database = await open();
    const worker = workerOn(database);
    expect(await worker.runOnce()).toMatchObject({ outcome: 'done' });
    const copy = await snapshot(database);
    await database.db.deleteFrom('service_quotes').where('task_id', '=', 't000001').execute();
    await database.db.updateTable('service_tasks').set({ progress: 'WRONG' }).where('id', '=', 't000002').execute();

    const budgeted = workerOn(database, { maxRequests: 10 });
    const partial = await budgeted.rebuild();
    expect(partial.outcome).toBe('more');
    let runs = 1;
    while ((await budgeted.runOnce()).outcome === 'more') runs++;
    expect(runs).toBeGreaterThan(2);
    expect(await snapshot(database)).toEqual(copy);
  }, 60_000);
});
