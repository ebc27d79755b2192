/**
 * The orderer's whole journey by keyboard alone: sign in, order a document, accept a quote, download the
 * translation. Only page.keyboard drives the page (no click, fill or mouse); Tab reaching a control is the
 * check that it is reachable, and focus is followed through dialogs and page changes.
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiClient } from './support/api';
import { expect, test, type DemoUser } from './support/fixtures';

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

/**
 * The focused control shows a focus indicator: an outline or a box shadow (a focus ring), or, for a text field,
 * the border in the primary colour that Mantine gives focused inputs.
 */
async function expectVisibleFocusIndicator(target: Locator) {
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
async function expectFocusWithin(container: Locator) {
  await expect.poll(() => container.evaluate((el) => el.contains(document.activeElement))).toBe(true);
}

/**
 * Tabs to `trigger` and opens its dialog with Enter: focus moves into the dialog; Escape closes it and focus
 * returns to the trigger; Enter opens it again.
 */
async function openDialog(page: Page, trigger: Locator, dialog: Locator, max: number) {
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
async function downloadTranslation(page: Page, button: Locator, max: number, filename: string, sourceLine: string) {
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
async function pickOption(page: Page, box: Locator, search: string, option: string) {
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
async function signInWithKeyboard(page: Page, user: DemoUser) {
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
async function navigateTo(page: Page, link: string, heading: string) {
  const target = page.getByRole('navigation').getByRole('link', { name: link, exact: true });
  await tabTo(page, target, { backwards: true, max: 80 });
  await expectVisibleFocusIndicator(target);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
}

test('the orderer signs in, orders, accepts a quote and downloads the translation with the keyboard only', async ({
  page,
  request,
}) => {
  test.setTimeout(110_000);
  const fileName = `keyboard-${test.info().workerIndex}-${Date.now()}.txt`;

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
  await expectFocusWithin(picker);
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
  const confirm = page.getByRole('dialog', { name: 'Place this order?' });
  await openDialog(page, page.getByRole('button', { name: 'Order', exact: true }), confirm, 6);
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
  await downloadTranslation(page, download, 80, fileName, 'Good morning.');
});

/** Moves to the tab list (Shift+Tab reaches its selected tab), then with the arrows to the tab `name`. */
async function openTab(page: Page, name: string) {
  const tabs = page.getByRole('tablist');
  await tabTo(page, tabs.getByRole('tab', { selected: true }), { backwards: true });
  const tab = tabs.getByRole('tab', { name });
  for (let i = 0; i < 8 && !(await isFocused(tab)); i++) await page.keyboard.press('ArrowRight');
  await expectVisibleFocusIndicator(tab);
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/**
 * Tabs to the section's Save button and presses Enter: the service answers 200, a new success message
 * shows, the section has no unsaved changes left and focus stays in the section.
 */
async function saveSection(page: Page, panel: Locator) {
  const save = panel.getByRole('button', { name: 'Save', exact: true });
  await tabTo(page, save);
  await expectVisibleFocusIndicator(save);
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('.mantine-Notification-root')) el.setAttribute('data-seen', '');
  });
  const answer = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/projects/'));
  await page.keyboard.press('Enter');
  expect((await answer).status()).toBe(200);
  await expect(page.locator('.mantine-Notification-root:not([data-seen])', { hasText: 'Changes saved' })).toBeVisible();
  await expect(panel.getByText('Unsaved changes', { exact: true })).toHaveCount(0);
  await expectFocusWithin(panel);
}

test('the project admin creates a project, edits its sections and recolours a tag with the keyboard only', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = `${test.info().workerIndex}-${Date.now()}`;
  const name = `Keyboard project ${stamp}`;
  const tag = `keyboard-colour-${stamp}`;
  const admin = await apiClient(request, 'admin');
  await admin.createTask({ source: 'en-US', target: ['de-DE'], tags: [tag] });

  await signInWithKeyboard(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeFocused();
  await navigateTo(page, 'Projects', 'Projects');

  // "New project" opens its dialog with focus inside; Escape closes it and focus returns to the button.
  const dialog = page.getByRole('dialog', { name: 'New project' });
  await openDialog(page, page.getByRole('button', { name: 'New project' }), dialog, 10);
  await tabTo(page, dialog.getByRole('textbox', { name: 'Project name' }), { max: 3 });
  await page.keyboard.type(name);
  const create = dialog.getByRole('button', { name: 'Create project' });
  await tabTo(page, create, { max: 4 });
  await expectVisibleFocusIndicator(create);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
  const projectId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');

  // General: the delivery time and a reviewer.
  const general = page.getByRole('tabpanel', { name: 'General' });
  const deliveryTime = general.getByRole('textbox', { name: 'Delivery time' });
  await tabTo(page, deliveryTime);
  await expectVisibleFocusIndicator(deliveryTime);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('36');
  await expect(general.getByText('36 hours = 1.5 business days')).toBeVisible();
  const onlyThese = general.getByRole('radio', { name: 'Only these users may review' });
  await tabTo(page, general.getByRole('radio', { checked: true }), { max: 3 });
  for (let i = 0; i < 3 && !(await onlyThese.isChecked()); i++) await page.keyboard.press('ArrowDown');
  await expect(onlyThese).toBeChecked();
  await expect(onlyThese).toBeFocused();
  const reviewers = general.getByRole('combobox', { name: 'Reviewers' });
  await tabTo(page, reviewers, { max: 2 });
  await page.keyboard.type('reviewer@example.com');
  await page.keyboard.press('Enter');
  await expect(reviewers).toHaveValue('');
  await saveSection(page, general);
  await expect(deliveryTime).toHaveValue('36 hours');
  await expect(general.getByText('reviewer@example.com', { exact: true })).toBeVisible();

  // Languages: a new language pair, en-US → fr-FR.
  await openTab(page, 'Languages');
  const languages = page.getByRole('tabpanel', { name: 'Languages' });
  const addPair = languages.getByRole('button', { name: 'Add source language' });
  await tabTo(page, addPair, { max: 3 });
  await expectVisibleFocusIndicator(addPair);
  await page.keyboard.press('Enter');
  const sourceLanguage = languages.getByRole('combobox', { name: 'Source language 1', exact: true });
  await tabTo(page, sourceLanguage, { backwards: true, max: 4 });
  await pickOption(page, sourceLanguage, 'en-US', '(en-US)');
  const targetLanguages = languages.getByRole('combobox', { name: 'Target languages 1', exact: true });
  await tabTo(page, targetLanguages, { max: 2 });
  await pickOption(page, targetLanguages, 'fr-FR', 'French (France) (fr-FR)');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await saveSection(page, languages);
  await expect(sourceLanguage).toHaveValue(/\(en-US\)$/);
  await expect(languages.getByText('French (France) (fr-FR)')).toBeVisible();

  // Order reference numbers: one for French.
  await openTab(page, 'Order reference numbers');
  const references = page.getByRole('tabpanel', { name: 'Order reference numbers' });
  await tabTo(page, references.getByRole('button', { name: 'Add reference number' }), { max: 3 });
  await page.keyboard.press('Enter');
  const key = references.getByRole('textbox', { name: 'Key 1' });
  await tabTo(page, key, { backwards: true, max: 5 });
  await expectVisibleFocusIndicator(key);
  await page.keyboard.type('campaign');
  await tabTo(page, references.getByRole('textbox', { name: 'Number 1' }), { max: 1 });
  await page.keyboard.type('KB-7');
  const referenceTarget = references.getByRole('combobox', { name: 'Target language 1', exact: true });
  await tabTo(page, referenceTarget, { max: 1 });
  await pickOption(page, referenceTarget, 'fr-FR', 'French (France) (fr-FR)');
  await saveSection(page, references);
  await expect(key).toHaveValue('campaign');
  await expect(referenceTarget).toHaveValue('French (France) (fr-FR)');

  // Pretranslation, a configuration editor: the switch by Space, the minimum match by the slider's arrows.
  await openTab(page, 'Pretranslation');
  const pretranslation = page.getByRole('tabpanel', { name: 'Pretranslation' });
  const pretranslate = pretranslation.getByRole('switch', { name: 'Pretranslate source documents' });
  await tabTo(page, pretranslate, { max: 3 });
  await expectVisibleFocusIndicator(pretranslate);
  await page.keyboard.press('Space');
  await expect(pretranslate).toBeChecked();
  const slider = pretranslation.getByRole('slider', { name: 'Minimum match slider' });
  await tabTo(page, slider, { max: 3 });
  await expectVisibleFocusIndicator(slider);
  const minimumMatch = pretranslation.getByRole('textbox', { name: 'Minimum match' });
  const start = Number((await minimumMatch.inputValue()).replace(/\D/g, ''));
  for (let i = 0; i < start - 85; i++) await page.keyboard.press('ArrowLeft');
  await expect(pretranslation.getByText('Matches scoring at least 85 % are used.')).toBeVisible();
  await saveSection(page, pretranslation);
  await expect(minimumMatch).toHaveValue('85 %');

  // What the service received.
  expect(await admin.get(`/projects/${encodeURIComponent(projectId)}`)).toMatchObject({
    name,
    deliveryWithin: 36,
    withReview: ['reviewer@example.com'],
    availableLanguages: [{ source: 'en-US', target: ['fr-FR'] }],
    orderReferenceNumbers: [{ campaign: { number: 'KB-7', target: 'fr-FR' } }],
    pretranslationConfiguration: { shouldPretranslate: true, matchCap: 85 },
  });

  // Tags: recolour the tag with the colour picker's swatches; the picker takes focus and gives it back.
  await navigateTo(page, 'Tags', 'Tags');
  const row = page.getByRole('row', { name: new RegExp(tag) });
  const pick = row.getByRole('button', { name: `Choose the colour of tag ${tag}` });
  const picker = page.getByRole('dialog', { name: `Choose the colour of tag ${tag}` });
  await openDialog(page, pick, picker, 80);
  const swatch = picker.getByRole('button', { name: '#2f9e44' });
  await tabTo(page, swatch, { max: 12 });
  await expectVisibleFocusIndicator(swatch);
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  await expect(pick).toBeFocused();
  await expect(row.getByRole('textbox', { name: `Colour of tag ${tag}` })).toHaveValue('#2f9e44');
  const saveColour = row.getByRole('button', { name: 'Save colour' });
  await tabTo(page, saveColour, { max: 2 });
  await expectVisibleFocusIndicator(saveColour);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Colour of "${tag}" saved`)).toBeVisible();
  await expect(saveColour).toBeDisabled();
  await expectFocusWithin(row);
  expect(await admin.get(`/tags/${encodeURIComponent(tag)}`)).toMatchObject({ color: '#2f9e44' });
});

/**
 * A fresh order of the Marketing website project (its deliveries need review) with two documents and two
 * languages, analysed, the German quote accepted: waits until the German delivery is in review.
 */
async function orderInReview(request: APIRequestContext, files: readonly [string, string]): Promise<string> {
  const orderer = await apiClient(request, 'orderer');
  const projectId = await orderer.projectId('Marketing website');
  const first = await orderer.uploadText(files[0], 'Good evening.\nThe museum closes at six.\n');
  const second = await orderer.uploadText(files[1], 'Tickets are sold at the door.\n');
  const task = await orderer.createTask({
    source: 'en-US',
    target: ['de-DE', 'fr-FR'],
    projectId,
    sourceDocumentIds: [first.id, second.id],
  });
  await orderer.patchTask(task.id, { complete: true });
  await orderer.post('/analysis/', { translationTaskId: task.id });
  await orderer.acceptQuoteUntilInReview(task.id, 'de-DE');
  return task.id;
}

test('the reviewer compares a delivery, downloads a document and reads the analysis with the keyboard only', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = `${test.info().workerIndex}-${Date.now()}`;
  const files = [`keyboard-review-a-${stamp}.txt`, `keyboard-review-b-${stamp}.txt`] as const;
  // Ordered right before it is needed: a delivery stays in review for 30 s only.
  const taskId = await orderInReview(request, files);

  // A reviewer lands on the review queue.
  await signInWithKeyboard(page, 'reviewer');
  await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeFocused();
  const compare = page.getByRole('link', { name: `Compare: Order ${taskId}, German (Germany)` });
  await expect(compare).toBeVisible({ timeout: 15_000 });
  await tabTo(page, compare, { max: 80 });
  await expectVisibleFocusIndicator(compare);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Compare source and translation: German (Germany)' }),
  ).toBeFocused();

  // Source and translation side by side; the other document through the document select.
  const table = (file: string) => page.getByRole('table', { name: `${file}: source and translation` });
  await expect(page.getByRole('table', { name: /: source and translation$/ })).toBeVisible();
  const shown = (await table(files[0]).isVisible()) ? files[0] : files[1];
  const other = shown === files[0] ? files[1] : files[0];
  await expect(table(shown).getByRole('columnheader', { name: 'Source (English (United States))' })).toBeVisible();
  await expect(table(shown).getByRole('columnheader', { name: 'Translation (German (Germany))' })).toBeVisible();
  const documentSelect = page.getByRole('combobox', { name: 'Document' });
  await tabTo(page, documentSelect, { max: 5 });
  await expectVisibleFocusIndicator(documentSelect);
  await pickOption(page, documentSelect, '', other);
  await expect(table(other)).toBeVisible();
  await expect(documentSelect).toBeFocused();
  const firstLine = table(other).getByRole('row', { name: /^Line 1 / });
  await expect(firstLine.getByRole('cell').first()).toHaveText('Tickets are sold at the door.');
  await expect(firstLine.getByRole('cell').nth(1)).toContainText('[de-DE]');

  // Download the translation of the document shown.
  const download = page.getByRole('button', { name: `Download translation: ${other}` });
  await downloadTranslation(page, download, 5, other, 'Tickets are sold at the door.');

  // Back to the order: the analysis per language, the other language by the arrows, a document's own figures.
  const back = page.getByRole('link', { name: 'Back to the order' });
  await tabTo(page, back, { backwards: true, max: 10 });
  await expectVisibleFocusIndicator(back);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  const analysis = page.getByRole('region', { name: 'Translation-memory analysis' });
  const german = analysis.getByRole('tab', { name: 'German (Germany)' });
  await tabTo(page, german, { max: 80 });
  await expectVisibleFocusIndicator(german);
  await page.keyboard.press('ArrowRight');
  const french = analysis.getByRole('tab', { name: 'French (France)' });
  await expect(french).toBeFocused();
  await expect(french).toHaveAttribute('aria-selected', 'true');
  const totals = analysis
    .getByRole('table', { name: 'Analysis for French (France): all documents' })
    .getByRole('row', { name: /^Total/ });
  // Three lines in the two documents.
  await expect(totals.getByRole('cell').first()).toHaveText('3');
  const perDocument = analysis.getByRole('button', { name: new RegExp(other.replace(/\./g, '\\.')) });
  await tabTo(page, perDocument, { max: 10 });
  await expectVisibleFocusIndicator(perDocument);
  await page.keyboard.press('Enter');
  const documentTotals = analysis
    .getByRole('table', { name: `Analysis for French (France): ${other}` })
    .getByRole('row', { name: /^Total/ });
  await expect(documentTotals.getByRole('cell').first()).toHaveText('1');
});
