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

/**
 * Places the order ("Request quotes" for a standard order, "Order now" for an instant one), confirms, and
 * resolves with the new order's id once its page is open.
 */
export async function placeOrder(
  page: Page,
  action: 'Request quotes' | 'Order now' = 'Request quotes',
): Promise<string> {
  await page.getByRole('button', { name: action, exact: true }).click();
  const title = action === 'Order now' ? 'Order the machine translation now?' : 'Request quotes?';
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: action }).click();
  await page.waitForURL((url) => /^\/orders\/[^/]+$/.test(url.pathname) && url.pathname !== '/orders/new');
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}
