/**
 * Every page's main request fails: the page says what failed, offers to try again and recovers once the fault
 * is lifted. The orders list goes through every fault (a server error, a timeout, malformed JSON, a browser
 * that goes offline); how each is told and retried is shared by every page (the API client, the query client
 * and the page's error state), so the other pages go through a server error.
 */
import type { Page } from '@playwright/test';
import { apiClient } from './support/api';
import { test, expect, signIn } from './support/fixtures';
import { expectRecovery, serverError, useShortRequestTimeout } from './support/resilience';
import { paths } from '#portal/lib/paths.ts';

// Independent journeys: let both workers take them. Each fault takes a few seconds.
test.describe.configure({ mode: 'parallel', timeout: 150_000 });
useShortRequestTimeout();

test('the orders list recovers from each fault, an order page from a server error', async ({ page, request }) => {
  const api = await apiClient(request, 'orderer');
  const seeded = (await api.listTasks()).find((task) => task.comment?.startsWith('Homepage copy'));
  expect(seeded).toBeDefined();
  await signIn(page, 'orderer', paths.orders.getHref());
  // Other journeys add orders meanwhile, so look for the result count rather than a particular row.
  await expectRecovery(page, {
    path: paths.orders.getHref(),
    request: '**/rest/api/translationTasks/',
    content: (p) => p.getByText(/^[\d,.]+ of [\d,.]+ orders?$/),
  });
  await expectRecovery(page, {
    faults: [serverError],
    path: `/orders/${seeded?.id}`,
    request: `**/rest/api/translationTasks/${seeded?.id}`,
    content: (p) => p.getByText(/Homepage copy for the summer campaign/),
  });
});

test('the new order page and a draft recover from a server error', async ({ page, request }, testInfo) => {
  const api = await apiClient(request, 'orderer');
  const doc = await api.uploadText(`resilience-draft-${testInfo.workerIndex}.txt`, 'A draft to edit.');
  const comment = `Resilience draft ${Date.now()}`;
  const draft = await api.createTask({ source: 'en-US', target: ['de-DE'], sourceDocumentIds: [doc.id], comment });
  await signIn(page, 'orderer', paths.orders.getHref());

  // The form works without projects, but it says so and offers to load them again.
  const projectBox = (p: Page) => p.getByRole('combobox', { name: 'Project' });
  await expectRecovery(page, {
    faults: [serverError],
    path: paths.newOrder.getHref(),
    request: '**/rest/api/projects/',
    content: (p) => p.getByRole('option', { name: 'Marketing website' }),
    reveal: (p) => projectBox(p).click(),
  });

  await expectRecovery(page, {
    faults: [serverError],
    path: paths.editOrder.getHref(draft.id),
    request: `**/rest/api/translationTasks/${draft.id}`,
    content: (p) => p.getByRole('textbox', { name: 'Comment' }),
  });
  await expect(page.getByRole('textbox', { name: 'Comment' })).toHaveValue(comment);
});

test('the review page and the compare view recover from a server error', async ({ page, request }) => {
  const api = await apiClient(request, 'orderer');
  const seeded = (await api.listTasks()).find((task) => task.comment?.startsWith('Homepage copy'));
  const deliveries = await api.get<{ id: string; target: string }[]>(
    `/translationTasks/${seeded?.id}/translationDeliveries`,
  );
  const delivery = deliveries.find((d) => d.target === 'de-DE');
  expect(delivery).toBeDefined();
  await signIn(page, 'reviewer', paths.review.getHref());

  // Whether anything waits for review depends on the other journeys running meanwhile.
  await expectRecovery(page, {
    faults: [serverError],
    path: paths.review.getHref(),
    request: '**/rest/api/translationTasks/',
    content: (p) => p.getByRole('table', { name: /waiting for review/ }).or(p.getByText('Nothing to review')),
  });
  await expectRecovery(page, {
    faults: [serverError],
    path: `/orders/${seeded?.id}/deliveries/${delivery?.id}/compare`,
    request: `**/rest/api/translationDeliveries/${delivery?.id}`,
    content: (p) => p.getByRole('table', { name: 'homepage.txt: source and translation' }),
  });
});

test('the projects, a project and the tags pages recover from a server error', async ({ page, request }) => {
  const marketing = await (await apiClient(request, 'admin')).projectId('Marketing website');
  await signIn(page, 'admin', paths.projects.getHref());
  await expectRecovery(page, {
    faults: [serverError],
    path: paths.projects.getHref(),
    request: '**/rest/api/projects/',
    content: (p) => p.getByText(/Marketing website/),
  });
  await expectRecovery(page, {
    faults: [serverError],
    path: paths.project.getHref(marketing),
    request: `**/rest/api/projects/${encodeURIComponent(marketing)}`,
    content: (p) => p.getByRole('heading', { level: 1, name: 'Marketing website' }),
  });
  await expectRecovery(page, {
    faults: [serverError],
    path: paths.tags.getHref(),
    request: '**/rest/api/tags/',
    content: (p) => p.getByRole('link', { name: /^urgent/ }),
  });
});
