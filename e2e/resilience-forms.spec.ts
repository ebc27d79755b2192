/**
 * The order and project forms' saves fail with each fault of the matrix: typed input survives every failure, and
 * the order is placed once.
 */
import { writeFile } from 'node:fs/promises';
import { apiClient } from './support/api';
import { test, expect, signIn } from './support/fixtures';
import { choose } from './support/order-form';
import { serverError, FAULTS, useShortRequestTimeout } from './support/resilience';
import { paths } from '#portal/lib/paths.ts';

// Independent journeys: let both workers take them. Each goes through four faults, a few seconds each.
test.describe.configure({ mode: 'parallel', timeout: 150_000 });
useShortRequestTimeout();

test('the new order form keeps every value through each failed order, then orders once', async ({
  page,
  request,
}, testInfo) => {
  const api = await apiClient(request, 'orderer');
  const fileName = `resilience-order-${testInfo.workerIndex}.txt`;
  const file = testInfo.outputPath(fileName);
  await writeFile(file, 'Keep calm and carry on.\n', 'utf8');
  const comment = `Resilient order ${Date.now()}`;

  await signIn(page, 'orderer', paths.newOrder.getHref());
  const documents = page.getByRole('list', { name: 'Source documents' });
  await page.locator('input[type=file]').setInputFiles(file);
  await expect(documents.getByText('Uploaded')).toHaveCount(1);
  await choose(page, 'Project', 'Marketing', 'Marketing website');
  await choose(page, 'Source language', 'en-US', 'English (United States) (en-US)');
  await choose(page, 'Target languages', 'German', 'German (Germany) (de-DE)');
  const email = page.getByRole('textbox', { name: 'Contact email' });
  await email.fill('resilience@example.com');
  const commentBox = page.getByRole('textbox', { name: 'Comment' });
  await commentBox.fill(comment);
  const tags = page.getByRole('combobox', { name: 'Tags' });
  await tags.fill('resilience');
  await tags.press('Enter');

  const languages = page.getByRole('region', { name: 'Project and languages' });
  const details = page.getByRole('region', { name: 'Deadline and contact' });
  const confirmation = page.getByRole('dialog', { name: 'Request quotes?' });
  const order = async () => {
    // The form's button, by its landmark: the confirmation's button of the same name is in a dialog outside it.
    await page.getByRole('main').getByRole('button', { name: 'Request quotes', exact: true }).click();
    await confirmation.getByRole('button', { name: 'Request quotes' }).click();
  };

  for (const fault of FAULTS) {
    await test.step(`ordering with ${fault.name}`, async () => {
      const lift = await fault.inject(page, '**/rest/api/translationTasks/', 'POST');
      await order();
      const alert = page.getByRole('alert').filter({ hasText: 'The order could not be saved' });
      await expect(alert).toContainText(fault.message);
      // The confirmation has closed: a fault answered at once comes back while it is still fading out.
      await expect(confirmation).toBeHidden();
      await expect(page).toHaveURL(/\/orders\/new$/);
      await expect(documents.getByText(fileName)).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Project' })).toHaveValue('Marketing website');
      await expect(page.getByRole('combobox', { name: 'Source language' })).toHaveValue(
        'English (United States) (en-US)',
      );
      await expect(languages.getByText('German (Germany) (de-DE)')).toBeVisible();
      await expect(email).toHaveValue('resilience@example.com');
      await expect(commentBox).toHaveValue(comment);
      await expect(details.getByText('resilience', { exact: true })).toBeVisible();
      await lift();
    });
  }

  await order();
  await page.waitForURL((url) => /^\/orders\/[^/]+$/.test(url.pathname) && url.pathname !== '/orders/new');
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  const task = await api.getTask(id);
  expect(task).toMatchObject({
    source: 'en-US',
    target: ['de-DE'],
    projectId: await api.projectId('Marketing website'),
    email: 'resilience@example.com',
    comment,
    tags: ['resilience'],
  });
  expect(task.sourceDocumentIds).toHaveLength(1);
  expect(task.progress).not.toBe('NEW');
  // None of the failed attempts reached the service.
  expect((await api.listTasks()).filter((t) => t.comment === comment)).toHaveLength(1);
});

test('a project section keeps its edit through each failed save and a failed refresh', async ({
  page,
  request,
}, testInfo) => {
  const admin = await apiClient(request, 'admin');
  const project = await admin.post<{ id: string; name: string }>('/projects/', {
    name: `Resilience ${Date.now()}-${testInfo.workerIndex}`,
  });
  const projectUrl = `**/rest/api/projects/${encodeURIComponent(project.id)}`;
  await signIn(page, 'admin', paths.project.getHref(project.id));
  await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible();

  const general = page.getByRole('tabpanel', { name: 'General' });
  const delivery = general.getByRole('textbox', { name: 'Delivery time' });
  await delivery.fill('36');
  await expect(general.getByText('36 hours = 1.5 business days')).toBeVisible();

  for (const fault of FAULTS) {
    await test.step(`saving with ${fault.name}`, async () => {
      const lift = await fault.inject(page, projectUrl, 'PATCH');
      await general.getByRole('button', { name: 'Save', exact: true }).click();
      const alert = general.getByRole('alert').filter({ hasText: 'The changes could not be saved' });
      await expect(alert).toContainText(fault.message);
      await expect(delivery).toHaveValue('36 hours');
      await expect(general.getByText('Unsaved changes', { exact: true })).toBeVisible();
      await lift();
    });
  }

  await test.step('another section saves while the project cannot be read again', async () => {
    await page.getByRole('tab', { name: 'Documents' }).click();
    const documents = page.getByRole('tabpanel', { name: 'Documents' });
    await documents.getByRole('switch', { name: 'Attach original documents' }).check({ force: true });
    const lift = await serverError.inject(page, projectUrl, 'GET');
    const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/projects/'));
    await documents.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText(/^Could not refresh data: Boom/)).toBeVisible();
    await page.getByRole('tab', { name: 'General' }).click();
    await expect(delivery).toHaveValue('36 hours');
    await expect(general.getByText('Unsaved changes', { exact: true })).toBeVisible();
    await lift();
  });

  const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/projects/'));
  await general.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect(general.getByText('Unsaved changes', { exact: true })).toHaveCount(0);
  expect(await admin.get(`/projects/${encodeURIComponent(project.id)}`)).toMatchObject({
    deliveryWithin: 36,
    documentConfiguration: { attachOriginals: true },
  });
});
