// @vitest-environment node
/**
 * `npm run serve` (a child process) with a real `vite build`: what it sends for index.html, the hashed
 * assets, client-side routes and config.json; and, in bff mode with the sandbox as the provider, that a
 * request under way when SIGTERM arrives still gets its whole answer.
 */
import { readFile, readdir } from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenHttp, closeHttp } from './listen';
import { builtPortal, entryAssets } from './testing/built-portal.harness';
import { spawnServe } from './testing/server.harness';
import { BROWSER_MODE_ENV, browserModeConfigJson, expectPortalShell } from './testing/portal-shell.harness';
import { PORTAL_BFF, PORTAL_BFF_SECRET } from '#sandbox/idp/clients';
import { signInThroughBff, startSandbox, type RunningSandbox } from '#sandbox/sandbox.harness';

const IMMUTABLE = 'public, max-age=31536000, immutable';
let dist: string;
let indexHtml: string;

beforeAll(async () => {
  dist = builtPortal();
  indexHtml = await readFile(path.join(dist, 'index.html'), 'utf8');
}, 240_000);

/** Starts `npm run serve` on a free port; `stop()` sends SIGTERM and waits for the exit code. */
async function serve(env: NodeJS.ProcessEnv) {
  const child = spawnServe({ PORT: '0', STATIC_DIR: dist, ...env });
  const { port } = await child.waitFor('listening');
  return {
    ...child,
    url: `http://127.0.0.1:${String(port)}`,
    stop: async () => {
      if (child.child.exitCode === null) child.child.kill('SIGTERM');
      return child.exited;
    },
  };
}

describe('npm run serve with a real build (browser mode)', () => {
  let server: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    server = await serve({ ...BROWSER_MODE_ENV, MAX_UPLOAD_BYTES: '1048576' });
  });
  afterAll(async () => {
    expect(await server.stop()).toBe(0);
  });
  const get = (p: string, headers: Record<string, string> = {}) => fetch(`${server.url}${p}`, { headers });

  it('sends index.html revalidated, with the CSP (Trusted Types included) and an ETag', async () => {
    const res = await expectPortalShell(server.url, indexHtml);
    expect(res.headers.get('content-security-policy')).toContain("require-trusted-types-for 'script'");
    const etag = res.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    // As a browser revalidates (fetch would add `Cache-Control: no-cache` to a conditional request).
    const again = await get('/', { Accept: 'text/html', 'If-None-Match': etag, 'Cache-Control': 'max-age=0' });
    expect(again.status).toBe(304);
  });

  it('sends every asset index.html loads, compressed and cached for a year', async () => {
    const assets = entryAssets(indexHtml);
    expect(assets.some((a) => a.endsWith('.js'))).toBe(true);
    expect(assets.some((a) => a.endsWith('.css'))).toBe(true);
    let compressed = 0;
    for (const asset of assets) {
      const res = await get(asset, { 'Accept-Encoding': 'gzip' });
      expect(res.status, asset).toBe(200);
      expect(res.headers.get('cache-control'), asset).toBe(IMMUTABLE);
      expect(res.headers.get('content-type'), asset).toMatch(
        asset.endsWith('.css') ? /^text\/css/ : /^text\/javascript/,
      );
      const file = await readFile(path.join(dist, asset), 'utf8');
      // Below 1 KiB compression does not pay (the compression middleware's threshold).
      if (Buffer.byteLength(file) >= 1024) {
        expect(res.headers.get('content-encoding'), asset).toBe('gzip');
        compressed++;
      }
      // fetch undoes the gzip: the bytes are the file's.
      expect(await res.text(), asset).toBe(file);
    }
    expect(compressed).toBeGreaterThan(0);
  });

  it('keeps the build’s source maps: no bundle names one, and none is served', async () => {
    const maps = (await readdir(path.join(dist, 'assets'))).filter((f) => f.endsWith('.js.map'));
    expect(maps.length).toBeGreaterThan(0);
    for (const asset of entryAssets(indexHtml).filter((a) => a.endsWith('.js')))
      expect(await readFile(path.join(dist, asset), 'utf8'), asset).not.toContain('sourceMappingURL');
    for (const map of maps.slice(0, 3)) expect((await get(`/assets/${map}`)).status, map).toBe(404);
  });

  it("sends the document reader's worker with the CSP, which a worker takes from its own response", async () => {
    const worker = (await readdir(path.join(dist, 'assets'))).find((f) => /^document-worker-.*\.js$/.test(f));
    expect(worker).toBeDefined();
    const res = await get(`/assets/${worker ?? ''}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(res.headers.get('content-security-policy')).toContain("require-trusted-types-for 'script'");
  });

  it('answers client-side routes with index.html, and missing files and the API path with 404', async () => {
    for (const route of ['/orders', '/orders/42?tab=quotes', '/projects/p-1/settings', '/auth/callback?code=x']) {
      const res = await get(route, { Accept: 'text/html' });
      expect(res.status, route).toBe(200);
      expect(res.headers.get('cache-control'), route).toBe('no-cache');
      expect(await res.text(), route).toBe(indexHtml);
    }
    expect((await get('/assets/index-doesnotexist.js')).status).toBe(404);
    expect((await get('/rest/api/translationTasks/', { Accept: 'text/html' })).status).toBe(404);
  });

  it('writes config.json from its environment, not the one the build copied from public/', async () => {
    expect(await readFile(path.join(dist, 'config.json'), 'utf8')).not.toContain('sso.example.com');
    const res = await get('/config.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual(
      browserModeConfigJson({
        claims: { source: 'access_token', roles: 'realm_access.roles', organisation: 'organisation' },
        maxUploadBytes: 1048576,
      }),
    );
  });
});

describe('npm run serve: graceful shutdown (bff mode)', () => {
  let provider: RunningSandbox;
  beforeAll(async () => {
    provider = await startSandbox();
  });
  afterAll(() => provider.stop());

  it('lets a request under way finish after SIGTERM, takes no new connection, then exits 0', async () => {
    // A stand-in API that holds its answer until released, so the request is under way at SIGTERM.
    let arrived: () => void = () => {};
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const api = await listenHttp((req: http.IncomingMessage, res: http.ServerResponse) => {
      arrived();
      void released.then(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"slow":"done"}'));
    }, 0);
    const apiPort = (api.address() as { port: number }).port;
    const server = await serve({
      AUTH_MODE: 'bff',
      PUBLIC_URL: provider.base,
      OIDC_ISSUER: `${provider.base}/auth/realms/portal`,
      OIDC_CLIENT_ID: PORTAL_BFF,
      OIDC_CLIENT_SECRET: PORTAL_BFF_SECRET,
      API_URL: `http://127.0.0.1:${String(apiPort)}/rest/api`,
    });
    try {
      expect(await (await fetch(`${server.url}/config.json`)).json()).toEqual({ mode: 'bff', apiBaseUrl: '/rest/api' });
      const cookie = await signInThroughBff(server.url, provider.base, 'orderer');
      const underway = fetch(`${server.url}/rest/api/slow`, { headers: { cookie, 'X-Portal-Request': '1' } });
      await requestArrived;

      server.child.kill('SIGTERM');
      await server.waitFor('stopping');
      const newcomer = await fetch(`${server.url}/healthz`).then(
        (r) => r.status,
        () => 'refused',
      );
      expect(newcomer).toBe('refused');
      expect(server.child.exitCode).toBeNull();

      release();
      const answer = await underway;
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ slow: 'done' });
      expect(await server.exited).toBe(0);
      const messages = server.lines.map((l) =>
        typeof l.path === 'string' ? `${String(l.msg)} ${l.path}` : String(l.msg),
      );
      expect(messages.slice(messages.indexOf('stopping'))).toEqual(['stopping', 'request /rest/api/slow', 'stopped']);
    } finally {
      release();
      await server.stop();
      await closeHttp(api);
    }
  });
});
