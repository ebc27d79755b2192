/** Security journeys: where tokens live, what survives sign-out, user switches, XSS and organisation isolation. */
import { test, expect, signIn, signOut, collectDialogs } from './support/fixtures';
import { apiClient } from './support/api';
import type { Page, Route } from '@playwright/test';
import { paths } from '#portal/lib/paths.ts';

const XSS_IMG = '<img src=x onerror="window.__xss=1">';
const XSS_SCRIPT = '<script>window.__xss=1</script>';

function readSessionTokens(page: Page) {
  return page.evaluate(() => {
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith('oidc.user:')) {
        const user = JSON.parse(sessionStorage.getItem(key) ?? '{}') as {
          access_token?: string;
          refresh_token?: string;
        };
        return [user.access_token, user.refresh_token].filter((t): t is string => Boolean(t));
      }
    }
    return [];
  });
}

test('tokens never reach localStorage, cookies or any URL', { tag: '@browser-mode' }, async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  await signIn(page, 'orderer', paths.orders.getHref());
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Tags', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();

  const tokens = await readSessionTokens(page);
  expect(tokens.length).toBeGreaterThan(0);
  const local = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  const cookies = JSON.stringify(await page.context().cookies());
  const history = await page.evaluate(() => window.location.href);
  for (const token of tokens) {
    expect(local).not.toContain(token);
    expect(cookies).not.toContain(token);
    expect(history).not.toContain(token);
    for (const url of urls) expect(url).not.toContain(token);
  }
  expect(local).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
  for (const url of urls) expect(url).not.toMatch(/access_token=|refresh_token=|id_token=/);
});

test('a second user on the same browser sees nothing of the first', async ({ page, request }) => {
  const orderer = await apiClient(request, 'orderer');
  const marker = `Private note ${Date.now()}`;
  const task = await orderer.createTask({ source: 'en-US', target: ['de-DE'], comment: marker });

  await signIn(page, 'orderer', paths.order.getHref(task.id));
  // The comment (the page's title is made of its first words too).
  await expect(page.getByText(marker, { exact: true })).toBeVisible();
  await signOut(page);
  const afterSignOut = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
  expect(afterSignOut).not.toContain('orderer@example.com');
  expect(afterSignOut).not.toContain(marker);

  await signIn(page, 'outsider', paths.orders.getHref());
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByText(marker)).toHaveCount(0);
  await page.goto(paths.order.getHref(task.id));
  await expect(page.getByText(/not found/i).first()).toBeVisible();
  await expect(page.getByText(marker)).toHaveCount(0);
});

test('outsider gets not-found for acme ids in the URL', async ({ page, request }) => {
  const admin = await apiClient(request, 'admin');
  const projectId = await admin.projectId('Marketing website');
  const task = await admin.createTask({ source: 'en-US', target: ['fr-FR'], projectId });
  await signIn(page, 'outsider', paths.project.getHref(projectId));
  await expect(page.getByText(/not found/i).first()).toBeVisible();
  await page.goto(paths.order.getHref(task.id));
  await expect(page.getByText(/not found/i).first()).toBeVisible();
});

test(
  'XSS payloads in names, comments, tags and reference numbers render as text',
  { tag: '@one-mode' },
  async ({ page, request }) => {
    const dialogs = collectDialogs(page);
    const admin = await apiClient(request, 'admin');
    const stamp = Date.now();
    const project = await admin.post<{ id: string }>('/projects/', {
      name: `${XSS_IMG} project ${stamp}`,
      orderReferenceNumbers: [{ [`${XSS_SCRIPT}key`]: { number: `${XSS_IMG}42` } }],
    });
    const document = await admin.uploadText(`${XSS_IMG}.txt`, `Hello ${XSS_SCRIPT}`);
    const tag = `${XSS_IMG}tag${stamp}`;
    const task = await admin.createTask({
      source: 'en-US',
      target: ['de-DE'],
      projectId: project.id,
      sourceDocumentIds: [document.id],
      comment: `${XSS_SCRIPT} comment ${stamp}`,
      tags: [tag],
    });

    await signIn(page, 'admin', paths.order.getHref(task.id));
    // The page title made of the document's name, and the comment, show the payloads as text.
    await expect(page.getByRole('heading', { level: 1, name: `${XSS_IMG}.txt into German (Germany)` })).toBeVisible();
    await expect(page.getByText(`${XSS_SCRIPT} comment ${stamp}`, { exact: true }).last()).toBeVisible();
    await expect(page.getByText(`${XSS_IMG}.txt`).first()).toBeVisible();
    await expect(page.getByText(tag).first()).toBeVisible();

    await page.goto(`/orders?q=${stamp}`);
    await expect(page.getByText(tag).first()).toBeVisible();

    await page.goto(paths.projects.getHref());
    await expect(page.getByText(`${XSS_IMG} project ${stamp}`).first()).toBeVisible();

    await page.goto(paths.tags.getHref());
    await expect(page.getByText(tag).first()).toBeVisible();

    await page.goto(`/projects/${project.id}?section=references`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`project ${stamp}`);
    await expect(page.getByRole('textbox', { name: 'Key 1' })).toHaveValue(`${XSS_SCRIPT}key`);
    await expect(page.getByRole('textbox', { name: 'Number 1' })).toHaveValue(`${XSS_IMG}42`);

    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(dialogs).toEqual([]);
  },
);

test(
  'vendor names from the service render as text in quotes, enquiries and dialogs',
  { tag: '@one-mode' },
  async ({ page, request }) => {
    const dialogs = collectDialogs(page);
    const orderer = await apiClient(request, 'orderer');
    const document = await orderer.uploadText('vendor-names.txt', 'Hello vendors.');
    const task = await orderer.createTask({ source: 'en-US', target: ['de-DE'], sourceDocumentIds: [document.id] });
    await orderer.patchTask(task.id, { complete: true });

    // The sandbox's vendors have fixed names; a service could send anything, so rename them on the way.
    const rename = (key: 'supplierName' | 'lspVendorName') => async (route: Route) => {
      const response = await route.fetch();
      const items = (await response.json()) as Record<string, unknown>[];
      await route.fulfill({
        response,
        json: items.map((item) => ({ ...item, [key]: `${XSS_IMG}${String(item[key])}` })),
      });
    };
    await page.route(`**/rest/api/translationTasks/${task.id}/quotes`, rename('supplierName'));
    await page.route(`**/rest/api/translationTasks/${task.id}/quoteEnquiries`, rename('lspVendorName'));

    await signIn(page, 'orderer', paths.order.getHref(task.id));
    const quotes = page.getByRole('table', { name: 'German (Germany)' });
    await expect(quotes.getByRole('row', { name: /-Q-/ }).first()).toBeVisible({ timeout: 30_000 });
    await expect(quotes.getByText(`${XSS_IMG}Lingua Services GmbH`).first()).toBeVisible();

    await quotes
      .getByRole('row', { name: /Lingua Services GmbH/ })
      .first()
      .getByRole('button', { name: /^Accept quote/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Accept this quote?' });
    await expect(dialog).toContainText(`from ${XSS_IMG}Lingua Services GmbH`);
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog).toBeHidden();

    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(dialogs).toEqual([]);
  },
);

test('the CSP enforces Trusted Types: markup strings and unknown policies are refused', async ({
  page,
  consoleErrors,
}) => {
  const csp = (await page.request.get('/')).headers()['content-security-policy'] ?? '';
  expect(csp).toContain("require-trusted-types-for 'script'");
  expect(csp).toMatch(/(^|; )trusted-types default portal-worker portal-xml-check(;|$)/);
  await signIn(page, 'orderer', '/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  // Mantine's CSS variables reach their <style> element through the default policy (markup-free text).
  expect(await page.locator('style[data-mantine-styles]').first().textContent()).toContain('--mantine-');

  const attempt = await page.evaluate(async () => {
    const violations: string[] = [];
    document.addEventListener('securitypolicyviolation', (e) => violations.push(e.effectiveDirective));
    const refused = (act: () => void) => {
      try {
        act();
        return 'allowed';
      } catch (error) {
        return (error as Error).name;
      }
    };
    const box = document.createElement('div');
    document.body.append(box);
    const html = refused(() => (box.innerHTML = '<img src=x onerror="window.__xss=1">'));
    const tt = (window as unknown as { trustedTypes: { createPolicy(n: string, r: object): unknown } }).trustedTypes;
    const policy = refused(() => tt.createPolicy('attacker', { createHTML: (s: string) => s }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    return { html, policy, children: box.childElementCount, violations };
  });
  expect(attempt).toEqual({
    html: 'TypeError',
    policy: 'TypeError',
    children: 0,
    violations: ['require-trusted-types-for', 'trusted-types'],
  });
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  // The browser reports both refusals on the console; they are this test's point, not failures.
  const expected = [/requires 'TrustedHTML' assignment/, /TrustedTypePolicy named 'attacker'/];
  for (const pattern of expected) {
    const at = consoleErrors.findIndex((e) => pattern.test(e));
    expect(at, `console reports ${pattern}`).toBeGreaterThanOrEqual(0);
    consoleErrors.splice(at, 1);
  }
});
