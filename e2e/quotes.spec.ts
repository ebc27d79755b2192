/** Quote comparison and decisions as an orderer, against the sandbox's simulated vendors. */
import type { Locator, Page } from '@playwright/test';
import type { Quote } from '#contract/quote';
import { apiClient, type ApiClient } from './support/api';
import { expect, expectNoSeriousA11yViolations, signIn, test } from './support/fixtures';
import { useOwnSandbox } from './support/own-sandbox';
import { paths } from '../src/lib/paths';

const SOURCE_TEXT = 'Welcome to our shop.\nFresh coffee every morning.\nOur baristas love their craft.\n';
const GERMAN = 'German (Germany) (de-DE)';
const FRENCH = 'French (France) (fr-FR)';

const orderedTask = (api: ApiClient, target: string[]) => api.placeOrder('e2e-quotes.txt', SOURCE_TEXT, { target });
const quotesOf = (api: ApiClient, taskId: string) => api.quotes(taskId);

/** The vendor's quote number shown under the vendor name ("Quote LS-Q-2026-00001-STD"). */
async function quoteNumberOf(row: Locator): Promise<string> {
  const text = await row.getByText(/^Quote /).textContent();
  return (text ?? '').replace(/^Quote /, '').trim();
}

/** The page once every vendor has answered for every language (all three sandbox vendors serve de/fr). */
async function openWithAllQuotes(page: Page, taskId: string, languages: string[]) {
  await signIn(page, 'orderer', paths.order.getHref(taskId));
  for (const language of languages) {
    const region = page.getByRole('region', { name: language });
    // Vendors answer within about 12 s at realistic pacing.
    await expect(region.getByText('All vendors have answered.')).toBeVisible({ timeout: 30_000 });
    await expect(region.getByRole('table', { name: language }).getByRole('row', { name: /-Q-/ })).toHaveCount(4);
  }
}

async function acceptThroughDialog(page: Page, row: Locator) {
  await row.getByRole('button', { name: /^Accept quote/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Accept this quote?' });
  await dialog.getByRole('button', { name: 'Accept quote' }).click();
  await expect(dialog).toBeHidden();
}

test('the orderer compares quotes and accepts one per language; delivered languages cannot be cancelled', async ({
  page,
  request,
}) => {
  const api = await apiClient(request, 'orderer');
  const taskId = await orderedTask(api, ['de-DE', 'fr-FR']);
  await openWithAllQuotes(page, taskId, [GERMAN, FRENCH]);

  // One cheapest per language and currency: Lingua (EUR, two alternatives), Northwind (GBP), Polyglot (CHF).
  for (const language of [GERMAN, FRENCH]) {
    const table = page.getByRole('table', { name: language });
    await expect(table).toHaveAccessibleDescription(/^Prices in different currencies are not compared\./);
    for (const currency of ['EUR', 'GBP', 'CHF']) {
      await expect(table.getByText(`Cheapest in ${currency}`)).toHaveCount(1);
    }
    await expect(table.getByText(/^Cheapest in/)).toHaveCount(3);
  }
  await expectNoSeriousA11yViolations(page);

  // German: accept the cheapest euro quote; the dialog names it and says what happens to the others.
  const german = page.getByRole('table', { name: GERMAN });
  const cheapestEuro = german.getByRole('row').filter({ hasText: 'Cheapest in EUR' });
  const euroNumber = await quoteNumberOf(cheapestEuro);
  await cheapestEuro.getByRole('button', { name: /^Accept quote/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Accept this quote?' });
  await expect(dialog).toContainText(
    `You accept quote ${euroNumber} from Lingua Services GmbH for German (Germany) at €`,
  );
  await expect(dialog).toContainText('The other quotes for German (Germany) will be rejected');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Accept quote' }).click();
  await expect(dialog).toBeHidden();

  const acceptedRow = german.getByRole('row').filter({ hasText: euroNumber });
  await expect(acceptedRow.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(acceptedRow.getByText(/^Order no\. LS-O-\d{4}-\d{5}$/)).toBeVisible();
  await expect(german.getByRole('row').filter({ hasText: 'Rejected' })).toHaveCount(3);
  await expect(page.getByRole('region', { name: GERMAN }).getByText('Ordered from Lingua Services GmbH')).toBeVisible();
  const germanOnServer = (await quotesOf(api, taskId)).filter((q) => q.target === 'de-DE');
  expect(germanOnServer.filter((q) => q.state === 'ACCEPTED').map((q) => q.number)).toEqual([euroNumber]);
  expect(germanOnServer.filter((q) => q.state === 'REJECTED')).toHaveLength(3);

  // French: the pound quote.
  const french = page.getByRole('table', { name: FRENCH });
  const poundRow = french.getByRole('row').filter({ hasText: 'Northwind Translations Ltd' });
  await acceptThroughDialog(page, poundRow);
  await expect(poundRow.getByText(/^Order no\. NW-O-\d{4}-\d{5}$/)).toBeVisible();

  // The summary: both chosen quotes, one total per currency.
  const summary = page.getByRole('table', { name: 'Accepted quotes' });
  await expect(summary.getByRole('row', { name: /German \(Germany\)/ })).toContainText(euroNumber);
  await expect(summary.getByRole('row', { name: /French \(France\)/ })).toContainText('Northwind Translations Ltd');
  await expect(summary.getByRole('rowheader', { name: /^Total in / })).toHaveCount(2);

  // The sandbox delivers within seconds; a delivered language offers no cancellation any more.
  await expect
    .poll(async () => (await api.getTask(taskId)).progress, { timeout: 20_000 })
    .toBe('TRANSLATION_DELIVERED');
  await expect(page.getByRole('button', { name: /^Cancel quote/ })).toHaveCount(0);
  await expect(acceptedRow.getByText('Accepted', { exact: true })).toBeVisible();

  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousA11yViolations(page);
});

test('an accept the service refuses shows its message and refreshes the table', async ({ page, request }) => {
  const api = await apiClient(request, 'orderer');
  const taskId = await orderedTask(api, ['de-DE']);
  await openWithAllQuotes(page, taskId, [GERMAN]);
  const german = page.getByRole('table', { name: GERMAN });

  // Another tab accepts Northwind's quote; this page still shows the older state.
  const northwind = (await quotesOf(api, taskId)).find((q) => q.supplierName === 'Northwind Translations Ltd');
  if (!northwind) throw new Error('Northwind sent no quote');
  await api.patch(`/quotes/${northwind.id}`, { state: 'ACCEPTED' });

  const polyglot = german.getByRole('row').filter({ hasText: 'Polyglot AG' });
  const polyglotNumber = await quoteNumberOf(polyglot);
  await expect(polyglot.getByText('Offered', { exact: true })).toBeVisible();
  await acceptThroughDialog(page, polyglot);

  const alert = page.getByRole('region', { name: GERMAN }).getByRole('alert');
  await expect(alert).toContainText(`Quote ${polyglotNumber} could not be accepted`);
  await expect(alert).toContainText(`Quote ${polyglotNumber} is REJECTED; only an OFFERED quote can be accepted`);
  const northwindRow = german.getByRole('row').filter({ hasText: northwind.number });
  await expect(northwindRow.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(polyglot.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(german.getByRole('button', { name: /^Accept quote/ })).toHaveCount(0);
});

test.describe('cancelling an accepted quote before delivery', () => {
  /*
   * The shared e2e sandbox (time scale 0.05) delivers about a second after an accept: too little for a person
   * (or a loaded CI machine) to cancel. This journey runs against its own sandbox with slower vendors.
   */
  // Realistic pacing: the vendor delivers 20–35 s after an accept, time enough to cancel first.
  const origin = useOwnSandbox(1000, { SANDBOX_TIME_SCALE: '1', SANDBOX_TOKEN_TTL: '75' });
  test.use({ baseURL: origin });

  test('the orderer cancels a just-accepted quote; the vendor stops and the language is no longer ordered', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const api = await apiClient(request, 'orderer');
    const taskId = await orderedTask(api, ['fr-FR']);
    await openWithAllQuotes(page, taskId, [FRENCH]);
    const french = page.getByRole('table', { name: FRENCH });
    const poundRow = french.getByRole('row').filter({ hasText: 'Northwind Translations Ltd' });
    await acceptThroughDialog(page, poundRow);

    await poundRow.getByRole('button', { name: /^Cancel quote/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel the order for French (France)?' });
    await expect(dialog).toContainText('the vendor stops working, and French (France) is no longer ordered');
    await expect(dialog).toContainText('This cannot be undone.');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Cancel quote' }).click();

    await expect(poundRow.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: FRENCH }).getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('region', { name: FRENCH }).getByText(/^Ordered from/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Accept|Reject|Cancel) quote/ })).toHaveCount(0);
    const onServer = await quotesOf(api, taskId);
    expect(onServer.find((q) => q.supplierName === 'Northwind Translations Ltd')?.state).toBe('CANCELLED');
    expect(await api.get<Quote[]>(`/translationTasks/${taskId}/acceptedQuotes`)).toEqual([]);
  });
});
