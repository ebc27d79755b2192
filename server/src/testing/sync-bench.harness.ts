/**
 * The figures of `npm run bench`'s sync entry (e2e/bench/sync.mjs); figures, never a pass or fail. A stand-in
 * service over HTTP on this machine with 50,000 orders (5,000 with --quick), three quotes and enquiries each,
 * two in three accepted and half of those delivered; a throwaway PostgreSQL (Debian's, as the tests use). The
 * first sync into an empty copy, a second run with nothing changed, a rebuild's cost is the first's; what
 * figuring every order's job outcomes costs (the first sync's runs do it at their ends); then the vendor
 * scorecards over all the orders, from the kept outcomes as the route gives them, and as before them: the
 * facts read from the copy and figured by #reports/scorecards.
 */
import { isDeepStrictEqual } from 'node:util';
import { computeScorecards } from '#reports/scorecards';
import { openDatabase } from '../db/database';
import { copyFacts } from '../sync/copy-facts';
import { keptScorecards, refigureOutcomes } from '../sync/outcomes';
import { createSyncWorker } from '../sync/worker';
import { startPostgres } from './postgres.harness';
import { memoryLogger } from './server.harness';
import { fakeServiceReader, seedOrders, startFakeService } from './sync.harness';

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

export async function runSyncBench(quick: boolean): Promise<[string, string][]> {
  const count = quick ? 5_000 : 50_000;
  const until = Date.parse('2026-11-01T00:00:00Z');
  const service = await startFakeService();
  seedOrders(service, count, until);
  const postgres = await startPostgres();
  const database = openDatabase({ url: postgres.url, dir: '', poolSize: 10 }, memoryLogger());
  try {
    await database.migrated;
    const worker = createSyncWorker({
      database,
      service: fakeServiceReader(service),
      organisation: 'acme',
      logger: memoryLogger(),
    });
    /** Runs until the copy is current (each run stops after its budget of requests). */
    const sync = async () => {
      const figures = { runs: 0, requests: 0 };
      for (;;) {
        const run = await worker.runOnce();
        figures.runs += 1;
        figures.requests += run.requests;
        if (run.outcome === 'done') return figures;
        if (run.outcome !== 'more') throw new Error(`The sync ${run.outcome}: ${run.error ?? ''}`);
      }
    };
    let started = performance.now();
    const first = await sync();
    const firstSync = performance.now() - started;
    const db = database.db;
    const rows = async (table: 'service_tasks' | 'service_quotes' | 'service_deliveries') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const [tasks, quotes, deliveries] = [
      await rows('service_tasks'),
      await rows('service_quotes'),
      await rows('service_deliveries'),
    ];

    started = performance.now();
    const again = await sync();
    const secondSync = performance.now() - started;

    const from = new Date(until - (count + 1) * 3_600_000);
    const to = new Date(until);
    await db.updateTable('service_tasks').set({ outcomes_due: true }).execute();
    started = performance.now();
    const refigured = await refigureOutcomes(db, 'acme', {});
    const refiguring = performance.now() - started;

    // The two ways apart, five rounds each: the old way's 100,000s of rows leave garbage the other's rounds
    // would collect.
    const keptTimes: number[] = [];
    let kept;
    for (let round = 0; round < 5; round++) {
      started = performance.now();
      kept = await keptScorecards(db, 'acme', from, to, {});
      keptTimes.push(performance.now() - started);
    }
    const reads: number[] = [];
    const figures: number[] = [];
    let figured;
    for (let round = 0; round < 5; round++) {
      started = performance.now();
      const facts = await copyFacts(db, 'acme', from, to, {});
      reads.push(performance.now() - started);
      started = performance.now();
      figured = { report: computeScorecards(facts), orders: facts.orders.length };
      figures.push(performance.now() - started);
    }
    const same = isDeepStrictEqual(kept, figured);
    const judged = figured?.report.scorecards.filter((card) => !card.tooFewToJudge).length;
    return [
      ['orders in the service', count.toLocaleString('en')],
      ['first sync: orders, quotes, deliveries copied', `${tasks} / ${quotes} / ${deliveries}`],
      ['first sync (empty copy, PostgreSQL)', `${s(firstSync)} (${first.runs} runs, ${first.requests} requests)`],
      [
        'next sync, nothing changed',
        `${s(secondSync)} (${again.runs} runs, ${again.requests} requests: the list, the orders in flight)`,
      ],
      [
        "job outcomes of every order figured again (the first sync does it at its runs' ends)",
        `${s(refiguring)} (${refigured} orders)`,
      ],
      [
        'scorecards over all orders from the kept outcomes, as the route (median of 5)',
        `${ms(median(keptTimes))} (${same ? 'the same report as figured from the facts' : 'A REPORT OTHER THAN FROM THE FACTS'})`,
      ],
      ['scorecards over all orders: read from the copy (median of 5)', ms(median(reads))],
      ['scorecards over all orders: figured from the facts (median of 5)', ms(median(figures))],
      [
        'scorecards over all orders: read and figured from the facts (median of 5)',
        `${ms(median(reads.map((r, i) => r + (figures[i] ?? 0))))} (${judged} scorecards)`,
      ],
    ];
  } finally {
    await database.close();
    await postgres.stop();
    await service.stop();
  }
}
