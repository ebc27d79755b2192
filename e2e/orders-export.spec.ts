/**
 * The orderer exports the orders list as CSV: the search, filter and sort on screen decide the rows, the
 * file is what Excel and LibreOffice open (BOM, CRLF), a comment that looks like a formula stays text, and
 * a German UI gives German headers and language names. Keyboard only; axe on the list with its actions.
 */
import { readFileSync } from 'node:fs';
import { parseCsv } from '#documents/testing/libreoffice-sheets.harness';
import { apiClient } from './support/api';
import { tabTo } from './support/keyboard';
import { expect, expectNoSeriousA11yViolations, signIn, test } from './support/fixtures';

test('the orderer exports the filtered, sorted orders as CSV with the keyboard', async ({ page, request }) => {
  const api = await apiClient(request, 'orderer');
  const run = `csv${Date.now().toString(36)}`;
  const projectId = await api.projectId('Marketing website');
  const first = await api.createTask({ source: 'en-US', target: ['de-DE'], projectId, comment: `${run} first` });
  const second = await api.createTask({
    source: 'en-US',
    target: ['fr-FR', 'ja-JP'],
    projectId,
    comment: `=HYPERLINK("http://evil.example") ${run}`,
    tags: ['urgent'],
  });
  await api.createTask({ source: 'en-US', target: ['es-ES'], comment: 'not in this run' });

  await signIn(page, 'orderer', `/orders?q=${run}&sort=created&dir=asc`);
  await expect(page.getByText('2 of', { exact: false })).toBeVisible();
  const exportButton = page.getByRole('button', { name: 'Export CSV' });
  await expectNoSeriousA11yViolations(page, { label: 'orders list with export' });

  // Keyboard only: Tab reaches the button, Enter exports.
  await page.getByRole('searchbox', { name: 'Search orders' }).focus();
  await tabTo(page, exportButton);
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await download.path()) ?? '', 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(text.endsWith('\r\n')).toBe(true);
  const rows = parseCsv(text.slice(1));
  expect(rows[0]?.slice(0, 3)).toEqual(['Order ID', 'Comment', 'Created']);
  expect(rows.slice(1).map((row) => row[0])).toEqual([first.id, second.id]);
  expect(rows[2]?.[1]).toBe(`'=HYPERLINK("http://evil.example") ${run}`);
  expect(rows[2]?.slice(3, 11)).toEqual([
    'English (United States)',
    'en-US',
    'French (France); Japanese (Japan)',
    'fr-FR; ja-JP',
    'Draft',
    'Marketing website',
    projectId,
    'urgent',
  ]);

  // The same view in German.
  await page.evaluate(() => window.localStorage.setItem('portal:lang', 'de'));
  await page.reload();
  const germanDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV exportieren' }).click();
  const german = parseCsv(readFileSync((await (await germanDownload).path()) ?? '', 'utf8').slice(1));
  expect(german[0]?.slice(0, 4)).toEqual(['Auftrags-ID', 'Kommentar', 'Erstellt', 'Ausgangssprache']);
  expect(german[2]?.[5]).toBe('Französisch (Frankreich); Japanisch (Japan)');
  await expectNoSeriousA11yViolations(page, { label: 'orders list with export (de)' });
});
