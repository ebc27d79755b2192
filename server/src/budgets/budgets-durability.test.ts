// @vitest-environment node
/**
 * The key flow of purchase orders and budgets on both engines, across a restart of the portal server: a project
 * that requires a PO refuses an acceptance without one; with the PO chosen it is accepted and charged, and the
 * budget's 80 % alert and the PO's figures are there after the restart.
 */
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { PEOPLE, portalCall, standInService } from '../testing/approvals.harness';
import { startBff } from '../testing/bff-server.harness';
import { useEngines } from '../testing/postgres.harness';
import { memoryLogger } from '../testing/server.harness';

const NOW = new Date('2026-11-20T10:00:00Z');
const { engines } = useEngines();

type Body = Record<string, unknown> & { code?: string };

describe.each(engines)('on %s', (_name, settingsOf) => {
  it('refuses an acceptance without the required PO, charges the chosen one, and keeps it all over a restart', async () => {
    const settings = await settingsOf();
    const service = standInService();
    const quote = service.offer({
      translationTaskId: 't-key',
      projectId: 'p-key',
      price: { netAmount: '400', grossAmount: '476', currency: 'EUR' },
    });
    const start = async () => {
      const database = openDatabase(settings, memoryLogger());
      await database.migrated;
      const bff = await startBff({}, { database, service, now: () => NOW });
      const cookies = { orderer: await bff.signIn(PEOPLE.orderer), admin: await bff.signIn(PEOPLE.admin) };
      for (const cookie of Object.values(cookies)) await portalCall(bff.url, cookie, 'GET', '/bff/session');
      const call = async (who: keyof typeof cookies, method: string, target: string, body?: unknown) => {
        const res = await portalCall(bff.url, cookies[who], method, target, body);
        return { status: res.status, body: res.body as unknown as Body };
      };
      return { call, stop: async () => (await bff.stop(), await database.close()) };
    };

    const first = await start();
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

    const second = await start();
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
});
