import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '#portal/test/api.harness.ts';
import { failsOnce, server } from '#portal/test/msw-server.harness.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { Component as TagsPage } from './tags-page';

const task = (id: string, tags: string[]) => ({
  id,
  source: 'en-US',
  target: ['de-DE'],
  createdAt: '2025-01-01T00:00:00Z',
  progress: 'NEW',
  tags,
});

describe('TagsPage', () => {
  it('lists tags with usage counts and links to their orders, and saves a valid colour', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(`${API}/tags/`, () =>
        HttpResponse.json([
          { id: 'legal', color: '#1971c2' },
          { id: 'urgent', color: '#c92a2a' },
        ]),
      ),
      http.get(`${API}/translationTasks/`, () =>
        HttpResponse.json([task('t1', ['urgent']), task('t2', ['urgent', 'legal']), task('t3', [])]),
      ),
      http.patch(`${API}/tags/urgent`, async ({ request }) => {
        const body = (await request.json()) as { color: string };
        bodies.push(body);
        return HttpResponse.json({ id: 'urgent', color: body.color });
      }),
    );
    const { user } = renderWithProviders(<TagsPage />, { user: { roles: ['admin'] } });
    expect(screen.getByText(/Tags are created by tagging orders/)).toBeVisible();
    const row = (await screen.findByRole('link', { name: /urgent/ })).closest('tr');
    if (!row) throw new Error('no row');
    await waitFor(() => expect(within(row).getByRole('cell', { name: '2' })).toBeVisible());
    expect(within(row).getByRole('link', { name: /urgent/ })).toHaveAttribute('href', '/orders?tag=urgent');

    const input = within(row).getByRole('textbox', { name: 'Colour of tag urgent' });
    await user.clear(input);
    await user.type(input, 'red-ish');
    expect(await within(row).findByText('Enter a hex colour such as #1971c2')).toBeVisible();
    await user.click(within(row).getByRole('button', { name: 'Save colour' }));
    expect(bodies).toEqual([]);

    await user.clear(input);
    await user.type(input, '#2f9e44');
    await user.click(within(row).getByRole('button', { name: 'Save colour' }));
    await waitFor(() => expect(bodies).toEqual([{ color: '#2f9e44' }]));
  });

  it('shows what failed with a retry', async () => {
    server.use(
      http.get(
        `${API}/tags/`,
        failsOnce(
          () => HttpResponse.json({ message: 'Tag store offline' }, { status: 503 }),
          () => HttpResponse.json([]),
        ),
      ),
      http.get(`${API}/translationTasks/`, () => HttpResponse.json([])),
    );
    const { user } = renderWithProviders(<TagsPage />);
    expect(await screen.findByText('Tag store offline')).toBeVisible();
    expect(screen.getByRole('alert', { name: 'The tags could not be loaded' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No tags yet')).toBeVisible();
  });
});
