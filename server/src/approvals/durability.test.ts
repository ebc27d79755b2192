// @vitest-environment node
/**
 * Approvals survive a restart of the portal server, on PGlite and on PostgreSQL; with PostgreSQL down, the
 * decisions are refused (fail closed) while the rest of the portal keeps working, and /readyz says why.
 */
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { PEOPLE, portalCall, standInService } from '../testing/approvals.harness';
import { startBff, type RunningBff } from '../testing/bff-server.harness';
import { useEngines } from '../testing/postgres.harness';
import { memoryLogger } from '../testing/server.harness';

const RULES = {
  projectId: null,
  referenceCurrency: 'EUR',
  expiresAfterHours: 24,
  bands: [
    { upTo: '500', approvers: 0 },
    { upTo: null, approvers: 1 },
  ],
};

const call = (bff: RunningBff, cookie: string, method: string, target: string, body?: unknown) =>
  portalCall(bff.url, cookie, method, target, body);

const { engines, postgres: runningPostgres } = useEngines();

describe.each(engines)('on %s', (_name, settingsOf) => {
  it('keeps a request waiting across a restart of the portal server, and the approval after it', async () => {
    const settings = await settingsOf();
    const service = standInService();
    const quote = service.offer({ translationTaskId: 't-restart', price: { netAmount: '2500' } });

    const start = async () => {
      const database = openDatabase(settings, memoryLogger());
      await database.migrated;
      const bff = await startBff({}, { database, service });
      const cookies = {
        orderer: await bff.signIn(PEOPLE.orderer),
        admin: await bff.signIn(PEOPLE.admin),
        alma: await bff.signIn(PEOPLE.alma),
      };
      for (const cookie of Object.values(cookies)) await call(bff, cookie, 'GET', '/bff/session');
      return { bff, cookies, stop: async () => (await bff.stop(), await database.close()) };
    };

    const first = await start();
    expect((await call(first.bff, first.cookies.admin, 'PUT', '/bff/approvals/rules', RULES)).status).toBe(200);
    const asked = await call(first.bff, first.cookies.orderer, 'POST', '/bff/approvals/requests', {
      quoteId: quote.id,
    });
    expect(asked.body.status).toBe('pending');
    await first.stop();

    const second = await start();
    try {
      const queue = await call(second.bff, second.cookies.alma, 'GET', '/bff/approvals/requests?scope=queue');
      expect(queue.body.requests!.map((r) => r.id)).toEqual([asked.body.id]);
      const approved = await call(
        second.bff,
        second.cookies.alma,
        'POST',
        `/bff/approvals/requests/${asked.body.id!}/decision`,
        {
          decision: 'approve',
        },
      );
      expect(approved.body.status).toBe('approved');
      const trail = await call(second.bff, second.cookies.admin, 'GET', '/bff/audit');
      expect(trail.body.entries!.map((e) => e.action)).toEqual([
        'quote.accepted',
        'approval.granted',
        'approval.requested',
        'rules.changed',
      ]);
    } finally {
      await second.stop();
    }
  }, 60_000);
});

describe('with PostgreSQL down', () => {
  it('refuses decisions (fail closed), keeps the rest of the portal working, and /readyz says why', async () => {
    const postgres = await runningPostgres();
    const database = openDatabase({ url: postgres.url, dir: '', poolSize: 2 }, memoryLogger());
    await database.migrated;
    const service = standInService();
    const bff = await startBff({}, { database, service });
    try {
      const orderer = await bff.signIn(PEOPLE.orderer);
      const quote = service.offer({ translationTaskId: 't-down', price: { netAmount: '10' } });
      await postgres.down();
      const accept = await call(bff, orderer, 'PATCH', `/rest/api/quotes/${quote.id}`, { state: 'ACCEPTED' });
      expect(accept.status).toBe(503);
      expect(accept.body).toMatchObject({ code: 'database-unavailable' });
      expect(bff.api.arrived.some((a) => a.method === 'PATCH')).toBe(false);
      // Reading orders does not need the portal's database.
      expect((await call(bff, orderer, 'GET', '/rest/api/translationTasks/')).status).toBe(200);
      const ready = await fetch(`${bff.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(((await ready.json()) as { problems: string[] }).problems).toEqual([expect.stringMatching(/^database: /)]);
      await postgres.up();
      await expect.poll(async () => (await fetch(`${bff.url}/readyz`)).status, { timeout: 15_000 }).toBe(200);
      const again = await call(bff, orderer, 'PATCH', `/rest/api/quotes/${quote.id}`, { state: 'ACCEPTED' });
      expect(again.status).toBe(200);
    } finally {
      await bff.stop();
      await database.close();
    }
  }, 60_000);
});
