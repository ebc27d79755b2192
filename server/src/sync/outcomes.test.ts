// @vitest-environment node
/**
 * The scorecards from the kept job outcomes, on PGlite and on PostgreSQL: the same report as computeScorecards
 * over the copy's facts (a configured reference with rates and a currency without one; none, with the quotes
 * in one currency or in several; a period's boundaries), after a decision the proxy saw, with another
 * portal server's money, and after the copy is rebuilt.
 */
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildQuote } from '#test-support/factories/quote';
import type { ConfiguredMoney } from '#reports/reference-money';
import type { QuoteFact } from '#reports/scorecard-facts';
import { computeScorecards } from '#reports/scorecards';
import { EUR, richWorld } from '#reports/scorecards-world.harness';
import { openDatabase, type PortalDatabase } from '../db/database';
import { writeWorld } from '../testing/copy-world.harness';
import { useEngines } from '../testing/postgres.harness';
import { memoryLogger } from '../testing/server.harness';
import { fakeServiceReader, seedOrders, startFakeService } from '../testing/sync.harness';
import { copyFacts } from './copy-facts';
import { emptyCopy } from './copy-writes';
import { copyQuoteDecision } from './decisions';
import { keptScorecards } from './outcomes';
import { createSyncWorker } from './worker';

const ORG = 'acme';
const CONFIGURED: ConfiguredMoney = {
  referenceCurrency: EUR.currency,
  exchangeRates: { date: EUR.date ?? '', rates: EUR.rates },
};
const ALL: [Date, Date] = [new Date('2026-01-01T00:00:00Z'), new Date('2026-04-01T00:00:00Z')];
// The world's orders are created at 08:00 of 10–16 February and 17–23 March: the first and the last in
// this period are on its boundaries.
const CUT: [Date, Date] = [new Date('2026-02-14T08:00:00Z'), new Date('2026-03-20T08:00:00Z')];
const TABLES = [
  'service_job_outcomes',
  'service_outcome_money',
  'service_enquiries',
  'service_quotes',
  'service_deliveries',
  'service_analyses',
  'service_tasks',
  'service_sync_cursors',
  'service_sync_leases',
  'service_sync_runs',
] as const;

const { engines } = useEngines();

describe.each(engines)('on %s', (_name, settingsOf) => {
  let database: PortalDatabase;
  beforeEach(async () => {
    database = openDatabase(await settingsOf(), memoryLogger());
    await database.migrated;
    // The file's tests share one PostgreSQL database: each starts from an empty copy.
    for (const table of TABLES) await database.db.deleteFrom(table).execute();
  });
  afterEach(() => database.close());

  /** The report the route gave before outcomes were kept: computeScorecards over the period's facts. */
  const figured = async ([from, to]: [Date, Date], money: ConfiguredMoney) => {
    const facts = await copyFacts(database.db, ORG, from, to, money);
    return { report: computeScorecards(facts), orders: facts.orders.length };
  };
  const kept = ([from, to]: [Date, Date], money: ConfiguredMoney) => keptScorecards(database.db, ORG, from, to, money);
  const due = async () =>
    (
      await database.db
        .selectFrom('service_tasks')
        .select('id')
        .where('outcomes_due', '=', true)
        .orderBy('id')
        .execute()
    ).map((row) => row.id);

  it.each([
    ['a configured reference, with rates and a currency without one', CONFIGURED, ['EUR', 'GBP', 'USD']],
    ['no reference, quotes in one currency', {}, ['CHF']],
    ['no reference, quotes in several currencies', {}, ['CHF', 'EUR']],
  ] as const)(
    'gives the report computeScorecards gives over the copy: %s',
    async (_case, money, currencies) => {
      await writeWorld(database.db, ORG, richWorld(currencies));
      for (const period of [ALL, CUT]) {
        const expected = await figured(period, money);
        expect(expected.report.scorecards.some((card) => card.figures !== null)).toBe(true);
        expect(await kept(period, money)).toEqual(expected);
      }
      expect(await due()).toEqual([]);
      expect(await figured(CUT, money)).not.toEqual(await figured(ALL, money));
    },
    60_000,
  );

  it('figures the outcomes of an order a decision touched again before the report', async () => {
    const world = richWorld(['EUR', 'GBP']);
    await writeWorld(database.db, ORG, world);
    const before = await kept(ALL, CONFIGURED);
    const open = world.quotes.filter((quote) => quote.outcome === 'open');
    const [accepted, rejected] = open as [QuoteFact, QuoteFact];
    const quote = buildQuote({
      id: accepted.id,
      translationTaskId: accepted.orderId,
      tapQuoteEnquiryId: accepted.enquiryId ?? undefined,
      supplierName: accepted.vendorName,
      target: accepted.target,
      createdAt: accepted.createdAt,
      price: { netAmount: accepted.net, grossAmount: accepted.net, currency: accepted.currency },
      textAmount: { type: accepted.unit, amount: accepted.amount },
    });
    const at = new Date('2026-03-30T10:00:00Z');
    await copyQuoteDecision(database.db, ORG, quote, 'ACCEPTED', at);
    // Where the proxy could not read the quote, only its id.
    await copyQuoteDecision(database.db, ORG, { id: rejected.id }, 'REJECTED', at);
    expect(await due()).toEqual([accepted.orderId, rejected.orderId].sort());

    const after = await kept(ALL, CONFIGURED);
    expect(after).toEqual(await figured(ALL, CONFIGURED));
    const won = (report: typeof before) =>
      report.report.scorecards.map((card) => [card.vendorName, card.figures?.ordersWon]);
    expect(won(after)).not.toEqual(won(before));
    expect(await due()).toEqual([]);
  }, 60_000);

  it('figures every outcome again for a portal server with other money', async () => {
    await writeWorld(database.db, ORG, richWorld(['CHF', 'EUR']));
    expect(await kept(ALL, CONFIGURED)).toEqual(await figured(ALL, CONFIGURED));
    expect(await kept(ALL, {})).toEqual(await figured(ALL, {}));
    const money = await database.db.selectFrom('service_outcome_money').selectAll().execute();
    expect(money).toEqual([{ organisation: ORG, money: '"own-currency"' }]);
    expect(await kept(ALL, CONFIGURED)).toEqual(await figured(ALL, CONFIGURED));
  }, 60_000);

  it('keeps the outcomes at the end of each sync, and empties and figures them again with a rebuild', async () => {
    const service = await startFakeService();
    try {
      const seeded = seedOrders(service, 30);
      const worker = createSyncWorker({
        database,
        organisation: ORG,
        logger: memoryLogger(),
        service: fakeServiceReader(service),
        money: CONFIGURED,
        pageSize: 10,
      });
      const outcomes = async () =>
        Number(
          (
            await database.db
              .selectFrom('service_job_outcomes')
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const period: [Date, Date] = [new Date('2026-01-01T00:00:00Z'), new Date('2026-11-01T00:00:00Z')];
      expect(await worker.runOnce()).toMatchObject({ outcome: 'done' });
      // Three vendors asked for each order's one language.
      expect([await outcomes(), await due()]).toEqual([90, []]);
      const report = await kept(period, CONFIGURED);
      expect(report).toEqual(await figured(period, CONFIGURED));
      expect(report.orders).toBe(30);

      // A run that finds nothing changed (it reads the orders in flight again) figures no outcome again; one
      // that finds a quote rejected figures its order's.
      const written = async () =>
        Object.fromEntries(
          (
            await sql<{ task_id: string; version: string }>`select task_id, string_agg(xmin::text, ',') as version
              from service_job_outcomes group by task_id`.execute(database.db)
          ).rows.map((row) => [row.task_id, row.version]),
        );
      const before = await written();
      expect(await worker.runOnce()).toMatchObject({ outcome: 'done' });
      expect(await written()).toEqual(before);
      const open = seeded.find((order) => order.winner === null)!;
      service.quotes.get(open.id)![0]!.state = 'REJECTED';
      expect(await worker.runOnce()).toMatchObject({ outcome: 'done' });
      const after = await written();
      expect(Object.keys(after).filter((task) => after[task] !== before[task])).toEqual([open.id]);
      expect(await kept(period, CONFIGURED)).toEqual(await figured(period, CONFIGURED));

      await emptyCopy(database.db, ORG);
      expect(await outcomes()).toBe(0);
      expect(await kept(period, CONFIGURED)).toMatchObject({ orders: 0, report: { scorecards: [] } });
      expect(await worker.rebuild()).toMatchObject({ outcome: 'done' });
      expect(await outcomes()).toBe(90);
      expect(await kept(period, CONFIGURED)).toEqual(await figured(period, CONFIGURED));
    } finally {
      await service.stop();
    }
  }, 60_000);
});
