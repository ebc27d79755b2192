// @vitest-environment node
/**
 * Approvals through the portal server: the rules an admin sets, a quote above them waiting for approval, the
 * approver's decision accepting it at the service, the PATCH around it refused, a declined request's reason.
 */
import { describe, expect, it } from 'vitest';
import { BANDS, PEOPLE, useApprovalServer } from '../testing/approvals.harness';

const server = useApprovalServer();
const { call, service, patches } = server;

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
    expect(audit.body.entries![0]!.actor).toEqual({ sub: PEOPLE.admin.sub, name: PEOPLE.admin.name });
  });

  it('refuses bands that do not rise or leave the top open', async () => {
    const res = await call('admin', 'PUT', '/bff/approvals/rules', {
      ...BANDS,
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
      requestedBy: { name: PEOPLE.orderer.name },
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
      { approver: { sub: PEOPLE.alma.sub, name: PEOPLE.alma.name }, actingFor: null, at: expect.any(String) as string },
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
      actor: { name: PEOPLE.alma.name },
      amount: '1750.00',
      currency: 'GBP',
      referenceAmount: '2000',
      rate: '0.8750',
      rateDate: '2026-11-20',
    });
    // The mails: the approvers of the new request (not the orderer), then the orderer of the outcome.
    const mails = await server.database.db
      .selectFrom('outbox')
      .select(['recipient', 'subject'])
      .orderBy('id')
      .execute();
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
