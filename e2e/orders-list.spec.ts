import { apiClient } from './support/api';
import { expect, expectNoSeriousA11yViolations, signIn, test } from './support/fixtures';
import { paths } from '#portal/lib/paths.ts';

test('the orderer finds orders by search and through a shared filter link', async ({ page, request }) => {
  const api = await apiClient(request, 'orderer');
  const run = `e2e${Date.now().toString(36)}`;
  const tag = `batch-${run}`;
  const projectId = await api.projectId('Marketing website');
  const brochure = await api.createTask({
    source: 'en-US',
    target: ['de-DE'],
    projectId,
    comment: `Brochure ${run} alpha`,
    tags: [tag],
  });
  const flyer = await api.createTask({
    source: 'en-US',
    target: ['fr-FR', 'es-ES'],
    comment: `Flyer ${run} beta`,
    tags: [tag, 'urgent'],
  });
  // A completed order leaves NEW (IN_PREPARATION at once), so the progress filter tells them apart.
  const document = await api.uploadText(`${run}.txt`, 'Hello from the orders list test.');
  const leaflet = await api.createTask({
    source: 'en-US',
    target: ['de-DE'],
    projectId,
    sourceDocumentIds: [document.id],
    comment: `Leaflet ${run} gamma`,
    tags: [tag],
  });
  const completed = await api.patchTask(leaflet.id, { complete: true });
  expect(completed.progress).not.toBe('NEW');

  await signIn(page, 'orderer', paths.orders.getHref());
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Orders' });
  // Every order, newest first; other journeys add orders meanwhile, so find the seeded one by search.
  await expect(page.getByText(/^([\d,]+) of \1 orders$/)).toBeVisible();
  const searchBox = page.getByRole('searchbox', { name: 'Search orders' });
  await searchBox.fill('summer campaign');
  await expect(table.getByText('Homepage copy for the summer campaign.')).toBeVisible();

  await searchBox.fill(run);
  await expect(page.getByText(/^3 of \d+ orders$/)).toBeVisible();
  await searchBox.fill(`${run} beta`);
  await expect(page.getByText(/^1 of \d+ orders$/)).toBeVisible();
  await expect(table.getByRole('link', { name: `Flyer ${run} beta` })).toBeVisible();
  await expect(table.getByRole('link', { name: `Brochure ${run} alpha` })).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${run}\\+beta`));

  // A bookmarked view: tag and progress from the URL.
  await page.goto(`/orders?tag=${encodeURIComponent(tag)}&progress=NEW`);
  await expect(page.getByText(/^2 of \d+ orders$/)).toBeVisible();
  await expect(table.getByRole('link', { name: `Brochure ${run} alpha` })).toBeVisible();
  await expect(table.getByRole('link', { name: `Flyer ${run} beta` })).toBeVisible();
  await expect(table.getByRole('link', { name: `Leaflet ${run} gamma` })).toHaveCount(0);
  await expect(table.getByText('Homepage copy for the summer campaign.')).toHaveCount(0);
  const brochureRow = table.getByRole('row').filter({ has: page.getByRole('link', { name: `Brochure ${run} alpha` }) });
  await expect(brochureRow.getByRole('cell').nth(3)).toHaveText('Draft');
  await expect(brochureRow.getByRole('cell').nth(4)).toHaveText('Marketing website');
  await expect(brochureRow.getByRole('button', { name: `Copy reference ${brochure.id}` })).toBeVisible();

  // Sorting is part of the view, too.
  await page.getByRole('button', { name: 'Reference', exact: true }).click();
  await expect(page.getByRole('columnheader', { name: 'Reference' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=reference&dir=asc/);

  await expectNoSeriousA11yViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousA11yViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByText(/^([\d,]+) of \1 orders$/)).toBeVisible();
  await expect(page).toHaveURL(/\/orders\?sort=reference&dir=asc$/);

  // The reference opens the order (found by search: the unfiltered list is long by now).
  await searchBox.fill(`${run} beta`);
  await table.getByRole('link', { name: `Flyer ${run} beta` }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${flyer.id}$`));
});

test('at 1280 px no column of the list is cut off, in English or German', async ({ page, request }) => {
  const api = await apiClient(request, 'orderer');
  const run = `wide${Date.now().toString(36)}`;
  const projectId = await api.projectId('Marketing website');
  const document = await api.uploadText(`${run}-brochure.txt`, 'A brochure to translate.');
  await api.createTask({
    source: 'en-US',
    target: ['de-DE', 'fr-FR', 'es-ES'],
    projectId,
    sourceDocumentIds: [document.id],
    comment: `Autumn brochure ${run} for the trade fair in Frankfurt`,
    tags: [`fair-${run}`, 'urgent'],
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'orderer', `${paths.orders.getHref()}?q=${run}`);
  for (const lang of ['en', 'de'] as const) {
    await page.evaluate((value) => window.localStorage.setItem('portal:lang', value), lang);
    await page.reload();
    const table = page.getByRole('table', { name: lang === 'en' ? 'Orders' : 'Aufträge' });
    await expect(table.getByRole('link', { name: new RegExp(`Autumn brochure ${run}`) })).toBeVisible();
    // A heading or cell whose content is wider than it is cut off; text that truncates by design ends in an
    // ellipsis inside its own box (and has the whole text on hover), so it does not count.
    const clipped = await table.evaluate((element) =>
      [...element.querySelectorAll('[role="columnheader"], [role="cell"]')]
        .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
        .map((cell) => cell.textContent ?? ''),
    );
    expect(clipped, `cut off in ${lang}`).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`orders-1280-${lang}.png`) });
  }
});
