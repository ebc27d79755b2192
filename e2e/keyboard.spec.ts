/**
 * The orderer's whole journey by keyboard alone: sign in, order a document, accept a quote, download the
 * translation. Only page.keyboard drives the page (no click, fill or mouse); Tab reaching a control is the
 * check that it is reachable, and focus is followed through dialogs and page changes.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { apiClient } from './support/api';
import { expect, test } from './support/fixtures';

/** What has focus, for failure messages: tag, role, accessible-ish name. */
function describeActive(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '<body>';
    const role = el.getAttribute('role');
    const name =
      el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? '';
    return `<${el.tagName.toLowerCase()}${role ? ` role=${role}` : ''}> "${name.trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
  });
}

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/**
 * Presses Tab (or Shift+Tab) until `target` has focus; fails naming what had focus after `max` presses.
 * Reaching the control this way is the check that it can be reached by keyboard.
 */
async function tabTo(page: Page, target: Locator, { max = 40, backwards = false } = {}): Promise<number> {
  await expect(target).toBeVisible();
  const key = backwards ? 'Shift+Tab' : 'Tab';
  const path: string[] = [];
  for (let presses = 0; presses <= max; presses++) {
    if (await isFocused(target)) return presses;
    if (presses === max) break;
    await page.keyboard.press(key);
    path.push(await describeActive(page));
  }
  throw new Error(
    `${target.toString()} was not reached with ${max} × ${key}. Focus went through:\n  ${path.join('\n  ')}`,
  );
}

/** The focused control shows a focus indicator: an outline or a box shadow (a focus ring). */
async function expectVisibleFocusIndicator(target: Locator) {
  await expect(target).toBeFocused();
  const style = await target.evaluate((el) => {
    const s = getComputedStyle(el);
    return { outline: `${s.outlineStyle} ${s.outlineWidth}`, boxShadow: s.boxShadow };
  });
  const outlined = !style.outline.startsWith('none') && !style.outline.endsWith(' 0px');
  expect(
    outlined || style.boxShadow !== 'none',
    `focus indicator of ${target.toString()}: ${JSON.stringify(style)}`,
  ).toBe(true);
}

/** Types into the focused searchable combobox and picks the option by arrows and Enter. */
async function pickOption(page: Page, box: Locator, search: string, option: string) {
  await expect(box).toBeFocused();
  await page.keyboard.type(search);
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option', { name: option })).toBeVisible();
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('ArrowDown');
    const active = await box.getAttribute('aria-activedescendant');
    if (active && (await page.locator(`[id="${active}"]`).textContent())?.includes(option)) break;
  }
  await page.keyboard.press('Enter');
}

test('the orderer signs in, orders, accepts a quote and downloads the translation with the keyboard only', async ({
  page,
  request,
}) => {
  test.setTimeout(110_000);
  const fileName = `keyboard-${test.info().workerIndex}-${Date.now()}.txt`;

  // Sign in on the provider's login page: the user name field has focus on arrival.
  await page.goto('/');
  const username = page.getByLabel(/username/i);
  await tabTo(page, username, { max: 3 });
  await page.keyboard.type('orderer');
  await tabTo(page, page.getByLabel(/password/i), { max: 2 });
  await page.keyboard.type('orderer');
  const signInButton = page.getByRole('button', { name: /sign in/i });
  await tabTo(page, signInButton, { max: 2 });
  await expectVisibleFocusIndicator(signInButton);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner')).toBeVisible();
  // Back from the provider, focus starts on the page's heading.
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeFocused();

  // On a freshly loaded page (a bookmark, a reload) the first Tab shows the skip link; Enter moves focus to the main content.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect.poll(() => describeActive(page)).toBe('<body>');
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();
  await expectVisibleFocusIndicator(skipLink);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // From the page back into the navigation, to "New order".
  const newOrderLink = page.getByRole('navigation').getByRole('link', { name: 'New order' });
  await tabTo(page, newOrderLink, { backwards: true, max: 10 });
  await expectVisibleFocusIndicator(newOrderLink);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/orders\/new$/);
  const title = page.getByRole('heading', { level: 1, name: 'New order' });
  await expect(title).toBeFocused();

  // A document through the file picker that "Choose files" opens.
  const chooseFiles = page.getByRole('button', { name: 'Choose files' });
  await tabTo(page, chooseFiles, { max: 5 });
  await expectVisibleFocusIndicator(chooseFiles);
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (
    await chooser
  ).setFiles({
    name: fileName,
    mimeType: 'text/plain',
    buffer: Buffer.from('Good morning.\nThe shop opens at nine.\n'),
  });
  const documents = page.getByRole('list', { name: 'Source documents' });
  await expect(documents.getByText(fileName)).toBeVisible();
  await expect(documents.getByText('Uploaded')).toBeVisible();

  // Languages: searchable comboboxes operated by typing, arrows and Enter.
  const source = page.getByRole('combobox', { name: 'Source language' });
  await tabTo(page, source);
  await pickOption(page, source, 'en-US', 'English (United States) · en-US');
  await expect(source).toHaveValue('English (United States) · en-US');
  const targets = page.getByRole('combobox', { name: 'Target languages' });
  await tabTo(page, targets, { max: 3 });
  await pickOption(page, targets, 'German', 'German (Germany) · de-DE');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Project and languages' }).getByText('German (Germany) · de-DE'),
  ).toBeVisible();

  // The deadline picker: open it, move a week on with the arrows, pick the day, type the time, confirm.
  const deadline = page.getByRole('button', { name: 'Desired deadline' });
  await tabTo(page, deadline, { max: 3 });
  await page.keyboard.press('Enter');
  const picker = page.locator('[data-dates-dropdown]');
  await expect.poll(() => picker.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  // Every control in the picker has a name, the month arrows included.
  await expect(picker.getByRole('button', { name: 'Next month' })).toBeVisible();
  await tabTo(page, picker.locator('table button[tabindex="0"]'), { max: 4 });
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const day = (await picker.locator('table button[data-selected]').getAttribute('aria-label')) ?? '';
  expect(day).toMatch(/^\d{1,2} \w+ \d{4}$/);
  await tabTo(page, picker.getByRole('spinbutton', { name: 'Hours' }), { max: 2 });
  await page.keyboard.type('10');
  await expect(picker.getByRole('spinbutton', { name: 'Minutes' })).toBeFocused();
  await page.keyboard.type('30');
  await tabTo(page, picker.getByRole('button', { name: 'Confirm the deadline' }), { max: 3 });
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  await expect(deadline).toBeFocused();
  await expect(deadline).toContainText('10:30');

  // Details: a comment and a new tag.
  const comment = page.getByRole('textbox', { name: 'Comment' });
  await tabTo(page, comment, { max: 6 });
  await page.keyboard.type('Ordered without a mouse.');
  const tags = page.getByRole('combobox', { name: 'Tags' });
  await tabTo(page, tags, { max: 3 });
  await page.keyboard.type('keyboard-journey');
  await page.keyboard.press('Enter');
  await expect(tags).toHaveValue('');

  // Order: the confirmation takes focus; Escape closes it and focus returns to "Order".
  const orderButton = page.getByRole('button', { name: 'Order', exact: true });
  await tabTo(page, orderButton, { max: 6 });
  await expectVisibleFocusIndicator(orderButton);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Place this order?' });
  await expect(confirm).toBeVisible();
  await expect.poll(() => confirm.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(orderButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeVisible();
  const placeOrder = confirm.getByRole('button', { name: 'Place order' });
  await tabTo(page, placeOrder, { max: 4 });
  await expectVisibleFocusIndicator(placeOrder);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => /^\/orders\/[^/]+$/.test(url.pathname) && url.pathname !== '/orders/new');
  const taskId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  const api = await apiClient(request, 'orderer');
  const task = await api.getTask(taskId);
  expect(task).toMatchObject({ source: 'en-US', target: ['de-DE'], comment: 'Ordered without a mouse.' });
  expect(task.tags).toEqual(['keyboard-journey']);
  const ordered = new Date(String(task.desiredDeadline));
  const berlin = { timeZone: 'Europe/Berlin' } as const;
  expect(ordered.toLocaleDateString('en-GB', { ...berlin, day: 'numeric', month: 'long', year: 'numeric' })).toBe(day);
  expect(ordered.toLocaleTimeString('en-GB', { ...berlin, hour: '2-digit', minute: '2-digit' })).toBe('10:30');

  // Quotes arrive on the order page; accept the first offered one through its confirmation.
  const german = page.getByRole('region', { name: 'German (Germany) (de-DE)' }).first();
  await expect(german.getByText('All vendors have answered.')).toBeVisible({ timeout: 30_000 });
  const accept = german.getByRole('button', { name: /^Accept quote/ }).first();
  const acceptLabel = (await accept.getAttribute('aria-label')) ?? '';
  await tabTo(page, accept, { max: 80 });
  await expectVisibleFocusIndicator(accept);
  await page.keyboard.press('Enter');
  const acceptDialog = page.getByRole('dialog', { name: 'Accept this quote?' });
  await expect(acceptDialog.getByRole('button', { name: 'Back' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(acceptDialog).toBeHidden();
  await expect(page.getByRole('button', { name: acceptLabel })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(acceptDialog).toBeVisible();
  const confirmAccept = acceptDialog.getByRole('button', { name: 'Accept quote' });
  await tabTo(page, confirmAccept, { max: 3 });
  await page.keyboard.press('Enter');
  await expect(acceptDialog).toBeHidden();
  // The accept button is gone with the decision; focus lands on the language's heading.
  await expect(page.getByRole('heading', { name: 'German (Germany) (de-DE)' }).first()).toBeFocused();
  await expect(german.getByText('Accepted', { exact: true })).toBeVisible();

  // The vendor delivers; the translated document downloads from its delivery card.
  const delivery = page.getByRole('region', { name: 'Deliveries' }).getByRole('article', {
    name: 'German (Germany) (de-DE)',
  });
  await expect(delivery).toContainText('Delivered', { timeout: 45_000 });
  const download = delivery.getByRole('button', { name: `Download ${fileName}` });
  await tabTo(page, download, { max: 80 });
  await expectVisibleFocusIndicator(download);
  const saved = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const file = await saved;
  expect(file.suggestedFilename()).toBe(fileName);
  const text = (await readFile(await file.path())).toString('utf8');
  expect(text).toContain('[de-DE]');
  expect(text).not.toContain('Good morning.');
});
