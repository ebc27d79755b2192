// @vitest-environment node
/**
 * Approvals through the portal server: an acceptance under the bands with its reason kept, races of two
 * acceptances or two approvals on one quote, a claim left by a stopped server, a substitute acting for an
 * approver, the audit trail's CSV.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { PEOPLE, useApprovalServer } from '../testing/approvals.harness';
import { OWN_PAGE } from '../testing/bff-server.harness';

const server = useApprovalServer();
const { call, service, patches } = server;

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

  it('takes over a claim left by a server that stopped mid-acceptance, never one under way', async () => {
    const left = service.offer({ translationTaskId: 't-left', price: { netAmount: '40' } });
    const underWay = service.offer({ translationTaskId: 't-under-way', price: { netAmount: '40' } });
    const claimed = (quote: typeof left, age: string) =>
      sql`insert into quote_acceptances (quote_id, organisation, project_id, task_id, amount, currency,
                                         reference_amount, reference_currency, rate, rate_date, status,
                                         claimed_at, by_sub)
          values (${quote.id}, 'acme', 'p1', ${quote.translationTaskId}, 40, 'EUR', 40, 'EUR', 1, current_date,
                  'accepting', now() - ${age}::interval, 'u-gone')`.execute(server.database.db);
    await claimed(left, '3 minutes');
    await claimed(underWay, '30 seconds');
    const accept = (quote: typeof left) =>
      call('orderer', 'PATCH', `/rest/api/quotes/${quote.id}`, { state: 'ACCEPTED' });
    expect((await accept(left)).status).toBe(200);
    expect((await accept(underWay)).body.code).toBe('quote-being-accepted');
    const rows = await server.database.db
      .selectFrom('quote_acceptances')
      .select(['quote_id', 'status', 'by_sub'])
      .where('quote_id', 'in', [left.id, underWay.id])
      .execute();
    expect(new Map(rows.map((r) => [r.quote_id, [r.status, r.by_sub]]))).toEqual(
      new Map([
        [left.id, ['accepted', PEOPLE.orderer.sub]],
        [underWay.id, ['accepting', 'u-gone']],
      ]),
    );
    const sent = (quote: typeof left) => patches().filter((p) => p.url.endsWith(`/quotes/${quote.id}`)).length;
    expect([sent(left), sent(underWay)]).toEqual([1, 0]);
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
    await server.signIn('sam', substitute);
    const now = Date.now();
    const named = await call('alma', 'POST', '/bff/approvals/delegations', {
      substituteSub: substitute.sub,
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 86_400_000).toISOString(),
    });
    expect(named.status).toBe(200);
    expect((await call('sam', 'GET', '/bff/approvals/summary')).body).toMatchObject({
      mayDecide: true,
      actingFor: [{ sub: PEOPLE.alma.sub, name: PEOPLE.alma.name }],
    });
    const quote = service.offer({ translationTaskId: 't-away', price: { netAmount: '600' } });
    const asked = await call('orderer', 'POST', '/bff/approvals/requests', { quoteId: quote.id });
    const approved = await call('sam', 'POST', `/bff/approvals/requests/${asked.body.id!}/decision`, {
      decision: 'approve',
    });
    expect(approved.body.approvals![0]!).toMatchObject({
      approver: { sub: substitute.sub },
      actingFor: { sub: PEOPLE.alma.sub, name: PEOPLE.alma.name },
    });
    const delegated = await call('admin', 'GET', '/bff/audit?action=approval.delegated');
    expect(delegated.body.entries![0]!.details.substitute).toEqual({ sub: substitute.sub, name: substitute.name });
  });
});

describe('the audit trail', () => {
  it('is for admins and approvers, and exports as CSV', async () => {
    expect((await call('orderer', 'GET', '/bff/audit')).status).toBe(403);
    const res = await fetch(`${server.bff.url}/bff/audit.csv?action=approval.requested`, {
      headers: { ...OWN_PAGE, cookie: server.cookies.alma! },
    });
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8's byte-order mark, for spreadsheets
    const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe(
      'time,action,actor,acting for,project,order,quote,request,amount,currency,reference amount,reference currency,rate,rate date,reason,reason text',
    );
    // This file's two requests, the newest first.
    expect(lines.slice(1).map((l) => l.split(',').slice(1, 3).concat(l.split(',')[5]!))).toEqual([
      ['approval.requested', 'Olivia Orderer', 't-away'],
      ['approval.requested', 'Olivia Orderer', 't-race-2'],
    ]);
  });
});
