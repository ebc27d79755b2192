/** New order: uploads (drag and drop, picker, retry), the order form, drafts and a session that expires mid-form. */
import { readFile, writeFile } from 'node:fs/promises';
import type { Page, TestInfo } from '@playwright/test';
import { apiClient } from './support/api';
import { expect, expectNoSeriousA11yViolations, signIn, test } from './support/fixtures';
import { choose, placeOrder } from './support/order-form';
import { paths } from '#portal/lib/paths.ts';

async function realFile(testInfo: TestInfo, name: string, text: string): Promise<string> {
  const path = testInfo.outputPath(name);
  await writeFile(path, text, 'utf8');
  return path;
}

/** Drops files from disk onto the drop zone the way a browser does: a drop event carrying a DataTransfer. */
async function dropFiles(page: Page, paths: string[]) {
  const files = await Promise.all(
    paths.map(async (path) => ({ name: path.split('/').pop() ?? 'file', content: await readFile(path, 'utf8') })),
  );
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const file of list) transfer.items.add(new File([file.content], file.name, { type: 'text/plain' }));
    return transfer;
  }, files);
  const zone = page.getByTestId('document-drop-zone');
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

const documentList = (page: Page) => page.getByRole('list', { name: 'Source documents' });

test('orders two dropped files for a project and lands on the order page', async ({ page, request }, testInfo) => {
  const first = await realFile(testInfo, `brochure-${testInfo.workerIndex}.txt`, 'Welcome to our spring collection.');
  const second = await realFile(testInfo, `faq-${testInfo.workerIndex}.txt`, 'How do I return an item?\nJust ask us.');
  await signIn(page, 'orderer', paths.newOrder.getHref());
  await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible();

  await dropFiles(page, [first, second]);
  await expect(documentList(page).getByText('Uploaded')).toHaveCount(2);

  await choose(page, 'Project', 'Marketing', 'Marketing website');
  await expect(page.getByText(/Default delivery time of Marketing website: 48 business hours/)).toBeVisible();
  await expect(page.getByText(/Leave empty to use the project's default: due/)).toBeVisible();
  await choose(page, 'Source language', 'en-US', 'English (United States) (en-US)');
  await choose(page, 'Target languages', 'German', 'German (Germany) (de-DE)');
  await choose(page, 'Target languages', 'fr', 'French (France) (fr-FR)');
  await page.getByRole('textbox', { name: 'Comment' }).fill('Friendly tone, please.');
  const tags = page.getByRole('combobox', { name: 'Tags' });
  await tags.fill('spring-campaign');
  await tags.press('Enter');

  await expectNoSeriousA11yViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousA11yViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });

  const id = await placeOrder(page);
  const api = await apiClient(request, 'orderer');
  const task = await api.getTask(id);
  expect(task).toMatchObject({ source: 'en-US', target: ['de-DE', 'fr-FR'], comment: 'Friendly tone, please.' });
  expect(task.tags).toEqual(['spring-campaign']);
  expect(task.sourceDocumentIds).toHaveLength(2);
  await expect.poll(async () => (await api.getTask(id)).progress, { timeout: 45_000 }).toBe('COMPLETE_AND_PREPARED');
});

test('orders an instant translation of pasted text', { tag: '@one-mode' }, async ({ page, request }) => {
  await signIn(page, 'orderer', paths.newOrder.getHref());
  await page.getByRole('radio', { name: 'Instant translation' }).check();
  await page.getByRole('textbox', { name: 'Text to translate' }).fill('Our shop opens at nine.');
  await choose(page, 'Source language', 'en-GB', 'English (United Kingdom) (en-GB)');
  await choose(page, 'Target languages', 'es-ES', 'Spanish (Spain) (es-ES)');
  // "Order now", and the confirmation says what happens: a machine translates at once, no quotes.
  await expect(page.getByRole('button', { name: 'Request quotes', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Order now', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Order the machine translation now?' });
  await expect(confirm).toContainText(
    'English (United Kingdom) → Spanish (Spain) is translated by machine at once and delivered automatically',
  );
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Text to translate' })).toHaveValue('Our shop opens at nine.');
  const id = await placeOrder(page, 'Order now');

  const api = await apiClient(request, 'orderer');
  const task = await api.getTask(id);
  expect(task.features).toEqual(['instant']);
  expect(task.sourceDocumentIds).toHaveLength(1);
  expect(task.progress).not.toBe('NEW');
});

test('a draft survives a reload and is ordered later', async ({ page, request }, testInfo) => {
  const file = await realFile(testInfo, `terms-${testInfo.workerIndex}.txt`, 'Terms and conditions apply.');
  await signIn(page, 'orderer', paths.newOrder.getHref());
  await page.locator('input[type=file]').setInputFiles(file);
  await expect(documentList(page).getByText('Uploaded')).toHaveCount(1);
  await choose(page, 'Source language', 'de-DE', 'German (Germany) (de-DE)');
  await page.getByRole('textbox', { name: 'Comment' }).fill('Draft for legal');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/orders\/[^/]+\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit draft order' })).toBeVisible();
  const id = new URL(page.url()).pathname.split('/')[2] ?? '';
  const api = await apiClient(request, 'orderer');
  expect(await api.getTask(id)).toMatchObject({ progress: 'NEW', source: 'de-DE', comment: 'Draft for legal' });

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Comment' })).toHaveValue('Draft for legal');
  await expect(documentList(page).getByText(`terms-${testInfo.workerIndex}.txt`)).toBeVisible();
  await choose(page, 'Target languages', 'en-US', 'English (United States) (en-US)');
  await expectNoSeriousA11yViolations(page);
  expect(await placeOrder(page)).toBe(id);
  const task = await api.getTask(id);
  expect(task).toMatchObject({ target: ['en-US'], complete: true });
});

test(
  'ordering without a source document shows the error on the documents field',
  { tag: '@one-mode' },
  async ({ page }) => {
    await signIn(page, 'orderer', paths.newOrder.getHref());
    await choose(page, 'Source language', 'en-US', 'English (United States) (en-US)');
    await choose(page, 'Target languages', 'de-DE', 'German (Germany) (de-DE)');
    await page.getByRole('button', { name: 'Request quotes', exact: true }).click();
    await expect(page.getByRole('region', { name: 'What to translate' }).getByRole('alert')).toHaveText(
      'Add at least one source document.',
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/orders\/new$/);
  },
);

test('a failed upload can be retried', { tag: '@one-mode' }, async ({ page }, testInfo) => {
  const file = await realFile(testInfo, `flaky-${testInfo.workerIndex}.txt`, 'Sometimes the network fails.');
  await signIn(page, 'orderer', paths.newOrder.getHref());
  let failed = false;
  await page.route('**/rest/api/documents/**', async (route) => {
    if (!failed && route.request().method() === 'POST') {
      failed = true;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Storage unavailable' }),
      });
      return;
    }
    await route.fallback();
  });
  await page.locator('input[type=file]').setInputFiles(file);
  const list = documentList(page);
  await expect(list.getByText('Upload failed: Storage unavailable')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request quotes', exact: true })).toBeEnabled();
  await list.getByRole('button', { name: `Retry flaky-${testInfo.workerIndex}.txt` }).click();
  await expect(list.getByText('Uploaded')).toHaveCount(1);
  await expect(list.getByText(/Upload failed/)).toHaveCount(0);
});

test('typed input survives an expired session and a new sign-in', async ({ page }) => {
  await signIn(page, 'orderer', paths.newOrder.getHref());
  await choose(page, 'Source language', 'fr-FR', 'French (France) (fr-FR)');
  await page.getByRole('textbox', { name: 'Comment' }).fill('Do not lose me');
  await page.getByRole('textbox', { name: 'Contact email' }).fill('team@example.com');

  // The session is gone at the portal and at the identity provider (its cookie expired too).
  await page.evaluate(() => {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith('oidc.user:')) sessionStorage.removeItem(key);
  });
  await page.context().clearCookies();
  await page.reload();
  await page.getByLabel(/username/i).fill('orderer');
  await page.getByLabel(/password/i).fill('orderer');
  await page.getByRole('button', { name: /sign in/i }).click();

  await expect(page).toHaveURL(/\/orders\/new$/);
  await expect(page.getByText('Unsaved entries restored')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Comment' })).toHaveValue('Do not lose me');
  await expect(page.getByRole('textbox', { name: 'Contact email' })).toHaveValue('team@example.com');
  await expect(page.getByRole('combobox', { name: 'Source language' })).toHaveValue('French (France) (fr-FR)');
});
