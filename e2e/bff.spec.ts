/** Server sign-in mode (bff, `npm start -- --bff`): what the browser can see of the session, and what the server refuses. */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { apiClient } from './support/api';
import { test, expect, signIn, signOut } from './support/fixtures';
import { paths } from '#portal/lib/paths.ts';

const JWT = /eyJ[\w-]+\.[\w-]+/;
const SESSION_COOKIE = '__Host-portal-session';

/** Everything the page could read: storage, document.cookie, its address and history. */
function readable(page: Page) {
  return page.evaluate(() =>
    JSON.stringify({
      session: { ...sessionStorage },
      local: { ...localStorage },
      cookie: document.cookie,
      url: location.href,
    }),
  );
}

test('no token or code in storage, script-readable cookies, URLs or response bodies; no Authorization header', async ({
  page,
}) => {
  const requests: { url: string; authorization: string | undefined; csrf: string | undefined; method: string }[] = [];
  const committed: string[] = [];
  const bodies: Promise<string>[] = [];
  page.on('request', (r) =>
    requests.push({
      url: r.url(),
      authorization: r.headers().authorization,
      csrf: r.headers()['x-portal-request'],
      method: r.method(),
    }),
  );
  page.on('framenavigated', (frame) => committed.push(frame.url()));
  page.on('response', (r) => {
    // What the page's scripts can read: its own fetch/XHR answers.
    if (['fetch', 'xhr'].includes(r.request().resourceType())) bodies.push(r.text().catch(() => ''));
  });

  await signIn(page, 'orderer', paths.orders.getHref());
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Tags', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();

  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name === SESSION_COOKIE);
  // Strict: signing in across sites still works, as the page asks /bff/session itself (same-origin) after the redirects.
  expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
  const state = await readable(page);
  expect(state).not.toMatch(JWT);
  expect(state).not.toContain(session?.value ?? 'no session cookie');
  expect(await page.evaluate(() => document.cookie)).toBe('');
  for (const url of committed) expect(url).not.toMatch(/[?&#](code|state|access_token|id_token)=/);
  for (const body of await Promise.all(bodies)) expect(body).not.toMatch(JWT);

  const api = requests.filter((r) => r.url.includes('/rest/api/'));
  expect(api.length).toBeGreaterThan(0);
  for (const r of requests) expect(r.authorization, r.url).toBeUndefined();
  for (const r of api) expect(r.csrf, r.url).toBe('1');
  const sessionReads = requests.filter((r) => r.url.endsWith('/bff/session'));
  expect(sessionReads.length).toBeGreaterThan(0);
  for (const r of sessionReads) expect(r.csrf, r.url).toBe('1');
});

test('a request without the CSRF header, or from another site, is refused', async ({ page, baseURL }) => {
  await signIn(page, 'orderer', paths.orders.getHref());
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  // Same page, but a script that leaves out the header: a write, a read, and who is signed in.
  const statuses = await page.evaluate(async () => {
    const write = await fetch('/rest/api/translationTasks/', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: '{}',
    });
    const read = await fetch('/rest/api/translationTasks/');
    const session = await fetch('/bff/session');
    return [write.status, read.status, session.status];
  });
  expect(statuses).toEqual([403, 403, 403]);

  // Another site posts a form to the portal with the user's browser.
  const refused = page.waitForResponse(
    (r) => r.url().endsWith('/rest/api/translationTasks/') && r.request().method() === 'POST',
  );
  await page.goto('about:blank');
  await page.setContent(
    `<form method="post" action="${baseURL}/rest/api/translationTasks/" enctype="text/plain"><input name='{"source":"en-US","x' value='":1}'></form>`,
  );
  await page.evaluate(() => document.querySelector('form')?.submit());
  expect((await refused).status()).toBe(403);
});

test('after sign-out the old session cookie is refused', async ({ page, request }) => {
  await signIn(page, 'orderer', paths.orders.getHref());
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE)?.value ?? '';
  const headers = { cookie: `${SESSION_COOKIE}=${cookie}`, 'X-Portal-Request': '1' };
  expect((await request.get('/bff/session', { headers })).status()).toBe(200);

  await signOut(page);

  expect((await request.get('/bff/session', { headers })).status()).toBe(401);
  expect((await request.get('/rest/api/translationTasks/', { headers })).status()).toBe(401);
});

test('sign-out ends the provider’s session without asking: the next person to sign in is asked for a password', async ({
  page,
}) => {
  await signIn(page, 'orderer', paths.orders.getHref());
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: /sign out/i }).click();
  // No question at the provider (it asks without id_token_hint, and a user on a shared computer who closes that
  // page stays signed in there): back at the portal, whose sign-in shows the provider's form.
  await expect(page.getByLabel(/username/i)).toBeVisible();
  await expect(page.getByRole('button', { name: /^sign in$/i })).toBeVisible();
  expect(await page.context().cookies()).not.toContainEqual(expect.objectContaining({ name: SESSION_COOKIE }));
});

test('a document downloads through the portal server (fetch with the CSRF header, saved from a blob)', async ({
  page,
  request,
}) => {
  const api = await apiClient(request, 'orderer');
  const text = 'Downloaded through the portal server.\n';
  const document = await api.uploadText('bff-download.txt', text);
  const task = await api.createTask({ source: 'en-US', target: ['de-DE'], sourceDocumentIds: [document.id] });
  const downloads: { url: string; csrf: string | undefined }[] = [];
  page.on('request', (r) => {
    if (r.url().includes(`/rest/api/documents/${document.id}/content`)) {
      downloads.push({ url: r.url(), csrf: r.headers()['x-portal-request'] });
    }
  });

  await signIn(page, 'orderer', paths.order.getHref(task.id));
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download bff-download.txt' }).click();
  const file = await saved;
  expect(file.suggestedFilename()).toBe('bff-download.txt');
  expect(await readFile(await file.path(), 'utf8')).toBe(text);
  expect(downloads.length).toBeGreaterThan(0);
  for (const d of downloads) expect(d.csrf, d.url).toBe('1');
});
