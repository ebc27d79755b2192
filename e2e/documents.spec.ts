/**
 * Real documents end to end: an orderer orders a Word, an Excel and a PowerPoint file of the corpus (and is
 * warned about a password-protected one before ordering), the sandbox's vendor delivers translated copies,
 * and the orderer previews a source and compares each delivery row by row.
 */
import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator } from '@playwright/test';
import { apiClient } from './support/api';
import { expect, expectNoSeriousA11yViolations, signIn, test } from './support/fixtures';
import { choose, placeOrder } from './support/order-form';
import { paths } from '#portal/lib/paths.ts';

const CORPUS = path.resolve(import.meta.dirname, '../test-data/corpus');

/** Each file with a unit's place in the compare view and its source text. */
const FILES = [
  {
    corpus: 'docx/okapi_OpenXML_text_reference_v1_2.docx',
    name: 'reference.docx',
    row: 'Body · ¶ 15',
    text: 'Jonagold',
  },
  // Rows are named by sheet and cell since the sheet names are units of their own.
  { corpus: 'xlsx/poi_InlineStrings.xlsx', name: 'inline-strings.xlsx', row: 'Sheet1 · C2', text: '1st Inline String' },
  {
    corpus: 'pptx/poi_SampleShow_notes.pptx',
    name: 'sample-show.pptx',
    row: 'Notes 1 · ¶ 1',
    text: 'I am the notes of the first slide',
  },
] as const;

/** The cells of the row at `location`: source, then translation. */
function rowAt(table: Locator, location: string) {
  return table.getByRole('row', { name: new RegExp(`^${location.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `) });
}

test('an orderer orders Word, Excel and PowerPoint files, previews a source and compares each delivery row by row', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  // Names of their own per run, so the documents list of the organisation does not mix runs.
  const stamp = `${testInfo.workerIndex}-${Date.now()}`;
  const named = (name: string) => name.replace('.', `-${stamp}.`);
  const files = await Promise.all(
    FILES.map(async (file) => {
      const target = testInfo.outputPath(named(file.name));
      await copyFile(path.join(CORPUS, file.corpus), target);
      return target;
    }),
  );
  const secret = testInfo.outputPath(named('secret.docx'));
  await copyFile(path.join(CORPUS, 'docx/HARD_poi_bug53475-password-is-pass.docx'), secret);

  // New order: three Office files and one that is password-protected, which the page warns about.
  await signIn(page, 'orderer', paths.newOrder.getHref());
  await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible();
  await page.locator('input[type=file]').setInputFiles([...files, secret]);
  const documents = page.getByRole('list', { name: 'Source documents' });
  await expect(documents.getByText('Uploaded')).toHaveCount(4);
  const secretRow = documents.getByRole('listitem').filter({ hasText: named('secret.docx') });
  await expect(secretRow).toContainText('This file is password-protected: the translation service cannot read it.');
  await expect(documents.getByText(/translation service cannot read it/)).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await secretRow.getByRole('button', { name: `Remove ${named('secret.docx')}` }).click();
  await expect(documents.getByText('Uploaded')).toHaveCount(3);

  await choose(page, 'Project', 'Legal', 'Legal');
  await choose(page, 'Source language', 'en-US', 'English (United States) (en-US)');
  await choose(page, 'Target languages', 'German', 'German (Germany) (de-DE)');
  const taskId = await placeOrder(page);

  // The sandbox's vendor quotes and delivers translated copies of the three files. The quote is accepted
  // through the API, behind the page's back: the page is loaded again once the order is delivered.
  const api = await apiClient(request, 'orderer');
  await api.acceptQuote(taskId, 'de-DE');
  await expect
    .poll(async () => (await api.getTask(taskId)).progress, { timeout: 90_000 })
    .toBe('TRANSLATION_DELIVERED');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Progress' }).locator('[aria-current="step"]')).toContainText(
    'Delivered',
  );

  // Preview a source document.
  const word = named(FILES[0].name);
  await page
    .getByRole('region', { name: 'Source documents' })
    .getByRole('link', { name: `Preview ${word}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Preview: ${word}` })).toBeFocused();
  const text = page.getByRole('group', { name: `Text of ${word}` });
  await expect(text.getByRole('heading', { level: 2 })).toHaveText([
    'Body',
    'Header 1',
    'Header 2',
    'Footer 1',
    'Footer 2',
    'Footnotes',
    'Comments',
  ]);
  await expect(text.getByText('Jonagold', { exact: true })).toBeVisible();
  await expect(text.getByText('This is a comment', { exact: true })).toBeVisible();
  await expect(page.getByText('Word document', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Back to the order' }).click();

  // Compare each delivered file with its source, row by row.
  const german = page
    .getByRole('region', { name: 'Deliveries' })
    .getByRole('article', { name: 'German (Germany) (de-DE)' });
  for (const file of FILES) {
    // Delivered files carry their language before the extension; the comparison is named for the source.
    const name = named(file.name);
    const delivered = name.replace(/\.(\w+)$/, '.de-DE.$1');
    await german.getByRole('link', { name: `Compare ${delivered} with its source` }).click();
    const table = page.getByRole('table', { name: `${name}: source and translation` });
    await expect(table).toBeVisible();
    const row = rowAt(table, file.row);
    await expect(row.getByRole('cell').first()).toHaveText(file.text);
    await expect(row.getByRole('cell').nth(1)).toContainText('[de-DE]');
    // Every row is translated: the filter leaves none.
    await page.getByRole('checkbox', { name: 'Only untranslated or changed' }).check();
    await expect(page.getByText('No text unit matches the search and filter.')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Only untranslated or changed' }).uncheck();
    await expect(row).toBeVisible();
    if (file === FILES[0]) {
      await expectNoSeriousA11yViolations(page);
      await page.emulateMedia({ colorScheme: 'dark' });
      await expectNoSeriousA11yViolations(page);
      await page.emulateMedia({ colorScheme: 'light' });
    }
    await page.getByRole('link', { name: 'Back to the order' }).click();
  }
});
