import { apiClient } from './support/api';
import { expect, signIn, test } from './support/fixtures';
import { paths } from '#portal/lib/paths.ts';

test('an order placed elsewhere shows up in an open list on "Orders", and its exact ID always finds it', async ({
  page,
  request,
}) => {
  const api = await apiClient(request, 'orderer');
  const run = `fresh${Date.now().toString(36)}`;
  await signIn(page, 'orderer', paths.orders.getHref());
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table).toBeVisible();
  const searchBox = page.getByRole('searchbox', { name: 'Search orders' });
  await searchBox.fill(run);
  await expect(page.getByRole('heading', { name: 'No orders match these filters' })).toBeVisible();

  // Placed by a script while the list is open: one click on "Orders" brings it in.
  const scripted = await api.createTask({ source: 'en-US', target: ['de-DE'], comment: `Scripted ${run}` });
  await page.getByRole('navigation').getByRole('link', { name: 'Orders' }).click();
  await expect(table.getByRole('link', { name: `Scripted ${run}` })).toHaveAttribute(
    'href',
    new RegExp(`/orders/${scripted.id}$`),
  );
  await expect(page.getByText(/^1 of \d+ orders$/)).toBeVisible();

  // Placed by a colleague; searched for by its exact ID before any refresh: looked up and offered.
  const colleague = await api.createTask({ source: 'en-US', target: ['fr-FR'], comment: `Colleague ${run}` });
  await searchBox.fill(colleague.id);
  await expect(table.getByRole('row').filter({ hasText: colleague.id }).getByRole('link')).toBeVisible();

  // The refresh control says when the list was confirmed current.
  const refresh = page.getByRole('button', { name: 'Refresh orders' });
  await refresh.click();
  await expect(page.getByText(/^Updated \d/)).toBeVisible();
});
