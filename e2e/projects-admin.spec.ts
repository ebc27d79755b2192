/** Projects administration: validation, the leave guard, deleting a project orders use, quotation emails. */
import { apiClient } from './support/api';
import { expect, expectNoSeriousA11yViolations, signIn, test } from './support/fixtures';
import { type WireProject, recordProjectPatches, openSection, save } from './support/projects';
import { paths } from '#portal/lib/paths.ts';

test.describe('projects as admin', () => {
  test('invalid input shows field errors and sends nothing', async ({ page, request }) => {
    const admin = await apiClient(request, 'admin');
    const project = await admin.post<WireProject>('/projects/', { name: `E2E invalid ${Date.now()}` });
    await signIn(page, 'admin', `/projects/${project.id}?section=documents`);
    const patches = recordProjectPatches(page);

    const excluded = page.getByRole('group', { name: 'Excluded content' });
    await excluded.getByRole('button', { name: 'Add pattern' }).click();
    await excluded.getByRole('textbox', { name: 'Excluded content: pattern 1' }).fill('(unclosed');
    await expect(excluded.getByText(/Invalid regular expression: .*/)).toBeVisible();
    await page.getByRole('textbox', { name: 'ITS rules (XML)' }).fill('<its:rules><its:translateRule></its:rules>');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(/Not well-formed XML/)).toBeVisible();
    await expect(excluded.getByText(/Invalid regular expression/)).toBeVisible();

    await openSection(page, 'Notifications');
    const quotation = page.getByRole('group', { name: 'When quotes arrive' });
    await quotation.getByRole('combobox', { name: 'Additional addresses' }).fill('not-an-email');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(quotation.getByText('Not a valid email address: not-an-email')).toBeVisible();

    await openSection(page, 'Order reference numbers');
    await page.getByRole('button', { name: 'Add reference number' }).click();
    await page.getByRole('textbox', { name: 'Key 1' }).fill('campaign');
    await page.getByRole('textbox', { name: 'Number 1' }).fill('   ');
    await page.getByRole('button', { name: 'Add reference number' }).click();
    await page.getByRole('textbox', { name: 'Key 2' }).fill('campaign');
    await page.getByRole('textbox', { name: 'Number 2' }).fill('X-1');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('The number must contain a non-blank character')).toBeVisible();
    await expect(page.getByText('This key is already used')).toBeVisible();

    await expect(page.getByRole('tab', { name: /Documents.*unsaved changes/ })).toBeVisible();
    expect(patches.map((r) => r.postData())).toEqual([]);
    const stored = await admin.get<WireProject>(`/projects/${project.id}`);
    expect(stored).toMatchObject({ orderReferenceNumbers: [], documentConfiguration: { itsDocument: null } });
  });

  test('leaving with unsaved changes asks first', async ({ page, request }) => {
    const admin = await apiClient(request, 'admin');
    const project = await admin.post<WireProject>('/projects/', { name: `E2E guard ${Date.now()}` });
    await signIn(page, 'admin', paths.projects.getHref());
    await page.getByRole('link', { name: project.name }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Renamed but not saved');
    await openSection(page, 'Vendors');
    await openSection(page, 'General');
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Renamed but not saved');

    await page.getByRole('link', { name: 'All projects' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Renamed but not saved');

    await page.getByRole('link', { name: 'All projects' }).click();
    await page
      .getByRole('dialog', { name: 'Leave without saving?' })
      .getByRole('button', { name: 'Leave and discard changes' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    await expect(page.getByRole('link', { name: project.name })).toBeVisible();
  });

  test('deleting a project that orders use shows the service message and links to the orders', async ({
    page,
    request,
  }) => {
    const admin = await apiClient(request, 'admin');
    const used = await admin.post<WireProject>('/projects/', { name: `E2E used ${Date.now()}` });
    const unused = await admin.post<WireProject>('/projects/', { name: `E2E unused ${Date.now()}` });
    await admin.createTask({ source: 'en-US', target: ['de-DE'], projectId: used.id });

    await signIn(page, 'admin', paths.projects.getHref());
    await expect(page.getByRole('row', { name: new RegExp(used.name) })).toContainText('1');
    await page.getByRole('button', { name: `Delete project ${used.name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete project?' });
    await expect(confirm).toContainText(used.name);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    const alert = page.getByRole('alert').filter({ hasText: `"${used.name}" could not be deleted` });
    await expect(alert).toContainText(`Project ${used.id} is still referenced by translation tasks`);
    await expect(alert.getByRole('link', { name: 'Show the orders of this project' })).toHaveAttribute(
      'href',
      `/orders?project=${used.id}`,
    );
    await expect(page.getByRole('link', { name: used.name })).toBeVisible();

    await page.getByRole('button', { name: `Delete project ${unused.name}` }).click();
    await page.getByRole('dialog', { name: 'Delete project?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('link', { name: unused.name })).toHaveCount(0);
    expect((await admin.raw('GET', `/projects/${unused.id}`)).status).toBe(404);
  });

  test('quotation emails go to the recipients configured on the project', async ({ page, request }) => {
    const admin = await apiClient(request, 'admin');
    const project = await admin.post<WireProject>('/projects/', {
      name: `E2E notify ${Date.now()}`,
      lspVendorIds: ['lsp-lingua'],
      availableLanguages: [{ source: 'en-US', target: ['de-DE'] }],
    });
    await signIn(page, 'admin', `/projects/${project.id}?section=notifications`);
    const quotation = page.getByRole('group', { name: 'When quotes arrive' });
    await quotation.getByRole('checkbox', { name: 'The user who ordered' }).check({ force: true });
    await quotation.getByRole('checkbox', { name: 'Additional addresses' }).check({ force: true });
    await quotation.getByRole('combobox', { name: 'Additional addresses' }).fill('quotes@acme.example');
    await page.keyboard.press('Enter');
    await save(page);

    const orderer = await apiClient(request, 'orderer');
    const doc = await orderer.uploadText('notify.txt', 'Hello world.\nThis is a test.\n');
    const task = await orderer.createTask({
      source: 'en-US',
      target: ['de-DE'],
      projectId: project.id,
      sourceDocumentIds: [doc.id],
    });
    await orderer.patchTask(task.id, { complete: true });
    await expect
      .poll(
        async () => {
          const response = await request.get(`/sandbox/outbox?taskId=${encodeURIComponent(task.id)}`);
          const mails = (await response.json()) as { kind: string; to: string[] }[];
          return mails.filter((m) => m.kind === 'quotation').map((m) => [...m.to].sort());
        },
        { timeout: 30_000 },
      )
      .toContainEqual(['orderer@example.com', 'quotes@acme.example']);
  });
});
