// @vitest-environment node
/** The sign-in routes' failures are pages in the browser's language with a way back, never JSON. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadServerConfig } from '../config';
import { freePort } from '#test-support/free-port';
import { memoryLogger, startServer, type Running } from '../testing/server.harness';
import { createBff } from './bff';

let server: Running;
const logger = memoryLogger();

beforeAll(async () => {
  // A provider that is not there: nothing listens on this port.
  const env = {
    AUTH_MODE: 'bff',
    OIDC_ISSUER: `http://127.0.0.1:${await freePort()}/realms/gone`,
    OIDC_CLIENT_ID: 'portal-bff',
    OIDC_CLIENT_SECRET: 'secret',
    API_URL: 'http://127.0.0.1:9/rest/api',
    DATABASE_DIR: ':memory:',
  };
  server = await startServer(env, logger, await createBff(loadServerConfig({ PORT: '0', ...env }), logger));
});
afterAll(async () => {
  await server.portal.close();
});

describe('sign-in pages', () => {
  it('says in German that the provider cannot be reached and offers to try again with the same target', async () => {
    const res = await fetch(`${server.url}/bff/login?returnTo=%2Forders%2Fnew`, {
      headers: { 'Accept-Language': 'de-CH,de;q=0.9', 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate' },
      redirect: 'manual',
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('strict-transport-security')).toBeNull(); // PUBLIC_URL is http://localhost
    const page = await res.text();
    expect(page).toContain('<html lang="de">');
    expect(page).toContain('<h1>Anmeldung nicht möglich</h1>');
    expect(page).toContain('<a href="/bff/login?returnTo=%2Forders%2Fnew">Erneut anmelden</a>');
    expect(logger.lines.some((line) => line.msg === 'sign-in could not start')).toBe(true);
  });

  it('answers in English otherwise, and a callback without a started sign-in is a page too', async () => {
    const res = await fetch(`${server.url}/bff/callback?code=x&state=y`, { headers: { 'Accept-Language': 'fr' } });
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<h1>Sign-in failed</h1>');
    expect(page).toContain('<a href="/bff/login?returnTo=%2F">Sign in again</a>');
  });
});
