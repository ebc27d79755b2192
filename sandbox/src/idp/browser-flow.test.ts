// @vitest-environment node
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_WEB } from './clients';
import { postToken } from '#test-support/token-client';
import { Browser, decodeJwt, startSandbox, type RunningSandbox } from '../sandbox.harness';

let s: RunningSandbox;
beforeAll(async () => {
  s = await startSandbox();
});
afterAll(async () => {
  await s.stop();
});

function location(res: Response): string {
  expect(res.status).toBe(303);
  return res.headers.get('location') ?? '';
}

/** The portal's authorization request (code flow, PKCE S256) with `extra` parameters, and its verifier. */
function pkceAuthorize(extra: Record<string, string>) {
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = `${s.base}/auth/callback`;
  const authorize = new URL(`${s.base}/auth/realms/portal/protocol/openid-connect/auth`);
  authorize.search = new URLSearchParams({
    client_id: PORTAL_WEB,
    response_type: 'code',
    scope: 'openid profile email',
    redirect_uri: redirectUri,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...extra,
  }).toString();
  return { verifier, redirectUri, authorize };
}

describe('portal-web authorization code flow with PKCE', () => {
  it('signs in through our login page and exchanges the code', async () => {
    const browser = new Browser(s.base);
    const { verifier, redirectUri, authorize } = pkceAuthorize({ state: 'st<ate>', ui_locales: 'de' });

    const loginUrl = location(await browser.request(authorize.href));
    expect(loginUrl).toMatch(/\/auth\/realms\/portal\/interaction\/[\w-]+$/);

    const page = await browser.request(loginUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    const html = await page.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<main>');
    expect(html).toMatch(/<label for="username">Benutzername<\/label>/);
    expect(html).toMatch(/<label for="password">Passwort<\/label>/);
    expect(html).toContain('>Anmelden</button>');
    expect(html).not.toContain('<script');

    const wrong = await browser.submit(loginUrl, { username: '<b>orderer</b>', password: 'x' });
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain('role="alert"');
    expect(wrongHtml).toContain('Ungültiger Benutzername oder Passwort.');
    expect(wrongHtml).toContain('value="&lt;b&gt;orderer&lt;/b&gt;"');

    const resume = location(await browser.submit(loginUrl, { username: 'orderer', password: 'orderer' }));
    const callback = new URL(location(await browser.request(resume)));
    expect(callback.origin + callback.pathname).toBe(redirectUri);
    expect(callback.searchParams.get('state')).toBe('st<ate>');
    const code = callback.searchParams.get('code') ?? '';

    const tokens = await postToken(s.base, {
      grant_type: 'authorization_code',
      client_id: PORTAL_WEB,
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    });
    expect(tokens.status).toBe(200);
    expect(tokens.body.refresh_token).toBeTruthy();
    expect(decodeJwt(tokens.body.access_token ?? '')).toMatchObject({
      aud: 'translation-api',
      preferred_username: 'orderer',
      realm_access: { roles: ['orderer'] },
      organisation: 'acme',
    });
    expect(decodeJwt(tokens.body.id_token ?? '')).toMatchObject({
      aud: PORTAL_WEB,
      name: 'Olivia Orderer',
      email: 'orderer@example.com',
      preferred_username: 'orderer',
      organisation: 'acme',
      realm_access: { roles: ['orderer'] },
    });

    // Public client: the refresh token rotates on every use.
    const refreshed = await postToken(s.base, {
      grant_type: 'refresh_token',
      client_id: PORTAL_WEB,
      refresh_token: tokens.body.refresh_token ?? '',
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).not.toBe(tokens.body.refresh_token);
    expect(decodeJwt(refreshed.body.access_token ?? '').aud).toBe('translation-api');

    // A second authorization reuses the session: no login page.
    const again = location(await browser.request(authorize.href));
    expect(again).not.toContain('/interaction/');

    // Sign out with the ID token as id_token_hint: no question, as Keycloak asks none then; the page submits its
    // form itself (its one script allowed by its hash in the CSP), and the browser is back at the portal.
    const logout = new URL(`${s.base}/auth/realms/portal/protocol/openid-connect/logout`);
    logout.search = new URLSearchParams({
      id_token_hint: tokens.body.id_token ?? '',
      post_logout_redirect_uri: `${s.base}/`,
    }).toString();
    const confirm = await browser.request(logout.href, { headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(confirm.status).toBe(200);
    const confirmHtml = await confirm.text();
    expect(confirmHtml).toContain('<h1>Sign out</h1>');
    expect(confirmHtml).not.toContain('Do you want to sign out');
    const script = /<script>([^<]*)<\/script>/.exec(confirmHtml)?.[1] ?? '';
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(confirm.headers.get('content-security-policy')).toContain(`script-src 'self' ${hash};`);
    const action = /action="([^"]+)"/.exec(confirmHtml)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirmHtml)?.[1] ?? '';
    expect(location(await browser.submit(action, { xsrf, logout: 'yes' }))).toBe(`${s.base}/`);

    // Signed out: the login page is shown again.
    expect(location(await browser.request(authorize.href))).toContain('/interaction/');
  });

  it('requires PKCE for portal-web', async () => {
    const authorize = new URL(`${s.base}/auth/realms/portal/protocol/openid-connect/auth`);
    authorize.search = new URLSearchParams({
      client_id: PORTAL_WEB,
      response_type: 'code',
      scope: 'openid',
      redirect_uri: `${s.base}/auth/callback`,
    }).toString();
    const res = await fetch(authorize, { redirect: 'manual' });
    const target = new URL(res.headers.get('location') ?? '', s.base);
    expect(target.searchParams.get('error')).toBe('invalid_request');
  });
});

describe('portal-web refresh tokens in two tabs of one browser', () => {
  /** One tab's sign-in: authorize (the login page only without a session), then the code exchange. */
  async function signInTab(browser: Browser) {
    const { verifier, redirectUri, authorize } = pkceAuthorize({ state: 'tab' });
    let next = location(await browser.request(authorize.href));
    let loginPage = false;
    for (let hop = 0; !next.startsWith(redirectUri) && hop < 5; hop += 1) {
      loginPage ||= next.includes('/interaction/');
      next = next.includes('/interaction/')
        ? location(await browser.submit(next, { username: 'orderer', password: 'orderer' }))
        : location(await browser.request(next));
    }
    const tokens = await postToken(s.base, {
      grant_type: 'authorization_code',
      client_id: PORTAL_WEB,
      code: new URL(next).searchParams.get('code') ?? '',
      redirect_uri: redirectUri,
      code_verifier: verifier,
    });
    expect(tokens.status).toBe(200);
    return { refreshToken: tokens.body.refresh_token ?? '', loginPage };
  }
  const refresh = (refreshToken: string) =>
    postToken(s.base, { grant_type: 'refresh_token', client_id: PORTAL_WEB, refresh_token: refreshToken });

  it('gives each tab its own chain; reusing a spent refresh token revokes the grant both tabs share', async () => {
    const browser = new Browser(s.base);
    const { refreshToken: tabA, loginPage } = await signInTab(browser);
    const second = await signInTab(browser);
    const tabB = second.refreshToken;
    expect([loginPage, second.loginPage]).toEqual([true, false]);
    expect(tabB).not.toBe(tabA);

    // Independent chains: each tab rotates its own token.
    const tabA2 = await refresh(tabA);
    const tabB2 = await refresh(tabB);
    expect([tabA2.status, tabB2.status]).toEqual([200, 200]);

    // A copy of tab A (same refresh token) renews after tab A did: the spent token is refused …
    const reused = await refresh(tabA);
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ error: 'invalid_grant' });
    // … and the grant is gone: tab A's fresh token and tab B's chain no longer work either.
    expect((await refresh(tabA2.body.refresh_token ?? '')).status).toBe(400);
    expect((await refresh(tabB2.body.refresh_token ?? '')).status).toBe(400);
    // The browser session survives, so a tab can sign in again without the login page.
    const again = await signInTab(browser);
    expect(again.loginPage).toBe(false);
    expect((await refresh(again.refreshToken)).status).toBe(200);
  });
});
