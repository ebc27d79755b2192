import { act, screen, waitFor } from '@testing-library/react';
import { projectSchema } from '#contract/project';
import { i18n } from '#portal/lib/i18n/i18n.ts';
import { parseCsv } from '#documents/testing/libreoffice-sheets.harness';
import { catchDownloads } from '#portal/test/downloads.harness.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { buildTask } from '#test-support/factories/task';
import { OrdersList } from './orders-list';
import { paths } from '#portal/lib/paths.ts';

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(640);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

const projects = [projectSchema.parse({ id: 'p-web', name: 'Website' })];
const tasks = [
  buildTask({ id: 'ord-1', createdAt: '2025-05-01T10:00:00Z', projectId: 'p-web', target: ['fr-FR'], progress: 'NEW' }),
  buildTask({ id: 'ord-2', createdAt: '2025-05-02T10:00:00Z', projectId: 'p-web', target: ['de-DE', 'ja-JP'] }),
  buildTask({ id: 'ord-3', createdAt: '2025-05-03T10:00:00Z', progress: 'TRANSLATION_DELIVERED' }),
  buildTask({ id: 'ord-4', createdAt: '2025-05-04T10:00:00Z', projectId: 'p-web', comment: '@SUM(A1)' }),
];

async function exportCsv(route: string, button: string) {
  const downloads = catchDownloads();
  const { user } = renderWithProviders(<OrdersList tasks={tasks} projects={projects} />, {
    route,
    path: paths.orders.path,
  });
  const exportButton = await screen.findByRole('button', { name: button });
  await user.click(exportButton);
  await waitFor(() => expect(downloads).toHaveLength(1));
  await waitFor(() => expect(exportButton).toBeEnabled());
  const [download] = downloads;
  if (!download) throw new Error('no download');
  const text = await download.text();
  return { name: download.name, text, rows: parseCsv(text.replace(/^\uFEFF/, '')) };
}

describe('Export CSV of the orders list', () => {
  it('exports the orders shown, filtered and sorted as on screen, with every column and the ids', async () => {
    const { name, text, rows } = await exportCsv('/orders?project=p-web&sort=created&dir=asc', 'Export CSV');
    expect(name).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toContain('\r\n');
    expect(rows[0]).toEqual([
      'Order ID',
      'Comment',
      'Created',
      'Source language',
      'Source language code',
      'Target languages',
      'Target language codes',
      'Progress',
      'Project',
      'Project ID',
      'Tags',
      'Deadline',
      'Kind',
    ]);
    expect(rows.slice(1).map((row) => row[0])).toEqual(['ord-1', 'ord-2', 'ord-4']);
    expect(rows[2]?.slice(3, 10)).toEqual([
      'English (United States)',
      'en-US',
      'German (Germany); Japanese (Japan)',
      'de-DE; ja-JP',
      'Draft',
      'Website',
      'p-web',
    ]);
    expect(rows[3]?.[1]).toBe("'@SUM(A1)");
  });

  it('writes headers, states and language names in German under a German UI', async () => {
    await act(() => i18n.changeLanguage('de'));
    const { name, rows } = await exportCsv('/orders?q=ord-2', 'CSV exportieren');
    expect(name).toMatch(/^auftraege-/);
    expect(rows[0]?.slice(0, 4)).toEqual(['Auftrags-ID', 'Kommentar', 'Erstellt', 'Ausgangssprache']);
    expect(rows[1]?.slice(3, 8)).toEqual([
      'Englisch (Vereinigte Staaten)',
      'en-US',
      'Deutsch (Deutschland); Japanisch (Japan)',
      'de-DE; ja-JP',
      'Entwurf',
    ]);
    expect(rows).toHaveLength(2);
  });
});
