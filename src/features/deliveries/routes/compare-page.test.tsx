import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { configureApiClient } from '../../../lib/api/http-client';
import { server } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { Component as ComparePage } from './compare-page';

const API = 'http://api.test/rest/api';
const HOSTILE = 'Hello <script>alert(1)</script>\n<img src=x onerror=alert(1)> world\nthird line';
const TRANSLATED = 'Hallo <script>alert(1)</script>\n<img src=x onerror=alert(1)> Welt';

const doc = (id: string, filename: string, contentType: string, metadata: object = {}) => ({
  id,
  filename,
  contentType,
  length: 64,
  metadata,
});

function serve() {
  const requested: string[] = [];
  server.use(
    http.get(`${API}/translationTasks/t1`, () =>
      HttpResponse.json({
        id: 't1',
        source: 'en-US',
        target: ['de-DE'],
        createdAt: '2024-01-01T00:00:00Z',
        progress: 'IN_REVIEW',
      }),
    ),
    http.get(`${API}/translationDeliveries/dl1`, () =>
      HttpResponse.json({
        id: 'dl1',
        state: 'IN_REVIEW',
        target: 'de-DE',
        translationTaskId: 't1',
        targetDocumentIds: ['x1', 'x2'],
      }),
    ),
    http.get(`${API}/translationTasks/t1/sourceDocuments/`, () =>
      HttpResponse.json([doc('s1', 'page.txt', 'text/plain'), doc('s2', 'logo.pdf', 'application/pdf')]),
    ),
    http.get(`${API}/documents/x1`, () =>
      HttpResponse.json(doc('x1', 'page.txt', 'text/plain', { type: 'target', sourceDocumentId: 's1' })),
    ),
    http.get(`${API}/documents/x2`, () => HttpResponse.json(doc('x2', 'logo.pdf', 'application/pdf'))),
    http.get(`${API}/documents/:id/content`, ({ params, request }) => {
      requested.push(`${String(params.id)} ${request.headers.get('authorization')}`);
      return new HttpResponse(params.id === 's1' ? HOSTILE : TRANSLATED, { headers: { 'Content-Type': 'text/plain' } });
    }),
  );
  return requested;
}

beforeEach(() => {
  configureApiClient({ baseUrl: 'http://api.test', getAccessToken: () => Promise.resolve('tok') });
});

const route = { path: '/orders/:taskId/deliveries/:deliveryId/compare', user: { roles: ['reviewer' as const] } };

describe('Compare page', () => {
  it('shows source and translation as text, line by line, never as HTML', async () => {
    const requested = serve();
    renderWithProviders(<ComparePage />, { ...route, route: '/orders/t1/deliveries/dl1/compare' });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Compare source and translation: German (Germany)' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    const table = await screen.findByRole(
      'table',
      { name: 'page.txt: source and translation by line' },
      { timeout: 5000 },
    );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Line', 'Source (English (United States))', 'Translation (German (Germany))']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent))).toEqual([
      ['1', 'Hello <script>alert(1)</script>', 'Hallo <script>alert(1)</script>'],
      ['2', '<img src=x onerror=alert(1)> world', '<img src=x onerror=alert(1)> Welt'],
      ['3', 'third line', ''],
    ]);
    expect(document.querySelector('img, script')).toBeNull();
    expect(requested.sort()).toEqual(['s1 Bearer tok', 'x1 Bearer tok']);
    expect(screen.getByText('3 lines')).toBeInTheDocument();
  });

  it('offers other formats for download only, with an explanation', async () => {
    serve();
    renderWithProviders(<ComparePage />, { ...route, route: '/orders/t1/deliveries/dl1/compare?document=x2' });
    expect(await screen.findByText('No side-by-side view for this file', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/logo\.pdf \(application\/pdf\) is not a text format/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download source: logo.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download translation: logo.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lets the reviewer pick another document', async () => {
    serve();
    const { user, router } = renderWithProviders(<ComparePage />, {
      ...route,
      route: '/orders/t1/deliveries/dl1/compare',
    });
    await screen.findByRole('table', { name: /page\.txt/ }, { timeout: 5000 });
    await user.click(screen.getByRole('combobox', { name: 'Document' }));
    await user.click(await screen.findByRole('option', { name: 'logo.pdf' }));
    expect(await screen.findByText('No side-by-side view for this file')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?document=x2');
  });

  it('shows what failed and retries', async () => {
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
    const { user } = renderWithProviders(<ComparePage />, { ...route, route: '/orders/t1/deliveries/dl1/compare' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The delivery could not be loaded');
    expect(alert).toHaveTextContent('Delivery dl1 not found');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No documents in this delivery' })).toBeInTheDocument();
  });
});
