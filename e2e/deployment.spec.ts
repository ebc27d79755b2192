/**
 * Browser mode as customers deploy it: the portal on one origin (localhost), the identity provider on
 * another site (127.0.0.1) and the API on a third origin (127.0.0.2). The portal reads both from its
 * config.json, the CSP allows exactly them, and the API answers CORS for the portal's origin.
 */
import { expect, signIn, test } from './support/fixtures';

test('the portal signs in on the provider’s site and calls the API on its own origin through CORS', async ({
  page,
  baseURL,
}) => {
  const portal = new URL(baseURL ?? '').origin;
  const config = (await (await page.request.get('/config.json')).json()) as {
    apiBaseUrl: string;
    oidc: { authority: string };
  };
  const api = new URL(config.apiBaseUrl).origin;
  const provider = new URL(config.oidc.authority).origin;
  expect(new Set([portal, api, provider]).size).toBe(3);

  const csp = (await page.request.get('/')).headers()['content-security-policy'] ?? '';
  const connectSrc = csp.split(';').find((directive) => directive.trim().startsWith('connect-src')) ?? '';
  expect(connectSrc.trim().split(/\s+/).slice(1).sort()).toEqual(["'self'", api, provider].sort());

  const apiCalls: { url: string; status: number; allowOrigin: string | undefined }[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(`${api}/rest/api/`) && response.request().method() !== 'OPTIONS') {
      apiCalls.push({
        url: response.url(),
        status: response.status(),
        allowOrigin: response.headers()['access-control-allow-origin'],
      });
    }
  });
  await page.goto('/orders');
  await expect(page).toHaveURL(new RegExp(`^${provider}/`));
  await signIn(page, 'orderer', '/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();

  expect(apiCalls.some((call) => call.url === `${api}/rest/api/translationTasks/` && call.status === 200)).toBe(true);
  expect(apiCalls.every((call) => call.allowOrigin === portal)).toBe(true);
});
