/** Tags: colours, usage counts, and the recoloured tag on the orders list. */
import { apiClient } from './support/api';
import { expect, expectNoSeriousA11yViolations, signIn, test } from './support/fixtures';
import { paths } from '#portal/lib/paths.ts';

test('an admin recolours a tag and the orders list shows the new colour', async ({ page, request }) => {
  const tag = `e2e-${Date.now()}`;
  const admin = await apiClient(request, 'admin');
  await admin.createTask({ source: 'en-US', target: ['de-DE'], comment: 'Tagged for the tags journey', tags: [tag] });

  await signIn(page, 'admin', paths.tags.getHref());
  await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
  await expect(page.getByText('Tags are created by tagging orders')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(tag) });
  await expect(row.getByRole('cell').first()).toHaveText('1');
  await expectNoSeriousA11yViolations(page);

  const color = row.getByRole('textbox', { name: `Colour of tag ${tag}` });
  await color.fill('not a colour');
  await expect(row.getByText('Enter a hex colour such as #1971c2')).toBeVisible();
  await color.fill('#2f9e44');
  await row.getByRole('button', { name: 'Save colour' }).click();
  await expect(page.getByText(`Colour of "${tag}" saved`)).toBeVisible();
  await expect(row.getByRole('button', { name: 'Save colour' })).toBeDisabled();
  expect(await admin.get<{ id: string; color: string }>(`/tags/${encodeURIComponent(tag)}`)).toMatchObject({
    color: '#2f9e44',
  });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousA11yViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });

  // A click on the tag opens the orders list filtered by it.
  await row.getByRole('link', { name: new RegExp(tag) }).click();
  await expect(page).toHaveURL(new RegExp(`/orders\\?tag=${tag}`));
  const badge = page.locator('.mantine-Badge-root', { hasText: tag }).first();
  await expect(badge).toBeVisible();
  await expect(badge).toHaveCSS('background-color', 'rgb(47, 158, 68)');
});
