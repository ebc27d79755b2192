import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { catalogue as deMain } from './catalogue-de';
import { catalogue as enMain } from './catalogue-en';
import deApprovals from './locales/de/approvals.json';
import deBudgets from './locales/de/budgets.json';
import deReports from './locales/de/reports.json';
import deProjects from './locales/de/projects.json';
import deReviews from './locales/de/reviews.json';
import deViewer from './locales/de/viewer.json';
import enApprovals from './locales/en/approvals.json';
import enBudgets from './locales/en/budgets.json';
import enReports from './locales/en/reports.json';
import enProjects from './locales/en/projects.json';
import enReviews from './locales/en/reviews.json';
import enViewer from './locales/en/viewer.json';

/** The main catalogue and the namespaces loaded on demand (`viewer:compare.title` is `viewer.compare.title` here). */
const en = {
  ...enMain,
  viewer: enViewer,
  reports: enReports,
  approvals: enApprovals,
  reviews: enReviews,
  projects: enProjects,
  budgets: enBudgets,
};
const de = {
  ...deMain,
  viewer: deViewer,
  reports: deReports,
  approvals: deApprovals,
  reviews: deReviews,
  projects: deProjects,
  budgets: deBudgets,
};
const catalogues = { en, de };

/** Every leaf key as a dotted path, e.g. `nav.orders`. */
function leafKeys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

function interpolations(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

function lookup(catalogue: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
}

const srcDir = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('translation catalogues', () => {
  it('have the same keys in every language', () => {
    const enKeys = leafKeys(en).sort();
    const deKeys = leafKeys(de).sort();
    expect({
      missingInDe: enKeys.filter((k) => !deKeys.includes(k)),
      missingInEn: deKeys.filter((k) => !enKeys.includes(k)),
    }).toEqual({
      missingInDe: [],
      missingInEn: [],
    });
  });

  it('have no empty texts and the same placeholders in every language', () => {
    for (const key of leafKeys(en)) {
      const texts = Object.values(catalogues).map((c) => lookup(c, key));
      for (const text of texts) {
        expect(typeof text === 'string' && text.trim() !== '', `${key} must be a non-empty text`).toBe(true);
      }
      const [first, ...rest] = texts.map((text) => interpolations(String(text)));
      for (const other of rest) expect(other, `placeholders of ${key}`).toEqual(first);
    }
  });

  it('contain every literal key passed to t() in src', () => {
    const keys = new Set(leafKeys(en));
    const missing: string[] = [];
    for (const file of sourceFiles(srcDir)) {
      const text = readFileSync(file, 'utf8');
      // t('a.b'), t("a.b"), i18n.t('a.b'), i18nKey="a.b"; template literals are checked by the type checker instead.
      for (const match of text.matchAll(
        /(?:\bt\(\s*|i18nKey=)['"]((?:(?:viewer|reports|approvals|reviews|projects):)?[\w-]+(?:\.[\w-]+)+)['"]/g,
      )) {
        const key = (match[1] ?? '').replace(':', '.');
        // Plural keys live as `key_one` / `key_other`.
        if (!keys.has(key) && !keys.has(`${key}_other`)) missing.push(`${path.relative(srcDir, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
