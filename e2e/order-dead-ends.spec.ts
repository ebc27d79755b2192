/**
 * The orderer is never left without a next step: a failed preparation names the file and why and leads to a
 * new order without it; the document chooser offers sources only; phones see status, filters and downloads.
 */
import { apiClient } from './support/api';
import { tr, useLanguage } from './support/a11y-sweep';
import { expect, expectNoSeriousA11yViolations, signIn, test } from './support/fixtures';
import { paths } from '#portal/lib/paths.ts';
import type { Page } from '@playwright/test';

test('a failed preparation names the file and reason and leads to a new order with a replacement', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const api = await apiClient(request, 'orderer');
  const unreadable = await api.uploadText('dead-end-scan.bin', 'Not a format the service reads.\n');
  const task = await api.createTask({ source: 'en-US', target: ['de-DE'], sourceDocumentIds: [unreadable.id] });
  await api.patchTask(task.id, { complete: true });
  await expect.poll(async () => (await api.getTask(task.id)).progress, { timeout: 30_000 }).toBe('PREPARATION_FAILED');

  await signIn(page, 'orderer', paths.order.getHref(task.id));
  await expect(page.getByRole('heading', { level: 1, name: 'dead-end-scan.bin into German (Germany)' })).toBeVisible();
  const failure = page.getByRole('region', { name: 'The order could not be prepared' });
  await expect(failure).toContainText('No quotes were requested and nothing is charged.');
  await expect(failure.getByRole('listitem')).toHaveText(/^dead-end-scan\.bin: .+/);
  // No promise of quotes anywhere on the page.
  await expect(page.getByRole('region', { name: 'Quotes' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await useLanguage(page, 'de');
  await page.reload();
  const german = page.getByRole('region', { name: tr('de', 'analysis.preparationFailed.title') });
  await expect(german).toContainText(tr('de', 'analysis.preparationFailed.noQuotes'));
  await expectNoSeriousA11yViolations(page);
  await german.getByRole('link', { name: tr('de', 'analysis.preparationFailed.replaceFiles_one') }).click();

  await expect(page).toHaveURL(/\/orders\/new\?from=.*&without=.*&replace=1$/);
  const replace = page.getByRole('alert').filter({ hasText: tr('de', 'tasks.orderAgain.replaceTitle_one') });
  await expect(replace).toContainText('dead-end-scan.bin');
  await expect(page.getByRole('list', { name: tr('de', 'documents.upload.listLabel') })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

/** Nothing wider than the screen: the page never scrolls sideways (tables scroll inside their own box). */
async function expectNoOverflow(page: Page, what: string) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(widths.page, `${what} is wider than the screen`).toBeLessThanOrEqual(widths.screen);
}

for (const width of [390, 320]) {
  test(`a ${width} px phone: status first, filters behind a button, a drop zone that holds its buttons`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const api = await apiClient(request, 'orderer');
    await api.placeOrder('phone-order.txt', 'Good morning.\n');
    await page.setViewportSize({ width, height: 780 });
    await signIn(page, 'orderer', paths.orders.getHref());

    const table = page.getByRole('table', { name: 'Orders' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    // The status column comes first on a phone.
    const first = table.getByRole('columnheader').first();
    const status = table.getByRole('columnheader', { name: 'Progress' });
    expect((await status.boundingBox())?.x).toBeLessThanOrEqual((await first.boundingBox())?.x ?? 0);
    // The filters fold away behind one button.
    const filters = page.getByRole('button', { name: 'Filters' });
    const progressFilter = page.getByRole('search').getByLabel('Progress', { exact: true });
    await expect(progressFilter).toBeHidden();
    await filters.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await expect(progressFilter).toBeVisible();
    await expectNoOverflow(page, 'the orders list');
    await expectNoSeriousA11yViolations(page);

    // German has the longest button label in the drop zone.
    await useLanguage(page, 'de');
    await page.goto(paths.newOrder.getHref());
    const zone = page.getByTestId('document-drop-zone');
    const chooser = zone.getByRole('button', { name: tr('de', 'documents.choose.open') });
    await expect(chooser).toBeVisible();
    const [outer, inner] = [await zone.boundingBox(), await chooser.boundingBox()];
    expect(inner && outer && inner.x >= outer.x && inner.x + inner.width <= outer.x + outer.width).toBe(true);
    await expectNoOverflow(page, 'the new-order form');
  });
}
