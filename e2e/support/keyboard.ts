/**
 * Keyboard-only driving for the keyboard journeys (e2e/keyboard-*.spec.ts): only page.keyboard drives the
 * page (no click, fill or mouse); Tab reaching a control is the check that it is reachable, and focus is
 * followed through dialogs and page changes, with a visible focus indicator on each stop.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, type DemoUser } from './fixtures';

/** What has focus, for failure messages: tag, role, accessible-ish name. */
export function describeActive(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '<body>';
    const role = el.getAttribute('role');
    const name =
      el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? '';
    return `<${el.tagName.toLowerCase()}${role ? ` role=${role}` : ''}> "${name.trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
  });
}

export const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/**
 * Presses Tab (or Shift+Tab) until `target` has focus; fails naming what had focus after `max` presses.
 * Reaching the control this way is the check that it can be reached by keyboard.
 */
export async function tabTo(page: Page, target: Locator, { max = 40, backwards = false } = {}): Promise<number> {
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

/**
 * The focused control shows a focus indicator: an outline or a box shadow (a focus ring), or, for a text field,
 * the border in the primary colour that Mantine gives focused inputs.
 */
export async function expectVisibleFocusIndicator(target: Locator) {
  await expect(target).toBeFocused();
  // Polled: the border colour of a text field changes with a short transition.
  await expect(async () => {
    const style = await target.evaluate((el) => {
      const s = getComputedStyle(el);
      const probe = document.createElement('span');
      probe.style.color = 'var(--mantine-primary-color-filled)';
      document.body.append(probe);
      const primary = getComputedStyle(probe).color;
      probe.remove();
      const textField = el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;
      return {
        outline: `${s.outlineStyle} ${s.outlineWidth}`,
        boxShadow: s.boxShadow,
        focusBorder: textField && s.borderStyle !== 'none' && s.borderColor === primary,
      };
    });
    const outlined = !style.outline.startsWith('none') && !style.outline.endsWith(' 0px');
    expect(
      outlined || style.boxShadow !== 'none' || style.focusBorder,
      `focus indicator of ${target.toString()}: ${JSON.stringify(style)}`,
    ).toBe(true);
  }).toPass({ timeout: 5_000 });
}

/** Focus is inside `container` (a dialog, a form, a section). */
export async function expectFocusWithin(container: Locator) {
  await expect.poll(() => container.evaluate((el) => el.contains(document.activeElement))).toBe(true);
}

/**
 * Tabs to `trigger` and opens its dialog with Enter: focus moves into the dialog; Escape closes it and focus
 * returns to the trigger; Enter opens it again.
 */
export async function openDialog(page: Page, trigger: Locator, dialog: Locator, max: number) {
  await tabTo(page, trigger, { max });
  await expectVisibleFocusIndicator(trigger);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expectFocusWithin(dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
}

/**
 * Tabs to a download button and presses Enter: the file is saved under `filename` and holds the German
 * translation, not the source line `sourceLine`. Focus stays on the button.
 */
export async function downloadTranslation(
  page: Page,
  button: Locator,
  max: number,
  filename: string,
  sourceLine: string,
) {
  await tabTo(page, button, { max });
  await expectVisibleFocusIndicator(button);
  const saved = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const file = await saved;
  expect(file.suggestedFilename()).toBe(filename);
  const text = (await readFile(await file.path())).toString('utf8');
  expect(text).toContain('[de-DE]');
  expect(text).not.toContain(sourceLine);
  await expect(button).toBeFocused();
}

/** Types into the focused combobox (when `search` is given) and picks the option by arrows and Enter. */
export async function pickOption(page: Page, box: Locator, search: string, option: string) {
  await expect(box).toBeFocused();
  // A select without search opens with the first arrow press.
  if (search) await page.keyboard.type(search);
  else await page.keyboard.press('ArrowDown');
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option', { name: option })).toBeVisible();
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('ArrowDown');
    const active = await box.getAttribute('aria-activedescendant');
    if (active && (await page.locator(`[id="${active}"]`).textContent())?.includes(option)) break;
  }
  await page.keyboard.press('Enter');
}

/** Signs in on the provider's login page by keyboard: the user name field has focus on arrival. */
export async function signInWithKeyboard(page: Page, user: DemoUser) {
  await page.goto('/');
  await tabTo(page, page.getByLabel(/username/i), { max: 3 });
  await page.keyboard.type(user);
  await tabTo(page, page.getByLabel(/password/i), { max: 2 });
  await page.keyboard.type(user);
  const signInButton = page.getByRole('button', { name: /sign in/i });
  await tabTo(page, signInButton, { max: 2 });
  await expectVisibleFocusIndicator(signInButton);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner')).toBeVisible();
}

/** From the page back into the navigation (Shift+Tab), then Enter on the link: the new page's heading takes focus. */
export async function navigateTo(page: Page, link: string, heading: string) {
  // A link's name may end in a count ("Orders 3 need your decision").
  const target = page.getByRole('navigation').getByRole('link', { name: new RegExp(`^${link}(?: \\d+ \\D+)?$`) });
  await tabTo(page, target, { backwards: true, max: 80 });
  await expectVisibleFocusIndicator(target);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
}
