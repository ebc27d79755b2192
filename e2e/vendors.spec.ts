/**
 * The orderer compares vendors: after five orders into one language pair, the Vendors page judges each
 * vendor of the pair (orders, quotes, price per source word in the reference currency with the
 * organisation's median), and the next order's quote comparison shows each vendor's usual price beside
 * its quote. Keyboard to the page, axe on it, German, and a phone.
 */
import type { Locator, Page } from '@playwright/test';
import { apiClient } from './support/api';
import { tabTo } from './support/keyboard';
import { expect, expectNoSeriousA11yViolations, signIn, test } from './support/fixtures';

/** Scrolls down the page until `target` is in view (the order page draws its lower sections as they come near). */
async function scrollTo(page: Page, target: Locator): Promise<void> {
  await expect(async () => {
    await page.mouse.wheel(0, 400);
    await expect(target).toBeInViewport({ timeout: 500 });
  }).toPass({ timeout: 20_000 });
}

// A pair no other journey orders, so the figures are this journey's (a retry adds five orders of the same prices).
const PAIR = { source: 'nl-NL', target: ['sv-SE'] };

test('the orderer sees the vendors judged after five orders of a pair, and their usual prices on the next', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.slow();
  const api = await apiClient(request, 'orderer');
  const run = `vendors${Date.now().toString(36)}`;
  const orders: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    orders.push(await api.placeOrder(`${run}-${i}.txt`, 'Een korte tekst om te vertalen.', PAIR));
  }
  // Lingua (per word) is accepted on the first order; its quotes are in for every order before the page reads them.
  await api.acceptQuote(orders[0] as string, 'sv-SE');
  const next = await api.placeOrder(`${run}-next.txt`, 'Nog een tekst.', PAIR);
  for (const id of [...orders.slice(1), next]) {
    await expect.poll(async () => (await api.quotes(id)).length, { timeout: 30_000 }).toBeGreaterThan(2);
  }

  await signIn(page, 'orderer', '/orders');
  const vendorsLink = page.getByRole('navigation').getByRole('link', { name: 'Vendors' });
  await page.getByRole('link', { name: 'Orders', exact: true }).first().focus();
  await tabTo(page, vendorsLink);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Vendor scorecards' })).toBeVisible();
  await expect(page.getByText(/^(\d+) of \1 orders fetched$/)).toBeVisible({ timeout: 60_000 });

  const table = page.getByRole('table', { name: 'Scorecards per vendor and language pair' });
  const lingua = table.getByRole('row').filter({ hasText: 'Lingua Services GmbH' }).filter({ hasText: 'Swedish' });
  await expect(lingua).toHaveCount(1);
  // Lingua charges €0.14 per word (its standard alternative, the lower of two) on every order.
  await expect(lingua).toContainText('€0.14');
  await expect(lingua).not.toContainText('Too few orders to judge');
  await page.screenshot({ path: test.info().outputPath('vendors.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page, { label: 'vendor scorecards' });

  // The next order's comparison: Lingua's usual price beside its quote.
  await page.goto(`/orders/${encodeURIComponent(next)}`);
  const swedish = page.getByRole('table', { name: 'Swedish (Sweden) (sv-SE)', exact: true });
  // The usual prices are asked for once the comparison comes near the viewport: scroll down to it as a user does.
  await scrollTo(page, swedish);
  await expect(swedish.getByRole('row').filter({ hasText: 'Lingua' }).first()).toContainText('usually €0.14 per word');
  await expectNoSeriousA11yViolations(page, { label: 'quote comparison with usual prices' });

  // A phone, in German (the portal follows the browser's language): the cards carry the usual price, the
  // scorecards scroll sideways inside their region.
  const phone = await browser.newContext({ baseURL, locale: 'de-DE', viewport: { width: 390, height: 844 } });
  try {
    const german = await phone.newPage();
    await signIn(german, 'orderer', `/orders/${encodeURIComponent(next)}`);
    const card = german.getByRole('listitem').filter({ hasText: /LS-Q-[\d-]+-STD/ });
    await scrollTo(german, card);
    await expect(card).toContainText('üblich 0,14 € je Wort');
    await card.screenshot({ path: test.info().outputPath('usual-price-card-de.png') });
    expect(await german.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await german.goto('/vendors');
    await expect(german.getByRole('heading', { level: 1, name: 'Bewertung der Dienstleister' })).toBeVisible();
    await expect(german.getByText(/^(\d+) von \1 Aufträgen abgerufen$/)).toBeVisible({ timeout: 60_000 });
    // Nothing but the table's own region scrolls sideways.
    expect(await german.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await german.screenshot({ path: test.info().outputPath('vendors-phone-de.png'), fullPage: true });
    await expectNoSeriousA11yViolations(german, { label: 'vendor scorecards on a phone, in German' });
  } finally {
    await phone.close();
  }
});
