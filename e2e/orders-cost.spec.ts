/**
 * The orderer looks at the cost of the orders a search selects: the Cost button takes the list's view to
 * the cost page, which totals the accepted quotes exactly as the service states them, per currency and per
 * vendor, and downloads the quote lines as CSV. Keyboard only; axe on the report.
 */
import { readFileSync } from 'node:fs';
import { Decimal } from 'decimal.js';
import type { Quote } from '#contract/quote';
import { parseCsv } from '#documents/testing/libreoffice-sheets.harness';
import { apiClient } from './support/api';
import { tabTo } from './support/keyboard';
import { expect, expectNoSeriousA11yViolations, signIn, test } from './support/fixtures';

test('the orderer totals the accepted quotes of the searched orders and downloads the lines', async ({
  page,
  request,
}) => {
  const api = await apiClient(request, 'orderer');
  const run = `cost${Date.now().toString(36)}`;
  const first = await api.placeOrder(`${run}-a.txt`, 'The first text to translate. It has two sentences.', {
    comment: `${run} first`,
    target: ['de-DE', 'fr-FR'],
  });
  const second = await api.placeOrder(`${run}-b.txt`, 'The second text to translate.', {
    comment: `${run} second`,
    target: ['de-DE'],
  });
  await api.placeOrder(`${run}-c.txt`, 'Not part of this search.', { comment: 'another order', target: ['de-DE'] });
  await api.acceptQuote(first, 'de-DE');
  await api.acceptQuote(first, 'fr-FR');
  await api.acceptQuote(second, 'de-DE');
  // What the service says was accepted: the page must total exactly this.
  const accepted = [
    ...(await api.get<Quote[]>(`/translationTasks/${first}/acceptedQuotes`)),
    ...(await api.get<Quote[]>(`/translationTasks/${second}/acceptedQuotes`)),
  ];
  expect(accepted).toHaveLength(3);
  // The simulated vendors quote in several currencies: one total each, never mixed.
  const byCurrency = new Map<string, Quote[]>();
  for (const quote of accepted) {
    byCurrency.set(quote.price.currency, [...(byCurrency.get(quote.price.currency) ?? []), quote]);
  }

  await signIn(page, 'orderer', `/orders?q=${run}`);
  await expect(page.getByText('2 of', { exact: false })).toBeVisible();
  // Keyboard only: Tab from the search box reaches the Cost link, Enter opens it.
  const costLink = page.getByRole('link', { name: 'Cost', exact: true });
  await page.getByRole('searchbox', { name: 'Search orders' }).focus();
  await tabTo(page, costLink);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Cost of the selected orders' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/orders/cost\\?q=${run}$`));
  await expect(page.getByText('2 of 2 orders fetched')).toBeVisible();
  const totals = page.getByRole('table', { name: 'Totals per currency' });
  await expect(totals.getByRole('row')).toHaveCount(byCurrency.size + 1);
  for (const [currency, quotes] of byCurrency) {
    const gross = quotes.reduce((sum, quote) => sum.plus(quote.price.grossAmount), new Decimal(0));
    const exact = new Intl.NumberFormat('en', { style: 'currency', currency, maximumFractionDigits: 4 }).format(
      gross.toString() as Intl.StringNumericLiteral,
    );
    // Shown at the currency's minor units; where that rounds, the exact total is the hover title and read out.
    const shown = new Intl.NumberFormat('en', { style: 'currency', currency }).format(
      gross.toString() as Intl.StringNumericLiteral,
    );
    const row = totals.getByRole('row', { name: new RegExp(`^${currency}`) });
    await expect(row.getByRole('cell').first()).toHaveText(String(quotes.length));
    await expect(row.getByRole('cell').last()).toHaveText(shown === exact ? shown : `${shown} (exact: ${exact})`);
  }
  await expect(page.getByRole('img', { name: /^Gross amount per vendor in [A-Z]{3}$/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { label: 'cost of the selected orders' });

  const downloadButton = page.getByRole('button', { name: 'Download quote lines as CSV' });
  await downloadButton.focus();
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const download = await downloading;
  const text = readFileSync((await download.path()) ?? '', 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [headers, ...lines] = parseCsv(text.slice(1));
  expect(headers).toEqual([
    'Order ID',
    'Project',
    'Target language',
    'Target language code',
    'Vendor',
    'Quote number',
    'Vendor order number',
    'Net',
    'VAT',
    'Gross',
    'Currency',
  ]);
  const expected = accepted.map((quote) => [
    quote.translationTaskId,
    quote.target,
    quote.supplierName,
    quote.number,
    quote.price.grossAmount,
    quote.price.currency,
  ]);
  const got = lines.map((line) => [line[0], line[3], line[4], line[5], line[9], line[10]]);
  expect(got.sort()).toEqual(expected.sort());

  // Back to the list, with the same search.
  await page.getByRole('link', { name: 'Back to the orders' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search orders' })).toHaveValue(run);
  await expect(page.getByText('2 of', { exact: false })).toBeVisible();
});
