/**
 * Accessibility sweep: every page and dialog of the portal, and the sandbox's sign-in pages, scanned with axe
 * (WCAG 2.x A/AA, serious and critical findings fail) in English and German, light and dark. Each test walks
 * one group of pages once per language and scans every state (page, dialog, menu, dropdown) in both schemes;
 * findings are collected softly, so one run lists all of them.
 *
 * The portal keeps the chosen language in localStorage (`portal:lang`, what the user menu writes) and follows
 * the system colour scheme until someone picks one in the user menu: the tests store the language before
 * loading a page and switch the emulated scheme in place (an open dialog stays open), checking each time that
 * `<html>` carries the language and scheme. The sandbox's sign-in pages follow Accept-Language.
 *
 * Set A11Y_SCREENSHOT_DIR to also save screenshots of German dark-mode pages there.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { apiClient, type ApiClient } from './support/api';
import { expect, expectNoSeriousA11yViolations, signIn, test } from './support/fixtures';

type Lang = 'en' | 'de';
type Scheme = 'light' | 'dark';
interface Combo {
  lang: Lang;
  scheme: Scheme;
}
const LANGUAGES: Lang[] = ['en', 'de'];
const comboName = (c: Combo) => `${c.lang}/${c.scheme}`;

/* ------------------------------------------------------------------ texts from the portal's own catalogues */

// Feature catalogues and the namespaces loaded on demand (`viewer:compare.title` is `viewer.compare.title` here).
const FEATURES = ['tasks', 'documents', 'quotes', 'deliveries', 'analysis', 'projects', 'tags', 'viewer'] as const;
const localesDir = path.join(path.dirname(new URL(import.meta.url).pathname), '../src/lib/i18n/locales');
function readCatalogue(lang: Lang): Record<string, unknown> {
  const read = (name: string) =>
    JSON.parse(readFileSync(path.join(localesDir, lang, `${name}.json`), 'utf8')) as object;
  return Object.assign({}, read('core'), Object.fromEntries(FEATURES.map((f) => [f, read(f)])));
}
const CATALOGUES: Record<Lang, Record<string, unknown>> = { en: readCatalogue('en'), de: readCatalogue('de') };

/** The portal's text for a key, as i18next renders it (plural `_one`/`_other`, `{{name}}` placeholders). */
function tr(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const lookup = (k: string) =>
    k
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], CATALOGUES[lang]);
  let text = lookup(key);
  if (text === undefined && typeof values.count === 'number')
    text = lookup(`${key}_${values.count === 1 ? 'one' : 'other'}`);
  if (typeof text !== 'string') throw new Error(`No text for ${key} in ${lang}`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const startsWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);

/** A text of the catalogue as a pattern: placeholders without a value match anything. */
function trPattern(lang: Lang, key: string, values: Record<string, string | number> = {}): RegExp {
  const marker = '\u0000';
  const text = tr(lang, key, new Proxy(values, { get: (target, name: string) => target[name] ?? marker }));
  return new RegExp(`^${text.split(marker).map(escapeRegExp).join('.+')}$`);
}

/* ------------------------------------------------------------------ helpers */

/** Stores the language for the next page load, as the user menu does. */
async function useLanguage(page: Page, lang: Lang) {
  await page.evaluate((value) => window.localStorage.setItem('portal:lang', value), lang);
}

/** Loads a portal page and checks that it shows in the language. */
async function visit(page: Page, lang: Lang, url: string, heading: string | RegExp) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/**
 * Waits until the page is still: no finite animation or transition running (spinners run forever and do not
 * count) and, for an overlay (dialog, menu, dropdown, notification), its entry transition done. A
 * half-transparent overlay or a colour mid-transition would give axe wrong colours.
 */
async function settled(target: Locator) {
  await expect(target).toBeVisible();
  await expect
    .poll(() =>
      target.evaluate((el) => {
        let opacity = 1;
        for (let node: Element | null = el; node; node = node.parentElement) {
          opacity *= Number(getComputedStyle(node).opacity);
        }
        const moving = el.ownerDocument
          .getAnimations()
          .some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
        return opacity === 1 && !moving;
      }),
    )
    .toBe(true);
}

/**
 * Scans the current state in both colour schemes: the portal follows the emulated system scheme as it
 * changes, so a dialog stays open while the scheme switches. Findings are recorded with the page state and
 * combination, and the test goes on.
 */
async function scanSchemes(page: Page, lang: Lang, what: string, overlay?: Locator) {
  const dark = () => page.evaluate(() => window.matchMedia('(prefers-color-scheme: dark)').matches);
  const order: Scheme[] = (await dark()) ? ['dark', 'light'] : ['light', 'dark'];
  // The sandbox's own pages have one fixed scheme; the portal marks the scheme it shows on <html>.
  const portal = (await page.locator('html[data-mantine-color-scheme]').count()) > 0;
  for (const scheme of order) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await dark()).toBe(scheme === 'dark');
    if (portal) await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await scan(page, { lang, scheme }, what, overlay ?? page.locator('body'));
  }
}

async function scan(page: Page, combo: Combo, what: string, settle: Locator) {
  await settled(settle);
  await expectNoSeriousA11yViolations(page, { label: `${what} [${comboName(combo)}]`, soft: true });
  const dir = process.env.A11Y_SCREENSHOT_DIR;
  if (dir && combo.lang === 'de' && combo.scheme === 'dark') {
    const file = `a11y-${what.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`;
    await page.screenshot({ path: path.join(dir, file), fullPage: true });
  }
}

interface WireQuote {
  id: string;
  state: string;
  number: string;
  target: string;
  supplierName: string;
}
interface WireDelivery {
  id: string;
  target: string;
  state: string;
}

const quotesOf = (api: ApiClient, taskId: string) => api.get<WireQuote[]>(`/translationTasks/${taskId}/quotes`);
const deliveriesOf = (api: ApiClient, taskId: string) =>
  api.get<WireDelivery[]>(`/translationTasks/${taskId}/translationDeliveries`);

/** An order with its document, placed, and the vendors' quotes for German once all four have arrived. */
async function orderedTask(api: ApiClient, name: string, projectId?: string) {
  const document = await api.uploadText(name, 'Welcome to our shop.\nFresh coffee every morning.\n');
  const task = await api.createTask({
    source: 'en-US',
    target: ['de-DE'],
    sourceDocumentIds: [document.id],
    ...(projectId ? { projectId } : {}),
  });
  await api.patchTask(task.id, { complete: true });
  return task.id;
}

async function offeredQuotes(api: ApiClient, taskId: string, count: number): Promise<WireQuote[]> {
  let quotes: WireQuote[] = [];
  await expect
    .poll(
      async () => {
        quotes = (await quotesOf(api, taskId)).filter((q) => q.state === 'OFFERED');
        return quotes.length;
      },
      { timeout: 30_000 },
    )
    .toBe(count);
  return quotes;
}

// The groups are independent: let both workers take them, longest first.
test.describe.configure({ mode: 'parallel' });

type T = (key: string, values?: Record<string, string | number>) => string;
const texts =
  (lang: Lang): T =>
  (key, values) =>
    tr(lang, key, values);

/* ------------------------------------------------------------------ admin: projects */

const SECTIONS = ['general', 'languages', 'vendors', 'references', 'documents', 'notifications', 'pretranslation'];

test('projects list, every project section and their dialogs', async ({ page, request }) => {
  test.setTimeout(300_000); // the longest sweep: about 70 s on an idle 2-core machine
  const admin = await apiClient(request, 'admin');
  const name = `A11y sweep ${Date.now()}`;
  const project = await admin.post<{ id: string }>('/projects/', {
    name,
    confidential: true,
    withReview: ['reviewer@example.com'],
    availableLanguages: [{ source: 'en-US', target: ['de-DE', 'fr-FR'] }],
    orderReferenceNumbers: [{ campaign: { number: 'A11Y-1' } }, { legal: { number: 'L-2', target: 'de-DE' } }],
    lspVendorIds: ['lsp-lingua', 'lsp-northwind'],
    deliveryWithin: 36,
    documentConfiguration: {
      attachOriginals: true,
      excludeContentsFromTranslationPatterns: ['\\{\\d+\\}'],
      jsonExceptions: ['^id$'],
      xlsxExcludedBackgroundColors: ['RED'],
    },
    notifications: {
      quotation: { receiverTypes: { USER: true }, additionalEmails: [] },
      delivery: { receiverTypes: { ADDITIONAL: true }, additionalEmails: ['a11y@example.com'] },
    },
    pretranslationConfiguration: { shouldPretranslate: true, matchCap: 85 },
  });

  await signIn(page, 'admin', '/projects');
  for (const lang of LANGUAGES) {
    const t = texts(lang);
    await useLanguage(page, lang);

    await visit(page, lang, '/projects', t('projects.list.title'));
    await expect(page.getByRole('link', { name })).toBeVisible();
    await scanSchemes(page, lang, 'projects list');

    await page.getByRole('button', { name: t('projects.list.new') }).click();
    const create = page.getByRole('dialog', { name: t('projects.create.title') });
    await scanSchemes(page, lang, 'create project dialog', create);
    await create.getByRole('button', { name: t('projects.create.submit') }).click();
    await expect(create.getByRole('textbox', { name: t('projects.create.name') })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await scanSchemes(page, lang, 'create project dialog with error', create);
    await create.getByRole('button', { name: t('projects.create.cancel') }).click();
    await expect(create).toBeHidden();

    await page.getByRole('button', { name: t('projects.list.delete', { name }) }).click();
    const remove = page.getByRole('dialog', { name: t('projects.delete.title') });
    await scanSchemes(page, lang, 'delete project dialog', remove);
    await remove.getByRole('button', { name: t('projects.delete.cancel') }).click();
    await expect(remove).toBeHidden();

    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    for (const section of SECTIONS) {
      const tab = page.getByRole('tab', { name: startsWith(t(`projects.sections.${section}`)) });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await scanSchemes(page, lang, `project section ${section}`);
      if (section === 'languages') {
        await page.getByRole('combobox', { name: t('projects.languages.source', { index: 1 }) }).click();
        await scanSchemes(page, lang, 'project source language dropdown', page.getByRole('listbox'));
        await page.keyboard.press('Escape');
      }
    }

    // Unsaved changes, then the leave guard.
    await page.getByRole('tab', { name: startsWith(t('projects.sections.general')) }).click();
    await page.getByRole('textbox', { name: t('projects.general.name'), exact: true }).fill(`${name} (changed)`);
    await expect(page.getByText(t('projects.editor.unsaved'), { exact: true })).toBeVisible();
    await scanSchemes(page, lang, 'project section with unsaved changes');
    await page.getByRole('link', { name: t('projects.detail.back') }).click();
    const guard = page.getByRole('dialog', { name: t('projects.guard.title') });
    await scanSchemes(page, lang, 'leave guard dialog', guard);
    await guard.getByRole('button', { name: t('projects.guard.leave') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('projects.list.title') })).toBeVisible();
  }
  await admin.delete(`/projects/${project.id}`);
});

/* ------------------------------------------------------------------ orderer: new order */

test('new order with its dropdowns, document chooser, deadline picker and field errors', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'orderer', '/orders/new');
  for (const [index, lang] of LANGUAGES.entries()) {
    const t = texts(lang);
    await useLanguage(page, lang);

    await visit(page, lang, '/orders/new', t('tasks.newOrder.title'));
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
    await page.getByRole('button', { name: t('tasks.form.order'), exact: true }).click();
    await expect(page.getByText(t('tasks.form.errors.sourceRequired'))).toBeVisible();
    await scanSchemes(page, lang, 'new order with field errors');
  }
});

/* ------------------------------------------------------------------ orderer: order pages */

test('order page with quotes to decide, and the accept, reject and cancel dialogs', async ({ page, request }) => {
  test.setTimeout(180_000);
  const api = await apiClient(request, 'orderer');
  const quoted = await orderedTask(api, 'a11y-quotes.txt');
  // Lingua (two alternatives), Northwind and Polyglot answer for German.
  const [offered] = await offeredQuotes(api, quoted, 4);
  if (!offered) throw new Error('No quote offered');
  const vendor = { number: offered.number, vendor: offered.supplierName };

  await signIn(page, 'orderer', `/orders/${quoted}`);
  for (const lang of LANGUAGES) {
    const t = texts(lang);
    await useLanguage(page, lang);

    await visit(page, lang, `/orders/${quoted}`, t('tasks.order.title', { id: quoted }));
    const accept = page.getByRole('button', { name: t('quotes.actions.acceptLabel', vendor) });
    await expect(accept).toBeVisible();
    await expect(page.getByText(t('quotes.enquiries.allAnswered'))).toBeVisible();
    await scanSchemes(page, lang, 'order page with offered quotes');

    await accept.click();
    const acceptDialog = page.getByRole('dialog', { name: t('quotes.dialogs.accept.title') });
    await scanSchemes(page, lang, 'accept quote dialog', acceptDialog);
    await acceptDialog.getByRole('button', { name: t('quotes.dialogs.back') }).click();
    await expect(acceptDialog).toBeHidden();

    await page.getByRole('button', { name: t('quotes.actions.rejectLabel', vendor) }).click();
    const rejectDialog = page.getByRole('dialog', { name: t('quotes.dialogs.reject.title') });
    await scanSchemes(page, lang, 'reject quote dialog', rejectDialog);
    await rejectDialog.getByRole('button', { name: t('quotes.dialogs.back') }).click();
    await expect(rejectDialog).toBeHidden();

    await page
      .getByRole('group', { name: t('tasks.order.actions.label') })
      .getByRole('button', { name: t('tasks.order.actions.cancel'), exact: true })
      .click();
    const cancelDialog = page.getByRole('dialog', { name: t('tasks.order.actions.cancelTitle') });
    await scanSchemes(page, lang, 'cancel order dialog', cancelDialog);
    await cancelDialog.getByRole('button', { name: t('tasks.order.actions.keep') }).click();
    await expect(cancelDialog).toBeHidden();
  }
  // Nothing was decided: every dialog was left with its way back.
  expect((await quotesOf(api, quoted)).map((q) => q.state)).toEqual(['OFFERED', 'OFFERED', 'OFFERED', 'OFFERED']);
});

/* ------------------------------------------------------------------ reviewer */

test('review queue, compare view and a read-only project', async ({ page, request }) => {
  test.setTimeout(180_000);
  const orderer = await apiClient(request, 'orderer');
  const marketing = await orderer.projectId('Marketing website');
  const tasks = await Promise.all(LANGUAGES.map((_, i) => orderedTask(orderer, `a11y-review-${i}.txt`, marketing)));

  await signIn(page, 'reviewer', '/review');
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

    await visit(page, lang, '/review', t('deliveries.review.title'));
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

    await visit(page, lang, `/projects/${marketing}`, 'Marketing website');
    await expect(page.getByText(t('projects.detail.readOnly'))).toBeVisible();
    await scanSchemes(page, lang, 'read-only project page');

    // Nothing to review: the order list the queue is built from comes back empty.
    const orderList = (url: URL) => url.pathname.endsWith('/rest/api/translationTasks/');
    await page.route(orderList, (route) =>
      route.request().method() === 'GET' ? route.fulfill({ json: [] }) : route.fallback(),
    );
    await visit(page, lang, '/review', t('deliveries.review.title'));
    await expect(page.getByRole('heading', { level: 2, name: t('deliveries.review.empty') })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await scanSchemes(page, lang, 'empty review queue');
    await page.unroute(orderList);
  }
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

  await signIn(page, 'orderer', '/orders');
  for (const [index, lang] of LANGUAGES.entries()) {
    const t = texts(lang);
    const draft = drafts[index]?.id ?? '';
    await useLanguage(page, lang);

    await visit(page, lang, `/orders/${draft}/edit`, t('tasks.form.editTitle'));
    await expect(page.getByRole('list', { name: t('documents.upload.listLabel') })).toContainText('a11y-draft.txt');
    await scanSchemes(page, lang, 'draft edit form');
    await page.getByRole('button', { name: t('tasks.form.order'), exact: true }).click();
    const confirmOrder = page.getByRole('dialog', { name: t('tasks.form.confirm.title') });
    await scanSchemes(page, lang, 'confirm order dialog', confirmOrder);
    await confirmOrder.getByRole('button', { name: t('tasks.form.confirm.cancel') }).click();
    await expect(confirmOrder).toBeHidden();

    await visit(page, lang, `/orders/${draft}`, t('tasks.order.title', { id: draft }));
    const actions = page.getByRole('group', { name: t('tasks.order.actions.label') });
    await scanSchemes(page, lang, 'draft order page');
    await actions.getByRole('button', { name: t('tasks.order.actions.delete'), exact: true }).click();
    const deleteDialog = page.getByRole('dialog', { name: t('tasks.order.actions.deleteTitle') });
    await scanSchemes(page, lang, 'delete draft dialog', deleteDialog);
    await deleteDialog.getByRole('button', { name: t('tasks.order.actions.keep') }).click();
    await expect(deleteDialog).toBeHidden();

    await actions.getByRole('button', { name: t('tasks.order.actions.order'), exact: true }).click();
    const placed = page.getByRole('alert').filter({ hasText: t('tasks.order.actions.orderPlaced') });
    // The pointer on the notification keeps it open while it is scanned.
    await placed.hover();
    await scanSchemes(page, lang, 'order placed notification', placed);
    expect((await api.getTask(draft)).progress).not.toBe('NEW');

    await visit(page, lang, `/orders/${broken}`, t('tasks.order.title', { id: broken }));
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
  }
});

/* ------------------------------------------------------------------ admin: tags, not-found pages, user menu */

test('tags with the colour picker, not-found pages and the user menu', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin', '/tags');
  for (const lang of LANGUAGES) {
    const t = texts(lang);
    await useLanguage(page, lang);

    await visit(page, lang, '/tags', t('tags.list.title'));
    const colour = page.getByRole('textbox', { name: t('tags.colorLabel', { name: 'marketing' }) });
    await expect(colour).toHaveValue(/^#/);
    await scanSchemes(page, lang, 'tags page');
    await colour.click();
    await scanSchemes(page, lang, 'tag colour picker', page.locator('.mantine-ColorInput-dropdown'));
    await colour.fill('#12');
    await expect(page.getByText(t('tags.invalidColor'))).toBeVisible();
    await scanSchemes(page, lang, 'tag colour with error');
    await page.keyboard.press('Escape');

    await visit(page, lang, '/no-such-page', t('errors.notFound.title'));
    await scanSchemes(page, lang, 'not-found page');
    await visit(page, lang, '/orders/no-such-order', t('tasks.order.notFound.title'));
    await scanSchemes(page, lang, 'order not found');
    await visit(page, lang, '/projects/no-such-project', t('projects.detail.notFoundTitle'));
    await scanSchemes(page, lang, 'project not found');

    await page.getByRole('button', { name: t('userMenu.label', { name: 'Adam Admin' }) }).click();
    await scanSchemes(page, lang, 'user menu', page.getByRole('menu'));
    await page.keyboard.press('Escape');
  }
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

  await signIn(page, 'orderer', `/orders/${seeded.id}`);
  for (const lang of LANGUAGES) {
    const t = texts(lang);
    await useLanguage(page, lang);

    // The seeded order: decided quotes, reviewed deliveries, an analysis with its chart and per-document view.
    await visit(page, lang, `/orders/${seeded.id}`, t('tasks.order.title', { id: seeded.id }));
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
    await visit(page, lang, `/orders/${instant.id}`, t('tasks.order.title', { id: instant.id }));
    await page.getByRole('button', { name: trPattern(lang, 'deliveries.section.requestPostEditingLabel') }).click();
    const postEditing = page.getByRole('dialog', { name: trPattern(lang, 'deliveries.section.postEditingTitle') });
    await scanSchemes(page, lang, 'post-editing dialog', postEditing);
    await postEditing.getByRole('button', { name: t('deliveries.section.postEditingCancel') }).click();
    await expect(postEditing).toBeHidden();
  }
});

/* ------------------------------------------------------------------ orderer: orders list */

test('orders list with a filter dropdown and a tooltip', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'orderer', '/orders');
  for (const lang of LANGUAGES) {
    const t = texts(lang);
    await useLanguage(page, lang);

    await visit(page, lang, '/orders', t('tasks.orders.title'));
    const table = page.getByRole('table', { name: t('tasks.orders.tableLabel') });
    await expect(table.getByRole('link').first()).toBeVisible();
    await scanSchemes(page, lang, 'orders list');

    await page.getByRole('combobox', { name: t('tasks.orders.filter.progress') }).click();
    await scanSchemes(page, lang, 'orders list progress filter', page.getByRole('listbox'));
    await page.keyboard.press('Escape');

    await table
      .getByRole('button', { name: trPattern(lang, 'tasks.orders.copyId') })
      .first()
      .hover();
    await scanSchemes(page, lang, 'orders list copy tooltip', page.getByRole('tooltip'));
  }
});

/* ------------------------------------------------------------------ a phone: the navigation behind its button */

test('phone layout with the navigation opened from its button', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'orderer', '/orders');
  for (const lang of LANGUAGES) {
    const t = texts(lang);
    await useLanguage(page, lang);

    await visit(page, lang, '/orders', t('tasks.orders.title'));
    const nav = page.getByRole('navigation', { name: t('nav.label') });
    const burger = page.getByRole('button', { name: t('nav.openNavigation') });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await scanSchemes(page, lang, 'phone orders list');

    await burger.click();
    const close = page.getByRole('button', { name: t('nav.closeNavigation') });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await scanSchemes(page, lang, 'phone navigation', nav);
    await nav.getByRole('link', { name: t('nav.newOrder') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('tasks.newOrder.title') })).toBeVisible();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await scanSchemes(page, lang, 'phone new order');
  }
});

/* ------------------------------------------------------------------ the sandbox's sign-in and sign-out pages */

const IDP_TEXTS = {
  en: {
    heading: 'Sign in to the Translation Portal',
    user: 'Username',
    password: 'Password',
    submit: 'Sign in',
    signOut: 'Sign out',
  },
  de: {
    heading: 'Beim Übersetzungsportal anmelden',
    user: 'Benutzername',
    password: 'Passwort',
    submit: 'Anmelden',
    signOut: 'Abmelden',
  },
};

test('sign-in and sign-out pages', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  for (const lang of LANGUAGES) {
    // The sandbox's pages follow the browser's language.
    const context = await browser.newContext({ baseURL, locale: lang === 'de' ? 'de-DE' : 'en-GB' });
    try {
      const page = await context.newPage();
      const idp = IDP_TEXTS[lang];
      await page.goto('/orders');
      await expect(page.getByRole('heading', { level: 1, name: idp.heading })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await scanSchemes(page, lang, 'sign-in page');

      await page.getByLabel(idp.user, { exact: true }).fill('orderer');
      await page.getByLabel(idp.password, { exact: true }).fill('wrong');
      await page.getByRole('button', { name: idp.submit }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await scanSchemes(page, lang, 'sign-in page with error');

      await page.getByLabel(idp.user, { exact: true }).fill('orderer');
      await page.getByLabel(idp.password, { exact: true }).fill('orderer');
      await page.getByRole('button', { name: idp.submit }).click();
      // Nothing stored yet: the portal takes the browser's language too.
      await expect(page.getByRole('heading', { level: 1, name: tr(lang, 'tasks.orders.title') })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);

      await page.getByRole('button', { name: tr(lang, 'userMenu.label', { name: 'Olivia Orderer' }) }).click();
      await page.getByRole('menuitem', { name: tr(lang, 'userMenu.signOut') }).click();
      await expect(page.getByRole('heading', { level: 1, name: idp.signOut })).toBeVisible();
      await scanSchemes(page, lang, 'sign-out confirmation');
      await page.getByRole('button', { name: idp.signOut }).click();
      // Signed out, the portal sends the visitor back to the sign-in page.
      await expect(page.getByRole('heading', { level: 1, name: idp.heading })).toBeVisible();
    } finally {
      await context.close();
    }
  }
});
