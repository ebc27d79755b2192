/** The new-order form as a user fills it in: pick from a searchable select, place the order. */
import type { Page } from '@playwright/test';

export async function choose(page: Page, label: string, search: string, option: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(search);
  await page.getByRole('option', { name: option }).click();
  // A multi-select stays open after a choice; close it like a user moving on.
  await box.press('Escape');
}

/** Orders, confirms, and resolves with the new order's id once its page is open. */
export async function placeOrder(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Order', exact: true }).click();
  await page.getByRole('dialog', { name: 'Place this order?' }).getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL((url) => /^\/orders\/[^/]+$/.test(url.pathname) && url.pathname !== '/orders/new');
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}
