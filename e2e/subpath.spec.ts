/**
 * The portal under a path of an intranet host, as a reverse proxy that forwards the prefix reaches it: the
 * portal server (`npm run serve`) with PUBLIC_URL=http://localhost:<port>/translations/, in both sign-in
 * modes, with a sandbox of its own as the provider (on 127.0.0.1) and the API (on 127.0.0.2 for the browser).
 * Sign-in, a deep link reloaded (the document reader's worker included), the API and sign-out all stay under
 * the path; nothing is asked of the portal's origin outside it.
 */
import { request as playwrightRequest, type Page } from '@playwright/test';
import { PORTAL_BFF, PORTAL_BFF_SECRET, PORTAL_WEB } from '#sandbox/idp/clients';
import { apiClient } from './support/api';
import { expect, signIn, signOut, test } from './support/fixtures';
import { ownPort, useOwnPortalServer, useOwnSandbox } from './support/own-sandbox';

const PREFIX = '/translations';
const sandboxPort = ownPort(3100);
const browserPortal = `http://localhost:${ownPort(3101)}${PREFIX}`;
const bffPortal = `http://localhost:${ownPort(3102)}${PREFIX}`;
const issuer = `http://127.0.0.1:${sandboxPort}/auth/realms/portal`;
const TEXT = 'Hello from the intranet.';

test.describe('the portal under /translations/ behind a reverse proxy', () => {
  // Each journey signs in and out across three origins and two servers of its own.
  test.describe.configure({ timeout: 120_000 });
  const sandbox = useOwnSandbox(3100, {
    SANDBOX_IDP_ORIGIN: `http://127.0.0.1:${sandboxPort}`,
    SANDBOX_API_ORIGIN: `http://127.0.0.2:${sandboxPort}`,
    SANDBOX_PORTAL_URLS: `${browserPortal},${bffPortal}`,
    SANDBOX_TIME_SCALE: '0.05',
  });
  useOwnPortalServer(3101, {
    PUBLIC_URL: `${browserPortal}/`,
    API_BASE_URL: `http://127.0.0.2:${sandboxPort}/rest/api`,
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: PORTAL_WEB,
  });
  useOwnPortalServer(3102, {
    PUBLIC_URL: `${bffPortal}/`,
    AUTH_MODE: 'bff',
    API_URL: `http://127.0.0.1:${sandboxPort}/rest/api`,
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: PORTAL_BFF,
    OIDC_CLIENT_SECRET: PORTAL_BFF_SECRET,
  });

  /** An order of one text document, placed through the sandbox's API: its id and the document's. */
  async function placeOrder(): Promise<{ taskId: string; documentId: string }> {
    const request = await playwrightRequest.newContext({ baseURL: sandbox });
    try {
      const api = await apiClient(request, 'orderer');
      const taskId = await api.placeOrder(`intranet-${Date.now()}.txt`, TEXT);
      return { taskId, documentId: (await api.getTask(taskId)).sourceDocumentIds[0] ?? '' };
    } finally {
      await request.dispose();
    }
  }

  /**
   * Signs in at the orders list, opens a document's page by its address and reloads it, signs out; `apiRoot`
   * is where the portal's API calls must go, `signedIn` checks more while signed in. Returns the pages the
   * browser asked for.
   */
  async function journey(
    page: Page,
    portal: string,
    apiRoot: string,
    signedIn: () => Promise<void> = () => Promise.resolve(),
  ): Promise<string[]> {
    const { taskId, documentId } = await placeOrder();
    const origin = new URL(portal).origin;
    const outside: string[] = [];
    const visited: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === origin && !url.pathname.startsWith(`${PREFIX}/`)) outside.push(url.pathname);
      // Redirects included (the server mode's callback answers with one).
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) visited.push(request.url());
    });

    const orders = page.waitForResponse((r) => r.url() === `${apiRoot}/translationTasks/` && r.status() === 200);
    await signIn(page, 'orderer', `${portal}/orders`);
    await expect(page).toHaveURL(`${portal}/orders`);
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await orders;

    // A deep link, then a reload: the server answers the route with index.html, whose assets and worker load under the path.
    const preview = `${portal}/orders/${taskId}/documents/${documentId}`;
    await page.goto(preview);
    await expect(page.getByText(TEXT)).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(preview);
    await expect(page.getByText(TEXT)).toBeVisible();
    // Client-side routes: the header's link home (the orders list) stays under the path.
    await page.getByRole('link', { name: 'Translation Portal' }).click();
    await expect(page).toHaveURL(`${portal}/orders`);
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await signedIn();

    const signingOut = visited.length;
    await signOut(page);
    // The provider sends the browser back to the home page under the path (the post-logout redirect URI).
    expect(visited.slice(signingOut)).toContain(`${portal}/`);
    expect(outside).toEqual([]);
    return visited;
  }

  test('browser mode: sign-in, a deep link reloaded, the API and sign-out under the path', async ({ page }) => {
    const visited = await journey(page, browserPortal, `http://127.0.0.2:${sandboxPort}/rest/api`);
    expect(visited.some((url) => url.startsWith(`${browserPortal}/auth/callback?`))).toBe(true);
  });

  test('server mode: sign-in, a deep link reloaded, the API and sign-out under the path, its cookie host-only', async ({
    page,
  }) => {
    const sessionCookie = async () =>
      (await page.context().cookies()).find((cookie) => cookie.name === '__Host-portal-session');
    const visited = await journey(page, bffPortal, `${bffPortal}/rest/api`, async () => {
      // `__Host-` (so Path=/) under a path too: no sibling host of the domain can set a cookie of that name.
      expect(await sessionCookie()).toMatchObject({
        path: '/',
        httpOnly: true,
        secure: true,
        sameSite: 'Strict',
      });
    });
    expect(visited.some((url) => url.startsWith(`${bffPortal}/bff/callback?`))).toBe(true);
    expect(await sessionCookie()).toBeUndefined();
  });
});
