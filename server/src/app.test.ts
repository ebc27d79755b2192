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

  it('writes config.json from its environment, never cached', async () => {
    const res = await get('/config.json');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual(
      browserModeConfigJson({ claims: { roles: 'roles', organisation: 'organisation' }, requestTimeoutMs: 45000 }),
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
