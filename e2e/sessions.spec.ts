/**
 * Tabs of one orderer stay signed in over several access-token lifetimes while the refresh tokens rotate.
 *
 * The sandbox rotates refresh tokens and treats the reuse of a spent one as theft: it revokes the whole grant,
 * which every tab of the browser shares, so one stale refresh in one tab signs out all of them. A tab that
 * starts with a copy of another tab's sessionStorage (window.open from the page, the browser's "Duplicate
 * tab") holds the same refresh token as its origin; only one of the two may ever use it.
 *
 * Runs against its own sandbox with 15-second access tokens, so several lifetimes pass within a minute.
 */
import type { Page } from '@playwright/test';
import { TOKEN_PATH } from '#test-support/token-client';
import { apiClient } from './support/api';
import { expect, signIn, test } from './support/fixtures';
import { useOwnSandbox } from './support/own-sandbox';
import { accessTokenOf, isRefresh, recordTraffic } from './support/token-traffic';
import { paths } from '#portal/lib/paths.ts';

const TOKEN_TTL_SECONDS = 15;
const LIFETIMES = 3;

/**
 * Waits until the tab's next renewal is answered and stored. Reloading right then cannot cut a renewal off on
 * the wire (the next one is a second away); that case has a test of its own below.
 */
async function afterNextRenewal(tab: Page) {
  const response = await tab.waitForResponse((r) => isRefresh(r.request()), { timeout: TOKEN_TTL_SECONDS * 1000 });
  expect(response.status()).toBe(200);
  const { access_token: renewed } = (await response.json()) as { access_token: string };
  await expect.poll(() => accessTokenOf(tab)).toBe(renewed);
}

function collectConsoleErrors(page: Page, errors: string[]) {
  page.on('pageerror', (e) => errors.push(`second tab pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`second tab console: ${m.text()}`);
  });
}

/** Neither the login form nor the "session expired" notice. */
async function expectStillSignedIn(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByLabel(/password/i)).toHaveCount(0);
  await expect(page.getByText('Your session has expired')).toHaveCount(0);
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: /main/i });

test.describe('tabs of one user over several token lifetimes', () => {
  const origin = useOwnSandbox(2000, { SANDBOX_TIME_SCALE: '0.05', SANDBOX_TOKEN_TTL: String(TOKEN_TTL_SECONDS) });
  test.use({ baseURL: origin });

  const ctrlClick = (from: Page, orderId: string) =>
    from
      .getByRole('table', { name: 'Orders' })
      .getByRole('row')
      .filter({ hasText: orderId })
      .getByRole('link')
      .click({ modifiers: ['ControlOrMeta'] });

  const openings = [
    {
      name: 'a tab opened from the page, which starts with a copy of its sessionStorage (like "Duplicate tab")',
      copiesSession: true,
      open: (from: Page, orderId: string) =>
        from.evaluate((url) => void window.open(url), paths.order.getHref(orderId)),
    },
    {
      name: 'a tab opened with ctrl-click on an order link, which starts empty and signs in through the IdP session',
      copiesSession: false,
      open: ctrlClick,
    },
  ];

  // One soak for both kinds of opened tab: three tabs of one grant renewing side by side over the same lifetimes.
  test(`the orders list, ${openings.map((o) => o.name).join(', and ')}, all stay signed in while tokens rotate`, async ({
    page,
    context,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(LIFETIMES * TOKEN_TTL_SECONDS * 1000 + 75_000);
    const traffic = await recordTraffic(context);
    const api = await apiClient(request, 'orderer');
    const order = await api.createTask({ source: 'en-US', target: ['de-DE'], comment: 'Three tabs' });
    const orders = page.getByRole('table', { name: 'Orders' });
    const orderHeading = (tab: Page) => tab.getByText(`Order ${order.id}`, { exact: true });

    await signIn(page, 'orderer', paths.orders.getHref());
    await expect(orders.getByRole('row').filter({ hasText: order.id }).getByRole('link')).toBeVisible();

    const opened: Page[] = [];
    for (const opening of openings) {
      const [tab] = await Promise.all([context.waitForEvent('page'), opening.open(page, order.id)]);
      collectConsoleErrors(tab, consoleErrors);
      await expect(orderHeading(tab)).toBeVisible();
      await expectStillSignedIn(tab);
      // The premise of the case: did the tab start with the first tab's session?
      expect(traffic.startedSignedIn.get(tab), opening.name).toBe(opening.copiesSession);
      opened.push(tab);
    }
    const tabs = [page, ...opened];

    const soakStart = Date.now();
    const firstTokens = await Promise.all(tabs.map(accessTokenOf));
    const refreshesAtStart = tabs.map(traffic.refreshesBy);

    // Use every tab until several access-token lifetimes have passed: reloads, navigation, fresh data.
    for (let round = 0; Date.now() - soakStart < LIFETIMES * TOKEN_TTL_SECONDS * 1000; round += 1) {
      const before = tabs.map(traffic.refreshesBy);
      if (round % 2 === 0) {
        await afterNextRenewal(page);
        await page.reload();
        for (const tab of opened) {
          await mainNav(tab)
            .getByRole('link', { name: /^Orders(?: \d+ needs? your decision)?$/ })
            .click();
          await tab
            .getByRole('table', { name: 'Orders' })
            .getByRole('row')
            .filter({ hasText: order.id })
            .getByRole('link')
            .click();
        }
      } else {
        await mainNav(page).getByRole('link', { name: 'Tags', exact: true }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
        await mainNav(page)
          .getByRole('link', { name: /^Orders(?: \d+ needs? your decision)?$/ })
          .click();
        for (const tab of opened) {
          await afterNextRenewal(tab);
          await tab.reload();
        }
      }
      await expect(orders.getByRole('row').filter({ hasText: order.id }).getByRole('link')).toBeVisible();
      for (const tab of opened) await expect(orderHeading(tab)).toBeVisible();
      for (const tab of tabs) await expectStillSignedIn(tab);
      // Go on once each tab has renewed its token since the round began.
      await expect
        .poll(() => tabs.map((tab, i) => traffic.refreshesBy(tab) > before[i]!), {
          timeout: (TOKEN_TTL_SECONDS + 15) * 1000,
        })
        .toEqual(tabs.map(() => true));
    }

    await expect(orders.getByRole('row').filter({ hasText: order.id }).getByRole('link')).toBeVisible();
    for (const tab of opened) await expect(orderHeading(tab)).toBeVisible();
    for (const tab of tabs) await expectStillSignedIn(tab);

    traffic.expectNoRefusalOrReuse();
    // No tab had to sign in again while they were being used, and the API never answered 401.
    expect(traffic.authorizationsSince(soakStart)).toBe(0);
    expect(traffic.unauthorized).toEqual([]);
    // Every tab renewed with its own refresh tokens at least once per lifetime and holds a new access token.
    for (const [i, tab] of tabs.entries()) {
      expect(traffic.refreshesBy(tab) - refreshesAtStart[i]!).toBeGreaterThanOrEqual(LIFETIMES);
      expect(await accessTokenOf(tab)).not.toBe(firstTokens[i]);
    }
  });

  test('a reload while a renewal is on the wire does not send the spent refresh token; the other tab stays signed in', async ({
    page,
    context,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    const traffic = await recordTraffic(context);
    const api = await apiClient(request, 'orderer');
    const order = await api.createTask({ source: 'en-US', target: ['de-DE'], comment: 'Reload mid-renewal' });
    await signIn(page, 'orderer', paths.orders.getHref());
    const [second] = await Promise.all([context.waitForEvent('page'), ctrlClick(page, order.id)]);
    collectConsoleErrors(second, consoleErrors);
    await expect(second.getByText(`Order ${order.id}`, { exact: true })).toBeVisible();

    // The provider gets the first tab's next renewal and spends its refresh token, but the answer never arrives:
    // the tab is reloaded first.
    let onWire = () => {};
    const spent = new Promise<void>((resolve) => (onWire = resolve));
    await page.route(
      `**${TOKEN_PATH}`,
      async (route) => {
        if (!isRefresh(route.request())) return route.fallback();
        const answer = await route.fetch();
        expect(answer.status()).toBe(200);
        onWire();
      },
      { times: 1 },
    );
    await spent;
    const reloadedAt = Date.now();
    await page.reload();
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    // The reloaded tab is back on its page (it signed in again through the provider's session) …
    await expect(
      page.getByRole('table', { name: 'Orders' }).getByRole('row').filter({ hasText: order.id }).getByRole('link'),
    ).toBeVisible();
    await expectStillSignedIn(page);
    // … and both tabs go on renewing, the other one without ever having to sign in again.
    const refreshed = [traffic.refreshesBy(page), traffic.refreshesBy(second)];
    await expect
      .poll(() => [traffic.refreshesBy(page) >= refreshed[0]! + 2, traffic.refreshesBy(second) >= refreshed[1]! + 2], {
        timeout: (TOKEN_TTL_SECONDS + 15) * 1000,
      })
      .toEqual([true, true]);
    await expect(second.getByText(`Order ${order.id}`, { exact: true })).toBeVisible();
    await expectStillSignedIn(second);
    traffic.expectNoRefusalOrReuse();
    // One sign-in round trip: the reloaded tab's own.
    expect(traffic.authorizationsSince(reloadedAt)).toBe(1);
    expect(traffic.unauthorized).toEqual([]);
  });
});
