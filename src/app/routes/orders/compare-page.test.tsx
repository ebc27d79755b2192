import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { corpusFile } from '#documents/testing/corpus.harness';
import { figureTexts, findFailure, tryAgain } from '#portal/test/page-queries.harness.ts';
import { server } from '#portal/test/msw-server.harness.ts';
import { API } from '#portal/test/api.harness.ts';
import { serveDocuments, type ServedDocument } from '#portal/test/document-server.harness.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { Component as ComparePage } from './compare-page';
import { paths } from '#portal/lib/paths.ts';

/** Paragraphs (a text file's units) separated by blank lines; the third wrapped over two lines. */
const HOSTILE = 'Hello <script>alert(1)</script>\n\n<img src=x onerror=alert(1)> world\n\nthird\nline';
const TRANSLATED = 'Hallo <script>alert(1)</script>\n\n<img src=x onerror=alert(1)> Welt';

const text = (id: string, filename: string, content: string, metadata?: Record<string, string>): ServedDocument => ({
  id,
  filename,
  contentType: 'text/plain',
  content,
  ...(metadata ? { metadata } : {}),
});

function serve() {
  return serveDocuments({
    sources: [
      text('s1', 'page.txt', HOSTILE),
      { id: 's2', filename: 'secret.docx', content: corpusFile('docx/HARD_poi_bug53475-password-is-pass.docx') },
    ],
    targets: [
      text('x1', 'page.txt', TRANSLATED, { type: 'target', sourceDocumentId: 's1' }),
      { id: 'x2', filename: 'secret.docx', content: corpusFile('docx/HARD_poi_bug53475-password-is-pass.docx') },
    ],
  });
}

const route = { path: paths.compare.path, user: { roles: ['reviewer' as const] } };

/** The text of each cell of each body row. */
function cells(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
}

describe('Compare page', () => {
  it('shows a text file unit by unit, as text and never as HTML', async () => {
    const read = serve();
    renderWithProviders(<ComparePage />, { ...route, route: paths.compare.getHref('t1', 'dl1') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Compare source and translation: German (Germany)' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'page.txt: source and translation' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Location', 'Source (English (United States))', 'Translation (German (Germany))']);
    expect(cells(table)).toEqual([
      ['Line 1', 'Hello <script>alert(1)</script>', 'Hallo <script>alert(1)</script>'],
      ['Line 3', '<img src=x onerror=alert(1)> world', '<img src=x onerror=alert(1)> Welt'],
      // The wrapped paragraph is one unit, its line break shown as a space.
      ['Line 5', 'third line', 'Not in the translation'],
    ]);
    expect(document.querySelector('img, script')).toBeNull();
    expect(read.sort()).toEqual(['s1 Bearer tok', 'x1 Bearer tok']);
    expect(figureTexts('Text units')).toEqual([
      'Text units',
      '3',
      'Words in the source',
      '6',
      'Words in the translation',
      '4',
      'Untranslated',
      '1',
    ]);
  });

  it('says in plain words why a password-protected file cannot be shown, and offers it for download', async () => {
    serve();
    renderWithProviders(<ComparePage />, { ...route, route: '/orders/t1/deliveries/dl1/compare?document=x2' });
    expect(await screen.findByText('secret.docx cannot be shown')).toBeInTheDocument();
    expect(screen.getByText(/This file is password-protected, so it cannot be shown\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download source: secret.docx' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download translation: secret.de-DE.docx' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lets the reviewer pick another document', async () => {
    serve();
    const { user, router } = renderWithProviders(<ComparePage />, {
      ...route,
      route: paths.compare.getHref('t1', 'dl1'),
    });
    await screen.findByRole('table', { name: /page\.txt/ });
    await user.click(screen.getByRole('combobox', { name: 'Document' }));
    await user.click(await screen.findByRole('option', { name: 'secret.docx' }));
    expect(await screen.findByText('secret.docx cannot be shown')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?document=x2');
  });

  it('says which request failed and retries it', async () => {
    serve();
    let fail = true;
    server.use(
      http.get(`${API}/documents/:id/content`, ({ params }) =>
        fail
          ? HttpResponse.json([{ message: 'Storage unavailable' }], { status: 503 })
          : new HttpResponse(params.id === 's1' ? HOSTILE : TRANSLATED, { headers: { 'Content-Type': 'text/plain' } }),
      ),
    );
    const { user } = renderWithProviders(<ComparePage />, { ...route, route: paths.compare.getHref('t1', 'dl1') });
    const alert = await findFailure('The documents could not be loaded', 'Storage unavailable');
    expect(screen.getByRole('button', { name: 'Download translation: page.de-DE.txt' })).toBeInTheDocument();
    fail = false;
    await tryAgain(user, alert);
    expect(await screen.findByRole('table', { name: 'page.txt: source and translation' })).toBeInTheDocument();
  });

  it('shows what failed when the delivery cannot be loaded, and retries', async () => {
    serve();
    let fail = true;
    server.use(
      http.get(`${API}/translationDeliveries/dl1`, () =>
        fail
          ? HttpResponse.json([{ message: 'Delivery dl1 not found' }], { status: 404 })
          : HttpResponse.json({
              id: 'dl1',
              state: 'IN_REVIEW',
              target: 'de-DE',
              translationTaskId: 't1',
              targetDocumentIds: [],
            }),
      ),
    );
    const { user } = renderWithProviders(<ComparePage />, { ...route, route: paths.compare.getHref('t1', 'dl1') });
    const alert = await findFailure('The delivery could not be loaded', 'Delivery dl1 not found');
    fail = false;
    await tryAgain(user, alert);
    expect(await screen.findByRole('heading', { name: 'No documents in this delivery' })).toBeInTheDocument();
  });

  it('renders a long document as the page scrolls and still finds any row', async () => {
    const lines = (prefix: string) =>
      Array.from({ length: 1500 }, (_, i) => `${prefix}Sentence number ${i + 1}.`).join('\n\n');
    serveDocuments({
      sources: [text('s1', 'long.txt', lines(''))],
      targets: [text('x1', 'long.txt', lines('[de-DE] '), { sourceDocumentId: 's1' })],
    });
    const { user } = renderWithProviders(<ComparePage />, { ...route, route: paths.compare.getHref('t1', 'dl1') });
    const table = await screen.findByRole('table', { name: 'long.txt: source and translation' });
    expect(table).toHaveAttribute('aria-rowcount', '1501');
    const shown = cells(table).filter((row) => row.length === 3);
    expect(shown[0]).toEqual(['Line 1', 'Sentence number 1.', '[de-DE] Sentence number 1.']);
    expect(shown.length).toBeLessThan(100);

    await user.type(screen.getByRole('searchbox', { name: 'Search source and translation' }), 'number 1234.');
    expect(await screen.findByText('1 of 1,500 text units shown')).toBeInTheDocument();
    // Paragraph 1234 starts on line 2 × 1234 − 1.
    expect(cells(table)).toEqual([['Line 2467', 'Sentence number 1234.', '[de-DE] Sentence number 1234.']]);
  });
});
