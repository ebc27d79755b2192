/**
 * The reviewer's verdict in server mode: an order of a Word file is delivered; the reviewer marks a minor, a
 * major (by keyboard) and a critical issue on its segments, the score follows the MQM formula over the words the
 * server counted, and the verdict "rework needed" is submitted; the orderer sees the verdict and the score on
 * the order and gets the e-mail, orders the language again with the issues as instructions, and the vendors'
 * scorecards count the review. And a machine translation found wanting is post-edited and the post-edit reviewed
 * against it: the changed segments, the carried-over issue confirmed fixed. Axe on the review and on the order; the compare view on a phone in German.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { apiClient } from './support/api';
import { expect, expectNoSeriousA11yViolations, signIn, test, type DemoUser } from './support/fixtures';
import { paths } from '#portal/lib/paths.ts';

const WORD = path.resolve(import.meta.dirname, '../test-data/corpus/docx/okapi_OpenXML_text_reference_v1_2.docx');

async function as(browser: Browser, user: DemoUser, to: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user, to);
  return page;
}

/** The order's project needs no approval (the approvals journey may have set the organisation's rules). */
async function noApprovalIn(browser: Browser, projectId: string) {
  const admin = await as(browser, 'admin', paths.orders.getHref());
  const rules = await admin.request.put(`/bff/approvals/rules/projects/${projectId}`, {
    headers: { 'X-Portal-Request': '1' },
    data: { projectId, referenceCurrency: 'EUR', bands: [{ upTo: null, approvers: 0 }], expiresAfterHours: 72 },
  });
  expect(rules.status()).toBe(200);
  await admin.context().close();
}

/** Two decimals, as the page and every export show a score. */
const shown = (value: number) => (Math.round(value * 100) / 100).toFixed(2);

test('a reviewer marks a minor, a major and a critical issue and asks for rework; the orderer sees it and is told', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const run = `review${Date.now().toString(36)}`;
  const api = await apiClient(request, 'orderer');
  const projectId = await api.projectId('Legal');

  await noApprovalIn(browser, projectId);

  const source = await api.uploadText(`${run}.docx`, await readFile(WORD));
  const created = await api.createTask({
    source: 'en-US',
    target: ['de-DE'],
    projectId,
    sourceDocumentIds: [source.id],
    comment: `Review ${run}`,
  });
  await api.completeTask(created.id);
  await api.acceptQuote(created.id, 'de-DE');
  const delivery = await api.untilDelivery(created.id, 'de-DE', 'DELIVERED');

  // The reviewer starts the review in the compare view.
  const reviewer = await as(browser, 'reviewer', paths.compare.getHref(created.id, delivery.id));
  const panel = reviewer.getByRole('region', { name: 'Quality review' });
  await panel.getByRole('button', { name: 'Start the review' }).click();
  await expect(panel.getByText('Draft')).toBeVisible();
  const words = Number(
    (
      await panel.getByText('Evaluated words', { exact: true }).locator('xpath=..').locator('dd').textContent()
    )?.replace(/\D/g, ''),
  );
  expect(words).toBeGreaterThan(0);
  await expect(panel.getByTestId('review-score')).toHaveText('100.00');

  const mark = async (place: string, severity: string, comment: string) => {
    const dialog = reviewer.getByRole('dialog', { name: `Mark an issue in ${place}` });
    await expect(dialog).toBeVisible();
    await dialog.getByText(severity, { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: severity })).toBeChecked();
    await dialog.getByLabel('Comment').fill(comment);
    await dialog.getByRole('button', { name: 'Mark issue' }).click();
    await expect(dialog).toBeHidden();
  };
  // A minor issue by the row's button.
  await reviewer.getByRole('button', { name: 'Mark an issue in Body · ¶ 15' }).click();
  await mark('Body · ¶ 15', '2 Minor', 'An apple variety is not translated.');
  await expect(panel.getByTestId('review-score')).toHaveText(shown(100 - (1000 / words) * 1));
  // A major one by keyboard: from the marked row, J moves to the next segment and M marks it.
  await reviewer.getByRole('row', { name: /^Body · ¶ 15 / }).focus();
  await reviewer.keyboard.press('j');
  await expect(reviewer.getByRole('row', { name: /^Body · ¶ 16 / })).toBeFocused();
  await reviewer.keyboard.press('m');
  await mark('Body · ¶ 16', '3 Major', 'The sentence says the opposite.');
  // And a critical one.
  await reviewer.getByRole('button', { name: 'Mark an issue in Body · ¶ 14' }).click();
  await mark('Body · ¶ 14', '4 Critical', 'A safety warning is missing.');

  // Penalty 1 + 5 + 25 = 31 points over the server's count of words; a critical issue fails on its own.
  const normed = (31 * 1000) / words;
  await expect(panel.getByTestId('review-score')).toHaveText(shown(100 - normed));
  await expect(panel.getByText('Penalty points', { exact: true }).locator('xpath=..')).toContainText('31.00');
  await expect(panel.getByText(/^Fail/)).toBeVisible();
  const issues = reviewer.getByRole('region', { name: /^Issues/ });
  await expect(issues.getByRole('article')).toHaveCount(3);
  await expectNoSeriousA11yViolations(reviewer, { label: 'review in the compare view' });

  await panel.getByRole('radio', { name: 'Rework needed' }).check();
  await panel.getByLabel('Reason').fill(`Rework ${run}: the warnings.`);
  await panel.getByRole('button', { name: 'Submit the review' }).click();
  await reviewer.getByRole('dialog', { name: 'Submit this review?' }).getByRole('button', { name: 'Submit' }).click();
  await expect(panel.getByText('Submitted', { exact: true })).toBeVisible();
  await expect(panel.getByText(/^Rework needed, submitted .* by Rita Reviewer$/)).toBeVisible();

  // The compare view on a phone, in German.
  await reviewer.evaluate(() => window.localStorage.setItem('portal:lang', 'de'));
  await reviewer.setViewportSize({ width: 390, height: 844 });
  await reviewer.reload();
  await expect(
    reviewer.getByRole('region', { name: 'Qualitätsprüfung' }).getByText('Abgegeben', { exact: true }),
  ).toBeVisible();
  expect(await reviewer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await reviewer.screenshot({ path: test.info().outputPath('review-phone-de.png'), fullPage: true });

  // The orderer: the verdict and the score on the order, and the e-mail.
  const orderer = await as(browser, 'orderer', paths.order.getHref(created.id));
  const reviews = orderer.getByRole('region', { name: 'Quality reviews' });
  const german = reviews.getByRole('article', { name: 'German (Germany)' });
  await expect(german).toContainText('Rework needed');
  await expect(german).toContainText(`Score ${shown(100 - normed)} · Fail`);
  await expect(german).toContainText(`Rework ${run}: the warnings.`);
  await expectNoSeriousA11yViolations(orderer, { label: 'order with its review' });
  // The service takes no rework of a delivered translation: the orderer orders German again, with the issues,
  // on a phone (what comes next, and the form it leads to, fit its width).
  const fitsPhone = () =>
    expect.poll(() => orderer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await orderer.setViewportSize({ width: 390, height: 844 });
  await fitsPhone();
  await german.getByRole('link', { name: 'Order German (Germany) again with the issues' }).click();
  await expect(orderer.getByRole('note')).toContainText('Filled from the quality review of German (Germany)');
  const instructions = orderer.getByLabel(/^Comment/);
  await expect(instructions).toHaveValue(/^Rework of the German \(Germany\) translation of order /);
  const comment = await instructions.inputValue();
  expect(comment).toContain(`Reason: Rework ${run}: the warnings.`);
  expect(comment.match(/^\d+\. Segment \d+, .*$/gm)).toHaveLength(3);
  expect(comment).toContain('Critical: A safety warning is missing.');
  expect(comment.endsWith(`Review ${run}`)).toBe(true);
  await fitsPhone();
  await orderer.setViewportSize({ width: 1280, height: 800 });
  // The vendors' scorecards count the review (too few yet for figures of their own).
  await orderer.goto(paths.vendors.getHref());
  const vendor = (await api.quotes(created.id)).find((q) => q.state === 'ACCEPTED')?.supplierName ?? '';
  const quality = orderer.getByRole('table', { name: 'Review quality' });
  await expect(quality.getByRole('row', { name: new RegExp(`^${vendor}`) })).toContainText(
    'English (United States) → German (Germany)',
  );
  await expect
    .poll(
      async () =>
        ((await (await request.get('/sandbox/mail.json')).json()) as { to: string[]; subject: string }[]).filter(
          (m) => m.to.includes('orderer@example.com') && /^Review of de-DE/.test(m.subject),
        ).length,
    )
    .toBeGreaterThan(0);
});

test('a post-edit of a machine translation is reviewed against it: the changed segments shown, the issue confirmed fixed', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const run = `postedit${Date.now().toString(36)}`;
  const api = await apiClient(request, 'orderer');
  const projectId = await api.projectId('Legal');
  await noApprovalIn(browser, projectId);
  const lines = Array.from({ length: 12 }, (_, i) => `Paragraph ${i + 1} of ${run} explains the warranty terms.`);
  const source = await api.uploadText(`${run}.txt`, lines.join('\n\n'));
  const created = await api.createTask({
    source: 'en-US',
    target: ['de-DE'],
    projectId,
    features: ['instant'],
    sourceDocumentIds: [source.id],
  });
  await api.completeTask(created.id);
  const machine = await api.untilDelivery(created.id, 'de-DE', 'DELIVERED');

  // The reviewer finds the machine translation wanting: an issue on the first segment, rework needed.
  const reviewer = await as(browser, 'reviewer', paths.compare.getHref(created.id, machine.id));
  const panel = reviewer.getByRole('region', { name: 'Quality review' });
  await panel.getByRole('button', { name: 'Start the review' }).click();
  await reviewer
    .getByRole('button', { name: /^Mark an issue in / })
    .first()
    .click();
  const dialog = reviewer.getByRole('dialog', { name: /^Mark an issue in / });
  await dialog.getByText('3 Major', { exact: true }).click();
  await dialog.getByLabel('Comment').fill('The machine left a word untranslated.');
  await dialog.getByRole('button', { name: 'Mark issue' }).click();
  await expect(dialog).toBeHidden();
  await panel.getByRole('radio', { name: 'Rework needed' }).check();
  await panel.getByRole('button', { name: 'Submit the review' }).click();
  await reviewer.getByRole('dialog', { name: 'Submit this review?' }).getByRole('button', { name: 'Submit' }).click();
  await expect(panel.getByText('Submitted', { exact: true })).toBeVisible();

  // The orderer orders post-editing from the review on the order page; a vendor quotes and post-edits.
  const orderer = await as(browser, 'orderer', paths.order.getHref(created.id));
  const german = orderer
    .getByRole('region', { name: 'Quality reviews' })
    .getByRole('article', { name: 'German (Germany)' });
  await german.getByRole('button', { name: 'Order post-editing' }).click();
  await orderer.getByRole('dialog').getByRole('button', { name: 'Request post-editing' }).click();
  await expect(german).toContainText('Post-editing of German (Germany) is ordered.');
  await api.acceptQuote(created.id, 'de-DE');
  await expect
    .poll(async () => (await api.deliveries(created.id)).find((d) => d.target === 'de-DE')?.targetDocumentIds, {
      timeout: 120_000,
    })
    .not.toEqual(machine.targetDocumentIds);

  // The reviewer reviews the new delivery against the machine's.
  await reviewer.reload();
  await expect(panel).toContainText('This language was delivered again after its review (version 1: Rework needed).');
  await panel.getByRole('button', { name: 'Review the new delivery' }).click();
  const changes = reviewer.getByRole('region', { name: 'Since the last delivery' });
  await expect(changes).toContainText(/segments' translations changed since the last delivery/);
  const changed = changes.getByRole('article').first();
  await expect(changed.locator('del')).not.toHaveCount(0);
  await expect(changed.locator('ins')).not.toHaveCount(0);
  await expect(changes).toContainText('1 issue of the last review is carried over');
  const carried = reviewer
    .getByRole('region', { name: /^Issues/ })
    .getByRole('article')
    .first();
  await expect(carried).toContainText('From the last delivery');
  await carried.getByRole('button', { name: 'Fixed', exact: true }).click();
  await expect(panel.getByTestId('review-score')).toHaveText('100.00');
  await expect(changes).not.toContainText('carried over');
  await expectNoSeriousA11yViolations(reviewer, { label: 'review of a new delivery' });
  // On a phone: the page lays itself out again for the narrow screen, then fits it.
  await reviewer.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => reviewer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await changes.screenshot({ path: test.info().outputPath('changes-phone.png') });
});
