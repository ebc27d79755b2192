/**
 * What the tabs of one browser context say to the identity provider, for the journeys of token renewal
 * (sessions.spec.ts): each token request with its tab, grant and refresh token and the answer, each
 * authorization, each 401 of the API, whether a tab started with a session in its sessionStorage, and the
 * access token a tab holds.
 */
import type { BrowserContext, Page, Request } from '@playwright/test';
import { TOKEN_PATH } from '#test-support/token-client';
import { expect } from './fixtures';

const AUTHORIZE_PATH = '/auth/realms/portal/protocol/openid-connect/auth';

interface TokenCall {
  page: Page | null;
  grantType: string | null;
  refreshToken: string | null;
  /** Undefined while no answer reached the browser. */
  status?: number;
  error?: string;
}

/** The tab that sent a request; null for a new tab's very first navigation, issued before its frame exists. */
function tabOf(request: Request): Page | null {
  try {
    return request.frame().page();
  } catch {
    return null;
  }
}

export const isRefresh = (request: Request) =>
  new URL(request.url()).pathname === TOKEN_PATH &&
  new URLSearchParams(request.postData() ?? '').get('grant_type') === 'refresh_token';

/** What the tabs sent to the identity provider and what the API answered. */
export async function recordTraffic(context: BrowserContext) {
  const tokenCalls = new Map<Request, TokenCall>();
  const authorizations: number[] = [];
  const unauthorized: string[] = [];
  /** Per tab: did its first document start with a signed-in user in sessionStorage? */
  const startedSignedIn = new Map<Page, boolean>();

  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === TOKEN_PATH && request.method() === 'POST') {
      const form = new URLSearchParams(request.postData() ?? '');
      tokenCalls.set(request, {
        page: tabOf(request),
        grantType: form.get('grant_type'),
        refreshToken: form.get('refresh_token'),
      });
    }
    if (url.pathname === AUTHORIZE_PATH) authorizations.push(Date.now());
  });
  context.on('response', async (response) => {
    const call = tokenCalls.get(response.request());
    if (call) {
      call.status = response.status();
      if (call.status !== 200) call.error = await response.text().catch(() => '');
    }
    const url = new URL(response.url());
    if (url.pathname.startsWith('/rest/api') && response.status() === 401) unauthorized.push(url.pathname);
  });

  await context.exposeBinding('__reportSessionAtStart', ({ page }, signedIn: boolean) => {
    if (!startedSignedIn.has(page)) startedSignedIn.set(page, signedIn);
  });
  await context.addInitScript(() => {
    if (window.top !== window) return;
    // A tab opened by window.open starts on about:blank with the opener's origin and a copy of its sessionStorage;
    // one opened with noopener (ctrl-click) starts on an opaque about:blank, which has no storage at all.
    let signedIn: boolean;
    try {
      signedIn = Object.keys(window.sessionStorage).some((key) => key.startsWith('oidc.user:'));
    } catch {
      return;
    }
    void (window as unknown as { __reportSessionAtStart(s: boolean): Promise<void> }).__reportSessionAtStart(signedIn);
  });

  const calls = () => [...tokenCalls.values()];
  return {
    refreshesBy: (page: Page) => calls().filter((c) => c.page === page && c.grantType === 'refresh_token').length,
    authorizationsSince: (since: number) => authorizations.filter((at) => at >= since).length,
    unauthorized,
    startedSignedIn,
    /** The provider never refused a token request, and no refresh token was ever sent twice. */
    expectNoRefusalOrReuse() {
      const all = calls();
      expect(
        all
          .filter((c) => c.status !== undefined && c.status !== 200)
          .map((c) => `${c.grantType} → ${c.status} ${c.error}`),
      ).toEqual([]);
      const sent = all.flatMap((c) => (c.refreshToken ? [c.refreshToken] : []));
      expect(sent.length - new Set(sent).size, 'refresh tokens sent more than once').toBe(0);
    },
  };
}

/** The access token a tab holds in its sessionStorage. */
export const accessTokenOf = (page: Page) =>
  page.evaluate(() => {
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith('oidc.user:')) {
        return (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token ?? null;
      }
    }
    return null;
  });
