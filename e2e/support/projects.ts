/** Shared by the projects specs (e2e/projects-*.spec.ts): project sections, saving, pickers, recorded PATCHes. */
import type { Page, Request } from '@playwright/test';
import { expect } from './fixtures';

export const ITS_RULES = `<its:rules xmlns:its="http://www.w3.org/2005/11/its" version="1.0">
  <its:translateRule selector="//code" translate="no"/>
</its:rules>`;

/** How Intl names en-US depends on the shared formatter's display style (dialect or standard). */
export const EN_US = /(?:English (United States)|English \(United States\))/;

export interface WireProject {
  id: string;
  name: string;
  [key: string]: unknown;
}

/** Collects the PATCH requests the page sends to /projects/<id>. */
export function recordProjectPatches(page: Page): Request[] {
  const patches: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && /\/rest\/api\/projects\//.test(request.url())) patches.push(request);
  });
  return patches;
}

export async function openSection(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/** Saves the visible section and waits until the service answered. */
export async function save(page: Page) {
  const answer = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/projects/'));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await answer).status()).toBe(200);
  await expect(page.getByText('Unsaved changes', { exact: true })).toHaveCount(0);
}

export async function pickOption(page: Page, label: string, search: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).fill(search);
  await page.getByRole('option', { name: option }).click();
}
