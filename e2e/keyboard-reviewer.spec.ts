/**
 * The reviewer's journey by keyboard alone: open a delivery in review, compare source and translation, switch
 * documents, download one, read the order's analysis per language and document.
 * Only page.keyboard drives the page (support/keyboard.ts).
 */
import type { APIRequestContext } from '@playwright/test';
import { apiClient } from './support/api';
import { expect, test } from './support/fixtures';
import {
  tabTo,
  expectVisibleFocusIndicator,
  downloadTranslation,
  pickOption,
  signInWithKeyboard,
} from './support/keyboard';

/**
 * A fresh order of the Marketing website project (its deliveries need review) with two documents and two
 * languages, analysed, the German quote accepted: waits until the German delivery is in review.
 */
async function orderInReview(request: APIRequestContext, files: readonly [string, string]): Promise<string> {
  const orderer = await apiClient(request, 'orderer');
  const projectId = await orderer.projectId('Marketing website');
  const first = await orderer.uploadText(files[0], 'Good evening.\nThe museum closes at six.\n');
  const second = await orderer.uploadText(files[1], 'Tickets are sold at the door.\n');
  const task = await orderer.createTask({
    source: 'en-US',
    target: ['de-DE', 'fr-FR'],
    projectId,
    sourceDocumentIds: [first.id, second.id],
  });
  await orderer.patchTask(task.id, { complete: true });
  await orderer.post('/analysis/', { translationTaskId: task.id });
  await orderer.acceptQuoteUntilInReview(task.id, 'de-DE');
  return task.id;
}

test('the reviewer compares a delivery, downloads a document and reads the analysis with the keyboard only', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = `${test.info().workerIndex}-${Date.now()}`;
  const files = [`keyboard-review-a-${stamp}.txt`, `keyboard-review-b-${stamp}.txt`] as const;
  // Ordered right before it is needed: a delivery stays in review for 30 s only.
  const taskId = await orderInReview(request, files);

  // A reviewer lands on the review queue.
  await signInWithKeyboard(page, 'reviewer');
  await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeFocused();
  const compare = page.getByRole('link', { name: `Compare: Order ${taskId}, German (Germany)` });
  await expect(compare).toBeVisible({ timeout: 15_000 });
  await tabTo(page, compare, { max: 80 });
  await expectVisibleFocusIndicator(compare);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Compare source and translation: German (Germany)' }),
  ).toBeFocused();

  // Source and translation side by side; the other document through the document select.
  const table = (file: string) => page.getByRole('table', { name: `${file}: source and translation` });
  await expect(page.getByRole('table', { name: /: source and translation$/ })).toBeVisible();
  const shown = (await table(files[0]).isVisible()) ? files[0] : files[1];
  const other = shown === files[0] ? files[1] : files[0];
  await expect(table(shown).getByRole('columnheader', { name: 'Source (English (United States))' })).toBeVisible();
  await expect(table(shown).getByRole('columnheader', { name: 'Translation (German (Germany))' })).toBeVisible();
  const documentSelect = page.getByRole('combobox', { name: 'Document' });
  await tabTo(page, documentSelect, { max: 5 });
  await expectVisibleFocusIndicator(documentSelect);
  await pickOption(page, documentSelect, '', other);
  await expect(table(other)).toBeVisible();
  await expect(documentSelect).toBeFocused();
  const firstLine = table(other).getByRole('row', { name: /^Line 1 / });
  await expect(firstLine.getByRole('cell').first()).toHaveText('Tickets are sold at the door.');
  await expect(firstLine.getByRole('cell').nth(1)).toContainText('[de-DE]');

  // Download the translation of the document shown.
  // The translation is saved under the source's name with its language.
  const otherGerman = other.replace(/\.txt$/, '.de-DE.txt');
  const download = page.getByRole('button', { name: `Download translation: ${otherGerman}` });
  await downloadTranslation(page, download, 5, otherGerman, 'Tickets are sold at the door.');

  // Back to the order: the analysis per language, the other language by the arrows, a document's own figures.
  const back = page.getByRole('link', { name: 'Back to the order' });
  await tabTo(page, back, { backwards: true, max: 10 });
  await expectVisibleFocusIndicator(back);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  const analysis = page.getByRole('region', { name: 'Translation-memory analysis' });
  const german = analysis.getByRole('tab', { name: 'German (Germany)' });
  await tabTo(page, german, { max: 80 });
  await expectVisibleFocusIndicator(german);
  await page.keyboard.press('ArrowRight');
  const french = analysis.getByRole('tab', { name: 'French (France)' });
  await expect(french).toBeFocused();
  await expect(french).toHaveAttribute('aria-selected', 'true');
  const totals = analysis
    .getByRole('table', { name: 'Analysis for French (France): all documents' })
    .getByRole('row', { name: /^Total/ });
  // Three sentences in the two documents (the first document's two lines are one paragraph).
  await expect(totals.getByRole('cell').first()).toHaveText('3');
  const perDocument = analysis.getByRole('button', { name: new RegExp(other.replace(/\./g, '\\.')) });
  await tabTo(page, perDocument, { max: 10 });
  await expectVisibleFocusIndicator(perDocument);
  await page.keyboard.press('Enter');
  const documentTotals = analysis
    .getByRole('table', { name: `Analysis for French (France): ${other}` })
    .getByRole('row', { name: /^Total/ });
  await expect(documentTotals.getByRole('cell').first()).toHaveText('1');
});
