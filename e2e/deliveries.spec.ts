/** Deliveries on the order page as an orderer: downloads (single file, zip, failure + retry) and post-editing. */
import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import type { Download, Page } from '@playwright/test';
import { apiClient, type ApiClient } from './support/api';
import { expect, expectNoSeriousA11yViolations, signIn, test } from './support/fixtures';
import { paths } from '#portal/lib/paths.ts';

const SOURCE_TEXT = 'Welcome to our shop.\nFresh coffee every morning.\n';

interface WireQuote {
  id: string;
  target: string;
  state: string;
}
interface WireDelivery {
  id: string;
  target: string;
  state: string;
  postEditing?: boolean;
}
interface WireDocument {
  id: string;
  filename: string;
  metadata?: { targetLanguage?: string };
}

async function savedText(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

/** Accepts one offered quote per target language through the API, as soon as the vendors have answered. */
async function acceptOneQuotePerLanguage(api: ApiClient, taskId: string, targets: string[]) {
  let quotes: WireQuote[] = [];
  await expect
    .poll(
      async () => {
        quotes = await api.get<WireQuote[]>(`/translationTasks/${taskId}/quotes`);
        return targets.every((target) => quotes.some((q) => q.target === target && q.state === 'OFFERED'));
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  for (const target of targets) {
    const quote = quotes.find((q) => q.target === target && q.state === 'OFFERED');
    if (!quote) throw new Error(`No offered quote for ${target}`);
    await api.patch(`/quotes/${quote.id}`, { state: 'ACCEPTED' });
  }
}

/** An instant order, completed through the API and shown on the page once both languages are delivered. */
async function openDeliveredInstantOrder(page: Page, api: ApiClient) {
  const task = await api.createTask({
    source: 'en-US',
    target: ['de-DE', 'fr-FR'],
    features: ['instant'],
    sourceText: SOURCE_TEXT,
  });
  await api.patchTask(task.id, { complete: true });
  await signIn(page, 'orderer', paths.order.getHref(task.id));
  const deliveries = page.getByRole('region', { name: 'Deliveries' });
  for (const name of ['German (Germany) (de-DE)', 'French (France) (fr-FR)']) {
    await expect(deliveries.getByRole('article', { name })).toContainText('Delivered');
  }
  return { task, deliveries };
}

test('a standard order is delivered; one document and the zip download from the page', async ({ page, request }) => {
  test.setTimeout(120_000);
  const api = await apiClient(request, 'orderer');
  // A name of this run's own: a retry's chooser must not also list the first attempt's upload.
  const base = `e2e-delivery-${Date.now().toString(36)}`;
  const document = await api.uploadText(`${base}.txt`, SOURCE_TEXT);
  const task = await api.createTask({
    source: 'en-US',
    target: ['de-DE', 'fr-FR'],
    projectId: await api.projectId('Legal'),
    sourceDocumentIds: [document.id],
  });
  await api.patchTask(task.id, { complete: true });
  await acceptOneQuotePerLanguage(api, task.id, ['de-DE', 'fr-FR']);

  await signIn(page, 'orderer', paths.order.getHref(task.id));
  await expect(page.getByRole('region', { name: 'Progress' }).locator('[aria-current="step"]')).toContainText(
    'Delivered',
    { timeout: 30_000 },
  );
  const deliveries = page.getByRole('region', { name: 'Deliveries' });
  const german = deliveries.getByRole('article', { name: 'German (Germany) (de-DE)' });
  await expect(german).toContainText('Delivered');
  // The downloads come first, above the order's details and the quotes, whose decided tables are folded away.
  const details = page.getByRole('region', { name: 'Order details' });
  expect((await deliveries.boundingBox())?.y).toBeLessThan((await details.boundingBox())?.y ?? 0);
  const quotes = page.getByRole('region', { name: 'Quotes' });
  await expect(quotes.getByRole('button', { name: /^Show all \d+ quotes for German \(Germany\)$/ })).toBeVisible();
  await expect(quotes.getByRole('table', { name: /German/ })).toHaveCount(0);
  await expect(deliveries.getByRole('article', { name: 'French (France) (fr-FR)' })).toContainText('Delivered');
  await expect(german.getByRole('link', { name: `Compare ${base}.de-DE.txt with its source` })).toBeVisible();

  const single = page.waitForEvent('download');
  await german.getByRole('button', { name: `Download ${base}.de-DE.txt` }).click();
  const file = await single;
  // The language is in the name: the German and the French file of one document stay apart.
  expect(file.suggestedFilename()).toBe(`${base}.de-DE.txt`);
  const text = (await savedText(file)).toString('utf8');
  expect(text).toContain('[de-DE]');
  expect(text).not.toContain('Welcome to our shop.');

  const archive = page.waitForEvent('download');
  await deliveries.getByRole('button', { name: 'Download everything (zip)' }).click();
  const zipFile = await archive;
  expect(zipFile.suggestedFilename()).toBe(`translation-task-${task.id}.zip`);
  const zip = await JSZip.loadAsync(await savedText(zipFile));
  const targets = await api.get<WireDocument[]>(`/translationTasks/${task.id}/targetDocuments`);
  const inZip = Object.values(zip.files)
    .filter((f) => !f.dir)
    .map((f) => f.name)
    .sort();
  expect(targets.map((d) => d.filename)).toEqual([`${base}.txt`, `${base}.txt`]);
  expect(inZip).toEqual([`de-DE/${base}.de-DE.txt`, `fr-FR/${base}.fr-FR.txt`]);
  expect(await zip.file(`fr-FR/${base}.fr-FR.txt`)?.async('string')).toContain('[fr-FR]');

  await expectNoSeriousA11yViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousA11yViolations(page);

  // A new order offers the source document once: not its two translations of the same name, nor the .xlf.
  await page.goto(paths.newOrder.getHref());
  await page.getByRole('button', { name: 'Choose from uploaded documents' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose from uploaded documents' });
  await chooser.getByRole('textbox', { name: 'Search by file name' }).fill(base);
  await expect(chooser.getByRole('checkbox')).toHaveCount(1);
  await expect(chooser.getByRole('checkbox', { name: `${base}.txt` })).toBeVisible();
});

test('post-editing is requested for one language of an instant order', async ({ page, request }) => {
  const api = await apiClient(request, 'orderer');
  const { task, deliveries } = await openDeliveredInstantOrder(page, api);
  const german = deliveries.getByRole('article', { name: 'German (Germany) (de-DE)' });

  await german.getByRole('button', { name: 'Request post-editing for German (Germany) (de-DE)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request post-editing for German (Germany) (de-DE)?' });
  await expect(dialog).toContainText('Quotes are requested from the vendors for this language');
  await dialog.getByRole('button', { name: 'Request post-editing' }).click();

  await expect(page.getByText('Post-editing requested for German (Germany) (de-DE).')).toBeVisible();
  await expect(german).toContainText('Post-editing');
  await expect(german.getByRole('button', { name: /Request post-editing/ })).toHaveCount(0);
  // The order says what is happening: quotes for the post-editing, not a machine translation running.
  const details = page.getByRole('region', { name: 'Order details' });
  await expect(details).toContainText(/Post-editing (requested – waiting for quotes|quotes arriving|quotes ready)/);
  await expect(details).toContainText('French (France):Delivered');
  await expect(page.getByRole('region', { name: 'Progress' })).not.toContainText('Machine translation running');
  await expectNoSeriousA11yViolations(page);
  await expect(
    deliveries
      .getByRole('article', { name: 'French (France) (fr-FR)' })
      .getByRole('button', { name: 'Request post-editing for French (France) (fr-FR)' }),
  ).toBeVisible();

  const list = await api.get<WireDelivery[]>(`/translationTasks/${task.id}/translationDeliveries`);
  expect(list.find((d) => d.target === 'de-DE')?.postEditing).toBe(true);
  expect(list.find((d) => d.target === 'fr-FR')?.postEditing).toBeUndefined();
  const enquiries = await api.get<{ target?: string }[]>(`/translationTasks/${task.id}/quoteEnquiries`);
  expect(enquiries.length).toBeGreaterThan(0);
  expect(new Set(enquiries.map((e) => e.target))).toEqual(new Set(['de-DE']));
  await expect
    .poll(
      async () =>
        (await api.get<WireQuote[]>(`/translationTasks/${task.id}/quotes`)).filter((q) => q.target === 'de-DE').length,
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
});

test('a failed download shows what failed and succeeds on retry', async ({ page, request }) => {
  const api = await apiClient(request, 'orderer');
  let failed = 0;
  await page.route('**/rest/api/documents/*/content', async (route) => {
    if (failed > 0) return route.fallback();
    failed += 1;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Injected storage failure' }),
    });
  });
  const { deliveries } = await openDeliveredInstantOrder(page, api);
  const french = deliveries.getByRole('article', { name: 'French (France) (fr-FR)' });

  await french.getByRole('button', { name: 'Download source-text.fr-FR.txt' }).click();
  const alert = french.getByRole('alert');
  await expect(alert).toContainText('source-text.fr-FR.txt could not be downloaded');
  await expect(alert).toContainText('Injected storage failure');
  expect(failed).toBe(1);
  await expectNoSeriousA11yViolations(page);

  const retried = page.waitForEvent('download');
  await alert.getByRole('button', { name: 'Try again' }).click();
  const file = await retried;
  expect(file.suggestedFilename()).toBe('source-text.fr-FR.txt');
  expect((await savedText(file)).toString('utf8')).toContain('[fr-FR]');
  await expect(french.getByRole('alert')).toHaveCount(0);
});
