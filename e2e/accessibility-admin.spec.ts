/**
 * Accessibility sweep, admin pages: the projects list, every project section and their dialogs; tags with the
 * colour picker, the not-found pages and the user menu.
 * Each test walks its pages once per language (English, German) and scans every state (page, dialog, menu,
 * dropdown) with axe in the light and dark scheme (WCAG 2.x A/AA; serious and critical findings fail,
 * collected softly so one run lists all of them). The tools are in support/a11y-sweep.ts.
 */
import { apiClient } from './support/api';
import { startsWith, visit, scanDialog, scanSchemes, inEachLanguage } from './support/a11y-sweep';
import { expect, signIn, test } from './support/fixtures';
import { paths } from '#portal/lib/paths.ts';

// The groups are independent: let both workers take them, longest first.
test.describe.configure({ mode: 'parallel' });

/* ------------------------------------------------------------------ admin: projects */

const SECTIONS = ['general', 'languages', 'vendors', 'references', 'documents', 'notifications', 'pretranslation'];

test('projects list, every project section and their dialogs', async ({ page, request }) => {
  test.setTimeout(300_000); // the longest sweep: about 70 s on an idle 2-core machine
  const admin = await apiClient(request, 'admin');
  const name = `A11y sweep ${Date.now()}`;
  const project = await admin.post<{ id: string }>('/projects/', {
    name,
    confidential: true,
    withReview: ['reviewer@example.com'],
    availableLanguages: [{ source: 'en-US', target: ['de-DE', 'fr-FR'] }],
    orderReferenceNumbers: [{ campaign: { number: 'A11Y-1' } }, { legal: { number: 'L-2', target: 'de-DE' } }],
    lspVendorIds: ['lsp-lingua', 'lsp-northwind'],
    deliveryWithin: 36,
    documentConfiguration: {
      attachOriginals: true,
      excludeContentsFromTranslationPatterns: ['\\{\\d+\\}'],
      jsonExceptions: ['^id$'],
      xlsxExcludedBackgroundColors: ['RED'],
    },
    notifications: {
      quotation: { receiverTypes: { USER: true }, additionalEmails: [] },
      delivery: { receiverTypes: { ADDITIONAL: true }, additionalEmails: ['a11y@example.com'] },
    },
    pretranslationConfiguration: { shouldPretranslate: true, matchCap: 85 },
  });

  await signIn(page, 'admin', paths.projects.getHref());
  await inEachLanguage(page, async (lang, t) => {
    await visit(page, lang, paths.projects.getHref(), t('projects.list.title'));
    await expect(page.getByRole('link', { name })).toBeVisible();
    await scanSchemes(page, lang, 'projects list');

    await page.getByRole('button', { name: t('projects.list.new') }).click();
    const create = page.getByRole('dialog', { name: t('projects.create.title') });
    await scanSchemes(page, lang, 'create project dialog', create);
    await create.getByRole('button', { name: t('projects.create.submit') }).click();
    await expect(create.getByRole('textbox', { name: t('projects.create.name') })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await scanSchemes(page, lang, 'create project dialog with error', create);
    await create.getByRole('button', { name: t('projects.create.cancel') }).click();
    await expect(create).toBeHidden();

    await scanDialog(page, lang, 'delete project dialog', {
      opener: page.getByRole('button', { name: t('projects.list.delete', { name }) }),
      title: t('projects.delete.title'),
      leave: t('projects.delete.cancel'),
    });

    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    for (const section of SECTIONS) {
      const tab = page.getByRole('tab', { name: startsWith(t(`projects.sections.${section}`)) });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await scanSchemes(page, lang, `project section ${section}`);
      if (section === 'languages') {
        await page.getByRole('combobox', { name: t('projects.languages.source', { index: 1 }) }).click();
        await scanSchemes(page, lang, 'project source language dropdown', page.getByRole('listbox'));
        await page.keyboard.press('Escape');
      }
    }

    // Unsaved changes, then the leave guard.
    await page.getByRole('tab', { name: startsWith(t('projects.sections.general')) }).click();
    await page.getByRole('textbox', { name: t('projects.general.name'), exact: true }).fill(`${name} (changed)`);
    await expect(page.getByText(t('projects.editor.unsaved'), { exact: true })).toBeVisible();
    await scanSchemes(page, lang, 'project section with unsaved changes');
    await page.getByRole('link', { name: t('projects.detail.back') }).click();
    const guard = page.getByRole('dialog', { name: t('leaveGuard.project.title') });
    await scanSchemes(page, lang, 'leave guard dialog', guard);
    await guard.getByRole('button', { name: t('leaveGuard.project.leave') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('projects.list.title') })).toBeVisible();
  });
  await admin.delete(`/projects/${project.id}`);
});

/* ------------------------------------------------------------------ admin: tags, not-found pages, user menu */

test('tags with the colour picker, not-found pages and the user menu', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin', paths.tags.getHref());
  await inEachLanguage(page, async (lang, t) => {
    await visit(page, lang, paths.tags.getHref(), t('tags.list.title'));
    const colour = page.getByRole('textbox', { name: t('tags.colorLabel', { name: 'marketing' }) });
    await expect(colour).toHaveValue(/^#/);
    await scanSchemes(page, lang, 'tags page');
    await colour.click();
    await scanSchemes(page, lang, 'tag colour picker', page.locator('.mantine-ColorInput-dropdown'));
    await colour.fill('#12');
    await expect(page.getByText(t('tags.invalidColor'))).toBeVisible();
    await scanSchemes(page, lang, 'tag colour with error');
    await page.keyboard.press('Escape');

    await visit(page, lang, '/no-such-page', t('errors.notFound.title'));
    await scanSchemes(page, lang, 'not-found page');
    await visit(page, lang, paths.order.getHref('no-such-order'), t('tasks.order.notFound.title'));
    await scanSchemes(page, lang, 'order not found');
    await visit(page, lang, paths.project.getHref('no-such-project'), t('projects.detail.notFoundTitle'));
    await scanSchemes(page, lang, 'project not found');

    await page.getByRole('button', { name: t('userMenu.label', { name: 'Adam Admin' }) }).click();
    await scanSchemes(page, lang, 'user menu', page.getByRole('menu'));
    await page.keyboard.press('Escape');
  });
});
