// @vitest-environment node
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpError } from './http-error';
import { passwordGrant } from '#test-support/token-client';
import { startSandbox, type RunningSandbox } from './sandbox.harness';
import type { ApiFactory } from './app';

describe('sandbox without API and without a built portal', () => {
  let s: RunningSandbox;
  beforeAll(async () => {
    s = await startSandbox();
  });
  afterAll(async () => {
    await s.stop();
  });

  it('publishes Keycloak-style endpoints in the discovery document', async () => {
    const res = await fetch(`${s.base}/auth/realms/portal/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    const realm = `${s.base}/auth/realms/portal`;
    expect(await res.json()).toMatchObject({
      issuer: realm,
      authorization_endpoint: `${realm}/protocol/openid-connect/auth`,
      token_endpoint: `${realm}/protocol/openid-connect/token`,
      jwks_uri: `${realm}/protocol/openid-connect/certs`,
      userinfo_endpoint: `${realm}/protocol/openid-connect/userinfo`,
      end_session_endpoint: `${realm}/protocol/openid-connect/logout`,
      revocation_endpoint: `${realm}/protocol/openid-connect/revoke`,
      code_challenge_methods_supported: ['S256'],
      grant_types_supported: expect.arrayContaining(['authorization_code', 'refresh_token', 'password']) as string[],
    });
  });

  it('serves the public signing key as JWKS', async () => {
    const jwks = (await (await fetch(`${s.base}/auth/realms/portal/protocol/openid-connect/certs`)).json()) as {
      keys: Record<string, unknown>[];
    };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('placeholder API answers 401 without a token and 404 with one', async () => {
    const anonymous = await fetch(`${s.base}/rest/api/translationTasks/`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(anonymous.headers.get('content-security-policy')).toBeNull();
    expect(await anonymous.json()).toMatchObject({
      status: 401,
      error: 'Unauthorized',
      path: '/rest/api/translationTasks/',
    });
    const token = (await passwordGrant(s.base, 'orderer')).body.access_token ?? '';
    const known = await fetch(`${s.base}/rest/api/translationTasks/`, {
      headers: { authorization: `bearer ${token}` },
    });
    expect(known.status).toBe(404);
    expect(await known.json()).toMatchObject({ status: 404, error: 'Not Found' });
  });

  it('sends security headers and the "not built" page at /', async () => {
    const res = await fetch(s.base, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; " +
        "object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self' http://localhost:5173; " +
        "require-trusted-types-for 'script'; trusted-types default portal-worker portal-xml-check",
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(await res.text()).toContain('Portal not built: run <code>npm run build</code>');
  });

  it('answers unknown non-page requests with JSON 404', async () => {
    const res = await fetch(`${s.base}/sandbox/nothing`, { headers: { accept: 'application/json' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ status: 404, path: '/sandbox/nothing' });
  });

  it('serves the login stylesheet', async () => {
    const res = await fetch(`${s.base}/auth/realms/portal/resources/login.css`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/css/);
  });
});

describe('sandbox with API and a built portal', () => {
  let s: RunningSandbox;
  const closeApi = vi.fn(() => Promise.resolve());
  const api: ApiFactory = async ({ verify }) => {
    const router = express.Router();
    router.get('/whoami', async (req, res) => {
      res.json(await verify(req.get('authorization')));
    });
    router.get('/invalid', () => {
      throw new HttpError(400, 'bad', [{ message: 'Validation failed | required | source' }]);
    });
    router.get('/boom', () => {
      throw new Error('secret internals');
    });
    const outbox = express.Router();
    outbox.get('/emails', (_req, res) => {
      res.json([]);
    });
    return Promise.resolve({ router, outbox, close: closeApi });
  };

  beforeAll(async () => {
    s = await startSandbox({}, { api });
    await mkdir(path.join(s.config.staticDir, 'assets'), { recursive: true });
    await writeFile(path.join(s.config.staticDir, 'index.html'), '<!doctype html><title>Portal</title>');
    await writeFile(path.join(s.config.staticDir, 'config.json'), '{}');
    await writeFile(path.join(s.config.staticDir, 'assets', 'app-123.js'), 'console.log(1)');
  });
  afterAll(async () => {
    await s.stop();
    expect(closeApi).toHaveBeenCalledOnce();
  });

  it('passes the verifier to the API', async () => {
    const token = (await passwordGrant(s.base, 'reviewer')).body.access_token ?? '';
    const res = await fetch(`${s.base}/rest/api/whoami`, { headers: { authorization: `Bearer ${token}` } });
    expect(await res.json()).toMatchObject({ username: 'reviewer', roles: ['reviewer'] });
  });

  it('turns errors into JSON', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const invalid = await fetch(`${s.base}/rest/api/invalid`);
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual([{ message: 'Validation failed | required | source' }]);
    const boom = await fetch(`${s.base}/rest/api/boom`);
    expect(boom.status).toBe(500);
    const body = JSON.stringify(await boom.json());
    expect(body).not.toContain('secret internals');
  });

  it('mounts the outbox at /sandbox', async () => {
    expect(await (await fetch(`${s.base}/sandbox/emails`)).json()).toEqual([]);
  });

  it('serves the SPA with fallback and cache headers', async () => {
    const deep = await fetch(`${s.base}/tasks/123`, { headers: { accept: 'text/html' } });
    expect(deep.status).toBe(200);
    expect(deep.headers.get('cache-control')).toBe('no-cache');
    expect(await deep.text()).toContain('<title>Portal</title>');
    const callback = await fetch(`${s.base}/auth/callback?code=x&state=y`, { headers: { accept: 'text/html' } });
    expect(await callback.text()).toContain('<title>Portal</title>');
    expect((await fetch(`${s.base}/config.json`)).headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${s.base}/assets/app-123.js`)).headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${s.base}/assets/missing.js`)).status).toBe(404);
    expect(
      (await fetch(`${s.base}/rest/api/nope`, { headers: { accept: 'text/html' } })).headers.get('content-type'),
    ).toMatch(/json/);
  });
});

describe('sandbox with the provider and the API on origins of their own', () => {
  let s: RunningSandbox;
  beforeAll(async () => {
    s = await startSandbox({}, { providerOnAnotherSite: true, apiOnAnotherOrigin: true });
  });
  afterAll(async () => {
    await s.stop();
  });

  it('names both in config.json and the CSP, and answers CORS for the portal only', async () => {
    const port = new URL(s.base).port;
    const config = (await (await fetch(`${s.base}/config.json`)).json()) as Record<string, unknown>;
    expect(config).toMatchObject({
      apiBaseUrl: `http://127.0.0.2:${port}/rest/api`,
      oidc: { authority: `http://127.0.0.1:${port}/auth/realms/portal`, clientId: 'portal-web' },
    });
    const csp = (await fetch(`${s.base}/`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`connect-src 'self' http://127.0.0.1:${port} http://127.0.0.2:${port};`);

    const preflight = (origin: string) =>
      fetch(`${s.base}/rest/api/translationTasks/`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'authorization,if-none-match',
        },
      });
    const allowed = await preflight(s.base);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(s.base);
    expect(allowed.headers.get('access-control-allow-headers')).toBe('Authorization,Content-Type,If-None-Match');
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();
    const foreign = await preflight('https://evil.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();

    const list = await fetch(`${s.base}/rest/api/translationTasks/`, { headers: { Origin: s.base } });
    expect(list.status).toBe(401);
    expect(list.headers.get('access-control-allow-origin')).toBe(s.base);
    expect(list.headers.get('access-control-expose-headers')).toBe('ETag,Content-Disposition,Location');
  });
});
