/**
 * The orderer's decision loop: the vendors answer (one declines Spanish), German is accepted, and the portal
 * tells which languages need a decision, in the navigation, the orders list and on the order, in English
 * and German, on a desktop and a phone.
 */
import { apiClient } from './support/api';
import { expect, expectNoSeriousA11yViolations, signIn, test } from './support/fixtures';
import { paths } from '#portal/lib/paths.ts';

test('quotes ready: count, badge, filter, banner and per-language status', async ({ page, request }) => {
  test.setTimeout(150_000);
  const api = await apiClient(request, 'orderer');
  const run = `decide${Date.now().toString(36)}`;
  // Without a project every sandbox vendor is asked; Polyglot does not offer Spanish and answers without a quote.
  const taskId = await api.placeOrder(`${run}.txt`, 'Our shop opens at nine.\nFresh coffee every morning.\n', {
    target: ['de-DE', 'fr-FR', 'es-ES'],
    comment: `Decisions ${run}`,
  });
  await expect
    .poll(
      async () => {
        const enquiries = await api.get<{ quotesFetched: boolean }[]>(`/translationTasks/${taskId}/quoteEnquiries`);
        return enquiries.length === 9 && enquiries.every((e) => e.quotesFetched);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  await api.acceptQuote(taskId, 'de-DE');
  // German's vendor translates and delivers within seconds: wait for it, so that what the page shows of German
  // is known (an order with one language delivered and two to decide on still needs a decision).
  await api.untilDelivery(taskId, 'de-DE', 'DELIVERED');

  await signIn(page, 'orderer', paths.orders.getHref());
  // The navigation counts the orders waiting for a decision.
  const ordersLink = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /^Orders/ });
  await expect(ordersLink).toHaveAccessibleName(/^Orders \d+ needs? your decision$/);

  // The list: the order's badge and each language's status; the filter shows only such orders.
  await page.getByRole('searchbox').fill(run);
  const row = page.getByRole('row').filter({ hasText: `Decisions ${run}` });
  await expect(row.getByText('Needs your decision', { exact: true })).toBeVisible();
  await expect(row).toContainText(
    'de-DE: Delivered · fr-FR: Quotes ready – choose one · es-ES: Quotes ready – choose one',
  );
  const filter = page.getByRole('checkbox', { name: /^Needs your decision \(\d+\)$/ });
  // The chip's label is what a user clicks (its checkbox is visually hidden).
  await page
    .locator('label')
    .filter({ hasText: /^Needs your decision \(\d+\)$/ })
    .click();
  await expect(filter).toBeChecked();
  await expect(page).toHaveURL(/[?&]decide=1/);
  await expect(row).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('orders-decide-en.png') });

  // The order: the banner with its jump links, and an order status no further on than French and Spanish.
  await row.getByRole('link', { name: `Decisions ${run}` }).click();
  const banner = page.getByRole('alert').filter({ hasText: '2 of 3 languages need your decision' });
  await expect(banner).toContainText('nothing is charged until you accept a quote');
  const details = page.getByRole('region', { name: 'Order details' });
  await expect(details).toContainText('French (France):Quotes ready – choose one');
  await expect(details).toContainText('Spanish (Spain):Quotes ready – choose one');
  await expect(details.getByText('Status').locator('..')).toContainText(/^StatusQuotes ready – choose one/);
  await banner.getByRole('link', { name: /^Spanish \(Spain\)/ }).click();
  const spanish = page.getByRole('heading', { level: 3, name: 'Spanish (Spain) (es-ES)' });
  await expect(spanish).toBeFocused();
  const spanishQuotes = page.getByRole('region', { name: 'Spanish (Spain) (es-ES)' });
  await expect(spanishQuotes.getByRole('listitem').filter({ hasText: 'Polyglot AG' })).toContainText('No offer');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('order-decide-en.png') });

  // A phone, in German.
  await page.evaluate(() => window.localStorage.setItem('portal:lang', 'de'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const bannerDe = page.getByRole('alert').filter({ hasText: '2 von 3 Sprachen warten auf Ihre Entscheidung' });
  await expect(bannerDe).toBeVisible();
  await expect(page.getByRole('region', { name: 'Auftragsdetails' })).toContainText(
    'Französisch (Frankreich):Angebote liegen vor – bitte eines wählen',
  );
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('order-decide-de-phone.png') });
  await page.goto(`${paths.orders.getHref()}?decide=1`);
  await expect(page.getByText('Wartet auf Ihre Entscheidung', { exact: true }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('orders-decide-de-phone.png') });
  // "Filter zurücksetzen" lifts the decision filter with the others.
  await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
  await expect(page).not.toHaveURL(/[?&]decide=1/);
  await expect(page.getByRole('checkbox', { name: /^Wartet auf Ihre Entscheidung \(\d+\)$/ })).not.toBeChecked();
});
