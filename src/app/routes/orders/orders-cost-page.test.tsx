import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '#portal/lib/paths.ts';
import { API } from '#portal/test/api.harness.ts';
import { buildQuote } from '#test-support/factories/quote';
import { wireTask } from '#test-support/factories/task';
import { server } from '#portal/test/msw-server.harness.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { OrdersCostPage } from './orders-cost-page';
import { Component as OrdersPage } from './orders-page';

// Charts need real layout; jsdom has none. The stub keeps the lazy loading and the accessible name.
vi.mock('#portal/features/reports/components/cost-chart.tsx', () => ({
  default: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(640);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const TASKS = [
  wireTask({ id: 'legal-old', projectId: 'p1', createdAt: '2025-01-01T10:00:00Z', quoteIds: ['q1'] }),
  wireTask({ id: 'web', projectId: 'p2', createdAt: '2025-02-01T10:00:00Z', quoteIds: ['q2'] }),
  wireTask({ id: 'legal-new', projectId: 'p1', createdAt: '2025-03-01T10:00:00Z', quoteIds: ['q3'] }),
];

function serve(options: { tasksFail?: boolean } = {}) {
  const asked: string[] = [];
  server.use(
    http.get(`${API}/translationTasks/`, () =>
      options.tasksFail
        ? HttpResponse.json([{ message: 'Task store offline' }], { status: 503 })
        : HttpResponse.json(TASKS),
    ),
    http.get(`${API}/projects/`, () =>
      HttpResponse.json([
        { id: 'p1', name: 'Legal' },
        { id: 'p2', name: 'Web' },
      ]),
    ),
    http.get(`${API}/tags/`, () => HttpResponse.json([])),
    http.get(`${API}/translationTasks/:id/acceptedQuotes`, ({ params }) => {
      const id = String(params.id);
      asked.push(id);
      const gross = id === 'legal-old' ? '119.10' : '0.20';
      return HttpResponse.json([
        buildQuote({ translationTaskId: id, state: 'ACCEPTED', price: { grossAmount: gross, netAmount: gross } }),
      ]);
    }),
  );
  return asked;
}

describe('cost page', () => {
  it('totals the accepted quotes of the orders the list view selects, and leads back to that view', async () => {
    const asked = serve();
    const view = new URLSearchParams({ project: 'p1', sort: 'created', dir: 'asc' });
    renderWithProviders(<OrdersCostPage />, {
      route: paths.ordersCost.getHref(view),
      path: paths.ordersCost.path,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Cost of the selected orders' })).toBeInTheDocument();
    expect(await screen.findByText('2 of 2 orders fetched')).toBeInTheDocument();
    // Only the Legal project's orders, in the list's sort order.
    expect(asked).toEqual(['legal-old', 'legal-new']);
    const totals = screen.getByRole('table', { name: 'Totals per currency' });
    expect(within(totals).getByRole('row', { name: /EUR/ })).toHaveTextContent('€119.30');
    expect(screen.getByRole('link', { name: 'Back to the orders' })).toHaveAttribute(
      'href',
      `/orders?${view.toString()}`,
    );
  });

  it('says when the orders cannot be loaded and loads them again on Try again', async () => {
    serve({ tasksFail: true });
    renderWithProviders(<OrdersCostPage />, { route: paths.ordersCost.getHref(), path: paths.ordersCost.path });
    expect(await screen.findByText('Task store offline', { exact: false })).toBeInTheDocument();
    serve();
    fireEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByText('3 of 3 orders fetched')).toBeInTheDocument();
  });

  it('opens from the orders list with the search as typed and the filters on screen', async () => {
    const asked = serve();
    const { router } = renderWithProviders(<OrdersPage />, {
      route: paths.orders.getHref(new URLSearchParams({ project: 'p2' })),
      path: paths.orders.path,
      routes: [{ path: paths.ordersCost.path, element: <OrdersCostPage /> }],
    });
    expect(await screen.findByText('1 of 3 orders')).toBeInTheDocument();
    // Typed, not yet written to the URL (that happens on a pause or when the box loses the focus).
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search orders' }), { target: { value: 'web' } });
    fireEvent.click(screen.getByRole('link', { name: 'Cost' }));
    expect(await screen.findByText('1 of 1 orders fetched')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/orders/cost');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ q: 'web', project: 'p2' });
    expect(asked).toEqual(['web']);
  });
});
