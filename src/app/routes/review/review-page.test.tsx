import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatDateTime } from '#portal/lib/format/format.ts';
import { findFailure, tryAgain } from '#portal/test/page-queries.harness.ts';
import { API } from '#portal/test/api.harness.ts';
import { server } from '#portal/test/msw-server.harness.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { Component as ReviewPage } from './review-page';

const task = (id: string, progress: string, createdAt: string, extra: object = {}) => ({
  id,
  source: 'en-US',
  target: ['de-DE', 'fr-FR'],
  createdAt,
  progress,
  complete: true,
  ...extra,
});
const delivery = (id: string, taskId: string, target: string, state: string) => ({
  id,
  state,
  target,
  translationTaskId: taskId,
  targetDocumentIds: [],
});

beforeEach(() => {
  server.use(http.get(`${API}/projects/`, () => HttpResponse.json([{ id: 'p1', name: 'Marketing website' }])));
});

describe('Review page', () => {
  it('lists the deliveries in review, newest order first, asking only about orders that may have one', async () => {
    server.use(
      http.get(`${API}/translationTasks/`, () =>
        HttpResponse.json([
          task('old', 'IN_REVIEW', '2024-01-01T10:00:00Z', {
            projectId: 'p1',
            desiredDeadline: '2030-05-01T12:00:00Z',
          }),
          task('new', 'ORDER_CONFIRMED', '2024-02-01T10:00:00Z'),
          // Delivered and draft orders are not asked for deliveries (an unhandled request fails the test).
          task('done', 'TRANSLATION_DELIVERED', '2024-03-01T10:00:00Z'),
          task('draft', 'NEW', '2024-03-02T10:00:00Z', { complete: false }),
        ]),
      ),
      http.get(`${API}/translationTasks/old/translationDeliveries`, () =>
        HttpResponse.json([delivery('d1', 'old', 'de-DE', 'IN_REVIEW'), delivery('d2', 'old', 'fr-FR', 'DELIVERED')]),
      ),
      http.get(`${API}/translationTasks/new/translationDeliveries`, () =>
        HttpResponse.json([delivery('d3', 'new', 'fr-FR', 'IN_REVIEW'), delivery('d4', 'new', 'de-DE', 'NEW')]),
      ),
    );
    renderWithProviders(<ReviewPage />, { user: { roles: ['reviewer'] } });
    expect(screen.getByRole('heading', { level: 1, name: 'Review' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '2 deliveries waiting for review' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('th, td')].slice(0, 4).map((c) => c.textContent))).toEqual([
      ['Order new', 'French (France)', 'No project', 'Project default'],
      ['Order old', 'German (Germany)', 'Marketing website', formatDateTime('2030-05-01T12:00:00Z', 'en')],
    ]);
    expect(within(table).getByRole('link', { name: 'Order old' })).toHaveAttribute('href', '/orders/old');
    expect(within(table).getByRole('link', { name: 'Compare: Order old, German (Germany)' })).toHaveAttribute(
      'href',
      '/orders/old/deliveries/d1/compare',
    );
  });

  it('says when nothing waits for review', async () => {
    server.use(
      http.get(`${API}/translationTasks/`, () =>
        HttpResponse.json([task('done', 'TRANSLATION_DELIVERED', '2024-03-01T10:00:00Z')]),
      ),
    );
    renderWithProviders(<ReviewPage />, { user: { roles: ['reviewer'] } });
    expect(await screen.findByRole('heading', { name: 'Nothing to review' })).toBeInTheDocument();
  });

  it('shows what failed and retries', async () => {
    let fail = true;
    server.use(
      http.get(`${API}/translationTasks/`, () =>
        fail ? HttpResponse.json([{ message: 'Task store offline' }], { status: 500 }) : HttpResponse.json([]),
      ),
    );
    const { user } = renderWithProviders(<ReviewPage />, { user: { roles: ['reviewer'] } });
    const alert = await findFailure('The orders could not be loaded', 'Task store offline');
    fail = false;
    await tryAgain(user, alert);
    expect(await screen.findByRole('heading', { name: 'Nothing to review' })).toBeInTheDocument();
  });
});
