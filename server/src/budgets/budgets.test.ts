// @vitest-environment node
/**
 * Purchase orders and budgets through the portal server: what admins keep, the PO a project requires refused or
 * charged on the proxied acceptance, hard budgets asking for approval, alerts once per level, and what the quote
 * comparison is told. The clock is fixed at 2026-11-20.
 */
import { describe, expect, it } from 'vitest';
import { buildQuotingTask } from '#test-support/factories/task';
import { writeDeliveries, writeTasks } from '../sync/copy-writes';
import { useApprovalServer } from '../testing/approvals.harness';

const NOW = new Date('2026-11-20T10:00:00Z');
const server = useApprovalServer(() => ({}), { now: () => NOW });
const { call, service, patches } = server;

type Body = Record<string, unknown> & { code?: string; message?: string };
const send = async (who: string, method: string, target: string, body?: unknown) => {
  const res = await call(who, method, target, body);
  return { status: res.status, body: res.body as unknown as Body };
};
/** The entry of an overview's list whose `key` is `value`. */
const find = (overview: Body, list: string, key: string, value: string) =>
  (overview[list] as { id: string; [k: string]: unknown }[]).find((entry) => entry[key] === value)!;
const eur = (net: string, gross: string) => ({ netAmount: net, grossAmount: gross, currency: 'EUR' });

async function purchaseOrder(number: string, amount: string, currency = 'EUR', validTo = '2026-12-31') {
  const res = await send('admin', 'POST', '/bff/budgets/purchase-orders', {
    number,
    amount,
    currency,
    validFrom: '2026-11-01',
    validTo,
    costCentreId: null,
  });
  expect(res.status).toBe(200);
  return find(res.body, 'purchaseOrders', 'number', number);
}

describe('purchase orders', () => {
  it('are kept by admins only', async () => {
    const refused = await send('orderer', 'POST', '/bff/budgets/cost-centres', {
      code: 'MK',
      name: 'Marketing',
      owner: 'x',
    });
    expect(refused.status).toBe(403);
    const saved = await send('admin', 'POST', '/bff/budgets/cost-centres', {
      code: 'MK-100',
      name: 'Marketing',
      owner: 'mona@example.com',
    });
    expect(saved.body.costCentres).toEqual([
      { id: expect.any(String) as string, code: 'MK-100', name: 'Marketing', owner: 'mona@example.com' },
    ]);
    const twice = await send('admin', 'POST', '/bff/budgets/cost-centres', {
      code: 'MK-100',
      name: 'Again',
      owner: 'x',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Cost centre MK-100 exists already');
  });

  it('refuses an acceptance without one where the project requires it, and charges the chosen one', async () => {
    await send('admin', 'PUT', '/bff/budgets/projects/p-po', { purchaseOrderRequired: true });
    const quote = service.offer({
      translationTaskId: 't-po',
      projectId: 'p-po',
      target: 'de-DE',
      price: eur('400', '476'),
    });
    const before = patches().length;
    const refused = await send('orderer', 'PATCH', `/rest/api/quotes/${quote.id}`, { state: 'ACCEPTED' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'purchase-order-required',
      message: 'This project requires a purchase order: choose one for the order before accepting a quote',
    });
    expect(patches()).toHaveLength(before);

    const po = await purchaseOrder('PO-4711', '800.00');
    const linked = await send('orderer', 'PUT', '/bff/budgets/orders/t-po', {
      purchaseOrderId: po.id,
      costCentreId: null,
    });
    expect(linked.body).toEqual({ purchaseOrderId: po.id, costCentreId: null });
    const accepted = await send('orderer', 'PATCH', `/rest/api/quotes/${quote.id}`, { state: 'ACCEPTED' });
    expect(accepted.status).toBe(200);
    expect(patches()).toHaveLength(before + 1);

    // 476 of 800 committed: a second language's 476 does not fit in the 324 left.
    const overview = await send('admin', 'GET', '/bff/budgets');
    expect(find(overview.body, 'purchaseOrders', 'number', 'PO-4711').figures).toMatchObject({
      committed: '476',
      left: '324',
      shareUsed: '59.5',
    });
    const second = service.offer({
      translationTaskId: 't-po',
      projectId: 'p-po',
      target: 'fr-FR',
      price: eur('400', '476'),
    });
    const tooMuch = await send('orderer', 'PATCH', `/rest/api/quotes/${second.id}`, { state: 'ACCEPTED' });
    expect(tooMuch.status).toBe(403);
    expect(tooMuch.body).toMatchObject({
      code: 'purchase-order-invalid',
      message: "Purchase order PO-4711 has 324 EUR left, less than this quote's 476 EUR",
    });
  });

  it('refuses one outside its validity, and compares another currency at the pinned rate', async () => {
    const expired = await purchaseOrder('PO-OLD', '5000', 'EUR', '2026-11-19');
    const quote = service.offer({ translationTaskId: 't-old', projectId: 'p-po', price: eur('100', '119') });
    await send('orderer', 'PUT', '/bff/budgets/orders/t-old', { purchaseOrderId: expired.id, costCentreId: null });
    const refused = await send('orderer', 'PATCH', `/rest/api/quotes/${quote.id}`, { state: 'ACCEPTED' });
    expect(refused.body).toMatchObject({
      code: 'purchase-order-invalid',
      message: 'Purchase order PO-OLD is valid from 2026-11-01 to 2026-11-19',
    });

    // GBP 437.50 gross at 0.875 is EUR 500: exactly what the PO has.
    const po = await purchaseOrder('PO-EUR', '500');
    const gbp = service.offer({
      translationTaskId: 't-gbp',
      projectId: 'p-po',
      price: { netAmount: '400', grossAmount: '437.50', currency: 'GBP' },
    });
    await send('orderer', 'PUT', '/bff/budgets/orders/t-gbp', { purchaseOrderId: po.id, costCentreId: null });
    const accepted = await send('orderer', 'PATCH', `/rest/api/quotes/${gbp.id}`, { state: 'ACCEPTED' });
    expect(accepted.status).toBe(200);
    const overview = await send('admin', 'GET', '/bff/budgets');
    expect(find(overview.body, 'purchaseOrders', 'number', 'PO-EUR').figures).toMatchObject({
      committed: '500',
      left: '0',
    });
  });

  it('never converts a currency without a rate: the acceptance needs approval, and says why', async () => {
    const po = await purchaseOrder('PO-USD', '9000', 'USD');
    const quote = service.offer({ translationTaskId: 't-usd', projectId: 'p-usd', price: eur('100', '119') });
    await send('orderer', 'PUT', '/bff/budgets/orders/t-usd', { purchaseOrderId: po.id, costCentreId: null });
    const refused = await send('orderer', 'PATCH', `/rest/api/quotes/${quote.id}`, { state: 'ACCEPTED' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('approval-required');
    expect(refused.body.message).toMatch(
      /^There is no rate to convert EUR into USD, so Purchase order PO-USD cannot be checked/,
    );
    const asked = await send('orderer', 'POST', '/bff/approvals/requests', { quoteId: quote.id });
    expect(asked.body).toMatchObject({ status: 'pending', approvalsRequired: 1 });
  });
  it('count a language delivered once the copy of the service facts has it handed over, without asking the service', async () => {
    const po = await purchaseOrder('PO-COPY', '2000.00');
    const quotes = ['de-DE', 'fr-FR'].map((target) =>
      service.offer({ translationTaskId: 't-copied', projectId: 'p-copied', target, price: eur('200', '238') }),
    );
    await send('orderer', 'PUT', '/bff/budgets/orders/t-copied', { purchaseOrderId: po.id, costCentreId: null });
    for (const quote of quotes)
      expect((await send('orderer', 'PATCH', `/rest/api/quotes/${quote.id}`, { state: 'ACCEPTED' })).status).toBe(200);
    const db = server.database.db;
    // The acceptances reach the copy just after their answers; the sync has read the order and its deliveries:
    // German handed over (in review), French still with the vendor.
    await expect
      .poll(
        async () =>
          (await db.selectFrom('service_quotes').select('id').where('task_id', '=', 't-copied').execute()).length,
      )
      .toBe(2);
    await writeTasks(db, 'acme', [buildQuotingTask({ id: 't-copied', projectId: 'p-copied' })], 1, NOW, true);
    await writeDeliveries(
      db,
      'acme',
      ['t-copied'],
      [
        {
          id: 'd-de',
          taskId: 't-copied',
          target: 'de-DE',
          state: 'IN_REVIEW',
          postEditing: false,
          deliveredAt: '2026-11-20T09:30:00Z',
        },
        { id: 'd-fr', taskId: 't-copied', target: 'fr-FR', state: 'NEW', postEditing: false, deliveredAt: null },
      ],
    );
    // Were the service asked, the whole order would count: it says the order is delivered.
    service.tasks.set('t-copied', { projectId: 'p-copied', progress: 'TRANSLATION_DELIVERED' });

    const overview = await send('admin', 'GET', '/bff/budgets');
    expect(find(overview.body, 'purchaseOrders', 'number', 'PO-COPY').figures).toMatchObject({
      committed: '476',
      delivered: '238',
    });
    const acceptances = await db
      .selectFrom('quote_acceptances')
      .select(['quote_id', 'delivered_at'])
      .where('task_id', '=', 't-copied')
      .execute();
    expect(Object.fromEntries(acceptances.map((a) => [a.quote_id, a.delivered_at?.toISOString() ?? null]))).toEqual({
      [quotes[0]!.id]: '2026-11-20T09:30:00.000Z',
      [quotes[1]!.id]: null,
    });
  });
});

describe('budgets', () => {
  it('alert at 50 and 80 % once per period, by e-mail and in the portal, and tell the quote table what is left', async () => {
    const created = await send('admin', 'POST', '/bff/budgets/budgets', {
      name: 'Marketing Q4',
      scope: { kind: 'project', projectId: 'p-mkt' },
      period: 'quarter',
      startsOn: '2026-01-01',
      amount: '1000',
      currency: 'EUR',
      hard: false,
    });
    const budget = find(created.body, 'budgets', 'name', 'Marketing Q4');
    expect(budget).toMatchObject({ periodStart: '2026-10-01', periodEnd: '2027-01-01', alertsReached: [] });

    const first = service.offer({
      translationTaskId: 't-mkt',
      projectId: 'p-mkt',
      target: 'de-DE',
      price: eur('400', '476'),
    });
    // Another order of the project (one order's quotes add up against the approval bands).
    const second = service.offer({ translationTaskId: 't-mkt2', projectId: 'p-mkt', price: eur('300', '357') });
    const outlook = await send('orderer', 'POST', '/bff/budgets/outlook', {
      taskId: 't-mkt2',
      quotes: [first, second].map((q) => ({ id: q.id, grossAmount: q.price.grossAmount, currency: q.price.currency })),
    });
    expect(outlook.body.quotes).toEqual([
      { quoteId: first.id, budgets: [{ budgetId: budget.id, leftAfter: '524', shareAfter: '47.6', warning: 'none' }] },
      { quoteId: second.id, budgets: [{ budgetId: budget.id, leftAfter: '643', shareAfter: '35.7', warning: 'none' }] },
    ]);

    const outboxBefore = (await server.database.db.selectFrom('outbox').select('id').execute()).length;
    await send('orderer', 'PATCH', `/rest/api/quotes/${first.id}`, { state: 'ACCEPTED' });
    await send('orderer', 'PATCH', `/rest/api/quotes/${second.id}`, { state: 'ACCEPTED' });
    const overview = await send('admin', 'GET', '/bff/budgets');
    expect(find(overview.body, 'budgets', 'name', 'Marketing Q4')).toMatchObject({
      figures: { committed: '833', left: '167', shareUsed: '83.3' },
      alertsReached: [50, 80],
      burn: [{ date: '2026-11-20', committed: '833' }],
    });
    const notices = await send('orderer', 'GET', '/bff/budgets/notices');
    expect(notices.body.notices).toEqual([
      {
        budgetId: budget.id,
        name: 'Marketing Q4',
        level: 80,
        periodStart: '2026-10-01',
        reachedAt: expect.any(String) as string,
      },
    ]);
    const mails = await server.database.db
      .selectFrom('outbox')
      .select(['recipient', 'subject'])
      .orderBy('id')
      .offset(outboxBefore)
      .execute();
    // Both levels were passed by one acceptance: one e-mail, of the higher, to the organisation's admin.
    expect(mails).toEqual([
      { recipient: 'adam@example.com', subject: 'Budget Marketing Q4: 80 % used / 80 % verbraucht' },
    ]);
    const alerts = await server.database.db.selectFrom('budget_alerts').select('level').orderBy('level').execute();
    expect(alerts.map((a) => a.level)).toEqual([50, 80]);
  });

  it('past a hard budget an acceptance below its band needs approval', async () => {
    await send('admin', 'POST', '/bff/budgets/budgets', {
      name: 'Legal',
      scope: { kind: 'project', projectId: 'p-legal' },
      period: 'month',
      startsOn: '2026-01-01',
      amount: '100',
      currency: 'EUR',
      hard: true,
    });
    const quote = service.offer({ translationTaskId: 't-legal', projectId: 'p-legal', price: eur('100', '119') });
    const check = await send('orderer', 'GET', `/bff/approvals/quotes/${quote.id}`);
    expect(check.body).toMatchObject({ verdict: 'needed', approvalsRequired: 1 });
    const refused = await send('orderer', 'PATCH', `/rest/api/quotes/${quote.id}`, { state: 'ACCEPTED' });
    expect(refused.body).toMatchObject({
      code: 'approval-required',
      message: 'This quote takes the hard budget Legal past its 100 EUR (100 EUR left), so it needs approval',
    });
  });
});
