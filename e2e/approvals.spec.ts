/**
 * Approvals in server mode, one journey per role: the admin sets the organisation's bands; the orderer's Accept
 * above them becomes a request; an approver (not the orderer) approves and the quote is accepted at the service;
 * another request is declined and the orderer reads why; a PATCH around it with the session cookie is refused
 * with a JSON error; the audit trail lists each step. Axe on every page, and the queue on a 390 px phone in
 * German.
 */
import type { Browser, Page } from '@playwright/test';
import { apiClient } from './support/api';
import { expect, expectNoSeriousA11yViolations, signIn, test, type DemoUser } from './support/fixtures';
import { paths } from '#portal/lib/paths.ts';

/** A browser of its own for each person, signed in on `path`. */
async function as(browser: Browser, user: DemoUser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user, path);
  return page;
}

test('the admin sets bands, an approver approves one request and declines another, all in the audit trail', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const api = await apiClient(request, 'orderer');
  /** What the portal server sent to the sandbox's SMTP catcher. */
  const caught = async () =>
    (await (await request.get('/sandbox/mail.json')).json()) as { to: string[]; subject: string; text: string }[];
  const run = `approve${Date.now().toString(36)}`;
  // Text of its own: the sandbox prices repeated text lower (its translation memory), so a rerun's quotes would be
  // cheaper.
  const taskId = await api.placeOrder(`${run}.txt`, `Shop ${run} opens at nine.\nFresh coffee every morning.\n`, {
    target: ['de-DE', 'fr-FR'],
    comment: `Approvals ${run}`,
  });

  // The admin: anything above one cent needs one approval.
  const admin = await as(browser, 'admin', paths.approvalRules.getHref());
  const defaults = admin.getByRole('region', { name: 'Organisation default' });
  const bands = defaults.getByRole('group', { name: /^Band \d+$/ });
  while ((await bands.count()) > 1) await defaults.getByRole('button', { name: 'Remove band 1' }).click();
  await defaults.getByRole('button', { name: 'Add band' }).click();
  await expect(bands).toHaveCount(2);
  await defaults.getByRole('group', { name: 'Band 1' }).getByLabel('Up to').fill('0.01');
  await defaults.getByRole('group', { name: 'Band 1' }).getByLabel('Approvals needed').fill('0');
  await defaults.getByRole('group', { name: 'Band 2' }).getByLabel('Approvals needed').fill('1');
  await defaults.getByRole('button', { name: 'Save rules' }).click();
  await expect(defaults.getByRole('status')).toHaveText('Rules saved');
  await expectNoSeriousA11yViolations(admin, { label: 'approval rules' });

  // The orderer: Accept asks for approval instead.
  const offered = async (target: string) =>
    expect
      .poll(async () => (await api.quotes(taskId)).find((q) => q.target === target && q.state === 'OFFERED'), {
        timeout: 60_000,
      })
      .toBeTruthy()
      .then(async () => (await api.quotes(taskId)).find((q) => q.target === target && q.state === 'OFFERED')!);
  const german = await offered('de-DE');
  const french = await offered('fr-FR');
  const orderer = await as(browser, 'orderer', paths.order.getHref(taskId));
  const askFor = async (quote: { number: string }) => {
    await orderer
      .getByRole('button', { name: new RegExp(`^Accept quote ${quote.number}`) })
      .first()
      .click();
    const dialog = orderer.getByRole('dialog', { name: 'Accept this quote?' });
    await expect(dialog).toContainText(/which needs 1 approval before the quote can be accepted/);
    await expect(dialog.getByRole('button', { name: 'Accept quote' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(orderer, { label: 'accept dialog asking for approval' });
    await dialog.getByRole('button', { name: 'Request approval' }).click();
    await expect(orderer.getByText('Approval requested: the approvers have been told by e-mail.')).toBeVisible();
    await orderer.keyboard.press('Escape');
  };
  // The approver has signed in before: the portal server knows where to write.
  const approver = await as(browser, 'approver', paths.approvals.getHref());

  // Around the page, with the session cookie: refused, with a JSON error, and nothing reaches the vendor.
  const patchAround = () =>
    orderer.request.patch(`/rest/api/quotes/${german.id}`, {
      headers: { 'X-Portal-Request': '1' },
      data: { state: 'ACCEPTED' },
    });
  const before = await patchAround();
  expect(before.status()).toBe(403);
  expect(await before.json()).toMatchObject({ code: 'approval-required', message: expect.stringMatching(/approval/) });

  await askFor(german);
  await askFor(french);
  // Once asked for, still not around it: the request waits.
  const waiting = await patchAround();
  expect(waiting.status()).toBe(409);
  expect(await waiting.json()).toMatchObject({ code: 'approval-pending' });
  expect((await api.quotes(taskId)).find((q) => q.id === german.id)?.state).toBe('OFFERED');

  // The approver: heard of both requests by e-mail (the sandbox's catcher has them), approves German (accepted
  // at the service), declines French with a reason.
  await expect
    .poll(async () =>
      (await caught()).filter(
        (m) =>
          m.to.includes('approver@example.com') &&
          m.subject.startsWith('Approval requested') &&
          m.text.includes(taskId),
      ),
    )
    .toHaveLength(2);
  await approver.reload();
  const card = (quote: { number: string }) =>
    approver.getByRole('article').filter({ hasText: `quote ${quote.number}` });
  await expect(card(german)).toContainText('Requested by');
  await expectNoSeriousA11yViolations(approver, { label: 'approvals queue' });
  await card(german).getByRole('button', { name: 'Approve' }).click();
  const approve = approver.getByRole('dialog', { name: 'Approve this request?' });
  await expect(approve).toContainText('Yours is the last approval');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(approver.getByText('Request approved')).toBeVisible();
  await expect.poll(async () => (await api.quotes(taskId)).find((q) => q.id === german.id)?.state).toBe('ACCEPTED');

  await card(french).getByRole('button', { name: 'Decline' }).click();
  const decline = approver.getByRole('dialog', { name: 'Decline this request?' });
  await decline.getByRole('combobox', { name: /Reason/ }).selectOption({ label: 'No purchase order' });
  await decline.getByRole('textbox', { name: /In your words/ }).fill(`Raise PO ${run} first`);
  await expectNoSeriousA11yViolations(approver, { label: 'decline dialog' });
  await decline.getByRole('button', { name: 'Decline' }).click();
  await expect(approver.getByText('Request declined')).toBeVisible();
  expect((await api.quotes(taskId)).find((q) => q.id === french.id)?.state).toBe('OFFERED');

  // The orderer reads the outcome and the reason on the order.
  await orderer.reload();
  const requests = orderer.getByRole('region', { name: 'Approvals' });
  await expect(requests.getByRole('article').filter({ hasText: `quote ${french.number}` })).toContainText(
    `Reason: No purchase order: Raise PO ${run} first`,
  );
  await expect(requests.getByRole('article').filter({ hasText: `quote ${german.number}` })).toContainText('Approved');
  await expectNoSeriousA11yViolations(orderer, { label: 'order with its requests' });
  await expect
    .poll(async () =>
      (await caught()).filter(
        (m) => m.to.includes('orderer@example.com') && /was declined/.test(m.subject) && m.text.includes(run),
      ),
    )
    .toHaveLength(1);

  // The audit trail of the order, as the admin reads it.
  await admin.goto(paths.audit.getHref({ taskId }));
  const trail = admin.getByRole('table');
  for (const step of ['Approval requested', 'Approval granted', 'Quote accepted', 'Approval declined'])
    await expect(trail.getByRole('row').filter({ hasText: step }).first()).toBeVisible();
  await expect(trail.getByRole('row').filter({ hasText: 'Approval declined' })).toContainText(`Raise PO ${run} first`);
  await expect(trail.getByRole('row').filter({ hasText: 'Approval granted' })).toContainText('Alma Approver');
  await expectNoSeriousA11yViolations(admin, { label: 'audit trail' });

  // The approver's queue on a phone, in German.
  await approver.evaluate(() => window.localStorage.setItem('portal:lang', 'de'));
  await approver.setViewportSize({ width: 390, height: 844 });
  await approver.goto(paths.approvals.getHref({ show: 'all' }));
  await expect(approver.getByRole('heading', { level: 1, name: 'Freigaben' })).toBeVisible();
  await expect(approver.getByRole('article').filter({ hasText: `${french.number}` })).toContainText('Abgelehnt');
  expect(await approver.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(approver, { label: 'approvals queue, phone, German' });
  await approver.screenshot({ path: test.info().outputPath('approvals-phone-de.png'), fullPage: true });
});
