/** Playwright fixtures: sign in as each demo user through the real login page, axe scans. */
import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export type DemoUser = 'orderer' | 'admin' | 'reviewer' | 'outsider';

export async function signIn(page: Page, user: DemoUser, path = '/'): Promise<void> {
  await page.goto(path);
  await page.getByLabel(/username|benutzername/i).fill(user);
  await page.getByLabel(/password|passwort/i).fill(user);
  await page.getByRole('button', { name: /sign in|anmelden/i }).click();
  await expect(page.getByRole('banner')).toBeVisible();
}

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

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
