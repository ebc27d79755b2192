// @vitest-environment node
/**
 * The copy in server mode: decisions the proxy sees are in it at once (an acceptance just after its answer), with their time, and the vendor
 * scorecards are figured over it (`GET /bff/reports/scorecards`) for the period asked.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { buildQuote } from '#test-support/factories/quote';
import { useApprovalServer } from '../testing/approvals.harness';
import { memoryLogger } from '../testing/server.harness';
import { fakeServiceReader, seedOrders, startFakeService } from '../testing/sync.harness';
import { quoteRow } from './copy-writes';
import { createSyncWorker } from './worker';

const AT = new Date('2026-11-28T09:15:00Z');
const server = useApprovalServer(() => ({}), { now: () => AT });
const { call, service } = server;

interface ScorecardReply {
  orders: number;
  copy: { outcome: string } | null;
  report: {
    scorecards: { vendorName: string; target: string; orders: number; figures: { ordersWon: number } | null }[];
  };
}

describe('the copy in server mode', () => {
  const fake = startFakeService();
  afterAll(async () => (await fake).stop());

  it("has the decisions the proxy saw at once: an acceptance (the language's other offers rejected), a rejection", async () => {
    const db = server.database.db;
    const chosen = service.offer({ translationTaskId: 't-copy', target: 'de-DE', price: { netAmount: '120.00' } });
    const other = buildQuote({ translationTaskId: 't-copy', target: 'de-DE', supplierName: 'Babel Partners' });
    const french = service.offer({ translationTaskId: 't-copy', target: 'fr-FR', price: { netAmount: '90.00' } });
    const earlier = new Date('2026-11-27T08:00:00Z');
    await db
      .insertInto('service_quotes')
      .values([quoteRow('acme', other, earlier), quoteRow('acme', french, earlier)])
      .execute();

    expect((await call('orderer', 'PATCH', `/rest/api/quotes/${chosen.id}`, { state: 'ACCEPTED' })).status).toBe(200);
    expect(
      (
        await call('orderer', 'PATCH', `/rest/api/quotes/${french.id}`, {
          state: 'REJECTED',
          reason: { code: 'price', text: 'Too dear' },
        })
      ).status,
    ).toBe(200);

    // The acceptance reaches the copy just after its answer, the rejection with it.
    const copied = () =>
      db
        .selectFrom('service_quotes')
        .select(['id', 'state', 'state_since'])
        .where('task_id', '=', 't-copy')
        .orderBy('id')
        .execute()
        .then((rows) => rows.map(({ id, state, state_since }) => ({ id, state, since: state_since.toISOString() })));
    await expect.poll(copied).toEqual(
      [
        { id: chosen.id, state: 'ACCEPTED', since: AT.toISOString() },
        { id: other.id, state: 'REJECTED', since: AT.toISOString() },
        { id: french.id, state: 'REJECTED', since: AT.toISOString() },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
  });

  it('gives the vendor scorecards of a period over the copy', async () => {
    const service = await fake;
    const seeded = seedOrders(service, 24);
    const worker = createSyncWorker({
      database: server.database,
      organisation: 'acme',
      logger: memoryLogger(),
      service: fakeServiceReader(service, 'basic', undefined),
    });
    expect(await worker.runOnce()).toMatchObject({ outcome: 'done', tasks: 24 });

    // The last 12 orders (an hour apart, the last created an hour before November).
    const answer = await call('orderer', 'GET', '/bff/reports/scorecards?from=2026-10-31T12:00:00Z&to=2026-11-01');
    expect(answer.status).toBe(200);
    const body = answer.body as unknown as ScorecardReply;
    const inPeriod = seeded.slice(12);
    expect(body.orders).toBe(12);
    expect(body.copy).toMatchObject({ outcome: 'done' });
    const expected = new Map<string, { orders: number; won: number }>();
    for (const [i, order] of inPeriod.entries()) {
      const target = ['de-DE', 'fr-FR', 'it-IT'][(i + 12) % 3];
      for (const vendor of order.vendors) {
        const key = `${vendor} ${target}`;
        const figures = expected.get(key) ?? { orders: 0, won: 0 };
        figures.orders += 1;
        if (order.winner === vendor) figures.won += 1;
        expected.set(key, figures);
      }
    }
    expect(
      body.report.scorecards.map((card) => [
        `${card.vendorName} ${card.target}`,
        card.orders,
        card.figures?.ordersWon ?? null,
      ]),
    ).toEqual(
      [...expected.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, figures]) => [key, figures.orders, figures.orders >= 5 ? figures.won : null]),
    );

    const refused = await call('orderer', 'GET', '/bff/reports/scorecards?from=soon');
    expect(refused.status).toBe(400);
  });
});
