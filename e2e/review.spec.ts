/** A reviewer finds a delivery in review and reads source and translation side by side, as text. */
import { apiClient } from './support/api';
import { expect, expectNoSeriousA11yViolations, signIn, test, collectDialogs } from './support/fixtures';
import { paths } from '#portal/lib/paths.ts';

const HOSTILE = [
  'Welcome <script>alert(1)</script> to the review.',
  'Look at <img src=x onerror=alert(1)> this picture.',
  'Thank you for reading.',
].join('\n\n');

test('a reviewer sees a delivery in review and compares it, hostile markup shown as text', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await apiClient(request, 'orderer');
  const projectId = await api.projectId('Marketing website');
  const doc = await api.uploadText('review-e2e.txt', HOSTILE);
  const task = await api.createTask({
    source: 'en-US',
    target: ['de-DE'],
    projectId,
    sourceDocumentIds: [doc.id],
    email: 'pm-review@example.com',
  });
  await api.patchTask(task.id, { complete: true });

  await api.acceptQuoteUntilInReview(task.id, 'de-DE');

  const dialogs = collectDialogs(page);

  await signIn(page, 'reviewer', paths.review.getHref());
  await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
  const order = `Order ${task.id}`;
  const row = page
    .getByRole('table', { name: /waiting for review/ })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: order, exact: true }) });
  await expect(row).toContainText('German (Germany)');
  await expect(row).toContainText('Marketing website');
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('link', { name: `Compare: ${order}, German (Germany)` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Compare source and translation: German (Germany)' }),
  ).toBeVisible();
  const table = page.getByRole('table', { name: 'review-e2e.txt: source and translation' });
  await expect(
    table.getByRole('cell', { name: 'Welcome <script>alert(1)</script> to the review.', exact: true }),
  ).toBeVisible();
  await expect(
    table.getByRole('cell', { name: 'Look at <img src=x onerror=alert(1)> this picture.', exact: true }),
  ).toBeVisible();
  // The translation keeps the markup, also as text.
  await expect(table.getByRole('row', { name: /^Line 3 / })).toContainText('[de-DE]');
  await expect(
    table
      .getByRole('row', { name: /^Line 3 / })
      .getByRole('cell')
      .nth(1),
  ).toContainText('<img src=x onerror=alert(1)>');
  await expect(page.getByRole('main').locator('img')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download source: review-e2e.txt' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download translation: review-e2e.de-DE.txt' })).toBeVisible();
  // The reviewer learns when the sandbox approves by itself, and can report a problem with one unit by mail.
  await expect(
    page.getByRole('status').filter({ hasText: /^In review since .+ the service approves it by itself on / }),
  ).toBeVisible();
  const report = table.getByRole('link', { name: 'Report a problem with Line 3' });
  const mail = new URL((await report.getAttribute('href')) ?? '');
  expect(mail.protocol).toBe('mailto:');
  expect(mail.pathname).toBe('pm-review@example.com');
  expect(mail.searchParams.get('subject')).toBe(`Problem in order ${task.id}: review-e2e.de-DE.txt, Line 3`);
  expect(mail.searchParams.get('body')).toContain('Place: Line 3 (unit line-3)');
  await expectNoSeriousA11yViolations(page);
  expect(dialogs).toEqual([]);
});
