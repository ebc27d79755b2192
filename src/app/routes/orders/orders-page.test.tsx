import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { findFailure, tryAgain } from '#portal/test/page-queries.harness.ts';
import { API } from '#portal/test/api.harness.ts';
import { server } from '#portal/test/msw-server.harness.ts';
import { renderWithProviders, activeQueryFailed, refetchAll } from '#portal/test/render-with-providers.harness.tsx';
import { Component as OrdersPage } from './orders-page';
import { wireTask as sharedWireTask } from '#test-support/factories/task';
import { paths } from '#portal/lib/paths.ts';

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(640);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const wireTask = (id: string, overrides: Record<string, unknown> = {}) =>
  sharedWireTask({ id, createdAt: '2025-05-01T10:00:00Z', projectId: 'p1', tags: ['legal'], ...overrides });

function serve(tasks: (info: { request: Request }) => Response) {
  server.use(
    http.get(`${API}/translationTasks/`, tasks),
    http.get(`${API}/projects/`, () => HttpResponse.json([{ id: 'p1', name: 'Legal' }])),
    http.get(`${API}/tags/`, () => HttpResponse.json([{ id: 'legal', color: '#1971c2' }])),
  );
}

const renderPage = () =>
  renderWithProviders(<OrdersPage />, { route: paths.orders.getHref(), path: paths.orders.path });

describe('orders page', () => {
  it('shows a loading state, then the orders with project names', async () => {
    serve(() => HttpResponse.json([wireTask('t-1'), wireTask('t-2', { projectId: null })]));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(within(table).getByRole('link', { name: 't-1' })).toBeInTheDocument();
    expect(await within(table).findByText('Legal')).toBeInTheDocument();
    expect(within(table).getByText('No project')).toBeInTheDocument();
    expect(screen.getByText('2 of 2 orders')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New order' })).toHaveAttribute('href', '/orders/new');
  });

  it('leads to a new order when there are no orders at all', async () => {
    serve(() => HttpResponse.json([]));
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'No orders yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New order' })).toHaveAttribute('href', '/orders/new');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('keeps the orders on screen when a background refresh fails', async () => {
    let failing = false;
    serve(() =>
      failing
        ? HttpResponse.json([{ message: 'Task store offline' }], { status: 503 })
        : HttpResponse.json([wireTask('t-1')]),
    );
    const { queryClient } = renderPage();
    expect(await screen.findByRole('link', { name: 't-1' })).toBeInTheDocument();
    failing = true;
    await refetchAll(queryClient);
    expect(activeQueryFailed(queryClient)).toBe(true);
    expect(screen.getByRole('link', { name: 't-1' })).toBeInTheDocument();
    expect(screen.queryByText('The orders could not be loaded')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New order' })).toBeInTheDocument();
  });

  it('says what failed and retries', async () => {
    let calls = 0;
    serve(() => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json([{ message: 'Task store offline' }], { status: 503 })
        : HttpResponse.json([wireTask('t-9')]);
    });
    const { user } = renderPage();
    const alert = await findFailure('The orders could not be loaded', 'Task store offline');
    await tryAgain(user, alert);
    expect(await screen.findByRole('link', { name: 't-9' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('still lists the orders when project names cannot be loaded', async () => {
    server.use(
      http.get(`${API}/translationTasks/`, () => HttpResponse.json([wireTask('t-1')])),
      http.get(`${API}/projects/`, () => HttpResponse.json([], { status: 500 })),
      http.get(`${API}/tags/`, () => HttpResponse.json([], { status: 500 })),
    );
    renderPage();
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(within(table).getByText('p1')).toBeInTheDocument();
    expect(within(table).getByText('legal')).toBeInTheDocument();
  });

  it('opens an order clicked while a search is still being written to the address, even when its page loads slowly', async () => {
    serve(() => HttpResponse.json([wireTask('t-1', { comment: 'Brochure' }), wireTask('t-2')]));
    let release: () => void = () => {};
    const orderPageLoaded = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user, router } = renderWithProviders(<OrdersPage />, {
      route: paths.orders.getHref(),
      path: paths.orders.path,
      routes: [
        {
          path: paths.order.path,
          lazy: async () => {
            await orderPageLoaded;
            return { Component: () => <p>Order page</p> };
          },
        },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Orders' });
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'Bro');
    await user.click(within(table).getByRole('link', { name: 'Brochure' }));
    // The debounced search write falls due while the order page is still loading.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    release();
    expect(await screen.findByText('Order page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/orders/t-1');
  });

  it('writes the search to the address as soon as the search box is left, without waiting for the debounce', async () => {
    serve(() => HttpResponse.json([wireTask('t-1', { comment: 'Brochure' }), wireTask('t-2')]));
    const { user, router } = renderWithProviders(<OrdersPage />, {
      route: paths.orders.getHref(),
      path: paths.orders.path,
    });
    await screen.findByRole('table', { name: 'Orders' });
    const search = screen.getByRole('searchbox', { name: 'Search orders' });
    await user.click(search);
    // One change event, checked at once: typing key by key on a loaded machine can outlast the debounce.
    fireEvent.change(search, { target: { value: 'Bro' } });
    expect(router.state.location.search).toBe('');
    await user.tab();
    await act(async () => {});
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('Bro');
  });

  it('refreshes on demand, revalidating with the ETag, and shows when it was last updated', async () => {
    const seen: (string | null)[] = [];
    let tasks = [wireTask('t-1')];
    serve(({ request }: { request: Request }) => {
      seen.push(request.headers.get('If-None-Match'));
      const etag = `"v${tasks.length}"`;
      if (request.headers.get('If-None-Match') === etag) return new HttpResponse(null, { status: 304 });
      return HttpResponse.json(tasks, { headers: { ETag: etag } });
    });
    const { user } = renderPage();
    expect(await screen.findByRole('link', { name: 't-1' })).toBeInTheDocument();
    expect(screen.getByText(/^Updated \d/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Refresh orders' }));
    await vi.waitFor(() => expect(seen).toEqual([null, '"v1"']));
    expect(screen.getByText('1 of 1 order')).toBeInTheDocument();

    tasks = [wireTask('t-new', { createdAt: '2025-06-01T10:00:00Z' }), ...tasks];
    await user.click(screen.getByRole('button', { name: 'Refresh orders' }));
    expect(await screen.findByRole('link', { name: 't-new' })).toBeInTheDocument();
    expect(seen).toEqual([null, '"v1"', '"v1"']);
    expect(screen.getByText('2 of 2 orders')).toBeInTheDocument();
  });

  it('looks up an order ID the loaded list does not have, and offers it', async () => {
    let listed = [wireTask('t-1')];
    serve(() => HttpResponse.json(listed));
    server.use(
      http.get(`${API}/translationTasks/:id`, ({ params }) =>
        params.id === '65a1f0c2b3d4e5f601234567'
          ? HttpResponse.json(wireTask('65a1f0c2b3d4e5f601234567'))
          : HttpResponse.json({ message: 'Translation task not found' }, { status: 404 }),
      ),
    );
    const { user } = renderPage();
    await screen.findByRole('link', { name: 't-1' });
    listed = [wireTask('65a1f0c2b3d4e5f601234567'), ...listed];

    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), '65a1f0c2b3d4e5f601234567');
    // Offered at once, and the list refreshed so that the order is in it.
    expect(await screen.findByRole('link', { name: '65a1f0c2b3d4e5f601234567' })).toHaveAttribute(
      'href',
      '/orders/65a1f0c2b3d4e5f601234567',
    );
    expect(await screen.findByText('1 of 2 orders')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search orders' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'ffffffffffffffffffff0000');
    expect(await screen.findByText('No order has the ID ffffffffffffffffffff0000.')).toBeInTheDocument();
  });
});
