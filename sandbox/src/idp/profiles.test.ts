// @vitest-environment node
/**
 * The provider profiles in server mode: the portal server signs in at the Entra ID and Okta look-alikes with the
 * claim settings of their recipes in docs/identity-providers.md, reads the roles where each provider puts them, and the API takes
 * each realm's access tokens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiRouter } from '../api/router';
import {
  browserSignedIn,
  nextSignIn,
  signInThroughBff,
  signOutThroughBff,
  startSandbox,
  type RunningSandbox,
} from '../sandbox.harness';
import { PROFILES } from './profiles';

const CSRF = { 'X-Portal-Request': '1' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each([
  { profile: 'entra', organisation: 'acme', renewable: true, withoutHint: 'asks to confirm', revocation: false },
  { profile: 'okta', organisation: 'acme', renewable: false, withoutHint: 'refuses', revocation: true },
] as const)(
  'server mode with the $profile profile',
  ({ profile, organisation, renewable, withoutHint, revocation }) => {
    let s: RunningSandbox;
    beforeAll(async () => {
      // Tokens live 32 s and are renewed 30 s before expiry: a request after two seconds renews.
      s = await startSandbox(
        { SANDBOX_BFF: '1', SANDBOX_IDP_PROFILE: profile, SANDBOX_TOKEN_TTL: '32' },
        { api: createApiRouter, providerOnAnotherSite: true },
      );
    });
    afterAll(async () => {
      await s.stop();
    });

    const session = async (cookie: string) => {
      const res = await fetch(`${s.base}/bff/session`, { headers: { ...CSRF, cookie } });
      return { status: res.status, body: (await res.json()) as { user?: unknown; expiresIn?: number } };
    };
    const tasks = async (cookie: string) =>
      (await fetch(`${s.base}/rest/api/translationTasks/`, { headers: { ...CSRF, cookie } })).status;

    it('signs in at its realm and reads each user’s roles where the provider puts them', async () => {
      const discovery = (await (
        await fetch(`${s.config.idpOrigin}/auth/realms/${PROFILES[profile].realm}/.well-known/openid-configuration`)
      ).json()) as { token_endpoint: string };
      expect(discovery.token_endpoint).toContain(PROFILES[profile].routes.token);

      const expected = {
        orderer: ['orderer'],
        admin: ['admin', 'orderer'],
        reviewer: ['reviewer'],
      };
      for (const [user, roles] of Object.entries(expected)) {
        const cookie = await signInThroughBff(s.base, s.config.idpOrigin, user);
        const { status, body } = await session(cookie);
        expect(status).toBe(200);
        expect(body.user).toMatchObject({ username: user, organisation });
        expect((body.user as { roles: string[] }).roles.sort()).toEqual([...roles].sort());
        // The session says when it ends only when it cannot be renewed.
        expect(body.expiresIn !== undefined).toBe(!renewable);
        expect(await tasks(cookie)).toBe(200);
      }
    });

    it('ends the session a browser had when it signs in again, and the new one works', async () => {
      const browser = await browserSignedIn(s.base, s.config.idpOrigin, 'orderer');
      const before = `__Host-portal-session=${browser.cookies.get('__Host-portal-session') ?? ''}`;
      // Signed in at the provider already: straight back with a code, the old session cookie along at the start.
      const authorize = (await browser.request('/bff/login')).headers.get('location') ?? '';
      const callback = (await browser.request(authorize)).headers.get('location') ?? '';
      expect((await browser.request(callback)).status).toBe(303);
      const after = `__Host-portal-session=${browser.cookies.get('__Host-portal-session') ?? ''}`;
      expect(after).not.toBe(before);
      expect((await session(before)).status).toBe(401);
      expect((await session(after)).status).toBe(200);
      expect(await tasks(after)).toBe(200);
    });

    it('signs out at the provider without asking, so the next sign-in asks for the password', async () => {
      const browser = await browserSignedIn(s.base, s.config.idpOrigin, 'orderer');
      expect(await nextSignIn(browser)).toBe('signs in at once');
      const out = await signOutThroughBff(browser);
      expect(out.status).toBe(200);
      expect(out.landed).toBe(`${s.base}/`);
      expect(await nextSignIn(browser)).toBe('asks for the password');
    });

    it(`${withoutHint} a sign-out without id_token_hint, as the real one does; has ${revocation ? 'a' : 'no'} revocation endpoint`, async () => {
      const browser = await browserSignedIn(s.base, s.config.idpOrigin, 'orderer');
      const realm = `${s.config.idpOrigin}/auth/realms/${PROFILES[profile].realm}`;
      const logout = new URL(`${realm}${PROFILES[profile].routes.end_session}`);
      logout.search = new URLSearchParams({
        client_id: 'portal-bff',
        post_logout_redirect_uri: `${s.base}/`,
      }).toString();
      const page = await browser.request(logout.href);
      const html = await page.text();
      if (withoutHint === 'refuses') {
        expect(page.status).toBe(400);
        expect(html).toContain('<code>invalid_request</code>: The &#39;id_token_hint&#39; parameter is required.');
      } else {
        expect(page.status).toBe(200);
        expect(html).toContain('Do you want to sign out');
      }
      const discovery = (await (await fetch(`${realm}/.well-known/openid-configuration`)).json()) as Record<
        string,
        unknown
      >;
      expect('revocation_endpoint' in discovery).toBe(revocation);
    });

    it(
      renewable ? 'renews with a refresh token that does not rotate' : 'cannot renew: there is no refresh token',
      async () => {
        const cookie = await signInThroughBff(s.base, s.config.idpOrigin, 'orderer');
        await sleep(2_500);
        // Due for renewal: renewed (twice, with the same refresh token), or still served until the token expires.
        expect(await tasks(cookie)).toBe(200);
        await sleep(1_000);
        expect(await tasks(cookie)).toBe(200);
        const { body } = await session(cookie);
        if (renewable) expect(body.expiresIn).toBeUndefined();
        else expect(body.expiresIn).toBeLessThanOrEqual(29);
      },
    );
  },
);
