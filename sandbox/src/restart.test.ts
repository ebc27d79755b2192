// @vitest-environment node
/**
 * `npm start` survives a restart of every process, on PGlite and on PostgreSQL: a request waits for approval; the
 * sandbox's process (its provider, the API and its vendors, the portal server, the SMTP catcher) stops, and so does
 * PostgreSQL; both start again on the same data folder and database; the approver approves, the order is placed at
 * the vendor, the audit trail lists every step, and each e-mail reaches the catcher once.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { portalCall } from '#server/testing/approvals.harness';
import { startPostgres, type RunningPostgres } from '#server/testing/postgres.harness';
import { apiClient, type Transport } from '#test-support/api-client';
import { freePort } from '#test-support/free-port';
import { until } from '#test-support/until';
import { signInThroughBff, startSandboxProcess, type SandboxProcess } from './sandbox.harness';

interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

/** The service's API through the portal server's proxy, with the session cookie, as the portal's pages call it. */
const throughPortal =
  (base: string, cookie: string): Transport =>
  ({ method, path: target, headers, body }) => {
    const { Authorization: _bearer, ...rest } = headers;
    return fetch(`${base}${target}`, {
      method,
      headers: { ...rest, cookie, 'X-Portal-Request': '1' },
      ...(body === undefined ? {} : { body }),
    });
  };

/** Anything above one cent needs one approval. */
const RULES = {
  projectId: null,
  referenceCurrency: 'EUR',
  expiresAfterHours: 24,
  bands: [
    { upTo: '0.01', approvers: 0 },
    { upTo: null, approvers: 1 },
  ],
};

let postgres: RunningPostgres | undefined;
const folders: string[] = [];
afterAll(async () => {
  await postgres?.stop();
  await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
});

const ENGINES: [string, () => Promise<{ env: Record<string, string>; restart?: RunningPostgres }>][] = [
  // npm start's default: PGlite in the sandbox's data folder.
  ['PGlite', () => Promise.resolve({ env: {} })],
  [
    'PostgreSQL',
    async () => {
      postgres ??= await startPostgres();
      return { env: { DATABASE_URL: postgres.url }, restart: postgres };
    },
  ],
];

describe.each(ENGINES)('npm start on %s', (_engine, engine) => {
  it('keeps a request across a restart of every process; the approval after it places the order', async () => {
    const { env, restart } = await engine();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sandbox-restart-'));
    folders.push(dataDir);
    const port = await freePort();
    const settings = {
      ...env,
      SANDBOX_DATA_DIR: path.join(dataDir, 'data'),
      SANDBOX_STATIC_DIR: path.join(dataDir, 'dist'),
      SANDBOX_TIME_SCALE: '0.002',
    };
    let running: SandboxProcess | undefined;
    try {
      running = await startSandboxProcess(port, settings);
      const { base } = running;
      const cookies = {
        admin: await signInThroughBff(base, base, 'admin'),
        orderer: await signInThroughBff(base, base, 'orderer'),
        // Signed in once, so that the portal server knows where to write to the approver.
        approver: await signInThroughBff(base, base, 'approver'),
      };
      for (const cookie of Object.values(cookies)) await portalCall(base, cookie, 'GET', '/bff/session');
      expect((await portalCall(base, cookies.admin, 'PUT', '/bff/approvals/rules', RULES)).status).toBe(200);

      const orderer = apiClient({ transport: throughPortal(base, cookies.orderer), token: () => '' });
      const taskId = await orderer.placeOrder('restart.txt', 'The shop opens at nine after the restart.\n');
      const quote = await until(`a German quote offered for ${taskId}`, async () =>
        (await orderer.quotes(taskId)).find((q) => q.target === 'de-DE' && q.state === 'OFFERED'),
      );
      const accept = await portalCall(base, cookies.orderer, 'PATCH', `/rest/api/quotes/${quote.id}`, {
        state: 'ACCEPTED',
      });
      expect([accept.status, accept.body.code]).toEqual([403, 'approval-required']);
      const asked = await portalCall(base, cookies.orderer, 'POST', '/bff/approvals/requests', { quoteId: quote.id });
      expect(asked.body.status).toBe('pending');
      const caught = async () => (await (await fetch(`${base}/sandbox/mail.json`)).json()) as CaughtMail[];
      const toApprover = (mails: CaughtMail[]) =>
        mails.filter((m) => m.to.includes('approver@example.com') && m.text.includes(taskId));
      await until('the approver’s e-mail at the catcher', async () => toApprover(await caught()).length > 0);

      await running.stop();
      running = undefined;
      // Every process: with PostgreSQL, the database server too.
      await restart?.down();
      await restart?.up();
      running = await startSandboxProcess(port, settings);

      const again = {
        admin: await signInThroughBff(base, base, 'admin'),
        orderer: await signInThroughBff(base, base, 'orderer'),
        approver: await signInThroughBff(base, base, 'approver'),
      };
      const queue = await portalCall(base, again.approver, 'GET', '/bff/approvals/requests?scope=queue');
      expect(queue.body.requests?.map((r) => r.id)).toContain(asked.body.id);
      const approved = await portalCall(
        base,
        again.approver,
        'POST',
        `/bff/approvals/requests/${asked.body.id!}/decision`,
        { decision: 'approve' },
      );
      expect(approved.body.status).toBe('approved');

      // Placed at the vendor: the quote accepted at the service, and the vendor's order number on it.
      const after = apiClient({ transport: throughPortal(base, again.orderer), token: () => '' });
      const placed = await until(`the vendor's order number on quote ${quote.id}`, async () =>
        (await after.quotes(taskId)).find((q) => q.id === quote.id && q.orderNumber),
      );
      expect(placed.state).toBe('ACCEPTED');

      const trail = await portalCall(base, again.admin, 'GET', `/bff/audit?taskId=${taskId}`);
      expect(trail.body.entries?.map((e) => [e.action, e.actor.name])).toEqual([
        ['quote.accepted', 'Alma Approver'],
        ['approval.granted', 'Alma Approver'],
        ['approval.requested', 'Olivia Orderer'],
        ['order.placed', 'Olivia Orderer'],
      ]);
      expect(trail.body.entries?.[0]?.requestId).toBe(asked.body.id);
      const rules = await portalCall(base, again.admin, 'GET', '/bff/audit?action=rules.changed');
      expect(rules.body.entries).toHaveLength(1);

      // The orderer hears of the approval; the approver's e-mail, sent before the restart, is not sent again.
      const outcome = await until('the orderer’s e-mail at the catcher', async () =>
        (await caught()).find((m) => m.to.includes('orderer@example.com') && m.text.includes(taskId)),
      );
      expect(outcome.subject).toMatch(/was approved/);
      expect(toApprover(await caught())).toEqual([]);
    } finally {
      await running?.stop();
    }
  }, 300_000);
});
