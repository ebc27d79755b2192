// @vitest-environment node
/**
 * `npm start` (server mode, its default): the portal server's sign-in, session, proxy and sign-out against the sandbox's
 * provider and API, with the provider on another site (http://127.0.0.1:<port>, the portal on localhost),
 * so the provider's redirects reach the portal as cross-site navigations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiRouter } from './api/router';
import { Browser, nextSignIn, signOutThroughBff, startSandbox, type RunningSandbox } from './sandbox.harness';

let s: RunningSandbox;
beforeAll(async () => {
  // Tokens live 31 s and are renewed 30 s before expiry: every request after the first second renews.
  s = await startSandbox(
    { SANDBOX_BFF: '1', SANDBOX_TOKEN_TTL: '31' },
    { api: createApiRouter, providerOnAnotherSite: true },
  );
});
afterAll(async () => {
  await s.stop();
});

const CSRF = { 'X-Portal-Request': '1' };
/** What the portal's own scripts send with every request to the portal server. */
const OWN = { headers: CSRF };
/** What a browser sends with a top-level navigation from the provider's site (a link, a redirect). */
const CROSS_SITE_NAVIGATION = {
  'Sec-Fetch-Site': 'cross-site',
  'Sec-Fetch-Mode': 'navigate',
  'Sec-Fetch-Dest': 'document',
};
const PROVIDER = /^http:\/\/127\.0\.0\.1:\d+\/auth\/realms\/portal\//;
const JWT = /eyJ[\w-]+\.[\w-]+/;

async function signIn(returnTo = '/orders?tab=1'): Promise<Browser> {
  const browser = new Browser(s.base);
  const login = await browser.request(`/bff/login?returnTo=${encodeURIComponent(returnTo)}`, {
    headers: CROSS_SITE_NAVIGATION,
  });
  expect(login.status).toBe(303);
  expect(login.headers.get('location')).toMatch(PROVIDER);
  const authorize = new URL(login.headers.get('location') ?? '');
  expect(authorize.searchParams.get('client_id')).toBe('portal-bff');
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  const form = (await browser.request(authorize.href)).headers.get('location') ?? '';
  const resume =
    (await browser.submit(form, { username: 'orderer', password: 'orderer' })).headers.get('location') ?? '';
  const callback = (await browser.request(resume)).headers.get('location') ?? '';
  expect(callback).toMatch(/^http:\/\/localhost:\d+\/bff\/callback\?code=/);
  const done = await browser.request(callback, { headers: CROSS_SITE_NAVIGATION });
  expect(done.status).toBe(303);
  expect(done.headers.get('location')).toBe(returnTo);
  expect(await done.text()).not.toMatch(JWT);
  return browser;
}

describe('server mode (bff) in the sandbox', () => {
  it('signs in with a confidential client and gives the browser only an HttpOnly __Host- cookie', async () => {
    const browser = await signIn();
    const sessionCookie = browser.setCookies.find((c) => c.startsWith('__Host-portal-session='));
    expect(sessionCookie).toMatch(/; Path=\/; HttpOnly; Secure; SameSite=Strict; Max-Age=\d+$/);
    expect(browser.setCookies.join('\n')).not.toMatch(JWT);

    const session = await browser.request('/bff/session', OWN);
    const text = await session.text();
    expect(JSON.parse(text)).toEqual({
      user: {
        sub: expect.any(String) as unknown,
        username: 'orderer',
        name: 'Olivia Orderer',
        email: 'orderer@example.com',
        roles: ['orderer'],
        organisation: 'acme',
      },
    });
    expect(text).not.toMatch(JWT);
    const config: unknown = await (await browser.request('/config.json')).json();
    // The sandbox's sample rates, so its three vendors' currencies compare out of the box.
    expect(config).toEqual({
      mode: 'bff',
      apiBaseUrl: '/rest/api',
      referenceCurrency: 'EUR',
      exchangeRates: { date: '2026-11-20', rates: { GBP: '0.8750', CHF: '0.9350' } },
    });
  });

  it('proxies the API with the user token, refusing state changes without the CSRF header', async () => {
    const browser = await signIn();
    const list = await browser.request('/rest/api/translationTasks/', OWN);
    expect(list.status).toBe(200);
    expect(Array.isArray(await list.json())).toBe(true);

    const body = 'Hello world.\nThe quick brown fox.\n'.repeat(1000);
    const upload = { method: 'POST', body, headers: { 'Content-Type': 'application/octet-stream' } };
    expect((await browser.request('/rest/api/documents/?filename=hello.txt', upload)).status).toBe(403);
    const crossSite = { ...upload, headers: { ...upload.headers, ...CSRF, 'Sec-Fetch-Site': 'cross-site' } };
    expect((await browser.request('/rest/api/documents/?filename=hello.txt', crossSite)).status).toBe(403);
    const created = await browser.request('/rest/api/documents/?filename=hello.txt', {
      ...upload,
      headers: { ...upload.headers, ...CSRF },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const content = await browser.request(`/rest/api/documents/${id}/content`, OWN);
    expect(content.status).toBe(200);
    expect(await content.text()).toBe(body);
  });

  it('renews the tokens once for concurrent requests (rotating refresh tokens would fail a second renewal)', async () => {
    const browser = await signIn();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const answers = await Promise.all(Array.from({ length: 8 }, () => browser.request('/rest/api/projects/', OWN)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await browser.request('/rest/api/projects/', OWN)).status).toBe(200);
  });

  it('signs out at the provider and destroys the session: the replayed cookie gets 401', async () => {
    const browser = await signIn();
    const cookie = browser.cookies.get('__Host-portal-session') ?? '';
    expect((await browser.request('/bff/logout', { method: 'POST' })).status).toBe(403);
    const replay = { headers: { ...CSRF, cookie: `__Host-portal-session=${cookie}` } };
    expect(await nextSignIn(browser)).toBe('signs in at once'); // the provider's session, before

    const out = await signOutThroughBff(browser);
    // With the ID token as id_token_hint the provider asks nothing (it would without: a user who closes
    // that page stays signed in there), and sends the browser back to the portal.
    expect(out.status).toBe(200);
    expect(out.html).not.toContain('Do you want to sign out');
    expect(out.landed).toBe(`${s.base}/`);
    expect(await nextSignIn(browser)).toBe('asks for the password');

    expect((await fetch(`${s.base}/bff/session`, replay)).status).toBe(401);
    expect((await fetch(`${s.base}/rest/api/translationTasks/`, replay)).status).toBe(401);
  });

  it('answers the sign-out with the portal’s own way to the provider, never a token', async () => {
    const browser = await signIn();
    const logout = await browser.request('/bff/logout', { method: 'POST', headers: CSRF });
    const text = await logout.text();
    expect(JSON.parse(text)).toEqual({ status: 200, logoutUrl: '/bff/end-session' });
    const end = await browser.request('/bff/end-session', {
      headers: { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'navigate' },
    });
    const provider = new URL(end.headers.get('location') ?? '');
    expect(provider.pathname).toBe('/auth/realms/portal/protocol/openid-connect/logout');
    expect(provider.searchParams.get('post_logout_redirect_uri')).toBe(`${s.base}/`);
    expect(provider.searchParams.get('id_token_hint')).toMatch(JWT);
    expect(text).not.toMatch(JWT);
  });

  it('ends the session when the user signs out at the provider itself (back-channel logout)', async () => {
    const browser = await signIn();
    expect((await browser.request('/bff/session', OWN)).status).toBe(200);
    // The provider's own sign-out (another application's, or its account page): it asks, the user says yes.
    const page = await browser.request(`${s.config.idpOrigin}/auth/realms/portal/protocol/openid-connect/logout`);
    const html = await page.text();
    const action = /<form id="op\.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    expect((await browser.submit(action, { xsrf, logout: 'yes' })).status).toBe(303);
    // The provider has told the portal server, which ended its session before the browser came back.
    expect((await browser.request('/bff/session', OWN)).status).toBe(401);
  });

  it('refuses a callback whose state this browser did not start', async () => {
    const victim = new Browser(s.base);
    const attacker = new Browser(s.base);
    const login = await attacker.request('/bff/login');
    const state = new URL(login.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const res = await victim.request(`/bff/callback?code=stolen&state=${state}`, { headers: CROSS_SITE_NAVIGATION });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await res.text();
    expect(page).toContain('<h1>Sign-in failed</h1>');
    expect(page).toContain('<a href="/bff/login?returnTo=%2F">Sign in again</a>');
    expect(victim.cookies.has('__Host-portal-session')).toBe(false);
  });

  it('shows a refusal by the provider as a page in the browser language, back to the page the user wanted', async () => {
    const browser = new Browser(s.base);
    const login = await browser.request('/bff/login?returnTo=%2Forders%2Fnew', { headers: CROSS_SITE_NAVIGATION });
    const state = new URL(login.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const res = await browser.request(`/bff/callback?error=access_denied&state=${state}`, {
      headers: { ...CROSS_SITE_NAVIGATION, 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.5' },
    });
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain('<html lang="de">');
    expect(page).toContain('<h1>Anmeldung nicht abgeschlossen</h1>');
    expect(page).toContain('<a href="/bff/login?returnTo=%2Forders%2Fnew">Erneut anmelden</a>');
    expect(browser.cookies.has('__Host-portal-session')).toBe(false);
  });

  it('keeps the strict checks for every other route: cross-site session reads and sign-outs get 403', async () => {
    const browser = await signIn();
    const crossSite = { ...CSRF, 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'cors' };
    expect((await browser.request('/bff/session', { headers: crossSite })).status).toBe(403);
    expect((await browser.request('/bff/logout', { method: 'POST', headers: crossSite })).status).toBe(403);
    expect((await browser.request('/rest/api/projects/', { headers: crossSite })).status).toBe(403);
    expect((await browser.request('/bff/session', OWN)).status).toBe(200);
  });

  it('keeps bearer requests (token form B) going straight to the API', async () => {
    const res = await fetch(`${s.base}/rest/api/translationTasks/`, { headers: { Authorization: 'Bearer nonsense' } });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toContain('Bearer');
  });
});
