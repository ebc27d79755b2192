/**
 * The fault matrix of the resilience specs (e2e/resilience-*.spec.ts): a request fails with a server error,
 * a timeout, malformed JSON or a browser that goes offline, until the fault is lifted; and the check that a
 * page says what failed, offers to try again and recovers.
 */
import type { Locator, Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';

/** The API timeout these tests give the portal through config.json (`requestTimeoutMs`) instead of 30 s. */
export const REQUEST_TIMEOUT_MS = 5_000;

export interface Fault {
  name: string;
  /** What the portal tells the user. */
  message: RegExp;
  /** Makes matching requests fail from now on; resolves to the function that lifts the fault. */
  inject: (page: Page, url: string, method: 'GET' | 'POST' | 'PATCH') => Promise<() => Promise<void>>;
  /** The page refetches by itself when the fault is lifted (the browser is back online). */
  recoversOnItsOwn?: boolean;
}

export async function failRequests(
  page: Page,
  url: string,
  method: string,
  fail: (route: Route) => Promise<void>,
): Promise<() => Promise<void>> {
  const handler = (route: Route) => (route.request().method() === method ? fail(route) : route.fallback());
  await page.route(url, handler);
  return () => page.unroute(url, handler);
}

export const serverError: Fault = {
  name: 'a server error',
  message: /Boom/,
  inject: (page, url, method) =>
    failRequests(page, url, method, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Boom"}' }),
    ),
};

export const FAULTS: Fault[] = [
  serverError,
  {
    name: 'a timeout',
    message: /The server took too long to answer/,
    inject: async (page, url, method) => {
      // The request never gets an answer; the portal gives up after REQUEST_TIMEOUT_MS.
      let release = () => {};
      const lifted = new Promise<void>((resolve) => {
        release = resolve;
      });
      const unroute = await failRequests(page, url, method, async (route) => {
        await lifted;
        await route.abort().catch(() => undefined);
      });
      return async () => {
        release();
        await unroute();
      };
    },
  },
  {
    name: 'malformed JSON',
    message: /The server sent an answer the portal could not read/,
    inject: (page, url, method) =>
      failRequests(page, url, method, (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '{"broken' }),
      ),
  },
  {
    name: 'the browser going offline',
    message: /The server could not be reached/,
    recoversOnItsOwn: true,
    inject: async (page, url, method) => {
      const context = page.context();
      if (method !== 'GET') {
        // A form is sent while the browser is already offline.
        await context.setOffline(true);
        return () => context.setOffline(false);
      }
      // A page needs the network for its code, so the connection drops as its main request leaves.
      const unroute = await failRequests(page, url, method, async (route) => {
        await context.setOffline(true);
        await route.abort('internetdisconnected');
      });
      return async () => {
        await unroute();
        await context.setOffline(false);
      };
    },
  },
];

/** Gives the portal a short API timeout through config.json (`requestTimeoutMs`) for every test of the file. */
export function useShortRequestTimeout() {
  test.beforeEach(async ({ page }) => {
    await page.route('**/config.json', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...config, requestTimeoutMs: REQUEST_TIMEOUT_MS } });
    });
  });
}

export interface PageCase {
  path: string;
  /** URL pattern of the page's main request (GET). */
  request: string;
  /** What the page shows once its data is there. */
  content: (page: Page) => Locator;
  /** A user action needed to see the content (e.g. opening a dropdown). */
  reveal?: (page: Page) => Promise<void>;
  /**
   * The faults to go through; every one by default. How a fault is told and retried is the API client's and
   * the query client's, the same on every page: one page goes through them all, the others need only show
   * that their error state is there and recovers.
   */
  faults?: Fault[];
}

export async function expectRecovery(page: Page, { path, request, content, reveal, faults = FAULTS }: PageCase) {
  for (const fault of faults) {
    await test.step(`${path} with ${fault.name}`, async () => {
      const lift = await fault.inject(page, request, 'GET');
      await page.goto(path);
      const alert = page.getByRole('main').getByRole('alert').filter({ hasText: fault.message });
      await expect(alert, fault.name).toBeVisible();
      const retry = alert.getByRole('button', { name: 'Try again' });
      await expect(retry).toBeVisible();
      if (reveal) {
        await reveal(page);
        await expect(content(page)).toHaveCount(0);
        await page.keyboard.press('Escape');
      } else {
        await expect(content(page)).toHaveCount(0);
      }
      await lift();
      if (!fault.recoversOnItsOwn) await retry.click();
      await reveal?.(page);
      await expect(content(page).first()).toBeVisible();
      await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    });
  }
}
