/** What the portal server's tests (in-process and `npm run serve` on a real build) expect of its SPA shell. */
import { expect } from 'vitest';

/** Browser mode against an API and a provider on origins of their own. */
export const BROWSER_MODE_ENV = {
  PUBLIC_URL: 'https://portal.example.com',
  API_BASE_URL: 'https://api.example.com/rest/api',
  OIDC_ISSUER: 'https://sso.example.com/realms/translations',
  OIDC_CLIENT_ID: 'translation-portal',
};

/** The config.json a server started with BROWSER_MODE_ENV writes, with what the test's own settings add. */
export function browserModeConfigJson(extra: Record<string, unknown>): Record<string, unknown> {
  return {
    mode: 'browser',
    apiBaseUrl: BROWSER_MODE_ENV.API_BASE_URL,
    oidc: {
      authority: BROWSER_MODE_ENV.OIDC_ISSUER,
      clientId: BROWSER_MODE_ENV.OIDC_CLIENT_ID,
      scope: 'openid profile email',
    },
    ...extra,
  };
}

/**
 * GETs `/` as a browser from a server started with BROWSER_MODE_ENV: `html` as it is, revalidated on
 * every load, under a CSP that loads only the portal's own scripts and lets it talk to the API and the
 * provider. Returns the response for the caller's own header checks.
 */
export async function expectPortalShell(url: string, html: string): Promise<Response> {
  const res = await fetch(`${url}/`, { headers: { Accept: 'text/html' } });
  expect(res.status).toBe(200);
  expect(await res.text()).toBe(html);
  expect(res.headers.get('cache-control')).toBe('no-cache');
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("connect-src 'self' https://api.example.com https://sso.example.com");
  return res;
}
