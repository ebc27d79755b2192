/** Projects and roles: orderers see projects read-only, outsiders do not see another organisation's. */
import { apiClient } from './support/api';
import { expect, expectNoSeriousA11yViolations, signIn, test } from './support/fixtures';
import { openSection } from './support/projects';
import { paths } from '#portal/lib/paths.ts';

test('orderers see projects read-only', async ({ page, request }) => {
  const orderer = await apiClient(request, 'orderer');
  const projectId = await orderer.projectId('Marketing website');
  await signIn(page, 'orderer', paths.projects.getHref());
  await expect(page.getByRole('row', { name: /Marketing website/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New project' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Delete project/ })).toHaveCount(0);

  await page.getByRole('link', { name: 'Marketing website' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Marketing website' })).toBeVisible();
  expect(page.url()).toContain(`/projects/${projectId}`);
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Marketing website');
  for (const section of ['General', 'Languages', 'Vendors', 'Notifications', 'Pretranslation']) {
    await openSection(page, section);
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  }
  await expect(page.getByRole('switch', { name: 'Pretranslate source documents' })).toBeDisabled();
  await openSection(page, 'Notifications');
  await expect(
    page
      .getByRole('group', { name: 'When languages are delivered' })
      .getByText(
        "When languages are delivered, an email goes to the person who ordered, the order's contact email, and marketing@acme.example. The target documents are attached.",
      ),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('outsiders do not see projects of another organisation', async ({ page, request }) => {
  const orderer = await apiClient(request, 'orderer');
  const projectId = await orderer.projectId('Marketing website');
  await signIn(page, 'outsider', paths.project.getHref(projectId));
  await expect(page.getByRole('heading', { level: 1, name: 'Project not found' })).toBeVisible();
  await expect(page.getByText('Marketing website')).toHaveCount(0);
});
