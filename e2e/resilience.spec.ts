/**
 * Fault matrix: the main request of each page fails (server error, malformed JSON, no network);
 * the page says what failed, offers to try again, and recovers once the fault is lifted.
 */
import type { Locator, Page, Route } from '@playwright/test';
import { apiClient } from './support/api';
import { test, expect, signIn } from './support/fixtures';

const FAULTS: Record<string, (route: Route) => Promise<void>> = {
  'a server error': (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Boom"}' }),
  'malformed JSON': (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"broken' }),
  'no network': (route) => route.abort('internetdisconnected'),
};

async function expectRecovery(page: Page, path: string, request: string, content: (page: Page) => Locator) {
  for (const [fault, fail] of Object.entries(FAULTS)) {
    await test.step(`${path} with ${fault}`, async () => {
      await page.route(request, fail);
      await page.goto(path);
      const alert = page.getByRole('main').getByRole('alert');
      await expect(alert, fault).toBeVisible();
      await expect(content(page)).toHaveCount(0);
      await page.unroute(request);
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(content(page).first()).toBeVisible();
      await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    });
  }
}

test('the orders list recovers from each fault', async ({ page }) => {
  await signIn(page, 'orderer', '/orders');
  // Other journeys add orders meanwhile, so look for the result count rather than a particular row.
  await expectRecovery(page, '/orders', '**/rest/api/translationTasks/', (p) =>
    p.getByText(/^[\d,.]+ of [\d,.]+ orders?$/),
  );
});

test('an order page recovers from each fault', async ({ page, request }) => {
  const api = await apiClient(request, 'orderer');
  const seeded = (await api.listTasks()).find((task) => task.comment?.startsWith('Homepage copy'));
  expect(seeded).toBeDefined();
  await signIn(page, 'orderer', '/orders');
  await expectRecovery(page, `/orders/${seeded?.id}`, `**/rest/api/translationTasks/${seeded?.id}`, (p) =>
    p.getByText(/Homepage copy for the summer campaign/),
  );
});

test('the projects and tags pages recover from each fault', async ({ page }) => {
  await signIn(page, 'admin', '/projects');
  await expectRecovery(page, '/projects', '**/rest/api/projects/', (p) => p.getByText(/Marketing website/));
  await expectRecovery(page, '/tags', '**/rest/api/tags/', (p) => p.getByRole('link', { name: /^urgent/ }));
});
