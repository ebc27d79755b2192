/**
 * Accessibility sweep, ordering: the new order form with its dropdowns and errors, drafts with their dialogs and
 * messages, and the orders list with a filter dropdown and a tooltip.
 * Each test walks its pages once per language (English, German) and scans every state (page, dialog, menu,
 * dropdown) with axe in the light and dark scheme (WCAG 2.x A/AA; serious and critical findings fail,
 * collected softly so one run lists all of them). The tools are in support/a11y-sweep.ts.
 */
import { apiClient } from './support/api';
import { LANGUAGES, trPattern, visit, visitOrder, scanDialog, scanSchemes, inEachLanguage } from './support/a11y-sweep';
import { expect, signIn, test } from './support/fixtures';
import { paths } from '#portal/lib/paths.ts';

// The groups are independent: let both workers take them, longest first.
test.describe.configure({ mode: 'parallel' });

/* ------------------------------------------------------------------ orderer: new order */

test('new order with its dropdowns, document chooser, deadline picker and field errors', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'orderer', paths.newOrder.getHref());
  await inEachLanguage(page, async (lang, t, index) => {
    await visit(page, lang, paths.newOrder.getHref(), t('tasks.newOrder.title'));
    // What was entered in the first language comes back after the reload.
    const restored = page.getByRole('alert').filter({ hasText: t('tasks.form.restored.title') });
    if (index === 0) {
      await scanSchemes(page, lang, 'new order');
    } else {
      await expect(restored).toBeVisible();
      await scanSchemes(page, lang, 'new order with restored entries');
      await page.getByRole('button', { name: t('tasks.form.restored.discard') }).click();
      await expect(restored).toHaveCount(0);
    }

    await page.getByRole('button', { name: t('documents.choose.open') }).click();
    const chooser = page.getByRole('dialog', { name: t('documents.choose.title') });
    const firstDocument = chooser.getByRole('checkbox').first();
    await expect(firstDocument).toBeVisible();
    await scanSchemes(page, lang, 'document chooser', chooser);
    await firstDocument.check();
    await chooser.getByRole('button', { name: t('documents.choose.add', { count: 1 }) }).click();
    await expect(chooser).toBeHidden();
    await expect(page.getByRole('list', { name: t('documents.upload.listLabel') }).getByRole('listitem')).toHaveCount(
      1,
    );

    await page.getByRole('combobox', { name: t('tasks.form.source') }).click();
    await scanSchemes(page, lang, 'new order source language dropdown', page.getByRole('listbox'));
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: t('tasks.form.deadline') }).click();
    const picker = page.getByRole('dialog', { name: t('tasks.form.deadline') });
    await scanSchemes(page, lang, 'new order deadline picker', picker);
    // A click outside closes the picker.
    await page.getByRole('heading', { level: 1 }).click();
    await expect(picker).toHaveCount(0);

    // Upload rows: one refused by the portal (empty file), one refused by the service, one still on the wire
    // (its request is held until the rows were scanned) and one uploaded.
    const held = `a11y-held-${lang}.txt`;
    const failing = `a11y-failing-${lang}.txt`;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const uploads = (url: URL) => url.pathname.endsWith('/rest/api/documents/');
    await page.route(uploads, async (route) => {
      const name = new URL(route.request().url()).searchParams.get('filename');
      if (route.request().method() === 'POST' && name === failing) {
        await route.fulfill({ status: 500, json: { message: 'Storage unavailable' } });
        return;
      }
      if (route.request().method() === 'POST' && name === held) await released;
      await route.fallback();
    });
    const file = (name: string) => ({ name, mimeType: 'text/plain', buffer: Buffer.from('Hello world.\n') });
    await page
      .locator('input[type=file]')
      .setInputFiles([
        { name: 'a11y-empty.txt', mimeType: 'text/plain', buffer: Buffer.alloc(0) },
        file(failing),
        file(held),
        file(`a11y-upload-${lang}.txt`),
      ]);
    const rows = page.getByRole('list', { name: t('documents.upload.listLabel') }).getByRole('listitem');
    await expect(rows.filter({ hasText: 'a11y-empty.txt' })).toContainText(t('documents.upload.reject.empty'));
    await expect(rows.filter({ hasText: `a11y-upload-${lang}.txt` })).toContainText(
      t('documents.upload.status.attached'),
    );
    const failedRow = rows.filter({ hasText: failing });
    await expect(failedRow.getByText(trPattern(lang, 'documents.upload.status.failed'))).toBeVisible();
    await expect(
      failedRow.getByRole('button', { name: t('documents.upload.retryNamed', { name: failing }) }),
    ).toBeVisible();
    const heldRow = rows.filter({ hasText: held });
    const progress = heldRow.getByRole('progressbar', { name: t('documents.upload.progressLabel', { name: held }) });
    await expect(progress).toHaveAttribute('aria-valuenow', /^\d+$/);
    // Nothing has been answered yet, so the bar may still be at 0 %: its track is what shows.
    await expect(progress.locator('..')).toBeVisible();
    await expect(heldRow.getByText(trPattern(lang, 'documents.upload.status.uploading'))).toBeVisible();
    await expect(page.getByText(t('documents.upload.pendingHint', { count: 1 }))).toBeVisible();
    await scanSchemes(page, lang, 'new order with an upload in progress and a failed upload');
    release();
    await expect(heldRow).toContainText(t('documents.upload.status.attached'));
    await page.unroute(uploads);

    await page.getByRole('button', { name: t('documents.byUrl.toggle') }).click();
    await expect(page.getByRole('textbox', { name: t('documents.byUrl.url') })).toBeVisible();
    await page.getByRole('button', { name: t('tasks.form.requestQuotes'), exact: true }).click();
    await expect(page.getByText(t('tasks.form.errors.sourceRequired'))).toBeVisible();
    await scanSchemes(page, lang, 'new order with field errors');
  });
});

/* ------------------------------------------------------------------ orderer: drafts */

test('draft edit form and draft page, with the confirm, delete and order-placed messages', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const api = await apiClient(request, 'orderer');
  const document = await api.uploadText('a11y-draft.txt', 'A draft to look at.\n');
  // One draft per language: placing the order uses it up.
  const drafts = await Promise.all(
    LANGUAGES.map(() => api.createTask({ source: 'en-US', target: ['de-DE'], sourceDocumentIds: [document.id] })),
  );
  // A draft whose only document is in a format the service cannot read: its analysis fails.
  const unreadable = await api.uploadText('a11y-unreadable.bin', 'Not a format the service reads.\n');
  const broken = (await api.createTask({ source: 'en-US', target: ['de-DE'], sourceDocumentIds: [unreadable.id] })).id;

  // The sandbox finishes an analysis in a blink. While `running` holds the analysis just started (as the
  // service answered the start), the task's analyses are answered with it, so the running state stays on
  // screen until it was scanned; then the service's own answer comes with the next poll.
  let running: unknown;
  await page.route('**/rest/api/analysis/', async (route) => {
    const response = await route.fetch();
    running = await response.json();
    await route.fulfill({ response });
  });
  await page.route(`**/rest/api/translationTasks/${broken}/analysis`, (route) =>
    running === undefined ? route.fallback() : route.fulfill({ json: [running] }),
  );

  await signIn(page, 'orderer', paths.orders.getHref());
  await inEachLanguage(page, async (lang, t, index) => {
    const draft = drafts[index]?.id ?? '';

    await visit(page, lang, paths.editOrder.getHref(draft), t('tasks.form.editTitle'));
    await expect(page.getByRole('list', { name: t('documents.upload.listLabel') })).toContainText('a11y-draft.txt');
    await scanSchemes(page, lang, 'draft edit form');
    await scanDialog(page, lang, 'confirm order dialog', {
      opener: page.getByRole('button', { name: t('tasks.form.requestQuotes'), exact: true }),
      title: t('tasks.form.confirm.title'),
      leave: t('tasks.form.confirm.cancel'),
    });

    await visitOrder(page, lang, draft);
    const actions = page.getByRole('group', { name: t('tasks.order.actions.label') });
    await scanSchemes(page, lang, 'draft order page');
    await scanDialog(page, lang, 'delete draft dialog', {
      opener: actions.getByRole('button', { name: t('tasks.order.actions.delete'), exact: true }),
      title: t('tasks.order.actions.deleteTitle'),
      leave: t('tasks.order.actions.keep'),
    });

    await actions.getByRole('button', { name: t('tasks.form.requestQuotes'), exact: true }).click();
    await page
      .getByRole('dialog', { name: t('tasks.form.confirm.title') })
      .getByRole('button', { name: t('tasks.form.requestQuotes') })
      .click();
    const placed = page.getByRole('alert').filter({ hasText: t('tasks.form.ordered') });
    // The pointer on the notification keeps it open while it is scanned.
    await placed.hover();
    await scanSchemes(page, lang, 'order placed notification', placed);
    expect((await api.getTask(draft)).progress).not.toBe('NEW');

    await visitOrder(page, lang, broken);
    const analysis = page.getByRole('region', { name: t('analysis.title') });
    const failed = analysis.getByRole('alert').filter({ hasText: t('analysis.error.title') });
    // The first language starts the analysis, the second starts it again after the first one failed.
    await expect(failed).toHaveCount(index);
    await analysis.getByRole('button', { name: t(index === 0 ? 'analysis.run' : 'analysis.runAgain') }).click();
    await expect(analysis.getByRole('status').filter({ hasText: t('analysis.pending') })).toBeVisible();
    await scanSchemes(page, lang, 'order page with the analysis running');
    running = undefined;
    await expect(failed).toBeVisible();
    await expect(failed).toContainText('a11y-unreadable.bin');
    await scanSchemes(page, lang, 'order page with a failed analysis');
  });
});

/* ------------------------------------------------------------------ orderer: orders list */

test('orders list with a filter dropdown, and the copy tooltip of an order', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'orderer', paths.orders.getHref());
  await inEachLanguage(page, async (lang, t) => {
    await visit(page, lang, paths.orders.getHref(), t('tasks.orders.title'));
    const table = page.getByRole('table', { name: t('tasks.orders.tableLabel') });
    await expect(table.getByRole('link').first()).toBeVisible();
    await scanSchemes(page, lang, 'orders list');

    await page.getByRole('combobox', { name: t('tasks.orders.filter.progress') }).click();
    await scanSchemes(page, lang, 'orders list progress filter', page.getByRole('listbox'));
    await page.keyboard.press('Escape');

    // The rows' copy buttons use the browser's own tooltip (their title); the order page's copy button
    // keeps Mantine's, which is scanned there.
    const rowCopy = table.getByRole('button', { name: trPattern(lang, 'common.copyId') }).first();
    await expect(rowCopy).toHaveAttribute('title', trPattern(lang, 'common.copyId'));
    await table.getByRole('link').first().click();
    const header = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The sections below the header render after it and can move the button from under the pointer, which
    // closes the tooltip again (mouseleave): hover until the tooltip stays.
    const headerCopy = header.getByRole('button', { name: trPattern(lang, 'common.copyId') }).first();
    await expect(async () => {
      await headerCopy.hover();
      await expect(page.getByRole('tooltip')).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await scanSchemes(page, lang, 'order page copy tooltip', page.getByRole('tooltip'));
  });
});
