// @vitest-environment node
/** The portal server in bff mode at the HTTP level: what reaches the API, what the browser gets, what is refused. */
import http from 'node:http';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWN_PAGE, rawRequest, startBff, useSignedInBff, type RunningBff } from '../testing/bff-server.harness';
import { startRedis } from '../testing/redis.harness';
import { LOGIN_COOKIE } from './sessions';

const signedIn = useSignedInBff({ API_TIMEOUT_MS: '500' });
const { raw, echoed } = signedIn;
const OWN = OWN_PAGE;

describe('CSRF', () => {
  it('refuses API reads and session reads without X-Portal-Request, and from the same site but another origin', async () => {
    const noHeader = { 'X-Portal-Request': '' };
    expect((await raw('/rest/api/projects/', noHeader)).status).toBe(403);
    expect((await raw('/rest/api/projects/', noHeader, 'HEAD')).status).toBe(403);
    expect((await raw('/bff/session', noHeader)).status).toBe(403);
    expect((await raw('/rest/api/projects/', { 'Sec-Fetch-Site': 'same-site' })).status).toBe(403);
    expect((await raw('/rest/api/projects/', { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await raw('/rest/api/projects/')).status).toBe(200);
    expect((await raw('/bff/session')).status).toBe(200);
  });

  it('lets the sign-in start and the callback through as cross-site navigations', async () => {
    const navigation = { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate', 'X-Portal-Request': '' };
    expect((await raw('/bff/login?returnTo=%2Forders', navigation)).status).toBe(303);
    expect((await raw('/bff/callback?code=c&state=s1', navigation)).status).toBe(400); // no login cookie: a page
  });
});

describe('API answers', () => {
  it('carry the portal API headers, no CORS and no cookie from the service', async () => {
    const res = await raw('/rest/api/projects/');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(Object.keys(res.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
    expect(res.headers['set-cookie']).toBeUndefined();
    // The portal's own refusals too.
    const refused = await raw('/rest/api/projects/', { cookie: '' });
    expect(refused.status).toBe(401);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('timeouts', () => {
  it('answers 504 in bounded time when the API hangs', async () => {
    const started = Date.now();
    const res = await raw('/rest/api/hang');
    expect(res.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('takes no limit on a whole request (Node cuts them after 5 minutes by default)', () => {
    expect(signedIn.bff.server.requestTimeout).toBe(0);
    expect(signedIn.bff.server.headersTimeout).toBeGreaterThan(0);
  });

  it('lets a slow 1 GiB upload through, longer than the API timeout, as long as bytes keep coming', async () => {
    // A server of its own with a 3 s API timeout: pauses of 1 s leave room for a loaded machine's scheduling (with
    // 500 ms and pauses of 300 ms a busy CI machine once took the slow line for a dead one), and eight of them make
    // the upload last longer than the timeout.
    const slowLine = await startBff({ API_TIMEOUT_MS: '3000' });
    const cookie = await slowLine.signIn();
    const size = 1024 ** 3;
    const chunk = Buffer.alloc(4 * 1024 ** 2, 7);
    let sent = 0;
    const body = Readable.from(
      (async function* () {
        while (sent < size) {
          // A pause now and then, shorter than the API timeout: a slow line, not a dead one.
          if (sent % (128 * 1024 ** 2) === 0) await new Promise((resolve) => setTimeout(resolve, 1000));
          sent += chunk.length;
          yield chunk;
        }
      })(),
    );
    const { port } = new URL(slowLine.url);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/rest/api/documents/?filename=big.bin',
          method: 'POST',
          headers: {
            cookie,
            ...OWN,
            'Content-Type': 'application/octet-stream',
            'Content-Length': String(size),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8').on('data', (c: string) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      body.pipe(req);
    });
    await slowLine.stop();
    expect(answer.status).toBe(200);
    expect(echoed(answer.body).bytes).toBe(size);
  }, 120_000);
});

describe('sign-in', () => {
  /** Starts a sign-in as a browser without a session would; the login cookie it sets. */
  const login = (returnTo: string, headers: Record<string, string> = { cookie: '' }) =>
    raw(`/bff/login?returnTo=${encodeURIComponent(returnTo)}`, headers);
  const loginCookieOf = (started: { headers: http.IncomingHttpHeaders }) =>
    started.headers['set-cookie']?.find((c) => c.startsWith(`${LOGIN_COOKIE}=`)) ?? '';

  it('writes nothing to the store for a sign-in that is started and never finished', async () => {
    const writes: string[] = [];
    const spy = await startBff({}, {});
    const original = spy.store.set.bind(spy.store);
    spy.store.set = (key, value, ttl) => (writes.push(key), original(key, value, ttl));
    try {
      for (let i = 0; i < 20; i++)
        expect((await fetch(`${spy.url}/bff/login`, { redirect: 'manual' })).status).toBe(303);
      expect(writes).toEqual([]);
    } finally {
      await spy.stop();
    }
  });

  it.each([
    ['/orders?tab=quotes', '/orders?tab=quotes'],
    ['/\t/evil.example', '/'],
    ['/\n/evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['/BFF/logout', '/'],
    ['/bff/session', '/'],
    ['/rest/api/documents', '/'],
    ['/%62ff/login', '/'],
    ['/../intranet-wiki/', '/'],
    ['/orders/%2e%2e/%2E%2e/wiki', '/'],
  ])('sends the browser back to %j as %j after signing in', async (returnTo, expected) => {
    const started = await login(returnTo);
    expect(started.status).toBe(303);
    const done = await raw('/bff/callback?code=c&state=s1', { cookie: loginCookieOf(started).split(';')[0] ?? '' });
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe(expected);
  });

  it('keeps the login cookie under the browsers’ 4 KB: a return address over 2 KB goes to the start page', async () => {
    const long = `/orders?q=${'x'.repeat(3000)}`;
    const started = await login(long);
    const loginCookie = loginCookieOf(started);
    expect(loginCookie.split(';')[0]?.length).toBeLessThan(4096);
    const done = await raw('/bff/callback?code=c&state=s1', { cookie: loginCookie.split(';')[0] ?? '' });
    expect(done.headers.location).toBe('/');
  });

  it('ends the session the browser had when it started to sign in again, without revoking the new one’s grant', async () => {
    const again = await startBff();
    try {
      const before = await again.signIn();
      // The sign-in starts from the portal's own page (the Strict session cookie comes along); the provider's
      // redirect back is a navigation from its site and carries only the Lax login cookie.
      const started = await rawRequest(again.url, '/bff/login?returnTo=%2F', { cookie: before });
      const loginCookie = loginCookieOf(started).split(';')[0] ?? '';
      const done = await rawRequest(again.url, '/bff/callback?code=c&state=s1', { cookie: loginCookie });
      expect(done.status).toBe(303);
      expect((await rawRequest(again.url, '/bff/session', { cookie: before, ...OWN })).status).toBe(401);
      // Its tokens are gone with it; revoked at the provider they could take the new session's grant along.
      expect(again.rp.revoked).toEqual([]);
    } finally {
      await again.stop();
    }
  });

  it('gives a SameSite=Strict session cookie and a Lax login cookie', async () => {
    const started = await login('/');
    const loginCookie = loginCookieOf(started);
    expect(loginCookie).toMatch(/; Path=\/; HttpOnly; Secure; SameSite=Lax; Max-Age=600$/);
    const done = await raw('/bff/callback?code=c&state=s1', { cookie: loginCookie.split(';')[0] ?? '' });
    const session = done.headers['set-cookie']?.find((c) => c.startsWith('__Host-portal-session=')) ?? '';
    expect(session).toMatch(/; Path=\/; HttpOnly; Secure; SameSite=Strict; Max-Age=43200$/);
  });
});

describe('cookies', () => {
  it('runs a request in no session when the session cookie arrives twice (one planted by another host)', async () => {
    const attacker = await signedIn.bff.signIn({ sub: 'attacker' });
    const planted = `${attacker}; ${signedIn.cookie}`;
    expect((await raw('/bff/session', { cookie: planted })).status).toBe(401);
    expect((await raw('/rest/api/projects/', { cookie: planted })).status).toBe(401);
    expect((await raw('/bff/session')).status).toBe(200);
  });
});

describe('behind a load balancer (TRUST_PROXY)', () => {
  it('believes X-Forwarded-For from the hops it names', async () => {
    const behind = await startBff({ TRUST_PROXY: 'loopback' });
    try {
      const res = await fetch(`${behind.url}/rest/api/projects/`, {
        headers: { cookie: await behind.signIn(), ...OWN, 'X-Forwarded-For': '203.0.113.9' },
      });
      expect(echoed(await res.text()).headers['x-forwarded-for']).toBe('203.0.113.9');
    } finally {
      await behind.stop();
    }
  });
});

describe('with Redis', () => {
  it('answers 503 while Redis is down, keeps the cookie, and works again when it is back', async () => {
    const redis = await startRedis();
    const withRedis = await startBff({ SESSION_STORE: 'redis', REDIS_URL: redis.url });
    try {
      const own = await withRedis.signIn();
      const session = () => fetch(`${withRedis.url}/bff/session`, { headers: { cookie: own, ...OWN } });
      expect((await session()).status).toBe(200);
      await redis.down();
      const started = Date.now();
      const down = await session();
      expect(down.status).toBe(503);
      expect(down.headers.get('set-cookie')).toBeNull();
      expect(Date.now() - started).toBeLessThan(5_000);
      const api = await fetch(`${withRedis.url}/rest/api/projects/`, { headers: { cookie: own, ...OWN } });
      expect(api.status).toBe(503);
      expect(api.headers.get('set-cookie')).toBeNull();
      expect((await fetch(`${withRedis.url}/readyz`)).status).toBe(503);
      await redis.up();
      await expect.poll(async () => (await session()).status, { timeout: 10_000 }).toBe(200);
    } finally {
      await withRedis.stop();
      await redis.stop();
    }
  }, 30_000);
});

describe('under a path (PUBLIC_URL https://intranet.example.com/translations/)', () => {
  let under: RunningBff;
  beforeAll(async () => {
    under = await startBff({ PUBLIC_URL: 'https://intranet.example.com/translations/' });
  });
  afterAll(() => under.stop());
  const at = (path: string, init: RequestInit = {}) =>
    fetch(`${under.url}${path}`, { redirect: 'manual', ...init, headers: { ...OWN, ...init.headers } });

  it('signs in under the path with __Host- cookies, which no other host can set, and returns to the page asked for', async () => {
    const navigation = { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate', 'X-Portal-Request': '' };
    const started = await at('/translations/bff/login?returnTo=%2Forders%2F42', { headers: navigation });
    expect(started.status).toBe(303);
    const login = started.headers.getSetCookie().find((c) => c.startsWith('__Host-portal-login=')) ?? '';
    expect(login).toMatch(/; Path=\/; HttpOnly; Secure; SameSite=Lax; Max-Age=600$/);
    const done = await at('/translations/bff/callback?code=c&state=s1', {
      headers: { ...navigation, cookie: login.split(';')[0] ?? '' },
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/translations/orders/42');
    const session = done.headers.getSetCookie().find((c) => c.startsWith('__Host-portal-session=')) ?? '';
    expect(session).toMatch(/; Path=\/; HttpOnly; Secure; SameSite=Strict; Max-Age=43200$/);
    expect(done.headers.getSetCookie().join()).not.toContain('__Secure-');

    const cookie = session.split(';')[0] ?? '';
    expect(await (await at('/translations/bff/session', { headers: { cookie } })).json()).toMatchObject({
      user: { username: 'orderer' },
    });
    const api = await at('/translations/rest/api/projects/?page=2', { headers: { cookie } });
    expect(api.status).toBe(200);
    expect(echoed(await api.text()).url).toBe('/rest/api/projects/?page=2');
  });

  it('takes no session a sibling host planted with a longer path in front of the user’s', async () => {
    // Any https host of the domain may set `__Secure-portal-session=…; Domain=example.com; Path=/translations/rest/api`;
    // the browser sends it first on the API's paths. A `__Host-` cookie cannot be set with a Domain.
    const attacker = (await under.signIn({ sub: 'attacker' })).split('=')[1] ?? '';
    const victim = await under.signIn({ sub: 'victim' });
    const both = `__Secure-portal-session=${attacker}; ${victim}`;
    const session = (await (await at('/translations/bff/session', { headers: { cookie: both } })).json()) as {
      user?: { sub: string };
    };
    expect(session.user?.sub).toBe('victim');
  });

  it('links its sign-in failure page to the sign-in under the path', async () => {
    const failed = await at('/translations/bff/callback?code=c&state=s1', { headers: { Accept: 'text/html' } });
    expect(failed.status).toBe(400);
    expect(await failed.text()).toContain('href="/translations/bff/login?returnTo=%2F"');
  });

  it('sets HSTS for the host only: the subdomains of a shared host are not the portal’s to decide', async () => {
    expect((await at('/translations/config.json')).headers.get('strict-transport-security')).toBe('max-age=63072000');
  });

  it('writes config.json with the proxy under the path', async () => {
    expect(await (await at('/translations/config.json')).json()).toEqual({
      mode: 'bff',
      apiBaseUrl: '/translations/rest/api',
    });
  });

  it('answers the sign-out with the path when no session is left to end at the provider', async () => {
    expect(await (await at('/translations/bff/logout', { method: 'POST' })).json()).toEqual({
      status: 200,
      logoutUrl: '/translations/',
    });
  });

  it('has no sign-in, session or API route outside the path', async () => {
    const cookie = await under.signIn();
    const before = under.api.arrived.length;
    for (const outside of ['/bff/login', '/bff/session', '/rest/api/projects/', '/config.json'])
      expect((await at(outside, { headers: { cookie } })).status, outside).toBe(404);
    expect(under.api.arrived.length).toBe(before);
  });
});
