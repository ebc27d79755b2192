// @vitest-environment node
/**
 * Approvals through the portal server: the rules an admin sets, a quote above them waiting for approval, the
 * approver's decision accepting it at the service, the PATCH around it refused, races, the audit trail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type PortalDatabase } from '../db/database';
import { portalCall, standInService, type StandInService } from '../testing/approvals.harness';
import { startBff, type RunningBff } from '../testing/bff-server.harness';
import { memoryLogger } from '../testing/server.harness';

const OWN = { 'X-Portal-Request': '1', 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' };
const ORDERER = {
  sub: 'u-olivia',
  name: 'Olivia Orderer',
  username: 'orderer',
  email: 'olivia@example.com',
  roles: ['orderer' as const],
};
const ADMIN = {
  sub: 'u-adam',
  name: 'Adam Admin',
  username: 'admin',
  email: 'adam@example.com',
  roles: ['admin' as const, 'orderer' as const],
};
const ALMA = {
  sub: 'u-alma',
  name: 'Alma Approver',
  username: 'approver',
  email: 'alma@example.com',
  roles: ['approver' as const],
};
const CARL = {
  sub: 'u-carl',
  name: 'Carl Controller',
  username: 'controller',
  email: 'carl@example.com',
  roles: ['approver' as const],
};

let bff: RunningBff;
let service: StandInService;
let database: PortalDatabase;
const cookies: Record<string, string> = {};

const call = (who: string, method: string, path: string, body?: unknown) =>
  portalCall(bff.url, cookies[who] ?? '', method, path, body);

beforeAll(async () => {
  service = standInService();
  database = openDatabase({ url: undefined, dir: ':memory:', poolSize: 1 }, memoryLogger());
  await database.migrated;
  bff = await startBff(
    { REFERENCE_CURRENCY: 'EUR', EXCHANGE_RATES: 'GBP=0.8750', EXCHANGE_RATES_DATE: '2026-11-20' },
    { database, service },
  );
  for (const [name, user] of Object.entries({ orderer: ORDERER, admin: ADMIN, alma: ALMA, carl: CARL })) {
    cookies[name] = await bff.signIn(user);
    // Signing in is when the portal server learns an approver's address.
    await call(name, 'GET', '/bff/session');
  }
  const saved = await call('admin', 'PUT', '/bff/approvals/rules', {
    projectId: null,
    referenceCurrency: 'EUR',
    expiresAfterHours: 48,
    bands: [
      { upTo: '500', approvers: 0 },
      { upTo: '5000', approvers: 1 },
      { upTo: null, approvers: 2 },
    ],
  });
  expect(saved.status).toBe(200);
}, 30_000);
afterAll(async () => {
  await bff.stop();
  await database.close();
});

const patches = () => bff.api.arrived.filter((a) => a.method === 'PATCH');

describe('approval rules', () => {
  it('are set by admins only, and every change is in the audit trail', async () => {
    const refused = await call('orderer', 'PUT', '/bff/approvals/rules', {
      projectId: null,
      referenceCurrency: 'EUR',
      expiresAfterHours: 1,
      bands: [{ upTo: null, approvers: 0 }],
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('forbidden');
    const rules = await call('alma', 'GET', '/bff/approvals/rules');
    expect(rules.body.organisation?.bands).toEqual([
      { upTo: '500', approvers: 0 },
      { upTo: '5000', approvers: 1 },
      { upTo: null, approvers: 2 },
    ]);
    // The configured rate, now in the database with its date.
    expect(rules.body.rates).toEqual([
      { currency: 'GBP', rate: '0.8750', date: '2026-11-20', setBy: 'EXCHANGE_RATES' },
    ]);
    const audit = await call('alma', 'GET', '/bff/audit?action=rules.changed');
    expect(audit.body.entries).toHaveLength(1);
    expect(audit.body.entries![0]!.actor).toEqual({ sub: ADMIN.sub, name: ADMIN.name });
  });

  it('refuses bands that do not rise or leave the top open', async () => {
    const res = await call('admin', 'PUT', '/bff/approvals/rules', {
      projectId: null,
      referenceCurrency: 'EUR',
      expiresAfterHours: 48,
      bands: [
        { upTo: '5000', approvers: 1 },
        { upTo: '500', approvers: 0 },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Bands rise/);
  });
});

describe('a quote above the bands', () => {
  it('waits for an approver, who accepts it at the service; the orderer cannot go around it', async () => {
    const quote = service.offer({ translationTaskId: 't-big', price: { netAmount: '1750.00', currency: 'GBP' } });
    // GBP 1,750 at 0.875 is EUR 2,000: one approver.
    const check = await call('orderer', 'GET', `/bff/approvals/quotes/${quote.id}`);
    expect(check.body).toMatchObject({
      verdict: 'needed',
      approvalsRequired: 1,
      referenceAmount: '2000',
      orderTotal: '2000',
    });

    const before = patches().length;
    const direct = await call('orderer', 'PATCH', `/rest/api/quotes/${quote.id}`, { state: 'ACCEPTED' });
    expect(direct.status).toBe(403);
    expect(direct.body).toMatchObject({ code: 'approval-required', error: 'Forbidden' });
    expect(direct.body.message).toMatch(/needs 1 approval/);
    expect(patches()).toHaveLength(before); // nothing reached the service

    const asked = await call('orderer', 'POST', '/bff/approvals/requests', { quoteId: quote.id });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({
      status: 'pending',
      amount: '1750.00',
      currency: 'GBP',
      referenceAmount: '2000',
      rate: '0.8750',
      rateDate: '2026-11-20',
      approvalsRequired: 1,
      requestedBy: { name: ORDERER.name },
    });
    const again = await call('orderer', 'PATCH', `/rest/api/quotes/${quote.id}`, { state: 'ACCEPTED' });
    expect(again.body.code).toBe('approval-pending');

    expect((await call('alma', 'GET', '/bff/approvals/summary')).body).toMatchObject({ waiting: 1, mayDecide: true });
    expect((await call('orderer', 'GET', '/bff/approvals/summary')).body).toMatchObject({
      waiting: 0,
      mayDecide: false,
    });
    const own = await call('orderer', 'POST', `/bff/approvals/requests/${asked.body.id!}/decision`, {
      decision: 'approve',
    });
    expect(own.status).toBe(403);

    const approved = await call('alma', 'POST', `/bff/approvals/requests/${asked.body.id!}/decision`, {
      decision: 'approve',
    });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('approved');
    expect(approved.body.approvals).toEqual([
      { approver: { sub: ALMA.sub, name: ALMA.name }, actingFor: null, at: expect.any(String) as string },
    ]);
    expect(service.acceptances.filter((a) => a.quoteId === quote.id)).toHaveLength(1);
    expect(service.quotes.get(quote.id)?.state).toBe('ACCEPTED');

    const trail = await call('admin', 'GET', `/bff/audit?taskId=t-big`);
    expect(trail.body.entries!.map((e) => e.action)).toEqual([
      'quote.accepted',
      'approval.granted',
      'approval.requested',
    ]);
    expect(trail.body.entries![0]!).toMatchObject({
      actor: { name: ALMA.name },
      amount: '1750.00',
      currency: 'GBP',
      referenceAmount: '2000',
      rate: '0.8750',
      rateDate: '2026-11-20',
    });
    // The mails: the approvers of the new request (not the orderer), then the orderer of the outcome.
    const mails = await database.db.selectFrom('outbox').select(['recipient', 'subject']).orderBy('id').execute();
    expect(mails.map((m) => m.recipient)).toEqual(['alma@example.com', 'carl@example.com', 'olivia@example.com']);
  });

  it('shows a declined request’s reason to the orderer', async () => {
    const quote = service.offer({ translationTaskId: 't-declined', price: { netAmount: '900.00' } });
    const asked = await call('orderer', 'POST', '/bff/approvals/requests', { quoteId: quote.id });
    const noReason = await call('carl', 'POST', `/bff/approvals/requests/${asked.body.id!}/decision`, {
      decision: 'decline',
    });
    expect(noReason.status).toBe(400);
    const declined = await call('carl', 'POST', `/bff/approvals/requests/${asked.body.id!}/decision`, {
      decision: 'decline',
      reason: { code: 'no-purchase-order', text: 'Raise PO 4711 first' },
    });
    expect(declined.body.status).toBe('declined');
    const mine = await call('orderer', 'GET', '/bff/approvals/requests?scope=mine&taskId=t-declined');
    expect(mine.body.requests![0]!).toMatchObject({
      status: 'declined',
      reason: { code: 'no-purchase-order', text: 'Raise PO 4711 first' },
    });
    expect(service.acceptances.some((a) => a.quoteId === quote.id)).toBe(false);
  });

  it('needs two approvers above the top band, counting the order’s accepted quotes (cumulative)', async () => {
    const first = service.offer({ translationTaskId: 't-split', target: 'fr-FR', price: { netAmount: '4000' } });
    const r1 = await call('orderer', 'POST', '/bff/approvals/requests', { quoteId: first.id });
    await call('alma', 'POST', `/bff/approvals/requests/${r1.body.id!}/decision`, { decision: 'approve' });
    // 4,000 accepted; 2,000 more for another language makes the order 6,000: two approvers.
    const second = service.offer({ translationTaskId: 't-split', target: 'it-IT', price: { netAmount: '2000' } });
    const check = await call('orderer', 'GET', `/bff/approvals/quotes/${second.id}`);
    expect(check.body).toMatchObject({ verdict: 'needed', approvalsRequired: 2, orderTotal: '6000' });
    const r2 = await call('orderer', 'POST', '/bff/approvals/requests', { quoteId: second.id });
    const one = await call('alma', 'POST', `/bff/approvals/requests/${r2.body.id!}/decision`, { decision: 'approve' });
    expect(one.body.status).toBe('pending');
    const twice = await call('alma', 'POST', `/bff/approvals/requests/${r2.body.id!}/decision`, {
      decision: 'approve',
    });
    expect(twice.status).toBe(409);
    const two = await call('carl', 'POST', `/bff/approvals/requests/${r2.body.id!}/decision`, { decision: 'approve' });
    expect(two.body.status).toBe('approved');
    expect(service.quotes.get(second.id)?.state).toBe('ACCEPTED');
  });

  it('ends with a clear message when the quote is no longer offered', async () => {
    const quote = service.offer({ translationTaskId: 't-gone', price: { netAmount: '800' } });
    const asked = await call('orderer', 'POST', '/bff/approvals/requests', { quoteId: quote.id });
    service.quotes.set(quote.id, { ...quote, state: 'REJECTED' });
    const approve = await call('alma', 'POST', `/bff/approvals/requests/${asked.body.id!}/decision`, {
      decision: 'approve',
    });
    expect(approve.status).toBe(409);
    expect(approve.body.message).toBe('Another quote for this language was accepted, or the quote was rejected');
    expect(approve.body.request).toMatchObject({ status: 'closed', outcome: approve.body.message });
  });
});

describe('a quote under the bands, and races', () => {
  it('passes straight to the service without the reason, which the audit trail keeps', async () => {
    const quote = service.offer({ translationTaskId: 't-small', price: { netAmount: '120.00' } });
    const accepted = await call('orderer', 'PATCH', `/rest/api/quotes/${quote.id}`, { state: 'ACCEPTED' });
    expect(accepted.status).toBe(200);
    const other = service.offer({ translationTaskId: 't-small', target: 'es-ES', price: { netAmount: '99' } });
    const rejected = await call('orderer', 'PATCH', `/rest/api/quotes/${other.id}`, {
      state: 'REJECTED',
      reason: { code: 'price', text: 'Too dear for a flyer' },
    });
    expect(rejected.status).toBe(200);
    const sent = patches().filter((p) => p.url.endsWith(`/quotes/${other.id}`));
    expect(sent.map((p) => p.body)).toEqual(['{"state":"REJECTED"}']);
    const trail = await call('alma', 'GET', '/bff/audit?taskId=t-small');
    expect(trail.body.entries!.map((e) => [e.action, e.reason])).toEqual([
      ['quote.rejected', { code: 'price', text: 'Too dear for a flyer' }],
      ['quote.accepted', null],
    ]);
  });

  it('lets exactly one of two acceptances of one quote through', async () => {
    const quote = service.offer({ translationTaskId: 't-race', price: { netAmount: '50' } });
    const both = await Promise.all([
      call('orderer', 'PATCH', `/rest/api/quotes/${quote.id}`, { state: 'ACCEPTED' }),
      call('admin', 'PATCH', `/rest/api/quotes/${quote.id}`, { state: 'ACCEPTED' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)?.body.code).toBe('quote-being-accepted');
    expect(patches().filter((p) => p.url.endsWith(`/quotes/${quote.id}`))).toHaveLength(1);
  });

  it('lets exactly one of two last approvals accept the quote', async () => {
    const quote = service.offer({ translationTaskId: 't-race-2', price: { netAmount: '700' } });
    const asked = await call('orderer', 'POST', '/bff/approvals/requests', { quoteId: quote.id });
    const both = await Promise.all([
      call('alma', 'POST', `/bff/approvals/requests/${asked.body.id!}/decision`, { decision: 'approve' }),
      call('carl', 'POST', `/bff/approvals/requests/${asked.body.id!}/decision`, { decision: 'approve' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(service.acceptances.filter((a) => a.quoteId === quote.id)).toHaveLength(1);
  });
});

describe('delegation', () => {
  it('lets a substitute decide in the approver’s name for the period, recorded as acting for', async () => {
    const substitute = {
      sub: 'u-sam',
      name: 'Sam Stand-in',
      username: 'sam',
      email: 'sam@example.com',
      roles: ['orderer' as const],
    };
    cookies.sam = await bff.signIn(substitute);
    await call('sam', 'GET', '/bff/session');
    const now = Date.now();
    const named = await call('alma', 'POST', '/bff/approvals/delegations', {
      substituteSub: substitute.sub,
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 86_400_000).toISOString(),
    });
    expect(named.status).toBe(200);
    expect((await call('sam', 'GET', '/bff/approvals/summary')).body).toMatchObject({
      mayDecide: true,
      actingFor: [{ sub: ALMA.sub, name: ALMA.name }],
    });
    const quote = service.offer({ translationTaskId: 't-away', price: { netAmount: '600' } });
    const asked = await call('orderer', 'POST', '/bff/approvals/requests', { quoteId: quote.id });
    const approved = await call('sam', 'POST', `/bff/approvals/requests/${asked.body.id!}/decision`, {
      decision: 'approve',
    });
    expect(approved.body.approvals![0]!).toMatchObject({
      approver: { sub: substitute.sub },
      actingFor: { sub: ALMA.sub, name: ALMA.name },
    });
    const delegated = await call('admin', 'GET', '/bff/audit?action=approval.delegated');
    expect(delegated.body.entries![0]!.details.substitute).toEqual({ sub: substitute.sub, name: substitute.name });
  });
});

describe('the audit trail', () => {
  it('is for admins and approvers, and exports as CSV', async () => {
    expect((await call('orderer', 'GET', '/bff/audit')).status).toBe(403);
    const res = await fetch(`${bff.url}/bff/audit.csv?action=approval.requested`, {
      headers: { ...OWN, cookie: cookies.alma! },
    });
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8's byte-order mark, for spreadsheets
    const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe(
      'time,action,actor,acting for,project,order,quote,request,amount,currency,reference amount,reference currency,rate,rate date,reason,reason text',
    );
    expect(lines.length).toBeGreaterThan(4);
    expect(lines.slice(1).every((l) => l.includes(',approval.requested,Olivia Orderer,'))).toBe(true);
  });
});
