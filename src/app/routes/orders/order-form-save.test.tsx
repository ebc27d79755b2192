/** Saving: draft and order, new and existing, what the service receives and where the form goes next. */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '#portal/test/api.harness.ts';
import { server } from '#portal/test/msw-server.harness.ts';
import { openDialog } from '#portal/test/page-queries.harness.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { Component as EditOrderPage } from './edit-order-page';
import { Component as NewOrderPage } from './new-order-page';
import { orderFormStorageKey } from '#portal/features/tasks/components/order-form/use-stored-order-form.ts';
import { routes } from './order-pages.harness';
import {
  choose,
  serveCreate,
  serveDraft,
  servePatch,
  setUpOrderFormApi,
  store,
  wireDocuments,
  wireTask,
} from '#portal/features/tasks/components/order-form/order-form.harness.tsx';
import { paths } from '#portal/lib/paths.ts';

beforeEach(setUpOrderFormApi);

describe('new order form', () => {
  it('saves a draft (POST), continues on the draft page and saves again with PATCH', async () => {
    const posts: unknown[] = [];
    const patches: Record<string, unknown>[] = [];
    const created = serveCreate('t1', posts);
    let current: Record<string, unknown> | undefined;
    serveDraft('t1', () => current ?? created());
    servePatch('t1', patches, (body) => {
      current = wireTask({ ...(current ?? created()), ...body });
      return HttpResponse.json(current);
    });
    const { user, router } = renderWithProviders(<NewOrderPage />, {
      route: paths.newOrder.getHref(),
      path: paths.newOrder.path,
      routes,
    });
    await choose(user, 'Source language', 'English (United States) (en-US)');
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'First draft');
    const save = screen.getByRole('button', { name: 'Save draft' });
    await user.dblClick(save);

    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/t1/edit'));
    expect(posts).toEqual([
      {
        features: ['default'],
        source: 'en-US',
        target: [],
        sourceDocumentIds: [],
        tags: [],
        email: 'olivia@example.com',
        comment: 'First draft',
      },
    ]);
    expect(window.sessionStorage.getItem(orderFormStorageKey(undefined))).toBeNull();

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit draft order' })).toBeInTheDocument();
    const comment = await screen.findByRole('textbox', { name: 'Comment' });
    expect(comment).toHaveValue('First draft');
    await user.clear(comment);
    await user.type(comment, 'Second draft');
    await choose(user, 'Target languages', 'German (Germany) (de-DE)');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({
      features: ['default'],
      source: 'en-US',
      target: ['de-DE'],
      projectId: null,
      sourceDocumentIds: [],
      desiredDeadline: null,
      email: 'olivia@example.com',
      comment: 'Second draft',
      tags: [],
    });
    expect(posts).toHaveLength(1);
  }, 40_000);
});

describe('new order form after a lost answer', () => {
  it('finds the draft a save created whose answer never arrived, instead of creating a second one', async () => {
    const posts: unknown[] = [];
    let created: Record<string, unknown> | null = null;
    server.use(
      http.post(`${API}/translationTasks/`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        posts.push(body);
        created = wireTask({ ...body, id: 't1', createdAt: new Date().toISOString() });
        // The service made the task, but the connection dropped before the answer.
        return HttpResponse.error();
      }),
      http.get(`${API}/translationTasks/`, () =>
        HttpResponse.json([wireTask({ id: 'old', comment: 'Brochure', createdAt: '2020-01-01T00:00:00Z' }), created]),
      ),
    );
    serveDraft('t1', () => created);
    const { user, router } = renderWithProviders(<NewOrderPage />, {
      route: paths.newOrder.getHref(),
      path: paths.newOrder.path,
      routes,
    });
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'Brochure');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/t1/edit'));
    expect(posts).toHaveLength(1);
  }, 40_000);
});

describe('new order form created but not placed', () => {
  it('continues on the draft when the order was created but could not be placed, and says why there', async () => {
    const posts: unknown[] = [];
    const patches: Record<string, unknown>[] = [];
    const created = serveCreate('t1', posts);
    servePatch('t1', patches, () =>
      HttpResponse.json(
        [{ message: 'Validation failed | minCount | sourceDocumentIds' }, { message: 'No vendor takes this pair' }],
        { status: 400 },
      ),
    );
    serveDraft('t1', created, wireDocuments(['d1', 'gone.txt']));
    store(orderFormStorageKey(undefined), {
      source: 'en-US',
      target: ['de-DE'],
      documents: [{ id: 'd1', filename: 'gone.txt', length: 4 }],
    });
    const { user, router } = renderWithProviders(<NewOrderPage />, {
      route: paths.newOrder.getHref(),
      path: paths.newOrder.path,
      routes,
    });
    await user.click(screen.getByRole('button', { name: 'Request quotes' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Request quotes?' })).getByRole('button', {
        name: 'Request quotes',
      }),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/t1/edit'));
    expect(posts).toHaveLength(1);
    expect(patches).toEqual([{ complete: true }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit draft order' })).toBeInTheDocument();
    const documents = await screen.findByRole('region', { name: 'What to translate' });
    expect(await within(documents).findByRole('alert')).toHaveTextContent('Add at least one source document.');
    const formError = screen.getByRole('alert', { name: 'The order could not be saved' });
    expect(formError).toHaveTextContent('No vendor takes this pair');
    expect(formError).not.toHaveTextContent('Validation failed');
    expect(window.sessionStorage.getItem(orderFormStorageKey(undefined))).toBeNull();
  }, 40_000);
});

describe('draft order form', () => {
  it('shows the service refusing an order without documents on the documents field', async () => {
    const bodies: Record<string, unknown>[] = [];
    const task = wireTask({ source: 'en-US', target: ['de-DE'], sourceDocumentIds: ['d1'] });
    serveDraft('t1', () => task, wireDocuments(['d1', 'gone.txt']));
    servePatch('t1', bodies, (body) =>
      body.complete
        ? HttpResponse.json([{ message: 'Validation failed | minCount | sourceDocumentIds' }], { status: 400 })
        : HttpResponse.json(task),
    );
    const { user, router } = renderWithProviders(<EditOrderPage />, {
      route: paths.editOrder.getHref('t1'),
      path: paths.editOrder.path,
      routes,
    });
    expect(await screen.findByText('gone.txt')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request quotes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request quotes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Request quotes' }));

    const documents = screen.getByRole('region', { name: 'What to translate' });
    expect(await within(documents).findByRole('alert')).toHaveTextContent('Add at least one source document.');
    expect(bodies.map((b) => Object.keys(b).includes('complete'))).toEqual([false, true]);
    expect(router.state.location.pathname).toBe('/orders/t1/edit');
  });

  it('orders a draft and goes to the order page', async () => {
    const bodies: Record<string, unknown>[] = [];
    const task = wireTask({ source: 'en-US', target: ['de-DE'], sourceDocumentIds: ['d1'] });
    serveDraft('t1', () => task, wireDocuments(['d1', 'a.txt']));
    servePatch('t1', bodies, (body) =>
      HttpResponse.json(body.complete ? { ...task, complete: true, progress: 'IN_PREPARATION' } : task),
    );
    store(orderFormStorageKey('t1'), {
      source: 'en-US',
      target: ['de-DE'],
      comment: 'typed',
      documents: [{ id: 'd1', filename: 'a.txt', length: 4 }],
    });
    const { user, router } = renderWithProviders(<EditOrderPage />, {
      route: paths.editOrder.getHref('t1'),
      path: paths.editOrder.path,
      routes,
    });
    const dialog = await openDialog(user, 'Request quotes', 'Request quotes?');
    expect(dialog).toHaveTextContent(
      'The vendors are asked for quotes for English (United States) → German (Germany).',
    );
    expect(dialog).toHaveTextContent('Nothing is charged until you accept a quote, one per language.');
    await user.click(within(dialog).getByRole('button', { name: 'Request quotes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/t1'));
    expect(bodies).toEqual([
      expect.objectContaining({ comment: 'typed', sourceDocumentIds: ['d1'] }),
      { complete: true },
    ]);
    expect(window.sessionStorage.getItem(orderFormStorageKey('t1'))).toBeNull();
  });
});
