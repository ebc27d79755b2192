/**
 * Purchase orders and budgets in server mode, one short journey: a project that requires a PO refuses the
 * orderer's Accept without one (the portal server's check, not the page's); with the PO chosen it is accepted,
 * which takes the project's budget past 80 %: the quote table shows what the budget would have left after each
 * remaining quote, and the admin's budgets page shows the alert (and, on a 390 px phone in German, fits). The
 * set-up goes through the APIs; axe on every page.
 */
import type { Browser, Page } from '@playwright/test';
import { apiClient } from './support/api';
import { expect, expectNoSeriousA11yViolations, signIn, test, type DemoUser } from './support/fixtures';
import { paths } from '#portal/lib/paths.ts';

async function as(browser: Browser, user: DemoUser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user, path);
  return page;
}

/** A call to the portal server's own resources with the page's session cookie. */
async function bff(page: Page, method: 'POST' | 'PUT', path: string, data: unknown) {
  const response = await page.request.fetch(`/bff${path}`, { method, headers: { 'X-Portal-Request': '1' }, data });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

test('a project that requires a PO refuses an acceptance without one; a budget past 80 % alerts and shows beside the quotes', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const run = `budget${Date.now().toString(36)}`;
  const adminApi = await apiClient(request, 'admin');
  const project = await adminApi.post<{ id: string }>('/projects/', { name: `Budgets ${run}` });
  const admin = await as(browser, 'admin', paths.budgets.getHref());
  await bff(admin, 'PUT', `/budgets/projects/${project.id}`, { purchaseOrderRequired: true });
  // This project's own rules need no approval, whatever another journey left as the organisation's bands.
  await bff(admin, 'PUT', `/approvals/rules/projects/${project.id}`, {
    projectId: project.id,
    referenceCurrency: 'EUR',
    expiresAfterHours: 24,
    bands: [{ upTo: null, approvers: 0 }],
  });
  const today = new Date().toISOString().slice(0, 10);
  const saved = await bff(admin, 'POST', '/budgets/purchase-orders', {
    number: `PO-${run}`,
    amount: '100000',
    currency: 'EUR',
    validFrom: today,
    validTo: today,
    costCentreId: null,
  });
  const po = (saved.purchaseOrders as { id: string; number: string }[]).find((p) => p.number === `PO-${run}`)!;

  const api = await apiClient(request, 'orderer');
  const taskId = await api.placeOrder(`${run}.txt`, `Budget ${run} opens at nine.\n`, {
    target: ['de-DE', 'fr-FR'],
    projectId: project.id,
  });
  const offered = async (target: string) => {
    await expect
      .poll(async () => (await api.quotes(taskId)).some((q) => q.target === target && q.state === 'OFFERED'), {
        timeout: 45_000,
      })
      .toBe(true);
    return (await api.quotes(taskId)).find((q) => q.target === target && q.state === 'OFFERED')!;
  };
  const german = await offered('de-DE');
  await offered('fr-FR');
  // The German quote takes 1 / 1.2 of the budget: 83.3 %.
  const amount = (Number(german.price.grossAmount) * 1.2).toFixed(2);
  await bff(admin, 'POST', '/budgets/budgets', {
    name: `Budget ${run}`,
    scope: { kind: 'project', projectId: project.id },
    period: 'month',
    startsOn: `${today.slice(0, 7)}-01`,
    amount,
    currency: german.price.currency,
    hard: false,
  });

  const orderer = await as(browser, 'orderer', paths.order.getHref(taskId));
  const accept = async () => {
    await orderer.getByRole('button', { name: new RegExp(`^Accept quote ${german.number}`) }).click();
    await orderer
      .getByRole('dialog', { name: 'Accept this quote?' })
      .getByRole('button', { name: 'Accept quote' })
      .click();
  };
  await accept();
  await expect(
    orderer.getByRole('alert').filter({ hasText: `Quote ${german.number} could not be accepted` }),
  ).toContainText('This project requires a purchase order');
  expect((await api.quotes(taskId)).find((q) => q.id === german.id)?.state).toBe('OFFERED');
  await expectNoSeriousA11yViolations(orderer, { label: 'acceptance refused without a PO' });

  await bff(orderer, 'PUT', `/budgets/orders/${taskId}`, { purchaseOrderId: po.id, costCentreId: null });
  await orderer.reload();
  await accept();
  await expect.poll(async () => (await api.quotes(taskId)).find((q) => q.id === german.id)?.state).toBe('ACCEPTED');

  // French quotes are still offered: beside each, what the budget would have left after it.
  await orderer.reload();
  const french = orderer.getByRole('table', { name: /\(fr-FR\)/ });
  // The outlook is asked for once the comparison comes near the viewport, as a reader scrolls to it.
  await french.scrollIntoViewIfNeeded();
  await expect(french.getByText(new RegExp(`^Budget ${run}: .* left after this quote`)).first()).toBeVisible();
  await expectNoSeriousA11yViolations(orderer, { label: 'quotes with the budget left' });

  await admin.reload();
  await expect(admin.getByText(new RegExp(`^Budget ${run} has reached 80 % of its budget`))).toBeVisible();
  await expect(admin.getByRole('article', { name: `Budget ${run}` })).toContainText('Alerts reached: 50 %, 80 %');
  await expectNoSeriousA11yViolations(admin, { label: 'budgets page' });

  // The budgets page on a phone, in German: nothing wider than the screen.
  await admin.evaluate(() => window.localStorage.setItem('portal:lang', 'de'));
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.reload();
  await expect(admin.getByRole('heading', { level: 1, name: 'Budgets und Bestellnummern' })).toBeVisible();
  await expect(admin.getByText(new RegExp(`^Budget ${run} hat 80 % seines Budgets`))).toBeVisible();
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(admin, { label: 'budgets page, phone, German' });
});
