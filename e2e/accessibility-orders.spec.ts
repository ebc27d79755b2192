/**
 * Accessibility sweep, placed orders: quotes to decide and their dialogs, a delivered order with deliveries and
 * analysis, and the reviewer's queue and compare view.
 * Each test walks its pages once per language (English, German) and scans every state (page, dialog, menu,
 * dropdown) with axe in the light and dark scheme (WCAG 2.x A/AA; serious and critical findings fail,
 * collected softly so one run lists all of them). The tools are in support/a11y-sweep.ts.
 */
import { apiClient } from './support/api';
import {
  LANGUAGES,
  trPattern,
  startsWith,
  useLanguage,
  visit,
  visitOrder,
  scanDialog,
  scanSchemes,
  quotesOf,
  deliveriesOf,
  orderedTask,
  offeredQuotes,
  texts,
  inEachLanguage,
} from './support/a11y-sweep';
import { expect, signIn, test } from './support/fixtures';
import { paths } from '#portal/lib/paths.ts';

// The groups are independent: let both workers take them, longest first.
test.describe.configure({ mode: 'parallel' });

/* ------------------------------------------------------------------ orderer: order pages */

test('order page with quotes to decide, and the accept, reject and cancel dialogs', async ({ page, request }) => {
  test.setTimeout(180_000);
  const api = await apiClient(request, 'orderer');
  const quoted = await orderedTask(api, 'a11y-quotes.txt');
  // Lingua (two alternatives), Northwind and Polyglot answer for German.
  const [offered] = await offeredQuotes(api, quoted, 4);
  if (!offered) throw new Error('No quote offered');
  const vendor = { number: offered.number, vendor: offered.supplierName };

  await signIn(page, 'orderer', paths.order.getHref(quoted));
  await inEachLanguage(page, async (lang, t) => {
    await visitOrder(page, lang, quoted);
    const accept = page.getByRole('button', { name: t('quotes.actions.acceptLabel', vendor) });
    await expect(accept).toBeVisible();
    await expect(page.getByText(t('quotes.enquiries.allAnswered'))).toBeVisible();
    await scanSchemes(page, lang, 'order page with offered quotes');

    await scanDialog(page, lang, 'accept quote dialog', {
      opener: accept,
      title: t('quotes.dialogs.accept.title'),
      leave: t('quotes.dialogs.back'),
    });

    await scanDialog(page, lang, 'reject quote dialog', {
      opener: page.getByRole('button', { name: t('quotes.actions.rejectLabel', vendor) }),
      title: t('quotes.dialogs.reject.title'),
      leave: t('quotes.dialogs.back'),
    });

    await scanDialog(page, lang, 'cancel order dialog', {
      opener: page
        .getByRole('group', { name: t('tasks.order.actions.label') })
        .getByRole('button', { name: t('tasks.order.actions.cancel'), exact: true }),
      title: t('tasks.order.actions.cancelTitle'),
      leave: t('tasks.order.actions.keep'),
    });
  });
  // Nothing was decided: every dialog was left with its way back.
  expect((await quotesOf(api, quoted)).map((q) => q.state)).toEqual(['OFFERED', 'OFFERED', 'OFFERED', 'OFFERED']);
});

/* ------------------------------------------------------------------ orderer: delivered orders */

test('delivered order with quotes, deliveries and analysis; post-editing dialog', async ({ page, request }) => {
  test.setTimeout(180_000);
  const api = await apiClient(request, 'orderer');
  const instant = await api.createTask({
    source: 'en-US',
    target: ['de-DE'],
    features: ['instant'],
    sourceText: 'Our shop opens at nine.\n',
  });
  await api.patchTask(instant.id, { complete: true });
  const seeded = (await api.listTasks()).find((task) => task.comment === 'Homepage copy for the summer campaign.');
  if (!seeded) throw new Error('The seeded order is missing');
  await expect
    .poll(async () => (await api.getTask(instant.id)).progress, { timeout: 30_000 })
    .toBe('TRANSLATION_DELIVERED');

  await signIn(page, 'orderer', paths.order.getHref(seeded.id));
  await inEachLanguage(page, async (lang, t) => {
    // The seeded order: decided quotes, reviewed deliveries, an analysis with its chart and per-document view.
    await visitOrder(page, lang, seeded.id);
    const analysis = page.getByRole('region', { name: t('analysis.title') });
    await expect(analysis.getByRole('table').first()).toBeVisible();
    await expect(page.getByRole('region', { name: t('deliveries.section.heading') }).getByRole('article')).toHaveCount(
      2,
    );
    await expect(page.getByRole('table', { name: t('quotes.summary.title') })).toBeVisible();
    await analysis
      .getByRole('button', { name: /homepage\.txt/ })
      .first()
      .click();
    await expect(analysis.getByRole('table', { name: /homepage\.txt/ }).first()).toBeVisible();
    await scanSchemes(page, lang, 'delivered order page with analysis');

    // An instant order: post-editing can be requested.
    await visitOrder(page, lang, instant.id);
    await scanDialog(page, lang, 'post-editing dialog', {
      opener: page.getByRole('button', { name: trPattern(lang, 'deliveries.section.requestPostEditingLabel') }),
      title: trPattern(lang, 'deliveries.section.postEditingTitle'),
      leave: t('deliveries.section.postEditingCancel'),
    });
  });
});

/* ------------------------------------------------------------------ reviewer */

test('review queue, compare view and a read-only project', async ({ page, request }) => {
  test.setTimeout(180_000);
  const orderer = await apiClient(request, 'orderer');
  const marketing = await orderer.projectId('Marketing website');
  const tasks = await Promise.all(LANGUAGES.map((_, i) => orderedTask(orderer, `a11y-review-${i}.txt`, marketing)));

  await signIn(page, 'reviewer', paths.review.getHref());
  for (const [index, lang] of LANGUAGES.entries()) {
    const t = texts(lang);
    const taskId = tasks[index] ?? '';
    // A fresh delivery per language: a delivery stays in review for 30 s only.
    const [quote] = await offeredQuotes(orderer, taskId, 4);
    await orderer.patch(`/quotes/${quote?.id ?? ''}`, { state: 'ACCEPTED' });
    await expect
      .poll(async () => (await deliveriesOf(orderer, taskId))[0]?.state, { timeout: 30_000 })
      .toBe('IN_REVIEW');
    await useLanguage(page, lang);

    await visit(page, lang, paths.review.getHref(), t('deliveries.review.title'));
    const compare = page.getByRole('link', {
      name: trPattern(lang, 'deliveries.review.compareLabel', {
        order: t('deliveries.review.orderName', { id: taskId }),
      }),
    });
    await expect(compare).toBeVisible();
    await scanSchemes(page, lang, 'review queue');

    await compare.click();
    await expect(
      page.getByRole('heading', { level: 1, name: trPattern(lang, 'viewer.compare.titleFor') }),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: startsWith(`a11y-review-${index}.txt`) })).toBeVisible();
    await scanSchemes(page, lang, 'compare view');
    await page.getByRole('combobox', { name: t('viewer.compare.document') }).click();
    await scanSchemes(page, lang, 'compare view document dropdown', page.getByRole('listbox'));
    await page.keyboard.press('Escape');

    await visit(page, lang, paths.project.getHref(marketing), 'Marketing website');
    await expect(page.getByText(t('projects.detail.readOnly'))).toBeVisible();
    await scanSchemes(page, lang, 'read-only project page');

    // Nothing to review: the order list the queue is built from comes back empty.
    const orderList = (url: URL) => url.pathname.endsWith('/rest/api/translationTasks/');
    await page.route(orderList, (route) =>
      route.request().method() === 'GET' ? route.fulfill({ json: [] }) : route.fallback(),
    );
    await visit(page, lang, paths.review.getHref(), t('deliveries.review.title'));
    await expect(page.getByRole('heading', { level: 2, name: t('deliveries.review.empty') })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await scanSchemes(page, lang, 'empty review queue');
    await page.unroute(orderList);
  }
});
