/**
 * Fault matrix: the main request of each page, and the saves of the order and project forms, fail with a
 * server error, a timeout, malformed JSON or a browser that goes offline. The page says what failed, offers
 * to try again and recovers once the fault is lifted; typed input survives every failure.
 */
import { writeFile } from 'node:fs/promises';
import type { Locator, Page, Route } from '@playwright/test';
import { apiClient } from './support/api';
import { test, expect, signIn } from './support/fixtures';
import { choose } from './support/order-form';

/** The API timeout these tests give the portal through config.json (`requestTimeoutMs`) instead of 30 s. */
const REQUEST_TIMEOUT_MS = 5_000;

interface Fault {
  name: string;
  /** What the portal tells the user. */
  message: RegExp;
  /** Makes matching requests fail from now on; resolves to the function that lifts the fault. */
  inject: (page: Page, url: string, method: 'GET' | 'POST' | 'PATCH') => Promise<() => Promise<void>>;
  /** The page refetches by itself when the fault is lifted (the browser is back online). */
  recoversOnItsOwn?: boolean;
}

async function failRequests(
  page: Page,
  url: string,
  method: string,
  fail: (route: Route) => Promise<void>,
): Promise<() => Promise<void>> {
  const handler = (route: Route) => (route.request().method() === method ? fail(route) : route.fallback());
  await page.route(url, handler);
  return () => page.unroute(url, handler);
}

const serverError: Fault = {
  name: 'a server error',
  message: /Boom/,
  inject: (page, url, method) =>
    failRequests(page, url, method, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Boom"}' }),
    ),
};

const FAULTS: Fault[] = [
  serverError,
  {
    name: 'a timeout',
    message: /The server took too long to answer/,
    inject: async (page, url, method) => {
      // The request never gets an answer; the portal gives up after REQUEST_TIMEOUT_MS.
      let release = () => {};
      const lifted = new Promise<void>((resolve) => {
        release = resolve;
      });
      const unroute = await failRequests(page, url, method, async (route) => {
        await lifted;
        await route.abort().catch(() => undefined);
      });
      return async () => {
        release();
        await unroute();
      };
    },
  },
  {
    name: 'malformed JSON',
    message: /The server sent an answer the portal could not read/,
    inject: (page, url, method) =>
      failRequests(page, url, method, (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '{"broken' }),
      ),
  },
  {
    name: 'the browser going offline',
    message: /The server could not be reached/,
    recoversOnItsOwn: true,
    inject: async (page, url, method) => {
      const context = page.context();
      if (method !== 'GET') {
        // A form is sent while the browser is already offline.
        await context.setOffline(true);
        return () => context.setOffline(false);
      }
      // A page needs the network for its code, so the connection drops as its main request leaves.
      const unroute = await failRequests(page, url, method, async (route) => {
        await context.setOffline(true);
        await route.abort('internetdisconnected');
      });
      return async () => {
        await unroute();
        await context.setOffline(false);
      };
    },
  },
];

// Independent journeys: let both workers take them. Each page goes through four faults, a few seconds each.
test.describe.configure({ mode: 'parallel', timeout: 150_000 });

test.beforeEach(async ({ page }) => {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, requestTimeoutMs: REQUEST_TIMEOUT_MS } });
  });
});

interface PageCase {
  path: string;
  /** URL pattern of the page's main request (GET). */
  request: string;
  /** What the page shows once its data is there. */
  content: (page: Page) => Locator;
  /** A user action needed to see the content (e.g. opening a dropdown). */
  reveal?: (page: Page) => Promise<void>;
}

async function expectRecovery(page: Page, { path, request, content, reveal }: PageCase) {
  for (const fault of FAULTS) {
    await test.step(`${path} with ${fault.name}`, async () => {
      const lift = await fault.inject(page, request, 'GET');
      await page.goto(path);
      const alert = page.getByRole('main').getByRole('alert').filter({ hasText: fault.message });
      await expect(alert, fault.name).toBeVisible();
      const retry = alert.getByRole('button', { name: 'Try again' });
      await expect(retry).toBeVisible();
      if (reveal) {
        await reveal(page);
        await expect(content(page)).toHaveCount(0);
        await page.keyboard.press('Escape');
      } else {
        await expect(content(page)).toHaveCount(0);
      }
      await lift();
      if (!fault.recoversOnItsOwn) await retry.click();
      await reveal?.(page);
      await expect(content(page).first()).toBeVisible();
      await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    });
  }
}

test('the orders list and an order page recover from each fault', async ({ page, request }) => {
  const api = await apiClient(request, 'orderer');
  const seeded = (await api.listTasks()).find((task) => task.comment?.startsWith('Homepage copy'));
  expect(seeded).toBeDefined();
  await signIn(page, 'orderer', '/orders');
  // Other journeys add orders meanwhile, so look for the result count rather than a particular row.
  await expectRecovery(page, {
    path: '/orders',
    request: '**/rest/api/translationTasks/',
    content: (p) => p.getByText(/^[\d,.]+ of [\d,.]+ orders?$/),
  });
  await expectRecovery(page, {
    path: `/orders/${seeded?.id}`,
    request: `**/rest/api/translationTasks/${seeded?.id}`,
    content: (p) => p.getByText(/Homepage copy for the summer campaign/),
  });
});

test('the new order page and a draft recover from each fault', async ({ page, request }, testInfo) => {
  const api = await apiClient(request, 'orderer');
  const doc = await api.uploadText(`resilience-draft-${testInfo.workerIndex}.txt`, 'A draft to edit.');
  const comment = `Resilience draft ${Date.now()}`;
  const draft = await api.createTask({ source: 'en-US', target: ['de-DE'], sourceDocumentIds: [doc.id], comment });
  await signIn(page, 'orderer', '/orders');

  // The form works without projects, but it says so and offers to load them again.
  const projectBox = (p: Page) => p.getByRole('combobox', { name: 'Project' });
  await expectRecovery(page, {
    path: '/orders/new',
    request: '**/rest/api/projects/',
    content: (p) => p.getByRole('option', { name: 'Marketing website' }),
    reveal: (p) => projectBox(p).click(),
  });

  await expectRecovery(page, {
    path: `/orders/${draft.id}/edit`,
    request: `**/rest/api/translationTasks/${draft.id}`,
    content: (p) => p.getByRole('textbox', { name: 'Comment' }),
  });
  await expect(page.getByRole('textbox', { name: 'Comment' })).toHaveValue(comment);
});

test('the review page and the compare view recover from each fault', async ({ page, request }) => {
  const api = await apiClient(request, 'orderer');
  const seeded = (await api.listTasks()).find((task) => task.comment?.startsWith('Homepage copy'));
  const deliveries = await api.get<{ id: string; target: string }[]>(
    `/translationTasks/${seeded?.id}/translationDeliveries`,
  );
  const delivery = deliveries.find((d) => d.target === 'de-DE');
  expect(delivery).toBeDefined();
  await signIn(page, 'reviewer', '/review');

  // Whether anything waits for review depends on the other journeys running meanwhile.
  await expectRecovery(page, {
    path: '/review',
    request: '**/rest/api/translationTasks/',
    content: (p) => p.getByRole('table', { name: /waiting for review/ }).or(p.getByText('Nothing to review')),
  });
  await expectRecovery(page, {
    path: `/orders/${seeded?.id}/deliveries/${delivery?.id}/compare`,
    request: `**/rest/api/translationDeliveries/${delivery?.id}`,
    content: (p) => p.getByRole('table', { name: 'homepage.txt: source and translation' }),
  });
});

test('the projects, a project and the tags pages recover from each fault', async ({ page, request }) => {
  const marketing = await (await apiClient(request, 'admin')).projectId('Marketing website');
  await signIn(page, 'admin', '/projects');
  await expectRecovery(page, {
    path: '/projects',
    request: '**/rest/api/projects/',
    content: (p) => p.getByText(/Marketing website/),
  });
  await expectRecovery(page, {
    path: `/projects/${encodeURIComponent(marketing)}`,
    request: `**/rest/api/projects/${encodeURIComponent(marketing)}`,
    content: (p) => p.getByRole('heading', { level: 1, name: 'Marketing website' }),
  });
  await expectRecovery(page, {
    path: '/tags',
    request: '**/rest/api/tags/',
    content: (p) => p.getByRole('link', { name: /^urgent/ }),
  });
});

test('the new order form keeps every value through each failed order, then orders once', async ({
  page,
  request,
}, testInfo) => {
  const api = await apiClient(request, 'orderer');
  const fileName = `resilience-order-${testInfo.workerIndex}.txt`;
  const file = testInfo.outputPath(fileName);
  await writeFile(file, 'Keep calm and carry on.\n', 'utf8');
  const comment = `Resilient order ${Date.now()}`;

  await signIn(page, 'orderer', '/orders/new');
  const documents = page.getByRole('list', { name: 'Source documents' });
  await page.locator('input[type=file]').setInputFiles(file);
  await expect(documents.getByText('Uploaded')).toHaveCount(1);
  await choose(page, 'Project', 'Marketing', 'Marketing website');
  await choose(page, 'Source language', 'en-US', 'English (United States) · en-US');
  await choose(page, 'Target languages', 'German', 'German (Germany) · de-DE');
  const email = page.getByRole('textbox', { name: 'Contact email' });
  await email.fill('resilience@example.com');
  const commentBox = page.getByRole('textbox', { name: 'Comment' });
  await commentBox.fill(comment);
  const tags = page.getByRole('combobox', { name: 'Tags' });
  await tags.fill('resilience');
  await tags.press('Enter');

  const languages = page.getByRole('region', { name: 'Project and languages' });
  const details = page.getByRole('region', { name: 'Deadline and contact' });
  const order = async () => {
    await page.getByRole('button', { name: 'Order', exact: true }).click();
    await page.getByRole('dialog', { name: 'Place this order?' }).getByRole('button', { name: 'Place order' }).click();
  };

  for (const fault of FAULTS) {
    await test.step(`ordering with ${fault.name}`, async () => {
      const lift = await fault.inject(page, '**/rest/api/translationTasks/', 'POST');
      await order();
      const alert = page.getByRole('alert').filter({ hasText: 'The order could not be saved' });
      await expect(alert).toContainText(fault.message);
      await expect(page).toHaveURL(/\/orders\/new$/);
      await expect(documents.getByText(fileName)).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Project' })).toHaveValue('Marketing website');
      await expect(page.getByRole('combobox', { name: 'Source language' })).toHaveValue(
        'English (United States) · en-US',
      );
      await expect(languages.getByText('German (Germany) · de-DE')).toBeVisible();
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
  await signIn(page, 'admin', `/projects/${encodeURIComponent(project.id)}`);
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
