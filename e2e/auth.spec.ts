import { test, expect, signIn, signOut, expectNoSeriousA11yViolations } from './support/fixtures';
import { paths } from '#portal/lib/paths.ts';

const navFor = {
  orderer: ['Orders', 'New order', 'Projects', 'Tags', 'Vendors'],
  admin: ['Orders', 'New order', 'Projects', 'Tags', 'Vendors', 'Review'],
  reviewer: ['Projects', 'Review'],
  outsider: ['Orders', 'New order', 'Projects', 'Tags', 'Vendors'],
} as const;
const allLinks = ['Orders', 'New order', 'Projects', 'Tags', 'Vendors', 'Review'];

for (const [user, links] of Object.entries(navFor)) {
  test(`${user} signs in and sees the navigation their roles allow`, async ({ page }) => {
    await signIn(page, user as keyof typeof navFor);
    const nav = page.getByRole('navigation', { name: /main/i });
    for (const name of allLinks) {
      // "Orders" may carry its count of orders awaiting a decision ("Orders 3 need your decision").
      const link = nav.getByRole('link', { name: new RegExp(`^${name}(?: \\d+ needs? your decision)?$`) });
      if ((links as readonly string[]).includes(name)) await expect(link).toBeVisible();
      else await expect(link).toHaveCount(0);
    }
  });
}

test('a deep link while signed out returns to that link after sign-in', async ({ page, baseURL }) => {
  // The provider is on another site than the portal (127.0.0.1 vs localhost), as with Entra ID or Okta.
  await page.goto('/tags?from=deep-link');
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/auth\/realms\/portal\//);
  await signIn(page, 'orderer', '/tags?from=deep-link');
  await expect(page).toHaveURL(new RegExp(`^${baseURL}/tags\\?from=deep-link$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
  // code and state are gone from the address bar and history entry
  expect(page.url()).not.toMatch(/[?&](code|state)=/);
});

test('the login page, the shell and the not-found page have no serious axe violations', async ({ page }) => {
  await page.goto(paths.orders.getHref());
  await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel(/username/i).fill('orderer');
  await page.getByLabel(/password/i).fill('wrong');
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByRole('alert')).toContainText(/invalid username or password/i);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel(/username/i).fill('orderer');
  await page.getByLabel(/password/i).fill('orderer');
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: /not found/i })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('sign-out ends the session; the back button shows no data', async ({ page }) => {
  await signIn(page, 'orderer', paths.orders.getHref());
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  // the provider may ask to confirm the sign-out
  await signOut(page);
  const stored = await page.evaluate(() => ({ session: { ...sessionStorage }, local: { ...localStorage } }));
  expect(JSON.stringify(stored)).not.toMatch(/access_token|refresh_token|orderer@example\.com/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toHaveCount(0);
  await expect(page.getByText('orderer@example.com')).toHaveCount(0);
});

test(
  'an access token that expires during use is renewed without the user noticing',
  { tag: '@browser-mode' },
  async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'orderer', paths.orders.getHref());
    const readToken = () =>
      page.evaluate(() => {
        for (const key of Object.keys(sessionStorage)) {
          if (key.startsWith('oidc.user:'))
            return (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token ?? null;
        }
        return null;
      });
    const first = await readToken();
    expect(first).toBeTruthy();
    await expect.poll(readToken, { timeout: 90_000, intervals: [2000] }).not.toBe(first);
    await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Tags', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
    await expect(page.getByRole('button', { name: /sign in/i })).toHaveCount(0);
  },
);

test('a bad config.json shows the configuration error', async ({ page }) => {
  await page.route('**/config.json', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ apiBaseUrl: '/rest/api', oidc: { authority: '/auth/realms/portal' } }),
    }),
  );
  await page.goto(paths.orders.getHref());
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(/configuration/i);
  await expect(alert).toContainText('oidc.clientId');
  await expectNoSeriousA11yViolations(page);
});
