// @vitest-environment node
/** Server mode's sign-out at the HTTP level: here, at the provider, and by the provider's back-channel word. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, startBff, type RunningBff } from '../testing/bff-server.harness';

let bff: RunningBff;
beforeAll(async () => {
  bff = await startBff();
});
afterAll(async () => {
  await bff.stop();
});

const OWN = { 'X-Portal-Request': '1', 'Sec-Fetch-Site': 'same-origin' };
const raw = (target: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(bff.url, target, { ...OWN, ...headers }, method);

describe('sign-out', () => {
  it('revokes the refresh and the access token at the provider', async () => {
    const out = await startBff();
    try {
      const own = await out.signIn();
      const res = await rawRequest(out.url, '/bff/logout', { cookie: own, ...OWN }, 'POST');
      expect(res.status).toBe(200);
      expect(out.rp.revoked.sort()).toEqual(['access-1', 'refresh-1']);
      expect((await rawRequest(out.url, '/bff/session', { cookie: own, ...OWN })).status).toBe(401);
    } finally {
      await out.stop();
    }
  });

  it('sends the browser to the provider’s sign-out with the ID token as id_token_hint, never to a script', async () => {
    const own = await bff.signIn();
    const res = await raw('/bff/logout', { cookie: own }, 'POST');
    // The answer the page's script reads names the portal's own way out, not the token.
    expect(JSON.parse(res.body)).toEqual({ status: 200, logoutUrl: '/bff/end-session' });
    const ticket = res.headers['set-cookie']?.find((c) => c.startsWith('__Host-portal-signout=')) ?? '';
    expect(ticket).toMatch(/; Path=\/; HttpOnly; Secure; SameSite=Strict; Max-Age=60$/);
    const navigation = { cookie: ticket.split(';')[0] ?? '', 'Sec-Fetch-Mode': 'navigate', 'X-Portal-Request': '' };
    // A script's fetch (which could follow the redirect) gets no hint.
    expect((await raw('/bff/end-session', { ...navigation, 'Sec-Fetch-Mode': 'cors' })).headers.location).toBe('/');
    const end = await raw('/bff/end-session', navigation);
    expect(end.status).toBe(303);
    expect(end.headers.location).toBe('https://sso.example.com/logout?id_token_hint=id-token-1');
    expect(end.headers['cache-control']).toBe('no-store');
    // Once: the back button, or the ticket seen again, leads home.
    expect((await raw('/bff/end-session', navigation)).headers.location).toBe('/');
  });
});

describe('back-channel logout', () => {
  it('ends the sessions of the provider session a logout token names, on the provider’s signed word only', async () => {
    const back = await startBff();
    const logout = (claims: Record<string, string>) =>
      rawRequest(
        back.url,
        '/bff/backchannel-logout',
        { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'cross-site' },
        'POST',
        new URLSearchParams({ logout_token: JSON.stringify(claims) }).toString(),
      );
    const status = async (cookie: string) => (await rawRequest(back.url, '/bff/session', { cookie, ...OWN })).status;
    try {
      const laptop = await back.signIn({ sub: 'u1' }, { sid: 'sid-laptop' });
      const phone = await back.signIn({ sub: 'u1' }, { sid: 'sid-phone' });
      const colleague = await back.signIn({ sub: 'u2' }, { sid: 'sid-colleague' });
      // A server-to-server call: no cookie, no CSRF header.
      expect((await logout({ jti: 'j1', sub: 'u1', sid: 'sid-laptop' })).status).toBe(200);
      expect([await status(laptop), await status(phone), await status(colleague)]).toEqual([401, 200, 200]);
      // The same token again, a token naming another user for the sid, and no token at all change nothing.
      expect((await logout({ jti: 'j1', sub: 'u1', sid: 'sid-phone' })).status).toBe(400);
      expect((await logout({ jti: 'j2', sub: 'u2', sid: 'sid-phone' })).status).toBe(200);
      expect((await rawRequest(back.url, '/bff/backchannel-logout', {}, 'POST')).status).toBe(400);
      expect([await status(phone), await status(colleague)]).toEqual([200, 200]);
      // Still found by its sid after a token that named it with another user.
      expect((await logout({ jti: 'j4', sub: 'u1', sid: 'sid-phone' })).status).toBe(200);
      expect(await status(phone)).toBe(401);
      const tablet = await back.signIn({ sub: 'u1' }, { sid: 'sid-tablet' });
      // Without a sid: every session of the user.
      expect((await logout({ jti: 'j3', sub: 'u1' })).status).toBe(200);
      expect([await status(tablet), await status(colleague)]).toEqual([401, 200]);
    } finally {
      await back.stop();
    }
  });
});
