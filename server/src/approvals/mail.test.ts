// @vitest-environment node
/**
 * Approvals' e-mails through SMTP to the sandbox's catcher: approvers hear of a new request (not the orderer),
 * the orderer of the outcome with its reason; a send that fails is tried again, and what a stopped portal
 * server left in its outbox is sent by the next one.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSmtpCatcher, type SmtpCatcher } from '#sandbox/mail/smtp-catcher';
import { freePort } from '#test-support/free-port';
import { openDatabase } from '../db/database';
import { BANDS, PEOPLE, portalCall, standInService, useApprovalServer } from '../testing/approvals.harness';
import { startBff } from '../testing/bff-server.harness';
import { memoryLogger } from '../testing/server.harness';

let catcher: SmtpCatcher;
let port: number;
beforeAll(async () => {
  port = await freePort();
  catcher = await startSmtpCatcher(port);
});
afterAll(() => catcher.close());

const server = useApprovalServer(() => ({ SMTP_URL: `smtp://127.0.0.1:${port}` }));
const { call, service } = server;

/** The mails the catcher has for `to` whose subject matches. */
const caught = (to: string, subject: RegExp) =>
  catcher.received.filter((m) => m.to.includes(to) && subject.test(m.subject));

/** Waits until the catcher holds what `check` expects (the mailer sends after the decision's answer). */
const arrived = (check: () => void) => vi.waitFor(check, { timeout: 15_000, interval: 100 });

describe('approval e-mails', () => {
  it('tell the approvers of a new request, and the orderer of a decline with its reason', async () => {
    const quote = service.offer({ translationTaskId: 't-mail', price: { netAmount: '700.00' } });
    const asked = await call('orderer', 'POST', '/bff/approvals/requests', { quoteId: quote.id });
    expect(asked.status).toBe(200);
    await arrived(() => {
      expect(caught(PEOPLE.alma.email, /^Approval requested: €700\.00/)).toHaveLength(1);
      expect(caught(PEOPLE.carl.email, /^Approval requested: €700\.00/)).toHaveLength(1);
    });
    const [toAlma] = caught(PEOPLE.alma.email, /^Approval requested/);
    expect(toAlma!.text).toContain('Olivia Orderer asks to accept a quote of €700.00');
    expect(toAlma!.text).toContain('https://portal.example.com/approvals');
    // The orderer asked: nobody tells them of their own request.
    expect(caught(PEOPLE.orderer.email, /^Approval requested/)).toEqual([]);

    await call('carl', 'POST', `/bff/approvals/requests/${asked.body.id!}/decision`, {
      decision: 'decline',
      reason: { code: 'no-purchase-order', text: 'Raise PO 4711 first' },
    });
    await arrived(() => expect(caught(PEOPLE.orderer.email, /was declined/)).toHaveLength(1));
    const [outcome] = caught(PEOPLE.orderer.email, /was declined/);
    expect(outcome!.text).toContain('Reason: Raise PO 4711 first');
    expect(outcome!.text).toContain('Begründung: Raise PO 4711 first');
  });

  it('tries a failed send again until it goes', async () => {
    await catcher.close();
    const quote = service.offer({ translationTaskId: 't-mail-down', price: { netAmount: '800.00' } });
    await call('orderer', 'POST', '/bff/approvals/requests', { quoteId: quote.id });
    const waiting = () =>
      server.database.db
        .selectFrom('outbox')
        .select(['attempts', 'last_error', 'sent_at', 'next_attempt_at'])
        .where('subject', 'like', 'Approval requested: €800.00%')
        .execute();
    await vi.waitFor(async () => expect((await waiting())[0]?.last_error).toBeTruthy(), { timeout: 15_000 });
    const [first] = await waiting();
    expect(first).toMatchObject({ attempts: 1, sent_at: null });
    expect(first!.next_attempt_at.getTime()).toBeGreaterThan(Date.now()); // it waits before the next try

    catcher = await startSmtpCatcher(port);
    // As if the wait were over.
    await server.database.db
      .updateTable('outbox')
      .set({ next_attempt_at: new Date() })
      .where('sent_at', 'is', null)
      .execute();
    await server.bff.mailer.sendDue();
    expect(caught(PEOPLE.alma.email, /^Approval requested: €800\.00/)).toHaveLength(1);
    expect((await waiting()).every((m) => m.sent_at !== null)).toBe(true);
  });
});

describe('the outbox across a restart', () => {
  it('keeps what a portal server without SMTP could not send, and the next one sends it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-outbox-'));
    const settings = { url: undefined, dir, poolSize: 1 };
    const shared = standInService();
    const quote = shared.offer({ translationTaskId: 't-restart', price: { netAmount: '650.00' } });
    const env = { REFERENCE_CURRENCY: 'EUR' };
    try {
      const before = openDatabase(settings, memoryLogger());
      await before.migrated;
      const first = await startBff(env, { database: before, service: shared });
      const cookies = {
        admin: await first.signIn(PEOPLE.admin),
        orderer: await first.signIn(PEOPLE.orderer),
        alma: await first.signIn(PEOPLE.alma),
      };
      await portalCall(first.url, cookies.alma, 'GET', '/bff/session');
      await portalCall(first.url, cookies.admin, 'PUT', '/bff/approvals/rules', BANDS);
      const asked = await portalCall(first.url, cookies.orderer, 'POST', '/bff/approvals/requests', {
        quoteId: quote.id,
      });
      expect(asked.status).toBe(200);
      await first.stop();
      await before.close();

      const after = openDatabase(settings, memoryLogger());
      const second = await startBff({ ...env, SMTP_URL: catcher.url }, { database: after, service: shared });
      try {
        await arrived(() => expect(caught(PEOPLE.alma.email, /^Approval requested: €650\.00/)).toHaveLength(1));
      } finally {
        await second.stop();
        await after.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
