/**
 * The orderer's whole journey by keyboard alone: sign in, order a document, accept a quote, download the
 * translation.
 * Only page.keyboard drives the page (support/keyboard.ts).
 */
import { apiClient } from './support/api';
import { dayLabel, lastWednesdayOfNextMonth } from './support/clock';
import { expect, test } from './support/fixtures';
import {
  describeActive,
  tabTo,
  expectVisibleFocusIndicator,
  expectFocusWithin,
  openDialog,
  downloadTranslation,
  pickOption,
  signInWithKeyboard,
} from './support/keyboard';

test('the orderer signs in, orders, accepts a quote and downloads the translation with the keyboard only', async ({
  page,
  request,
}) => {
  test.setTimeout(110_000);
  const fileName = `keyboard-${test.info().workerIndex}-${Date.now()}.txt`;
  // A fixed clock (the suite's browser is in Europe/Berlin): 17:05 on the last Wednesday of a month, so a week
  // on is in the next month and 10:30 is earlier than the time of day.
  const { instant, weekOn } = lastWednesdayOfNextMonth('Europe/Berlin', 17, 5);
  await page.clock.setSystemTime(instant);
  // Playwright asks Chromium to intercept file choosers when the first 'filechooser' listener is added, without
  // waiting for the answer: a listener added just before the key press can lose that race, and the chooser then
  // opens unseen (a 110 s timeout once in a few dozen runs). Listen from the start, long before the press.
  page.on('filechooser', () => undefined);

  await signInWithKeyboard(page, 'orderer');
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
  await pickOption(page, source, 'en-US', 'English (United States) (en-US)');
  await expect(source).toHaveValue('English (United States) (en-US)');
  const targets = page.getByRole('combobox', { name: 'Target languages' });
  await tabTo(page, targets, { max: 3 });
  await pickOption(page, targets, 'German', 'German (Germany) (de-DE)');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Project and languages' }).getByText('German (Germany) (de-DE)'),
  ).toBeVisible();

  // The deadline picker: open it, move a week on with the arrows, pick the day, type the time, confirm.
  const deadline = page.getByRole('button', { name: 'Desired deadline' });
  await tabTo(page, deadline, { max: 3 });
  await page.keyboard.press('Enter');
  const picker = page.locator('[data-dates-dropdown]');
  await expectFocusWithin(picker);
  // Every control in the picker has a name, the month arrows included.
  await expect(picker.getByRole('button', { name: 'Next month' })).toBeVisible();
  await tabTo(page, picker.locator('table button[tabindex="0"]'), { max: 4 });
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const day = (await picker.locator('table button[data-selected]').getAttribute('aria-label')) ?? '';
  expect(day).toBe(dayLabel(...weekOn));
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

  // Request quotes: the confirmation takes focus; Escape closes it and focus returns to "Request quotes".
  const confirm = page.getByRole('dialog', { name: 'Request quotes?' });
  await openDialog(page, page.getByRole('button', { name: 'Request quotes', exact: true }), confirm, 6);
  const placeOrder = confirm.getByRole('button', { name: 'Request quotes' });
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
  // Every quote the service holds for German is on the page before one is picked: a quote shown later would sort
  // itself in above the one picked (a CI run saw Polyglot's cheaper quote arrive and take the first row).
  const germanQuotes = (await api.quotes(taskId)).filter((quote) => quote.target === 'de-DE');
  const acceptButtons = german.getByRole('button', { name: /^Accept quote/ });
  await expect(acceptButtons).toHaveCount(germanQuotes.length);
  const acceptLabel = (await acceptButtons.first().getAttribute('aria-label')) ?? '';
  const accept = german.getByRole('button', { name: acceptLabel, exact: true });
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
  // The decision shows above the quotes (which fold away once the sandbox's vendor delivers, within a second).
  await expect(german.getByText(/^Ordered from /)).toBeVisible();

  // The vendor delivers; the translated document downloads from its delivery card.
  const delivery = page.getByRole('region', { name: 'Deliveries' }).getByRole('article', {
    name: 'German (Germany) (de-DE)',
  });
  await expect(delivery).toContainText('Delivered', { timeout: 45_000 });
  // The translation is saved under the source's name with its language.
  const germanName = fileName.replace(/\.txt$/, '.de-DE.txt');
  const download = delivery.getByRole('button', { name: `Download ${germanName}` });
  await downloadTranslation(page, download, 80, germanName, 'Good morning.');
});
