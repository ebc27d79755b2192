// @vitest-environment node
/**
 * The key flow of purchase orders and budgets on both engines, across a restart of the portal server: a project
 * that requires a PO refuses an acceptance without one; with the PO chosen it is accepted and charged, and the
 * budget's 80 % alert and the PO's figures are there after the restart. And two acceptances racing for what a PO
 * has left: the PO's row is locked, so exactly one is charged and reaches the service.
 */
import { describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseSettings } from '../db/database';
import { PEOPLE, portalCall, standInService } from '../testing/approvals.harness';
import { startBff } from '../testing/bff-server.harness';
import { useEngines } from '../testing/postgres.harness';
import { memoryLogger } from '../testing/server.harness';

const NOW = new Date('2026-11-20T10:00:00Z');
const { engines } = useEngines();

type Body = Record<string, unknown> & { code?: string };

/** A portal server on `settings` with `service` behind it, the orderer and an admin signed in. */
async function start(settings: DatabaseSettings, service: ReturnType<typeof standInService>) {
  const database = openDatabase(settings, memoryLogger());
  await database.migrated;
  const bff = await startBff({}, { database, service, now: () => NOW });
  const cookies = { orderer: await bff.signIn(PEOPLE.orderer), admin: await bff.signIn(PEOPLE.admin) };
  for (const cookie of Object.values(cookies)) await portalCall(bff.url, cookie, 'GET', '/bff/session');
  const call = async (who: keyof typeof cookies, method: string, target: string, body?: unknown) => {
    const res = await portalCall(bff.url, cookies[who], method, target, body);
    return { status: res.status, body: res.body as unknown as Body };
  };
  return { bff, call, stop: async () => (await bff.stop(), await database.close()) };
}

const EUR_476 = { netAmount: '400', grossAmount: '476', currency: 'EUR' };

describe.each(engines)('on %s', (_name, settingsOf) => {
  it('refuses an acceptance without the required PO, charges the chosen one, and keeps it all over a restart', async () => {
    const settings = await settingsOf();
    const service = standInService();
    const quote = service.offer({
      translationTaskId: 't-key',
      projectId: 'p-key',
      price: EUR_476,
    });
    const first = await start(settings, service);
    await first.call('admin', 'PUT', '/bff/budgets/projects/p-key', { purchaseOrderRequired: true });
    const saved = await first.call('admin', 'POST', '/bff/budgets/purchase-orders', {
      number: 'PO-1',
      amount: '1000',
      currency: 'EUR',
      validFrom: '2026-11-01',
      validTo: '2026-11-30',
      costCentreId: null,
    });
    await first.call('admin', 'POST', '/bff/budgets/budgets', {
      name: 'Key project',
      scope: { kind: 'project', projectId: 'p-key' },
      period: 'month',
      startsOn: '2026-01-01',
      amount: '500',
      currency: 'EUR',
      hard: false,
    });
    const refused = await first.call('orderer', 'PATCH', `/rest/api/quotes/${quote.id}`, { state: 'ACCEPTED' });
    expect(refused.body.code).toBe('purchase-order-required');
    const po = (saved.body.purchaseOrders as { id: string }[])[0]!;
    await first.call('orderer', 'PUT', '/bff/budgets/orders/t-key', { purchaseOrderId: po.id, costCentreId: null });
    expect((await first.call('orderer', 'PATCH', `/rest/api/quotes/${quote.id}`, { state: 'ACCEPTED' })).status).toBe(
      200,
    );
    await first.stop();

    const second = await start(settings, service);
    try {
      const overview = await second.call('admin', 'GET', '/bff/budgets');
      expect(overview.body.purchaseOrders).toMatchObject([
        { number: 'PO-1', figures: { committed: '476', delivered: '0', left: '524' } },
      ]);
      expect(overview.body.budgets).toMatchObject([{ figures: { shareUsed: '95.2' }, alertsReached: [50, 80] }]);
      expect(overview.body.notices).toMatchObject([{ name: 'Key project', level: 80 }]);
      // The order's delivery, once the service reports it, counts as delivered.
      service.tasks.set('t-key', { projectId: 'p-key', progress: 'TRANSLATION_DELIVERED' });
      const later = await second.call('admin', 'GET', '/bff/budgets');
      expect(later.body.purchaseOrders).toMatchObject([{ figures: { committed: '476', delivered: '476' } }]);
    } finally {
      await second.stop();
    }
  }, 60_000);

  it('charges exactly one of two acceptances racing for the room a purchase order has left', async () => {
    const settings = await settingsOf();
    const service = standInService();
    const quotes = ['t-race-a', 't-race-b'].map((task) =>
      service.offer({ translationTaskId: task, projectId: 'p-race', price: EUR_476 }),
    );
    const portal = await start(settings, service);
    try {
      const saved = await portal.call('admin', 'POST', '/bff/budgets/purchase-orders', {
        number: 'PO-RACE',
        amount: '600',
        currency: 'EUR',
        validFrom: '2026-11-01',
        validTo: '2026-11-30',
        costCentreId: null,
      });
      const po = (saved.body.purchaseOrders as { id: string; number: string }[]).find((p) => p.number === 'PO-RACE')!;
      for (const task of ['t-race-a', 't-race-b'])
        await portal.call('orderer', 'PUT', `/bff/budgets/orders/${task}`, {
          purchaseOrderId: po.id,
          costCentreId: null,
        });

      // 600 has room for one 476, not two: both ask at once.
      const both = await Promise.all(
        quotes.map((quote) => portal.call('orderer', 'PATCH', `/rest/api/quotes/${quote.id}`, { state: 'ACCEPTED' })),
      );
      expect(both.map((r) => r.status).sort()).toEqual([200, 403]);
      expect(both.find((r) => r.status === 403)?.body).toMatchObject({
        code: 'purchase-order-invalid',
        message: "Purchase order PO-RACE has 124 EUR left, less than this quote's 476 EUR",
      });
      const reached = portal.bff.api.arrived.filter((a) => a.method === 'PATCH' && a.url.includes('/quotes/'));
      expect(reached).toHaveLength(1);
      const overview = await portal.call('admin', 'GET', '/bff/budgets');
      expect((overview.body.purchaseOrders as { number: string }[]).find((p) => p.number === 'PO-RACE')).toMatchObject({
        figures: { committed: '476', left: '124' },
      });
    } finally {
      await portal.stop();
    }
  }, 60_000);
});
