/**
 * The deadline picker on fixed clocks in three time zones, each at a late or early hour on the last
 * Wednesday of a month: the day a week on is chosen with the arrow keys (in the next month), the time typed,
 * and the service receives exactly that local moment. The keyboard journey covers Europe/Berlin at 17:05.
 */
import { apiClient } from './support/api';
import { dayLabel, lastWednesdayOfNextMonth, zonedInstant } from './support/clock';
import { expect, signIn, test } from './support/fixtures';

const CASES = [
  ['Pacific/Auckland', 0, 30],
  ['America/Los_Angeles', 23, 59],
  ['UTC', 16, 59],
] as const;

for (const [timeZone, hour, minute] of CASES) {
  test.describe(`in ${timeZone}`, () => {
    test.use({ timezoneId: timeZone });

    test(`at ${hour}:${String(minute).padStart(2, '0')} a deadline a week on is saved as picked`, async ({
      page,
      request,
    }) => {
      const { instant, weekOn } = lastWednesdayOfNextMonth(timeZone, hour, minute);
      await page.clock.setSystemTime(instant);
      await signIn(page, 'orderer', '/orders/new');
      await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible();

      const deadline = page.getByRole('button', { name: 'Desired deadline' });
      await deadline.click();
      const picker = page.getByRole('dialog', { name: 'Desired deadline' });
      const today = instant.toLocaleDateString('en-GB', { timeZone, day: 'numeric', month: 'long', year: 'numeric' });
      await picker.getByRole('button', { name: today, exact: true }).focus();
      await page.keyboard.press('ArrowDown');
      const target = dayLabel(...weekOn);
      await expect(picker.getByRole('button', { name: target, exact: true })).toBeFocused();
      await page.keyboard.press('Enter');
      await picker.getByRole('spinbutton', { name: 'Hours' }).focus();
      await page.keyboard.type('1030');
      await picker.getByRole('button', { name: 'Confirm the deadline' }).click();
      await expect(picker).toBeHidden();
      await expect(deadline).toContainText('10:30');

      await page.getByRole('button', { name: 'Save draft' }).click();
      await page.waitForURL(/\/orders\/[^/]+\/edit$/);
      const taskId = new URL(page.url()).pathname.split('/').at(-2) ?? '';
      const task = await (await apiClient(request, 'orderer')).getTask(taskId);
      expect(new Date(String(task.desiredDeadline)).toISOString()).toBe(
        zonedInstant(timeZone, ...weekOn, 10, 30).toISOString(),
      );
    });
  });
}
