/** Projects administration: an admin creates a project, fills every section, saves and reads it back. */
import { apiClient } from './support/api';
import { expect, expectNoSeriousA11yViolations, signIn, test } from './support/fixtures';
import { ITS_RULES, EN_US, type WireProject, openSection, save, pickOption } from './support/projects';
import { paths } from '#portal/lib/paths.ts';

test.describe('projects as admin', () => {
  test('create a project, fill every section, save and read it back', async ({ page, request }) => {
    // The longest journey: seven sections filled, saved and read back.
    test.setTimeout(180_000);
    const name = `E2E project ${Date.now()}`;
    await signIn(page, 'admin', paths.projects.getHref());
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Marketing website/ })).toContainText(
      new RegExp(`${EN_US.source} → German \\(Germany\\)`),
    );
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'New project' }).click();
    const dialog = page.getByRole('dialog', { name: 'New project' });
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await expect(dialog.getByText('Enter a name')).toBeVisible();
    await dialog.getByLabel('Project name').fill(name);
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const projectId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');

    // General
    await page.getByRole('switch', { name: 'Confidential' }).check({ force: true });
    await page.getByRole('textbox', { name: 'Delivery time' }).fill('36');
    await expect(page.getByText('36 hours = 1.5 business days')).toBeVisible();
    await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
    await page.getByRole('radio', { name: 'Only these users may review' }).check({ force: true });
    await page.getByRole('combobox', { name: 'Reviewers' }).fill('reviewer@example.com');
    await page.keyboard.press('Enter');
    await save(page);

    // Languages
    await openSection(page, 'Languages');
    await expect(page).toHaveURL(/section=languages/);
    await page.getByRole('button', { name: 'Add source language' }).click();
    await pickOption(page, 'Source language 1', 'en-US', new RegExp(`^${EN_US.source} \\(en-US\\)$`));
    await pickOption(page, 'Target languages 1', 'fr-FR', 'French (France) (fr-FR)');
    await pickOption(page, 'Target languages 1', 'de-DE', 'German (Germany) (de-DE)');
    await page.keyboard.press('Escape');
    await save(page);

    // Vendors
    await openSection(page, 'Vendors');
    const vendorId = page.getByRole('combobox', { name: 'Vendor id' });
    await vendorId.fill('lsp-lingua');
    await page.getByRole('button', { name: 'Add vendor' }).click();
    await vendorId.fill('lsp-lingua');
    await page.getByRole('button', { name: 'Add vendor' }).click();
    await expect(page.getByText('This vendor is already in the project')).toBeVisible();
    await vendorId.fill('lsp-northwind');
    await page.getByRole('button', { name: 'Add vendor' }).click();
    await save(page);

    // Order reference numbers
    await openSection(page, 'Order reference numbers');
    await page.getByRole('button', { name: 'Add reference number' }).click();
    await page.getByRole('textbox', { name: 'Key 1' }).fill('campaign');
    await page.getByRole('textbox', { name: 'Number 1' }).fill('E2E-42');
    await pickOption(page, 'Target language 1', 'fr-FR', 'French (France) (fr-FR)');
    await save(page);

    // Documents
    await openSection(page, 'Documents');
    await page.getByRole('switch', { name: 'Attach original documents' }).check({ force: true });
    await page.getByRole('switch', { name: 'Apply HTML subfilter' }).check({ force: true });
    const excluded = page.getByRole('group', { name: 'Excluded content' });
    await excluded.getByRole('button', { name: 'Add pattern' }).click();
    await excluded.getByRole('textbox', { name: 'Excluded content: pattern 1' }).fill('\\d+');
    await excluded.getByRole('textbox', { name: 'Try Excluded content on a sample text' }).fill('Call 555 now');
    await expect(excluded.locator('mark')).toHaveText('555');
    await expect(excluded.getByText('1 match')).toBeVisible();
    const json = page.getByRole('group', { name: 'JSON key exceptions' });
    await json.getByRole('button', { name: 'Add pattern' }).click();
    await json.getByRole('textbox', { name: 'JSON key exceptions: pattern 1' }).fill('^id$');
    await page.getByRole('textbox', { name: 'ITS rules (XML)' }).fill(ITS_RULES);
    const colours = page.getByRole('group', { name: 'Excel background colours to exclude' });
    await colours.getByText('Red', { exact: true }).click();
    await colours.getByText('Light blue', { exact: true }).click();
    await expect(colours.getByRole('checkbox', { name: 'Red', exact: true })).toBeChecked();
    await save(page);

    // Notifications
    await openSection(page, 'Notifications');
    const quotation = page.getByRole('group', { name: 'When quotes arrive' });
    await quotation.getByRole('checkbox', { name: 'The user who ordered' }).check({ force: true });
    await quotation.getByRole('checkbox', { name: 'Additional addresses' }).check({ force: true });
    await quotation.getByRole('combobox', { name: 'Additional addresses' }).fill('pm@acme.example');
    await page.keyboard.press('Enter');
    await expect(
      quotation.getByText('When quotes arrive, an email goes to the person who ordered and pm@acme.example.'),
    ).toBeVisible();
    const delivery = page.getByRole('group', { name: 'When languages are delivered' });
    await delivery
      .getByRole('switch', { name: 'Attach the target documents to delivery emails' })
      .check({ force: true });
    await save(page);

    // Pretranslation
    await openSection(page, 'Pretranslation');
    await page.getByRole('switch', { name: 'Pretranslate source documents' }).check({ force: true });
    await expect(page.getByText('100 % means only exact matches are used.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Minimum match' }).fill('85');
    await expect(page.getByText('Matches scoring at least 85 % are used.')).toBeVisible();
    await save(page);

    // What the service stored.
    const admin = await apiClient(request, 'admin');
    const stored = await admin.get<WireProject>(`/projects/${encodeURIComponent(projectId)}`);
    expect(stored).toMatchObject({
      name,
      confidential: true,
      deliveryWithin: 36,
      withReview: ['reviewer@example.com'],
      availableLanguages: [{ source: 'en-US', target: ['fr-FR', 'de-DE'] }],
      lspVendorIds: ['lsp-lingua', 'lsp-northwind'],
      orderReferenceNumbers: [{ campaign: { number: 'E2E-42', target: 'fr-FR' } }],
      documentConfiguration: {
        attachOriginals: true,
        applySubfilterHtml: true,
        excludeContentsFromTranslationPatterns: ['\\d+'],
        jsonExceptions: ['^id$'],
        itsDocument: ITS_RULES,
        xlsxExcludedBackgroundColors: ['RED', 'LIGHTBLUE'],
      },
      notifications: {
        quotation: {
          receiverTypes: { USER: true, TRANSLATION_TASK: false, ADDITIONAL: true },
          additionalEmails: ['pm@acme.example'],
        },
        delivery: { receiverTypes: { TRANSLATION_TASK: true }, shouldAttachTargetDocuments: true },
      },
      pretranslationConfiguration: { shouldPretranslate: true, matchCap: 85 },
    });

    // And what the page shows after a reload.
    await page.reload();
    await openSection(page, 'General');
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
    await expect(page.getByRole('switch', { name: 'Confidential' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Delivery time' })).toHaveValue('36 hours');
    await expect(page.getByRole('radio', { name: 'Only these users may review' })).toBeChecked();
    await expect(page.getByText('reviewer@example.com')).toBeVisible();
    await openSection(page, 'Languages');
    await expect(page.getByRole('combobox', { name: 'Source language 1', exact: true })).toHaveValue(
      new RegExp(`^${EN_US.source} \\(en-US\\)$`),
    );
    const languages = page.getByRole('tabpanel', { name: 'Languages' });
    await expect(languages.getByText('French (France) (fr-FR)')).toBeVisible();
    await expect(languages.getByText('German (Germany) (de-DE)')).toBeVisible();
    await openSection(page, 'Vendors');
    const vendorList = page.getByRole('list', { name: 'Vendors of this project' });
    await expect(vendorList.getByRole('listitem')).toHaveCount(2);
    await expect(vendorList).toContainText('lsp-lingua');
    await expect(vendorList).toContainText('lsp-northwind');
    await openSection(page, 'Order reference numbers');
    await expect(page.getByRole('textbox', { name: 'Key 1' })).toHaveValue('campaign');
    await expect(page.getByRole('textbox', { name: 'Number 1' })).toHaveValue('E2E-42');
    await expect(page.getByRole('combobox', { name: 'Target language 1', exact: true })).toHaveValue(
      'French (France) (fr-FR)',
    );
    await openSection(page, 'Documents');
    await expect(page.getByRole('switch', { name: 'Attach original documents' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Apply HTML subfilter' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Excluded content: pattern 1' })).toHaveValue('\\d+');
    await expect(page.getByRole('textbox', { name: 'JSON key exceptions: pattern 1' })).toHaveValue('^id$');
    await expect(page.getByRole('textbox', { name: 'ITS rules (XML)' })).toHaveValue(ITS_RULES);
    await expect(page.getByRole('checkbox', { name: 'Red', exact: true })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Light blue', exact: true })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Dark red', exact: true })).not.toBeChecked();
    await openSection(page, 'Notifications');
    await expect(quotation.getByRole('checkbox', { name: 'The user who ordered' })).toBeChecked();
    await expect(quotation.getByRole('checkbox', { name: "The order's contact email" })).not.toBeChecked();
    await expect(quotation.getByRole('checkbox', { name: 'Additional addresses' })).toBeChecked();
    await expect(quotation.getByText('pm@acme.example', { exact: true })).toBeVisible();
    await expect(
      delivery.getByRole('switch', { name: 'Attach the target documents to delivery emails' }),
    ).toBeChecked();
    await openSection(page, 'Pretranslation');
    await expect(page.getByRole('switch', { name: 'Pretranslate source documents' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Minimum match' })).toHaveValue('85 %');
    await expectNoSeriousA11yViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await openSection(page, 'Documents');
    await expectNoSeriousA11yViolations(page);
  });
});
