/**
 * The accessibility sweep's tools (the e2e/accessibility-*.spec.ts files): the portal's texts from its own
 * catalogues in English and German, loading a page in a language, and scanning a state with axe once it has
 * settled, in the colour scheme that goes with the language (English light, German dark). Plus the API set-up
 * the sweeps share: an ordered task and its quotes.
 *
 * The portal keeps the chosen language in localStorage (`portal:lang`, what the user menu writes) and follows
 * the system colour scheme until someone picks one in the user menu: the sweeps store the language before
 * loading a page and switch the emulated scheme in place (an open dialog stays open), checking each time that
 * `<html>` carries the language and scheme. The sandbox's sign-in pages follow Accept-Language.
 *
 * Set A11Y_SCREENSHOT_DIR to also save screenshots of German dark-mode pages there.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { Delivery } from '#contract/delivery';
import type { Quote } from '#contract/quote';
import type { ApiClient } from './api';
import { expect, expectNoSeriousA11yViolations } from './fixtures';
import { paths } from '#portal/lib/paths.ts';

export type Lang = 'en' | 'de';
type Scheme = 'light' | 'dark';
interface Combo {
  lang: Lang;
  scheme: Scheme;
}
export const LANGUAGES: Lang[] = ['en', 'de'];
const comboName = (c: Combo) => `${c.lang}/${c.scheme}`;

/* ------------------------------------------------------------------ texts from the portal's own catalogues */

// Feature catalogues and the namespaces loaded on demand (`viewer:compare.title` is `viewer.compare.title` here).
const FEATURES = ['tasks', 'documents', 'quotes', 'deliveries', 'analysis', 'projects', 'tags', 'viewer'] as const;
const localesDir = path.join(path.dirname(new URL(import.meta.url).pathname), '../../src/lib/i18n/locales');
function readCatalogue(lang: Lang): Record<string, unknown> {
  const read = (name: string) =>
    JSON.parse(readFileSync(path.join(localesDir, lang, `${name}.json`), 'utf8')) as object;
  return Object.assign({}, read('core'), Object.fromEntries(FEATURES.map((f) => [f, read(f)])));
}
const CATALOGUES: Record<Lang, Record<string, unknown>> = { en: readCatalogue('en'), de: readCatalogue('de') };

/** The portal's text for a key, as i18next renders it (plural `_one`/`_other`, `{{name}}` placeholders). */
export function tr(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
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
export const startsWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);

/** A text of the catalogue as a pattern: placeholders without a value match anything. */
export function trPattern(lang: Lang, key: string, values: Record<string, string | number> = {}): RegExp {
  const marker = '\u0000';
  const text = tr(lang, key, new Proxy(values, { get: (target, name: string) => target[name] ?? marker }));
  return new RegExp(`^${text.split(marker).map(escapeRegExp).join('.+')}$`);
}

/* ------------------------------------------------------------------ helpers */

/** Stores the language for the next page load, as the user menu does. */
export async function useLanguage(page: Page, lang: Lang) {
  await page.evaluate((value) => window.localStorage.setItem('portal:lang', value), lang);
}

/**
 * Loads an order's page in the language: its title names the order for people (first document and languages),
 * its reference stands under it.
 */
export async function visitOrder(page: Page, lang: Lang, taskId: string) {
  await page.goto(paths.order.getHref(taskId));
  await expect(
    page.getByText(tr(lang, 'tasks.order.humanTitle.reference', { id: taskId }), { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(tr(lang, 'tasks.order.title', { id: taskId }));
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** Loads a portal page and checks that it shows in the language. */
export async function visit(page: Page, lang: Lang, url: string, heading: string | RegExp) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/**
 * Waits until the overlay (dialog, menu, dropdown, notification) is fully opaque: a half-transparent overlay
 * would give axe wrong colours. The scan then waits for the page to be still (pageStill).
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
        return opacity;
      }),
    )
    .toBe(1);
}

/**
 * Scans the current state: English in the light colour scheme, German in the dark one. Colours depend on
 * the scheme and not on the language, names and labels on the language and not on the scheme, so two scans
 * see both schemes and both languages. The portal follows the emulated system scheme as it changes, so a
 * dialog stays open while the scheme switches. Findings are recorded with the page state and combination, and
 * the test goes on.
 */
export async function scanSchemes(page: Page, lang: Lang, what: string, overlay?: Locator) {
  const dark = () => page.evaluate(() => window.matchMedia('(prefers-color-scheme: dark)').matches);
  const order: Scheme[] = lang === 'de' ? ['dark'] : ['light'];
  // The sandbox's own pages have one fixed scheme; the portal marks the scheme it shows on <html>.
  const portal = (await page.locator('html[data-mantine-color-scheme]').count()) > 0;
  for (const scheme of order) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await dark()).toBe(scheme === 'dark');
    if (portal) await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await scan(page, { lang, scheme }, what, overlay ?? page.locator('body'));
  }
}

/**
 * A dialog's sweep: opens it with `opener`, scans it (see scanSchemes) and leaves it by its way back
 * (`leave`, so nothing is decided), checking that it closed.
 */
export async function scanDialog(
  page: Page,
  lang: Lang,
  what: string,
  dialog: { opener: Locator; title: string | RegExp; leave: string },
) {
  await dialog.opener.click();
  const open = page.getByRole('dialog', { name: dialog.title });
  await scanSchemes(page, lang, what, open);
  await open.getByRole('button', { name: dialog.leave }).click();
  await expect(open).toBeHidden();
}

/** Runs `sweep` once per language (`index` in LANGUAGES), the language stored for the next page load. */
export async function inEachLanguage(page: Page, sweep: (lang: Lang, t: T, index: number) => Promise<void>) {
  for (const [index, lang] of LANGUAGES.entries()) {
    await useLanguage(page, lang);
    await sweep(lang, texts(lang), index);
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

export const quotesOf = (api: ApiClient, taskId: string) => api.quotes(taskId);
export const deliveriesOf = (api: ApiClient, taskId: string) =>
  api.get<Delivery[]>(`/translationTasks/${taskId}/translationDeliveries`);

/** An order with its document, placed, and the vendors' quotes for German once all four have arrived. */
export async function orderedTask(api: ApiClient, name: string, projectId?: string) {
  return api.placeOrder(name, 'Welcome to our shop.\nFresh coffee every morning.\n', projectId ? { projectId } : {});
}

export async function offeredQuotes(api: ApiClient, taskId: string, count: number): Promise<Quote[]> {
  let quotes: Quote[] = [];
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

type T = (key: string, values?: Record<string, string | number>) => string;
/** `t` for one language: `texts('de')('tags.list.title')`. */
export const texts =
  (lang: Lang): T =>
  (key, values) =>
    tr(lang, key, values);
