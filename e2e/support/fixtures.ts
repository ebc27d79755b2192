/** Playwright fixtures: sign in as each demo user through the real login page, axe scans. */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export type DemoUser = 'orderer' | 'admin' | 'reviewer' | 'outsider' | 'approver' | 'controller';

export async function signIn(page: Page, user: DemoUser, path = '/'): Promise<void> {
  await page.goto(path);
  await page.getByLabel(/username|benutzername/i).fill(user);
  await page.getByLabel(/password|passwort/i).fill(user);
  await page.getByRole('button', { name: /sign in|anmelden/i }).click();
  await expect(page.getByRole('banner')).toBeVisible();
}

/**
 * Signs out through the account menu and the provider's confirmation, if it asks for one (in server
 * mode the confirmation page comes after a request to the portal server, so wait for either page).
 */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: /sign out/i }).click();
  const next = page.getByRole('button', { name: /^(sign out|yes|sign in)$/i });
  await expect(next).toBeVisible();
  if (!/sign in/i.test((await next.textContent()) ?? '')) await next.click();
  await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();
}

/**
 * Collects the messages of the native dialogs (alert, confirm, prompt) the page opens, dismissing each:
 * an injected script would show itself there.
 */
export function collectDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/**
 * Runs axe (WCAG 2.x A/AA rules) on the whole page and fails on serious or critical findings.
 * `label` names the page state in the failure message; `soft` records the failure and lets the test go on,
 * so one run of a sweep lists every finding.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  options: { label?: string; soft?: boolean } = {},
): Promise<void> {
  await pageStill(page);
  // Legacy mode runs axe in the page itself; the default opens and closes an extra page per scan to merge
  // frame results, which costs more than the scan on a loaded machine. The portal has no cross-origin frames.
  // Only violations are collected in full: passing nodes are not needed and are costly to return.
  const results = await new AxeBuilder({ page, axeSource: AXE_ONCE })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const check = options.soft ? expect.soft : expect;
  check(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')}${n.any[0] ? ` — ${n.any[0].message}` : ''}`).join(', ')})`,
    ),
    options.label,
  ).toEqual([]);
}

/**
 * Waits until no finite animation or CSS transition runs in the page, now and two frames later (spinners run
 * forever and do not count). A dialog, notification or button mid-transition has colours between its start and
 * end: axe measured 1.65:1 on a table behind a fading overlay and 3.16:1 on a dialog's button as it faded in, both
 * fine a moment later. A scan is about what the user sees once the page is still.
 */
export async function pageStill(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const moving = () =>
          document
            .getAnimations()
            .some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
        if (moving()) return false;
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        await frame();
        await frame();
        return !moving();
      }),
    )
    .toBe(true);
}

/**
 * axe-core's source, evaluated only where the page has no axe yet. AxeBuilder evaluates the source it is given
 * twice per scan in legacy mode (about 550 KB each time); a page scanned again (a dialog, the other colour
 * scheme) keeps the axe it has, which AxeBuilder still configures afresh before each run.
 */
const AXE_ONCE = `if (typeof window.axe === 'undefined') {\n${readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)}\n}`;

interface Fixtures {
  /** Fails the test when the page logs a console error or throws. */
  consoleErrors: string[];
}

export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(`console: ${m.text()}`);
      });
      await use(errors);
      // Refused requests are part of several journeys; the browser logs those by itself.
      expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
