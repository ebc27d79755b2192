/**
 * Providers as they are (the recipes of docs/identity-providers.md): the sandbox's Entra ID look-alike (app roles in the ID token,
 * refresh tokens that do not rotate, a fixed organisation) and its Okta look-alike (groups in userinfo, opaque
 * access tokens, no refresh token), in browser mode and in server mode. The Keycloak profile is what every other
 * spec signs in with. Each user sees what their mapped roles allow; without a refresh token the session ends
 * with the access token, and the portal signs in again on the same page with what was typed.
 */
import type { Page } from '@playwright/test';
import { expect, signIn, test, type DemoUser } from './support/fixtures';
import { ownPort, useOwnSandbox } from './support/own-sandbox';

const navFor = {
  orderer: ['Orders', 'New order', 'Projects', 'Tags', 'Vendors'],
  admin: ['Orders', 'New order', 'Projects', 'Tags', 'Vendors', 'Review'],
  reviewer: ['Projects', 'Review'],
} as const;
const allLinks = ['Orders', 'New order', 'Projects', 'Tags', 'Vendors', 'Review'];
/** The Okta look-alike's sessions end with their access token: short enough to wait for, long enough to sign in and type on a loaded machine. */
const OKTA_TOKEN_TTL = 30;

/** A sandbox of its own with the provider on another site (127.0.0.1) than the portal (localhost). */
function providerSandbox(offset: number, env: Record<string, string>) {
  return useOwnSandbox(offset, {
    SANDBOX_IDP_ORIGIN: `http://127.0.0.1:${ownPort(offset)}`,
    SANDBOX_TIME_SCALE: '0.05',
    ...env,
  });
}

async function expectRoles(page: Page, user: keyof typeof navFor, realm: string, organisation: string) {
  await page.goto('/');
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/auth/realms/${realm}/`));
  await signIn(page, user);
  const nav = page.getByRole('navigation', { name: /main/i });
  for (const name of allLinks) {
    const link = nav.getByRole('link', { name, exact: true });
    if ((navFor[user] as readonly string[]).includes(name)) await expect(link).toBeVisible();
    else await expect(link).toHaveCount(0);
  }
  await page.getByRole('button', { name: /account menu/i }).click();
  await expect(page.getByText(`Organisation: ${organisation}`)).toBeVisible();
}

/** Types into a new order, waits for the session to end, and finds the page and the input again. */
async function expectExpiryKeepsInput(page: Page, user: DemoUser) {
  await signIn(page, user);
  await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'New order', exact: true }).click();
  await page.getByRole('textbox', { name: 'Comment' }).fill('Kept across the new sign-in');
  await expect(page.getByText('Your session had expired — you are signed in again')).toBeVisible({
    timeout: (OKTA_TOKEN_TTL + 30) * 1000,
  });
  await expect(page).toHaveURL(/\/orders\/new$/);
  await expect(page.getByText('Unsaved entries restored')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Comment' })).toHaveValue('Kept across the new sign-in');
}

/**
 * One test per user: signs in at the profile's realm and sees what the mapped roles allow. Server mode maps the
 * claims on the portal server (its unit tests hold every user of both profiles): the admin, with every role, and
 * the reviewer, with the fewest, are signed in there.
 */
function eachUserSignsIn(
  realm: string,
  where: string,
  users: readonly (keyof typeof navFor)[] = ['orderer', 'admin', 'reviewer'],
) {
  for (const user of users) {
    test(`${user} signs in with ${where}`, async ({ page }) => {
      await expectRoles(page, user, realm, 'acme');
    });
  }
}

test.describe('Entra ID in browser mode (config.json as in docs/identity-providers.md)', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    const shipped = (await (await page.request.get(`${baseURL}/config.json`)).json()) as {
      oidc: { authority: string };
    };
    const authority = shipped.oidc.authority.replace(/\/auth\/realms\/portal$/, '/auth/realms/entra');
    await page.route('**/config.json', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          ...shipped,
          oidc: { ...shipped.oidc, authority },
          claims: {
            source: 'id_token',
            roles: 'roles',
            roleMap: { 'Portal.Orderer': 'orderer', 'Portal.Admin': 'admin', 'Portal.Reviewer': 'reviewer' },
            fixedOrganisation: 'acme',
          },
        }),
      }),
    );
  });
  eachUserSignsIn('entra', 'app roles from the ID token');
});

const SERVER_MODE_USERS = ['admin', 'reviewer'] as const;

test.describe('Entra ID in server mode', () => {
  test.use({ baseURL: providerSandbox(3001, { SANDBOX_BFF: '1', SANDBOX_IDP_PROFILE: 'entra' }) });
  eachUserSignsIn('entra', 'app roles from the ID token', SERVER_MODE_USERS);
});

const oktaModes = [
  {
    mode: 'browser mode (the sandbox writes config.json from the server environment)',
    offset: 3000,
    bff: '0',
    users: undefined,
  },
  { mode: 'server mode', offset: 3002, bff: '1', users: SERVER_MODE_USERS },
];
for (const { mode, offset, bff, users } of oktaModes) {
  test.describe(`Okta in ${mode}`, () => {
    test.use({
      baseURL: providerSandbox(offset, {
        SANDBOX_BFF: bff,
        SANDBOX_IDP_PROFILE: 'okta',
        SANDBOX_TOKEN_TTL: String(OKTA_TOKEN_TTL),
      }),
    });
    eachUserSignsIn('okta', 'groups from userinfo', users);

    test('signing out ends the Okta session too: the next sign-in asks for the password', async ({ page }) => {
      await signIn(page, 'orderer');
      await page.getByRole('button', { name: /account menu/i }).click();
      await page.getByRole('menuitem', { name: /sign out/i }).click();
      // Okta refuses a sign-out without id_token_hint (an error page; the user would stay signed in there).
      await expect(page.getByLabel(/username/i)).toBeVisible();
      await expect(page).toHaveURL(/\/auth\/realms\/okta\//);
    });

    test('without a refresh token the session ends with the access token; the page and the input come back', async ({
      page,
    }) => {
      test.setTimeout((OKTA_TOKEN_TTL + 60) * 1000);
      await expectExpiryKeepsInput(page, 'orderer');
    });
  });
}
