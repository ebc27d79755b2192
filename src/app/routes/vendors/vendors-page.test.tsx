import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { wireTask } from '#test-support/factories/task';
import { API } from '#portal/test/api.harness.ts';
import { server } from '#portal/test/msw-server.harness.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { paths } from '#portal/lib/paths.ts';
import { Component } from './vendors-page';

const DAY = 86_400_000;
const placed = (id: string, daysAgo: number) =>
  wireTask({
    id,
    complete: true,
    progress: 'COMPLETE_AND_PREPARED',
    createdAt: new Date(Date.now() - daysAgo * DAY).toISOString(),
  });

function serve(tasks: unknown[] | null) {
  const asked: string[] = [];
  server.use(
    http.get(`${API}/translationTasks/`, () =>
      tasks === null ? HttpResponse.json([{ message: 'down' }], { status: 503 }) : HttpResponse.json(tasks),
    ),
    http.get(`${API}/translationTasks/:id/:list`, ({ params }) => {
      asked.push(String(params.id));
      return HttpResponse.json([]);
    }),
  );
  return asked;
}

describe('the Vendors page', () => {
  it('fetches the orders of the chosen period only, 90 days by default', async () => {
    const asked = serve([
      placed('recent', 3),
      placed('older', 60),
      placed('old', 200),
      // A draft asked no vendor.
      wireTask({ id: 'draft', createdAt: new Date().toISOString() }),
    ]);
    const { user, router } = renderWithProviders(<Component />, { route: paths.vendors.getHref() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vendor scorecards' })).toBeInTheDocument();
    expect(await screen.findByText('2 orders created in the period.')).toBeInTheDocument();
    expect(await screen.findByText('2 of 2 orders fetched')).toBeInTheDocument();
    expect([...new Set(asked)].sort()).toEqual(['older', 'recent']);
    expect(screen.getByText('No vendor was asked for a quote for the orders of this period.')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(screen.getByRole('option', { name: 'Last 30 days' }));
    expect(await screen.findByText('1 order created in the period.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?period=30');
  });

  it('asks for both days of a custom period, the first not after the last', async () => {
    serve([placed('recent', 3)]);
    const { user } = renderWithProviders(<Component />, { route: paths.vendors.getHref({ period: 'custom' }) });
    const from = await screen.findByLabelText('From');
    expect(screen.queryByText(/orders? created in the period/)).not.toBeInTheDocument();
    await user.type(from, '2026-03-10');
    await user.type(screen.getByLabelText('To'), '2026-03-01');
    expect(
      screen.getByText('Choose the first and the last day of the period, the first not after the last.'),
    ).toBeInTheDocument();
  });

  it('says when the orders cannot be loaded, with Try again', async () => {
    serve(null);
    renderWithProviders(<Component />, { route: paths.vendors.getHref() });
    expect(await screen.findByText('The orders could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
