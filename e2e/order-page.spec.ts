/** The order page as an orderer: ordering a draft, live progress, cancelling, deleting; outsiders see nothing. */
import { apiClient } from './support/api';
import { expect, expectNoSeriousA11yViolations, signIn, test } from './support/fixtures';
import { paths } from '#portal/lib/paths.ts';

const SOURCE_TEXT = 'Welcome to our shop.\nFresh coffee every morning.\n';

test('ordering a draft without documents shows the field error', async ({ page, request }) => {
  const api = await apiClient(request, 'orderer');
  const draft = await api.createTask({ source: 'en-US', target: ['de-DE'], comment: 'No documents yet' });

  await signIn(page, 'orderer', paths.order.getHref(draft.id));
  await expect(page.getByText(`Order ${draft.id}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Source documents' })).toContainText('No source documents yet');
  await page.getByRole('button', { name: 'Request quotes', exact: true }).click();
  await page.getByRole('dialog', { name: 'Request quotes?' }).getByRole('button', { name: 'Request quotes' }).click();

  const alert = page.getByRole('alert').filter({ hasText: 'The order could not be placed' });
  await expect(alert).toContainText('Add at least one source document');
  await expect(alert.getByRole('link', { name: 'Edit the draft to fix this.' })).toHaveAttribute(
    'href',
    `/orders/${draft.id}/edit`,
  );
  expect((await api.getTask(draft.id)).progress).toBe('NEW');
  await expectNoSeriousA11yViolations(page);
});

test('ordering from the page moves the timeline to "quotes requested" by itself', async ({ page, request }) => {
  const api = await apiClient(request, 'orderer');
  const document = await api.uploadText('e2e-order-page.txt', SOURCE_TEXT);
  const projectId = await api.projectId('Marketing website');
  const draft = await api.createTask({
    source: 'en-US',
    target: ['de-DE', 'fr-FR'],
    projectId,
    sourceDocumentIds: [document.id],
    tags: ['marketing'],
    comment: 'Please keep <b>brand</b> names',
  });

  await signIn(page, 'orderer', paths.order.getHref(draft.id));
  const details = page.getByRole('region', { name: 'Order details' });
  await expect(details.getByRole('link', { name: 'Marketing website' })).toHaveAttribute(
    'href',
    `/projects/${projectId}`,
  );
  await expect(details).toContainText('Please keep <b>brand</b> names');
  await expect(
    page
      .getByRole('region', { name: 'Source documents' })
      .getByRole('cell', { name: 'e2e-order-page.txt', exact: true }),
  ).toBeVisible();
  const current = page.getByRole('region', { name: 'Progress' }).locator('[aria-current="step"]');
  await expect(current).toContainText('Draft');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Request quotes', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Request quotes?' });
  // The project's vendors are named (by name once the portal has seen them answer, else by id).
  await expect(confirm).toContainText('German (Germany), French (France)');
  await expect(confirm).toContainText('Nothing is charged until you accept a quote, one per language.');
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Request quotes' }).click();
  await expect(current).toContainText('Quotes requested');
  // The draft step, done, no longer says the order has not been placed.
  await expect(page.getByRole('region', { name: 'Progress' }).getByRole('listitem').first()).toContainText(
    'The order was written and placed.',
  );
  await expect(page.getByRole('button', { name: 'Request quotes', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeEnabled();
  expect((await api.getTask(draft.id)).progress).toBe('COMPLETE_AND_PREPARED');

  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousA11yViolations(page);
});

test('cancelling an order asks first, then shows it cancelled', async ({ page, request }) => {
  const api = await apiClient(request, 'orderer');
  const document = await api.uploadText('e2e-cancel.txt', SOURCE_TEXT);
  const task = await api.createTask({ source: 'en-US', target: ['de-DE'], sourceDocumentIds: [document.id] });
  await api.patchTask(task.id, { complete: true });

  await signIn(page, 'orderer', paths.order.getHref(task.id));
  const cancel = page.getByRole('button', { name: 'Cancel order' });
  await expect(cancel).toBeEnabled();
  // Beside Delete (still offered while the documents are prepared), each says what it does.
  await expect(cancel).toHaveAccessibleDescription(/^Cancel order stops it at the vendors/);
  await cancel.click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog).toContainText('The vendors are informed');
  await expect(dialog).toContainText('disappears from your order list');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel order' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Progress' }).locator('[aria-current="step"]')).toContainText(
    'Cancelled',
  );
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  const after = await api.getTask(task.id);
  expect(after.cancelled).toBe(true);
  expect((await api.listTasks()).map((t) => t.id)).not.toContain(task.id);
});

test('deleting a draft asks first, then returns to the orders', async ({ page, request }) => {
  const api = await apiClient(request, 'orderer');
  const draft = await api.createTask({ source: 'en-US', target: ['fr-FR'], comment: 'To be deleted' });

  await signIn(page, 'orderer', paths.order.getHref(draft.id));
  // A draft without documents is titled by its comment, its reference under the title and in the tab's title.
  await expect(page.getByRole('heading', { level: 1, name: 'To be deleted into French (France)' })).toBeVisible();
  await expect(page.getByText(`Order ${draft.id}`, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('To be deleted into French (France) · Translation Portal');
  const remove = page.getByRole('button', { name: 'Delete', exact: true });
  await expect(remove).toHaveAccessibleDescription(/^Delete removes the order completely/);
  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'Delete this draft?' });
  await expect(dialog).toContainText(`Order ${draft.id} and its settings are removed.`);
  await dialog.getByRole('button', { name: 'Delete order' }).click();

  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByText(`Order ${draft.id} was deleted.`)).toBeVisible();
  expect((await api.raw('GET', `/translationTasks/${draft.id}`)).status).toBe(404);
});

test('an outsider opening an acme order sees "order not found"', async ({ page, request }) => {
  const api = await apiClient(request, 'orderer');
  const draft = await api.createTask({ source: 'en-US', target: ['de-DE'], comment: 'Confidential' });

  await signIn(page, 'outsider', paths.order.getHref(draft.id));
  await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
  await expect(page.getByText('Confidential')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
});
