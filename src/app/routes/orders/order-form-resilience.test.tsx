/** The form stays usable through failed refreshes, running uploads and lists that failed to load. */
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { Link } from 'react-router';
import { API } from '#portal/test/api.harness.ts';
import { failsOnce, server } from '#portal/test/msw-server.harness.ts';
import { activeQueryFailed, refetchAll, renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { Component as EditOrderPage } from './edit-order-page';
import { Component as NewOrderPage } from './new-order-page';
import { routes } from './order-pages.harness';
import { setUpOrderFormApi, wireTask } from '#portal/features/tasks/components/order-form/order-form.harness.tsx';
import { paths } from '#portal/lib/paths.ts';

beforeEach(setUpOrderFormApi);

describe('draft order form', () => {
  it('keeps the form and what was typed when refreshing the draft fails', async () => {
    let failing = false;
    const task = wireTask({ source: 'en-US', target: ['de-DE'], sourceDocumentIds: ['d1'], comment: 'saved' });
    server.use(
      http.get(`${API}/translationTasks/t1`, () =>
        failing ? HttpResponse.json({ message: 'Task store down' }, { status: 503 }) : HttpResponse.json(task),
      ),
      http.get(`${API}/translationTasks/t1/sourceDocuments/`, () =>
        HttpResponse.json([{ id: 'd1', filename: 'a.txt', length: 4, contentType: 'text/plain' }]),
      ),
    );
    const { user, queryClient } = renderWithProviders(<EditOrderPage />, {
      route: paths.editOrder.getHref('t1'),
      path: paths.editOrder.path,
      routes,
    });
    const comment = await screen.findByRole('textbox', { name: 'Comment' });
    await user.clear(comment);
    await user.type(comment, 'typed before the refresh');
    failing = true;
    await refetchAll(queryClient);
    expect(activeQueryFailed(queryClient)).toBe(true);
    expect(screen.queryByText('The draft could not be loaded')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('typed before the refresh');
  });

  it('asks before leaving while files are still uploading, and keeps the page on Stay', async () => {
    server.use(
      http.post(`${API}/documents/`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { user } = renderWithProviders(
      <>
        <NewOrderPage />
        <Link to="/orders">All orders</Link>
      </>,
      {
        route: paths.newOrder.getHref(),
        path: paths.newOrder.path,
        routes: [...routes, { path: paths.orders.path, element: <p>Orders list</p> }],
      },
    );
    await user.upload(screen.getByLabelText('Choose files', { selector: 'input' }), [
      new File(['hello'], 'slow.txt', { type: 'text/plain' }),
    ]);
    // The upload's row, then both buttons wait for it (the upload registers a moment after the drop).
    expect(await screen.findByText('slow.txt')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save draft' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Request quotes' })).toBeDisabled();

    await user.click(screen.getByRole('link', { name: 'All orders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave while files are uploading?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay and finish uploading' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('slow.txt')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'All orders' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave while files are uploading?' })).getByRole('button', {
        name: 'Leave and cancel uploads',
      }),
    );
    expect(await screen.findByText('Orders list')).toBeInTheDocument();
  }, 40_000);

  it('loads the existing tags again after they failed, keeping the form usable meanwhile', async () => {
    const tags = failsOnce(
      () => HttpResponse.json({ message: 'Boom' }, { status: 500 }),
      () => HttpResponse.json([{ id: 'urgent', color: '#ff0000' }]),
    );
    server.use(http.get(`${API}/tags/`, tags));
    const { user } = renderWithProviders(<NewOrderPage />, {
      route: paths.newOrder.getHref(),
      path: paths.newOrder.path,
      routes,
    });
    expect(
      await screen.findByText('Existing tags could not be loaded; you can still type new ones.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load existing tags again' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Load existing tags again' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Choose existing tags or type a new one and press Enter.')).toBeInTheDocument();
    expect(tags.calls()).toBe(2);
  }, 40_000);
});
