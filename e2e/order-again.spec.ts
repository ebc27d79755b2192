/**
 * Order again: from a placed order, the orderer opens the new-order form filled from it (languages, tags,
 * comment, contact, the source document), orders it with the keyboard, and the new order has the same
 * languages. Axe on the filled form.
 */
import { apiClient } from './support/api';
import { tabTo } from './support/keyboard';
import { expect, expectNoSeriousA11yViolations, signIn, test } from './support/fixtures';

test('the orderer repeats an order in two steps, with the keyboard', async ({ page, request }) => {
  const api = await apiClient(request, 'orderer');
  const run = `again${Date.now().toString(36)}`;
  const original = await api.placeOrder(`${run}.txt`, 'Quarterly brochure.\nFresh coffee every morning.\n', {
    target: ['de-DE', 'fr-FR'],
    tags: ['urgent'],
    comment: `${run} keep the tone friendly`,
    email: 'brochures@example.com',
  });

  await signIn(page, 'orderer', `/orders/${original}`);
  await expect(page.getByText(`Order ${original}`, { exact: true })).toBeVisible();
  // Keyboard: Tab reaches Order again, Enter follows it.
  const orderAgain = page.getByRole('link', { name: 'Order again' });
  await page.getByRole('heading', { level: 1 }).click();
  await tabTo(page, orderAgain);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(`/orders/new?from=${original}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${original} again` })).toBeVisible();
  await expect(page.getByText(`${run}.txt`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Source language' })).toHaveValue('English (United States) (en-US)');
  const targets = page.locator('.mantine-Pill-label');
  await expect(targets.filter({ hasText: 'German (Germany) (de-DE)' })).toBeVisible();
  await expect(targets.filter({ hasText: 'French (France) (fr-FR)' })).toBeVisible();
  await expect(targets.filter({ hasText: /^urgent$/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Comment' })).toHaveValue(`${run} keep the tone friendly`);
  await expect(page.getByRole('textbox', { name: 'Contact email' })).toHaveValue('brochures@example.com');
  await expect(page.getByText('Source documents deleted')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, { label: 'order again form' });
  await page.screenshot({ path: test.info().outputPath('order-again.png'), fullPage: true });

  // Nothing was created by opening the form.
  const before = (await api.listTasks()).filter((task) => task.comment?.includes(run));
  expect(before.map((task) => task.id)).toEqual([original]);

  // Keyboard: Tab to Request quotes, Enter, then confirm in the dialog with Enter.
  const orderButton = page.getByRole('button', { name: 'Request quotes', exact: true });
  await page.getByRole('textbox', { name: 'Comment' }).focus();
  await tabTo(page, orderButton);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Request quotes?' }).getByRole('button', { name: 'Request quotes' });
  await confirm.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => /^\/orders\/[^/]+$/.test(url.pathname) && url.pathname !== '/orders/new');
  const repeated = new URL(page.url()).pathname.split('/').pop() ?? '';
  expect(repeated).not.toBe(original);
  await expect(page.getByText(`Order ${repeated}`, { exact: true })).toBeVisible();

  const task = await api.getTask(repeated);
  expect(task.source).toBe('en-US');
  expect(task.target).toEqual(['de-DE', 'fr-FR']);
  expect(task.tags).toEqual(['urgent']);
  expect(task.comment).toBe(`${run} keep the tone friendly`);
  expect(task.complete).toBe(true);
  const originalTask = await api.getTask(original);
  expect(task.sourceDocumentIds).toEqual(originalTask.sourceDocumentIds);
});
