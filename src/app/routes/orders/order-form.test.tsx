import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { Link } from 'react-router';
import { API } from '../../../test/api';
import { wireTask as sharedWireTask } from '../../../test/factories';
import { server } from '../../../test/msw-server';
import { renderWithProviders, activeQueryFailed, refetchAll } from '../../../test/render-with-providers';
import { Component as EditOrderPage } from './edit-order-page';
import { Component as NewOrderPage } from './new-order-page';
import { orderFormStorageKey } from '../../../features/tasks/components/order-form/form-storage';

const wireTask = (overrides: Record<string, unknown> = {}) =>
  sharedWireTask({ source: null, target: [], ...overrides });

const storedValues = (values: Record<string, unknown>) => ({
  kind: 'standard',
  sourceText: '',
  documents: [],
  projectId: null,
  source: null,
  target: [],
  desiredDeadline: null,
  email: 'olivia@example.com',
  comment: '',
  tags: [],
  ...values,
});

function store(key: string, values: Record<string, unknown>) {
  window.sessionStorage.setItem(key, JSON.stringify({ sub: 'user-1', values: storedValues(values) }));
}

function useCommonHandlers() {
  server.use(
    http.get(`${API}/projects/`, () => HttpResponse.json([])),
    http.get(`${API}/translationTasks/:id/analysis`, () => HttpResponse.json([])),
    http.get(`${API}/tags/`, () => HttpResponse.json([{ id: 'urgent', color: '#ff0000' }])),
  );
}

async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const routes = [
  { path: '/orders/:taskId/edit', element: <EditOrderPage /> },
  { path: '/orders/:taskId', element: <p>Order page</p> },
];

beforeEach(() => {
  useCommonHandlers();
});

describe('new order form', () => {
  it('refuses a source that is also a target, a missing target and missing documents', async () => {
    const { user } = renderWithProviders(<NewOrderPage />, { route: '/orders/new', path: '/orders/new', routes });
    await choose(user, 'Source language', 'German (Germany) · de-DE');
    await user.click(screen.getByRole('button', { name: 'Order' }));
    expect(await screen.findByText('Choose at least one target language.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Add at least one source document.');

    await choose(user, 'Target languages', 'French (France) · fr-FR');
    // The source is not offered as a target; choosing another source that is already a target is refused.
    expect(screen.queryByRole('option', { name: 'German (Germany) · de-DE' })).not.toBeInTheDocument();
    await choose(user, 'Source language', 'French (France) · fr-FR');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('The source language cannot also be a target language.')).toBeInTheDocument();
  });

  it('refuses a deadline in the past', async () => {
    store(orderFormStorageKey(undefined), {
      source: 'en-US',
      target: ['de-DE'],
      documents: [{ id: 'd1', filename: 'a.txt', length: 3 }],
      desiredDeadline: '2020-01-01 10:00:00',
    });
    const { user } = renderWithProviders(<NewOrderPage />, { route: '/orders/new', path: '/orders/new', routes });
    await user.click(screen.getByRole('button', { name: 'Order' }));
    expect(await screen.findByText('The deadline must lie in the future.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('restores unsaved values from sessionStorage, including uploaded documents', () => {
    store(orderFormStorageKey(undefined), {
      source: 'en-US',
      target: ['de-DE', 'fr-FR'],
      comment: 'Keep the tone friendly',
      documents: [{ id: 'd1', filename: 'brochure.docx', length: 1200 }],
    });
    renderWithProviders(<NewOrderPage />, { route: '/orders/new', path: '/orders/new', routes });
    expect(screen.getByText('Unsaved entries restored')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('Keep the tone friendly');
    expect(screen.getByRole('combobox', { name: 'Source language' })).toHaveValue('English (United States) · en-US');
    expect(screen.getByText('German (Germany) · de-DE', { selector: '.mantine-Pill-label' })).toBeInTheDocument();
    expect(screen.getByText('brochure.docx')).toBeInTheDocument();
  });

  it('ignores values another user left in sessionStorage', () => {
    window.sessionStorage.setItem(
      orderFormStorageKey(undefined),
      JSON.stringify({ sub: 'someone-else', values: storedValues({ comment: 'Not yours' }) }),
    );
    renderWithProviders(<NewOrderPage />, { route: '/orders/new', path: '/orders/new', routes });
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('');
    expect(screen.queryByText('Unsaved entries restored')).not.toBeInTheDocument();
  });

  it('saves a draft (POST), continues on the draft page and saves again with PATCH', async () => {
    const posts: unknown[] = [];
    const patches: unknown[] = [];
    let current = wireTask();
    server.use(
      http.post(`${API}/translationTasks/`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        posts.push(body);
        current = wireTask({ ...body, id: 't1' });
        return HttpResponse.json(current, { status: 201 });
      }),
      http.get(`${API}/translationTasks/t1`, () => HttpResponse.json(current)),
      http.get(`${API}/translationTasks/t1/sourceDocuments/`, () => HttpResponse.json([])),
      http.patch(`${API}/translationTasks/t1`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        patches.push(body);
        current = wireTask({ ...current, ...body });
        return HttpResponse.json(current);
      }),
    );
    const { user, router } = renderWithProviders(<NewOrderPage />, {
      route: '/orders/new',
      path: '/orders/new',
      routes,
    });
    await choose(user, 'Source language', 'English (United States) · en-US');
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
    await choose(user, 'Target languages', 'German (Germany) · de-DE');
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
  });
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
      http.get(`${API}/translationTasks/t1`, () => HttpResponse.json(created)),
      http.get(`${API}/translationTasks/t1/sourceDocuments/`, () => HttpResponse.json([])),
    );
    const { user, router } = renderWithProviders(<NewOrderPage />, {
      route: '/orders/new',
      path: '/orders/new',
      routes,
    });
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'Brochure');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/t1/edit'));
    expect(posts).toHaveLength(1);
  }, 40_000);
});

describe('draft order form', () => {
  it('shows the service refusing an order without documents on the documents field', async () => {
    const bodies: Record<string, unknown>[] = [];
    const task = wireTask({ source: 'en-US', target: ['de-DE'], sourceDocumentIds: ['d1'] });
    server.use(
      http.get(`${API}/translationTasks/t1`, () => HttpResponse.json(task)),
      http.get(`${API}/translationTasks/t1/sourceDocuments/`, () =>
        HttpResponse.json([{ id: 'd1', filename: 'gone.txt', length: 4, contentType: 'text/plain' }]),
      ),
      http.patch(`${API}/translationTasks/t1`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (body.complete) {
          return HttpResponse.json([{ message: 'Validation failed | minCount | sourceDocumentIds' }], { status: 400 });
        }
        return HttpResponse.json(task);
      }),
    );
    const { user, router } = renderWithProviders(<EditOrderPage />, {
      route: '/orders/t1/edit',
      path: '/orders/:taskId/edit',
      routes,
    });
    expect(await screen.findByText('gone.txt')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Place this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));

    const documents = screen.getByRole('region', { name: 'What to translate' });
    expect(await within(documents).findByRole('alert')).toHaveTextContent(
      'The service needs at least one source document.',
    );
    expect(bodies.map((b) => Object.keys(b).includes('complete'))).toEqual([false, true]);
    expect(router.state.location.pathname).toBe('/orders/t1/edit');
  });

  it('orders a draft and goes to the order page', async () => {
    const bodies: Record<string, unknown>[] = [];
    const task = wireTask({ source: 'en-US', target: ['de-DE'], sourceDocumentIds: ['d1'] });
    server.use(
      http.get(`${API}/translationTasks/t1`, () => HttpResponse.json(task)),
      http.get(`${API}/translationTasks/t1/sourceDocuments/`, () =>
        HttpResponse.json([{ id: 'd1', filename: 'a.txt', length: 4, contentType: 'text/plain' }]),
      ),
      http.patch(`${API}/translationTasks/t1`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return HttpResponse.json(body.complete ? { ...task, complete: true, progress: 'IN_PREPARATION' } : task);
      }),
    );
    store(orderFormStorageKey('t1'), {
      source: 'en-US',
      target: ['de-DE'],
      comment: 'typed',
      documents: [{ id: 'd1', filename: 'a.txt', length: 4 }],
    });
    const { user, router } = renderWithProviders(<EditOrderPage />, {
      route: '/orders/t1/edit',
      path: '/orders/:taskId/edit',
      routes,
    });
    await user.click(await screen.findByRole('button', { name: 'Order' }));
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/t1'));
    expect(bodies).toEqual([
      expect.objectContaining({ comment: 'typed', sourceDocumentIds: ['d1'] }),
      { complete: true },
    ]);
    expect(window.sessionStorage.getItem(orderFormStorageKey('t1'))).toBeNull();
  });

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
      route: '/orders/t1/edit',
      path: '/orders/:taskId/edit',
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
        route: '/orders/new',
        path: '/orders/new',
        routes: [...routes, { path: '/orders', element: <p>Orders list</p> }],
      },
    );
    await user.upload(screen.getByLabelText('Choose files', { selector: 'input' }), [
      new File(['hello'], 'slow.txt', { type: 'text/plain' }),
    ]);
    expect(await screen.findByRole('button', { name: 'Save draft' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Order' })).toBeDisabled();

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
    let attempts = 0;
    server.use(
      http.get(`${API}/tags/`, () => {
        attempts += 1;
        return attempts === 1
          ? HttpResponse.json({ message: 'Boom' }, { status: 500 })
          : HttpResponse.json([{ id: 'urgent', color: '#ff0000' }]);
      }),
    );
    const { user } = renderWithProviders(<NewOrderPage />, { route: '/orders/new', path: '/orders/new', routes });
    expect(
      await screen.findByText('Existing tags could not be loaded; you can still type new ones.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load existing tags again' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Load existing tags again' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Choose existing tags or type a new one and press Enter.')).toBeInTheDocument();
    expect(attempts).toBe(2);
  }, 40_000);
});
