/**
 * Accessibility sweep, the frame around the pages: the phone layout with its navigation, and the sandbox's sign-
 * in and sign-out pages.
 * Each test walks its pages once per language (English, German) and scans every state (page, dialog, menu,
 * dropdown) with axe in the light and dark scheme (WCAG 2.x A/AA; serious and critical findings fail,
 * collected softly so one run lists all of them). The tools are in support/a11y-sweep.ts.
 */
import { LANGUAGES, tr, visit, scanSchemes, inEachLanguage } from './support/a11y-sweep';
import { expect, signIn, test } from './support/fixtures';
import { paths } from '#portal/lib/paths.ts';

// The groups are independent: let both workers take them, longest first.
test.describe.configure({ mode: 'parallel' });

/* ------------------------------------------------------------------ a phone: the navigation behind its button */

test('phone layout with the navigation opened from its button', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'orderer', paths.orders.getHref());
  await inEachLanguage(page, async (lang, t) => {
    await visit(page, lang, paths.orders.getHref(), t('tasks.orders.title'));
    const nav = page.getByRole('navigation', { name: t('nav.label') });
    const burger = page.getByRole('button', { name: t('nav.openNavigation') });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await scanSchemes(page, lang, 'phone orders list');

    await burger.click();
    const close = page.getByRole('button', { name: t('nav.closeNavigation') });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await scanSchemes(page, lang, 'phone navigation', nav);
    await nav.getByRole('link', { name: t('nav.newOrder') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('tasks.newOrder.title') })).toBeVisible();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await scanSchemes(page, lang, 'phone new order');
  });
});

/* ------------------------------------------------------------------ the sandbox's sign-in and sign-out pages */

const IDP_TEXTS = {
  en: {
    heading: 'Sign in to the Translation Portal',
    user: 'Username',
    password: 'Password',
    submit: 'Sign in',
    signOut: 'Sign out',
    signedOut: 'Signed out',
  },
  de: {
    heading: 'Beim Übersetzungsportal anmelden',
    user: 'Benutzername',
    password: 'Passwort',
    submit: 'Anmelden',
    signOut: 'Abmelden',
    signedOut: 'Abgemeldet',
  },
};

test('sign-in and sign-out pages', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  for (const lang of LANGUAGES) {
    // The sandbox's pages follow the browser's language.
    const context = await browser.newContext({ baseURL, locale: lang === 'de' ? 'de-DE' : 'en-GB' });
    try {
      const page = await context.newPage();
      const idp = IDP_TEXTS[lang];
      await page.goto(paths.orders.getHref());
      await expect(page.getByRole('heading', { level: 1, name: idp.heading })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await scanSchemes(page, lang, 'sign-in page');

      await page.getByLabel(idp.user, { exact: true }).fill('orderer');
      await page.getByLabel(idp.password, { exact: true }).fill('wrong');
      await page.getByRole('button', { name: idp.submit }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await scanSchemes(page, lang, 'sign-in page with error');

      await page.getByLabel(idp.user, { exact: true }).fill('orderer');
      await page.getByLabel(idp.password, { exact: true }).fill('orderer');
      await page.getByRole('button', { name: idp.submit }).click();
      // Nothing stored yet: the portal takes the browser's language too.
      await expect(page.getByRole('heading', { level: 1, name: tr(lang, 'tasks.orders.title') })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);

      await page.getByRole('button', { name: tr(lang, 'userMenu.label', { name: 'Olivia Orderer' }) }).click();
      await page.getByRole('menuitem', { name: tr(lang, 'userMenu.signOut') }).click();
      // The portal signs out at the provider with its ID token as the hint, so the provider asks nothing, and
      // the portal sends the visitor back to the sign-in page.
      await expect(page.getByRole('heading', { level: 1, name: idp.heading })).toBeVisible();
      // A sign-out that comes without the hint (from another application) is confirmed on the provider's page.
      await page.getByLabel(idp.user, { exact: true }).fill('orderer');
      await page.getByLabel(idp.password, { exact: true }).fill('orderer');
      await page.getByRole('button', { name: idp.submit }).click();
      await expect(page.getByRole('heading', { level: 1, name: tr(lang, 'tasks.orders.title') })).toBeVisible();
      const config = (await (await page.request.get('/config.json')).json()) as { oidc: { authority: string } };
      const discovery = await page.request.get(`${config.oidc.authority}/.well-known/openid-configuration`);
      await page.goto(((await discovery.json()) as { end_session_endpoint: string }).end_session_endpoint);
      await expect(page.getByRole('heading', { level: 1, name: idp.signOut })).toBeVisible();
      await scanSchemes(page, lang, 'sign-out confirmation');
      await page.getByRole('button', { name: idp.signOut }).click();
      await expect(page.getByRole('heading', { level: 1, name: idp.signedOut })).toBeVisible();
    } finally {
      await context.close();
    }
  }
});
