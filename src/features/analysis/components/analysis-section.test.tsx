import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '#portal/test/api.harness.ts';
import { server } from '#portal/test/msw-server.harness.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { allBands, wireAnalysis, wireResult } from '#test-support/factories/analysis';
import { buildTask } from '#test-support/factories/task';
import { AnalysisEstimate } from './analysis-estimate';
import { AnalysisSection } from './analysis-section';

/** The order the section belongs to: two source documents, d1 and d2. */
const task = (overrides: Record<string, unknown> = {}) => buildTask({ sourceDocumentIds: ['d1', 'd2'], ...overrides });

const saveBlob = vi.hoisted(() => vi.fn());
vi.mock('#portal/lib/save-blob.ts', () => ({ saveBlob }));

// Charts need real layout; jsdom has none. The stub keeps the lazy loading and the accessible name.
vi.mock('./analysis-chart', () => ({
  default: ({ label, bars }: { label: string; bars: { name: string }[] }) => (
    <div role="img" aria-label={label} data-bars={bars.map((b) => b.name).join('|')} />
  ),
}));

beforeEach(() => {
  saveBlob.mockReset();
});

function analysesAre(...analyses: Record<string, unknown>[]) {
  server.use(http.get(`${API}/translationTasks/t1/analysis`, () => HttpResponse.json(analyses)));
}

/** Cells of a table row as text, the row header first. */
function rowTexts(table: HTMLElement, header: string): string[] {
  const row = within(table).getByRole('rowheader', { name: header }).closest('tr');
  if (!row) throw new Error(`no row ${header}`);
  return [...row.querySelectorAll('th, td')].map((c) => c.textContent ?? '');
}

describe('AnalysisSection', () => {
  it('shows every band of the total as a table, the chart, and the documents including one without words', async () => {
    analysesAre(wireAnalysis());
    const { user } = renderWithProviders(<AnalysisSection task={task()} />);
    const table = await screen.findByRole('table', { name: 'Analysis for German (Germany): all documents' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Match', 'Segments', 'Words', 'Characters', 'Placeables', 'Share of segments']);
    expect(rowTexts(table, '100% match')).toEqual(['100% match', '1', '10', '60', '1', '3.57%']);
    expect(rowTexts(table, '98% match')).toEqual(['98% match', '2', '20', '120', '2', '7.14%']);
    expect(rowTexts(table, '85% match')[2]).toBe('30');
    expect(rowTexts(table, '75% match')[2]).toBe('40');
    expect(rowTexts(table, '50% match')[2]).toBe('50');
    expect(rowTexts(table, 'Repetitions')).toEqual(['Repetitions', '6', '60', '360', '6', '21.43%']);
    expect(rowTexts(table, 'No match')).toEqual(['No match', '7', '70', '420', '7', '25%']);
    expect(rowTexts(table, 'Total').slice(0, 5)).toEqual(['Total', '28', '280', '1,680', '28']);
    expect(within(table).queryByText(/approved in the file/)).not.toBeInTheDocument();

    const chart = await screen.findByRole('img', { name: /words per match band, German \(Germany\)/ });
    expect(chart).toHaveAttribute('data-bars', 'homepage.txt|empty.txt');

    await user.click(screen.getByRole('button', { name: /^empty\.txt/ }));
    expect(screen.getByRole('button', { name: /^empty\.txt/ })).toHaveTextContent('0 words');
    const empty = await screen.findByRole('table', { name: 'Analysis for German (Germany): empty.txt' });
    expect(rowTexts(empty, 'Total').slice(0, 5)).toEqual(['Total', '0', '0', '0', '0']);
    expect(rowTexts(empty, 'No match')[5]).toBe('0%');
    // Only one language: no comparison.
    expect(screen.queryByRole('table', { name: /per match band and target language/ })).not.toBeInTheDocument();
  });

  it('shows the part of the 100% band the file approves under it, only where there is one', async () => {
    const locked = { numSegmentsLocked: 2, numWordsLocked: 20, numCharactersLocked: 120, numPlaceablesLocked: 0 };
    analysesAre(
      wireAnalysis({
        response: {
          'de-DE': {
            resultTotal: wireResult({ '100': 3, NoMatch: 2 }, { ...locked, percentageLocked: 40 }),
            resultsByDocument: [],
          },
        },
      }),
    );
    renderWithProviders(<AnalysisSection task={task()} />);
    const table = await screen.findByRole('table', { name: 'Analysis for German (Germany): all documents' });
    const label = 'of which approved in the file (kept, not translated)';
    expect(rowTexts(table, label)).toEqual([label, '2', '20', '120', '0', '40%']);
    const heads = within(table)
      .getAllByRole('rowheader')
      .map((h) => h.textContent);
    expect(heads.indexOf(label)).toBe(heads.indexOf('100% match') + 1);
  });

  it('formats numbers for the UI language', async () => {
    analysesAre(wireAnalysis());
    const { i18n } = await import('#portal/lib/i18n/i18n.ts');
    await i18n.changeLanguage('de');
    renderWithProviders(<AnalysisSection task={task()} />);
    const table = await screen.findByRole('table', { name: 'Analyse für Deutsch (Deutschland): alle Dokumente' });
    expect(rowTexts(table, 'Gesamt').slice(0, 4)).toEqual(['Gesamt', '28', '280', '1.680']);
    expect(rowTexts(table, '100 % Übereinstimmung')[5]).toBe('3,57\u00a0%');
  });

  it('offers a tab per target language and compares them when they differ', async () => {
    const fr = { resultTotal: wireResult({ NoMatch: 28 }), resultsByDocument: [] };
    analysesAre(
      wireAnalysis({
        response: { ...(wireAnalysis().response as Record<string, unknown>), 'fr-FR': fr },
      }),
    );
    const { user } = renderWithProviders(<AnalysisSection task={task({ target: ['fr-FR', 'de-DE'] })} />);
    const tabs = await screen.findByRole('tablist', { name: 'Target languages' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['French (France)', 'German (Germany)']);
    expect(screen.getByRole('table', { name: 'Analysis for French (France): all documents' })).toBeInTheDocument();

    const comparison = screen.getByRole('table', { name: 'Words per match band and target language' });
    // Wider than a phone, it scrolls sideways in a region that takes focus, so the keyboard can scroll it.
    expect(comparison.closest('[role="region"]')).toHaveAccessibleName('Target languages compared');
    expect(comparison.closest('[role="region"]')).toHaveAttribute('tabindex', '0');
    expect(rowTexts(comparison, 'French (France)')).toEqual([
      'French (France)',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '280',
      '280',
    ]);
    expect(rowTexts(comparison, 'German (Germany)')).toEqual([
      'German (Germany)',
      '10',
      '20',
      '30',
      '40',
      '50',
      '60',
      '70',
      '280',
    ]);

    await user.click(screen.getByRole('tab', { name: 'German (Germany)' }));
    expect(
      await screen.findByRole('table', { name: 'Analysis for German (Germany): all documents' }),
    ).toBeInTheDocument();
  });

  it('hides the comparison when all languages have the same result', async () => {
    const de = (wireAnalysis().response as Record<string, unknown>)['de-DE'];
    analysesAre(wireAnalysis({ response: { 'de-DE': de, 'fr-FR': de } }));
    renderWithProviders(<AnalysisSection task={task({ target: ['de-DE', 'fr-FR'] })} />);
    expect(await screen.findByRole('tab', { name: 'French (France)' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /per match band and target language/ })).not.toBeInTheDocument();
  });

  it('shows the error information of a failed analysis as text', async () => {
    analysesAre(
      wireAnalysis({
        state: 'ERROR',
        response: {},
        error: {
          message: 'No source document could be read',
          documents: [{ documentId: 'd1', filename: '<b>scan</b>.pdf', error: 'Unsupported format' }],
        },
      }),
    );
    renderWithProviders(<AnalysisSection task={task()} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The analysis failed');
    expect(alert).toHaveTextContent('No source document could be read');
    expect(within(alert).getByText('<b>scan</b>.pdf: Unsupported format')).toBeInTheDocument();
    expect(alert.querySelector('b')).toBeNull();
  });

  it('runs an analysis, shows it pending and then its result', async () => {
    let requested = false;
    let polls = 0;
    let body: unknown;
    server.use(
      http.get(`${API}/translationTasks/t1/analysis`, () => {
        if (!requested) return HttpResponse.json([]);
        polls += 1;
        return HttpResponse.json([wireAnalysis(polls === 1 ? { state: 'REQUESTED', response: {} } : {})]);
      }),
      http.post(`${API}/analysis/`, async ({ request }) => {
        body = await request.json();
        requested = true;
        return HttpResponse.json(wireAnalysis({ state: 'REQUESTED', response: {} }), { status: 201 });
      }),
    );
    const { user } = renderWithProviders(<AnalysisSection task={task()} />);
    expect(await screen.findByText(/No analysis yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Run analysis' }));
    expect(await screen.findByText(/Analysis running/)).toBeInTheDocument();
    expect(body).toEqual({ translationTaskId: 't1' });
    expect(screen.getByRole('button', { name: 'Run analysis again' })).toBeDisabled();
    expect(
      await screen.findByRole('table', { name: 'Analysis for German (Germany): all documents' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run analysis again' })).toBeEnabled();
  });

  it('explains a failed start and a failed load with a retry', async () => {
    let fail = true;
    server.use(
      http.get(`${API}/translationTasks/t1/analysis`, () =>
        fail ? HttpResponse.json([{ message: 'Analysis store offline' }], { status: 503 }) : HttpResponse.json([]),
      ),
      http.post(`${API}/analysis/`, () => HttpResponse.json([{ message: 'Validation failed' }], { status: 400 })),
    );
    const { user } = renderWithProviders(<AnalysisSection task={task()} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The analysis could not be loaded');
    expect(alert).toHaveTextContent('Analysis store offline');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No analysis yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Run analysis' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The analysis could not be startedValidation failed');
  });

  it('lets reviewers read the analysis but not run one', async () => {
    analysesAre(wireAnalysis());
    renderWithProviders(<AnalysisSection task={task()} />, { user: { roles: ['reviewer'] } });
    expect(await screen.findByRole('table', { name: /all documents/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Run analysis/ })).not.toBeInTheDocument();
  });

  it('disables the run button while the draft has no documents', async () => {
    analysesAre();
    renderWithProviders(<AnalysisSection task={task({ sourceDocumentIds: [] })} />);
    expect(await screen.findByRole('button', { name: 'Run analysis' })).toBeDisabled();
    expect(screen.getByText('Add source documents to the order to analyse them.')).toBeInTheDocument();
  });

  it('downloads the language and document tables as CSV', async () => {
    analysesAre(wireAnalysis());
    const { user } = renderWithProviders(<AnalysisSection task={task()} />);
    await user.click(await screen.findByRole('button', { name: 'Download CSV: German (Germany)' }));
    expect(saveBlob).toHaveBeenCalledTimes(1);
    const [blob, filename] = saveBlob.mock.calls[0] as [Blob, string];
    expect(filename).toBe('analysis-t1-de-DE.csv');
    const csv = await blob.text();
    const lines = csv.split('\r\n');
    expect(lines[1]).toBe('"All documents","100% match","1","10","60","1","3.57"');
    // total (8 rows) + homepage.txt (8) + empty.txt (8) + header
    expect(lines.filter(Boolean)).toHaveLength(25);
    expect(lines[24]).toBe('"empty.txt","Total","0","0","0","0",""');

    await user.click(screen.getByRole('button', { name: /^homepage\.txt/ }));
    await user.click(await screen.findByRole('button', { name: 'Download CSV: German (Germany), homepage.txt' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(2));
    expect(saveBlob.mock.calls[1]?.[1]).toBe('analysis-t1-de-DE-homepage.csv');
  });
});

describe('AnalysisEstimate', () => {
  it('estimates words and new words from the latest result', async () => {
    analysesAre(
      wireAnalysis({ createdAt: '2024-01-01T00:00:00Z' }),
      wireAnalysis({ _id: 'an2', state: 'REQUESTED', response: {} }),
    );
    renderWithProviders(<AnalysisEstimate task={task()} />);
    expect(await screen.findByText('≈ 280 words, 70 of them new')).toBeInTheDocument();
  });

  it('gives a range of new words when the languages differ', async () => {
    const big = { resultTotal: wireResult({ ...allBands, NoMatch: 150 }), resultsByDocument: [] };
    analysesAre(wireAnalysis({ response: { ...(wireAnalysis().response as Record<string, unknown>), 'fr-FR': big } }));
    renderWithProviders(<AnalysisEstimate task={task({ target: ['de-DE', 'fr-FR'] })} />);
    expect(
      await screen.findByText('≈ 1,710 words, 70–1,500 of them new depending on the language'),
    ).toBeInTheDocument();
  });
});
