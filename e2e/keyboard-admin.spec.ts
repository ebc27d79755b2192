/**
 * The project admin's journey by keyboard alone: create a project in its dialog, change a language pair, the
 * delivery time, a reviewer, a reference number and pretranslation, save each section, recolour a tag with the
 * colour picker.
 * Only page.keyboard drives the page (support/keyboard.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { apiClient } from './support/api';
import { expect, test } from './support/fixtures';
import {
  isFocused,
  tabTo,
  expectVisibleFocusIndicator,
  expectFocusWithin,
  openDialog,
  pickOption,
  signInWithKeyboard,
  navigateTo,
} from './support/keyboard';

/**
 * Moves to the tab list (Shift+Tab reaches its selected tab), then with the arrows to the tab `name`;
 * returns its panel.
 */
async function openTab(page: Page, name: string) {
  const tabs = page.getByRole('tablist');
  await tabTo(page, tabs.getByRole('tab', { selected: true }), { backwards: true });
  const tab = tabs.getByRole('tab', { name });
  for (let i = 0; i < 8 && !(await isFocused(tab)); i++) await page.keyboard.press('ArrowRight');
  await expectVisibleFocusIndicator(tab);
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  return page.getByRole('tabpanel', { name });
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
  const languages = await openTab(page, 'Languages');
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
  const references = await openTab(page, 'Order reference numbers');
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
  const pretranslation = await openTab(page, 'Pretranslation');
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
