/** Translation-memory analysis on the order page as an orderer: run it, read the table, export the CSV. */
import { readFile } from 'node:fs/promises';
import { apiClient } from './support/api';
import { expect, expectNoSeriousA11yViolations, signIn, test } from './support/fixtures';
import { paths } from '#portal/lib/paths.ts';

// Unusual sentences, so the organisation's memory (seeded with the homepage order) has no match for them.
const SOURCE = [
  'Quokkas gather beneath the violet lighthouse every Tuesday.',
  'Our saxophone repair kit contains 12 brass springs.',
  'Quokkas gather beneath the violet lighthouse every Tuesday.',
  '=SUM(A1:A3) is not a formula here.',
].join('\n');

/** "1,234" → 1234: the page formats numbers for the UI language (English here). */
const plain = (text: string) => Number(text.replace(/[,\s]/g, ''));

test('an orderer analyses a draft, reads the figures per band and downloads them as CSV', async ({ page, request }) => {
  const api = await apiClient(request, 'orderer');
  const doc = await api.uploadText('analysis-e2e.txt', SOURCE);
  const task = await api.createTask({ source: 'en-US', target: ['de-DE', 'fr-FR'], sourceDocumentIds: [doc.id] });

  await signIn(page, 'orderer', paths.order.getHref(task.id));
  const section = page.getByRole('region', { name: 'Translation-memory analysis' });
  await section.getByRole('button', { name: 'Run analysis' }).click();

  const table = section.getByRole('table', { name: 'Analysis for German (Germany): all documents' });
  await expect(table).toBeVisible();
  await expect(section.getByRole('tab', { name: 'French (France)' })).toBeVisible();
  const cells = async (band: string) =>
    (
      await table
        .getByRole('row', { name: new RegExp(`^${band}`) })
        .getByRole('cell')
        .allTextContents()
    ).map(plain);
  const total = await cells('Total');
  const repeated = await cells('Repetitions');
  // Four sentences (the four lines are one paragraph, one unit), one of them a repetition of the first.
  expect(total[0]).toBe(4);
  expect(repeated[0]).toBe(1);
  expect(total[1]).toBeGreaterThan(20);

  // The chart loads when it is scrolled near (a placeholder says so meanwhile), carries a name and draws its SVG.
  await section.getByRole('button', { name: 'Download CSV: German (Germany)' }).scrollIntoViewIfNeeded();
  const chart = section.getByRole('img', { name: /Bar chart: words per match band, German \(Germany\)/ });
  await expect(chart).toBeVisible();
  await expect(chart.locator('svg.recharts-surface')).toHaveCount(1);

  const downloadPromise = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download CSV: German (Germany)' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`analysis-${task.id}-de-DE.csv`);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.subarray(3).toString('utf8');
  expect(csv.endsWith('\r\n')).toBe(true);
  const rows = csv
    .trimEnd()
    .split('\r\n')
    .map((line) => line.slice(1, -1).split('","'));
  expect(rows[0]).toEqual([
    'Document',
    'Match',
    'Segments',
    'Words',
    'Characters',
    'Placeables',
    'Share of segments (%)',
  ]);
  const csvRow = (document: string, band: string) => rows.find((r) => r[0] === document && r[1] === band);
  for (const [band, label] of [
    ['Total', 'Total'],
    ['Repetitions', 'Repetitions'],
    ['No match', 'No match'],
  ] as const) {
    const onPage = await cells(band);
    expect(csvRow('All documents', label)?.slice(2, 6).map(Number), band).toEqual(onPage.slice(0, 4));
    expect(csvRow('analysis-e2e.txt', label)?.slice(2, 6).map(Number), band).toEqual(onPage.slice(0, 4));
  }

  // The document's own table in the accordion.
  await section.getByRole('button', { name: /^analysis-e2e\.txt/ }).click();
  await expect(section.getByRole('table', { name: 'Analysis for German (Germany): analysis-e2e.txt' })).toBeVisible();

  await expectNoSeriousA11yViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousA11yViolations(page);
});
