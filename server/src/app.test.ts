import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '#web-security/security-headers';
import { BROWSER_MODE_ENV, browserModeConfigJson, expectPortalShell } from './testing/portal-shell.harness';
import {
  ASSET_BODY,
  ASSET_NAME,
  INDEX_HTML,
  fakeDist,
  memoryLogger,
  startServer,
  type Running,
} from './testing/server.harness';

const logger = memoryLogger();
let dist: Awaited<ReturnType<typeof fakeDist>>;
let running: Running;

beforeAll(async () => {
  dist = await fakeDist();
  running = await startServer(
    {
      STATIC_DIR: dist.dir,
      ...BROWSER_MODE_ENV,
      CLAIM_ROLES: 'roles',
      REQUEST_TIMEOUT_MS: '45000',
    },
    logger,
  );
});

afterAll(async () => {
  await running.portal.close();
  await dist.remove();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${running.url}${path}`, { headers });

describe('portal server (browser mode)', () => {
  it('serves index.html with the security headers and no caching', async () => {
    const res = await expectPortalShell(running.url, INDEX_HTML);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    expect(res.headers.get('permissions-policy')).toContain('geolocation=()');
    // PUBLIC_URL is https: browsers are told to use nothing else.
    expect(res.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
  });

  it('answers client-side routes with the SPA shell, unknown files with 404', async () => {
    const page = await get('/orders/42?tab=quotes', { Accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(INDEX_HTML);
    expect((await get('/assets/missing-1234.js', { Accept: '*/*' })).status).toBe(404);
    expect((await get('/rest/api/translationTasks/', { Accept: 'text/html' })).status).toBe(404);
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await get(`/${ASSET_NAME}`, { 'Accept-Encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toBe(ASSET_BODY);
    expect(res.headers.get('content-security-policy')).toBe(
      contentSecurityPolicy({ connectSrc: ['https://api.example.com', 'https://sso.example.com'] }),
    );
  });

  it('keeps the source maps to itself: the client’s source is not for every visitor', async () => {
    expect((await get(`/${ASSET_NAME}.map`)).status).toBe(404);
    expect((await get(`/${ASSET_NAME}`)).status).toBe(200);
  });

  it('writes config.json from its environment, never cached', async () => {
    const res = await get('/config.json');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual(
      browserModeConfigJson({
        claims: { source: 'access_token', roles: 'roles', organisation: 'organisation' },
        requestTimeoutMs: 45000,
      }),
    );
  });

  it('answers the health checks', async () => {
    expect(await (await get('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await get('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('logs requests as JSON without query strings', async () => {
    await get('/auth/callback?code=SECRET-CODE&state=SECRET-STATE', { Accept: 'text/html' });
    const line = logger.lines.find((l) => l.msg === 'request' && l.path === '/auth/callback');
    expect(line).toMatchObject({ level: 'info', method: 'GET', status: 200 });
    expect(JSON.stringify(logger.lines)).not.toContain('SECRET');
  });
});

describe('portal server under a path (PUBLIC_URL https://intranet.example.com/translations/)', () => {
  let under: Running;
  beforeAll(async () => {
    under = await startServer(
      { STATIC_DIR: dist.dir, ...BROWSER_MODE_ENV, PUBLIC_URL: 'https://intranet.example.com/translations/' },
      memoryLogger(),
    );
  });
  afterAll(() => under.portal.close());
  const at = (path: string, headers: Record<string, string> = { Accept: 'text/html' }) =>
    fetch(`${under.url}${path}`, { headers, redirect: 'manual' });

  it('answers every page under the path with index.html whose <base href> names the path, revalidated by ETag', async () => {
    for (const route of [
      '/translations/',
      '/translations/orders/42?tab=quotes',
      '/translations/auth/callback?code=x',
    ]) {
      const page = await at(route);
      expect(page.status, route).toBe(200);
      expect(page.headers.get('cache-control'), route).toBe('no-cache');
      expect(page.headers.get('content-security-policy'), route).toContain("base-uri 'self'");
      expect(await page.text(), route).toBe(INDEX_HTML.replace('<head>', '<head><base href="/translations/" />'));
    }
    const etag = (await at('/translations/orders')).headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect(
      (await at('/translations/projects', { Accept: 'text/html', 'If-None-Match': etag, 'Cache-Control': 'max-age=0' }))
        .status,
    ).toBe(304);
  });

  it('serves the assets, config.json and the health checks under the path', async () => {
    const asset = await at(`/translations/${ASSET_NAME}`, {});
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe(ASSET_BODY);
    expect(await (await at('/translations/config.json', {})).json()).toEqual(
      browserModeConfigJson({
        claims: { source: 'access_token', roles: 'realm_access.roles', organisation: 'organisation' },
      }),
    );
    for (const check of ['/translations/healthz', '/translations/readyz', '/healthz', '/readyz'])
      expect((await at(check, {})).status, check).toBe(200);
  });

  it('sends the path without its slash to the path with it, query kept', async () => {
    const res = await at('/translations?lang=de');
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe('/translations/?lang=de');
  });

  it('serves nothing outside the path', async () => {
    for (const outside of ['/', '/orders/42', `/${ASSET_NAME}`, '/config.json', '/translationsX/', '/rest/api/x']) {
      const res = await at(outside);
      expect(res.status, outside).toBe(404);
      expect(await res.json(), outside).toMatchObject({ status: 404, error: 'Not Found' });
    }
  });
});
