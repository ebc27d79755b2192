import { act, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { http, HttpResponse } from 'msw';
import { configureApiClient } from '../../../lib/api/http-client';
import { server } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { taskQueries } from '../api/task-queries';
import { Component as OrderPage } from './order-page';

// The sibling sections belong to other features and have their own tests.
vi.mock('../../quotes/components/quotes-section', () => ({ QuotesSection: () => null }));
vi.mock('../../analysis/components/analysis-section', () => ({ AnalysisSection: () => null }));

const API = 'http://api.test/rest/api';
const TASK_ID = '65f0a1b2c3d4e5f6a7b8c9d0';

function wireTask(overrides: Record<string, unknown> = {}) {
  return {
    id: TASK_ID,
    source: 'en-US',
    target: ['de-DE', 'fr-FR'],
    createdAt: '2025-03-01T09:00:00Z',
    desiredDeadline: '2025-03-10T16:30:00Z',
    complete: false,
    preparationComplete: false,
    cancelled: false,
    email: 'olivia@example.com',
    sourceDocumentIds: ['doc-1'],
    comment: '<b>Keep</b> the brand names',
    quoteIds: [],
    progress: 'NEW',
    projectId: 'p-1',
    workflowConfig: { mode: 'AUTO' },
    tags: ['marketing', 'urgent'],
    features: ['default'],
    ...overrides,
  };
}

function wireDelivery(id: string, target: string, state: string) {
  return { id, state, target, translationTaskId: TASK_ID, targetDocumentIds: [] };
}

interface Setup {
  task?: Record<string, unknown>;
  deliveries?: unknown[];
  user?: { roles: ('orderer' | 'admin' | 'reviewer')[] };
  /** Replaces the GET of the task, e.g. to fail it. */
  getTask?: () => Response;
  /** The project's `withReview`: null means no review. */
  withReview?: string[] | null;
}

function setup({ task = wireTask(), deliveries = [], user, getTask, withReview = null }: Setup = {}) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  let current = task;
  server.use(
    http.get(`${API}/translationTasks/:id`, () => (getTask ? getTask() : HttpResponse.json(current))),
    http.patch(`${API}/translationTasks/:id`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push({ method: 'PATCH', path: new URL(request.url).pathname, body });
      if (body.complete === true)
        return HttpResponse.json([{ message: 'Validation failed | minCount | sourceDocumentIds' }], { status: 400 });
      if (body.cancelled === true) current = { ...current, cancelled: true, progress: 'TASK_CANCELLED' };
      return HttpResponse.json(current);
    }),
    http.delete(`${API}/translationTasks/:id`, ({ request }) => {
      sent.push({ method: 'DELETE', path: new URL(request.url).pathname, body: null });
      return HttpResponse.json(current);
    }),
    http.get(`${API}/translationTasks/:id/sourceDocuments/`, () =>
      HttpResponse.json([
        {
          id: 'doc-1',
          filename: 'homepage.txt',
          length: 2048,
          contentType: 'text/plain',
          createdAt: '2025-03-01T09:00:00Z',
        },
      ]),
    ),
    http.get(`${API}/translationTasks/:id/translationDeliveries`, () => HttpResponse.json(deliveries)),
    http.get(`${API}/translationTasks/:id/targetDocuments`, () => HttpResponse.json([])),
    http.get(`${API}/translationTasks/:id/quoteEnquiries`, () => HttpResponse.json([])),
    http.get(`${API}/translationTasks/:id/analysis`, () => HttpResponse.json([])),
    http.get(`${API}/projects/p-1`, () =>
      HttpResponse.json({ id: 'p-1', name: 'Marketing website', withReview, availableLanguages: [] }),
    ),
    http.get(`${API}/tags/`, () =>
      HttpResponse.json([
        { id: 'marketing', color: '#e8590c' },
        { id: 'urgent', color: '#c92a2a' },
      ]),
    ),
  );
  const view = renderWithProviders(<OrderPage />, {
    route: `/orders/${TASK_ID}`,
    path: '/orders/:taskId',
    routes: [{ path: '/orders', element: <p>All orders</p> }],
    ...(user ? { user } : {}),
  });
  return {
    ...view,
    sent,
    setTask: (next: Record<string, unknown>) => {
      current = next;
    },
  };
}

afterEach(() => {
  // Mantine's notification store outlives a test's render.
  act(() => {
    notifications.clean();
    notifications.cleanQueue();
  });
});

beforeEach(() => {
  configureApiClient({ baseUrl: 'http://api.test', getAccessToken: () => Promise.resolve('tok') });
});

describe('order page header', () => {
  it('shows the order facts, with the comment as text', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: `Order ${TASK_ID}` })).toBeInTheDocument();
    const details = await screen.findByRole('region', { name: 'Order details' });
    expect(within(details).getByText(TASK_ID)).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Copy reference' })).toBeInTheDocument();
    expect(
      within(details).getByText('English (United States) (en-US) → German (Germany) (de-DE), French (France) (fr-FR)'),
    ).toBeInTheDocument();
    expect(within(details).getByText('Standard translation')).toBeInTheDocument();
    expect(await within(details).findByRole('link', { name: 'Marketing website' })).toHaveAttribute(
      'href',
      '/projects/p-1',
    );
    expect(within(details).getByText(/Mar 10, 2025/)).toBeInTheDocument();
    expect(within(details).getByText('marketing')).toBeInTheDocument();
    expect(within(details).getByText('urgent')).toBeInTheDocument();
    expect(within(details).getByText('olivia@example.com')).toBeInTheDocument();
    expect(within(details).getByText('<b>Keep</b> the brand names')).toBeInTheDocument();
    const documents = screen.getByRole('region', { name: 'Source documents' });
    expect(await within(documents).findByRole('cell', { name: 'homepage.txt' })).toBeInTheDocument();
    expect(within(documents).getByRole('button', { name: 'Download homepage.txt' })).toBeInTheDocument();
  });

  it('says "project default" when the order has no deadline of its own', async () => {
    setup({ task: wireTask({ desiredDeadline: null }) });
    const details = await screen.findByRole('region', { name: 'Order details' });
    expect(within(details).getByText('Project default')).toBeInTheDocument();
  });
});

describe('order progress timeline', () => {
  const timeline = async () => within(await screen.findByRole('region', { name: 'Progress' }));

  it('marks the current step of a standard order', async () => {
    setup({ task: wireTask({ complete: true, progress: 'COMPLETE_AND_PREPARED', quoteIds: ['q1'] }) });
    const steps = await timeline();
    const items = steps.getAllByRole('listitem');
    const labels = [
      'Draft',
      'Preparing documents',
      'Quotes requested',
      'Quote accepted',
      'Sent to the vendor',
      'In translation',
      'Delivered',
    ];
    expect(items).toHaveLength(labels.length);
    labels.forEach((label, i) => expect(items[i]).toHaveTextContent(new RegExp(`^${label} \\(`)));
    const current = items.find((i) => i.getAttribute('aria-current') === 'step');
    expect(current).toHaveTextContent('Quotes requested (current step)');
    expect(current).toHaveTextContent('The vendors were asked for quotes; accept one per language.');
    expect(items[0]).toHaveTextContent('Draft (completed)');
    expect(items.at(-1)).toHaveTextContent('Delivered (not reached yet)');
  });

  it('shows a cancelled order as cancelled', async () => {
    setup({ task: wireTask({ complete: true, cancelled: true, progress: 'TASK_CANCELLED' }) });
    const steps = await timeline();
    expect(steps.getAllByRole('listitem')).toHaveLength(2);
    expect(steps.getByText(/^Cancelled/)).toBeInTheDocument();
    expect(steps.getByText('The order was cancelled and the vendors were informed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('shows a failed preparation', async () => {
    setup({ task: wireTask({ complete: true, progress: 'PREPARATION_FAILED' }) });
    const steps = await timeline();
    const current = steps.getAllByRole('listitem').find((i) => i.getAttribute('aria-current') === 'step');
    expect(current).toHaveTextContent('Preparation failed');
    expect(current).toHaveTextContent('The documents could not be converted or analysed.');
  });

  it('shows an unknown progress value verbatim', async () => {
    setup({ task: wireTask({ complete: true, progress: 'AWAITING_MOON_PHASE' }) });
    const steps = await timeline();
    expect(
      steps.getByText('The service reports the status AWAITING_MOON_PHASE, which this portal does not know yet.'),
    ).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Order details' });
    expect(within(details).getByText('AWAITING_MOON_PHASE')).toBeInTheDocument();
  });

  it('shows the review step when the project requires review', async () => {
    setup({ task: wireTask({ complete: true, progress: 'ORDER_CONFIRMED' }), withReview: [] });
    const steps = await timeline();
    expect(await steps.findByText(/^In review/)).toBeInTheDocument();
  });
});

describe('draft actions', () => {
  it('shows the service field error when ordering without documents', async () => {
    const { user, sent } = setup({ task: wireTask({ sourceDocumentIds: [] }) });
    expect(await screen.findByRole('link', { name: 'Edit draft' })).toHaveAttribute('href', `/orders/${TASK_ID}/edit`);
    await user.click(screen.getByRole('button', { name: 'Order' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The order could not be placed');
    expect(alert).toHaveTextContent('Add at least one source document');
    expect(sent).toEqual([
      { method: 'PATCH', path: `/rest/api/translationTasks/${TASK_ID}`, body: { complete: true } },
    ]);
  });

  it('deletes a draft only after confirmation, then goes to the orders', async () => {
    const { user, sent } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this draft?' });
    expect(dialog).toHaveTextContent(`Order ${TASK_ID} and its settings are removed.`);
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this draft?' })).getByRole('button', {
        name: 'Delete order',
      }),
    );
    expect(await screen.findByText('All orders')).toBeInTheDocument();
    expect(await screen.findByText(`Order ${TASK_ID} was deleted.`)).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'DELETE', path: `/rest/api/translationTasks/${TASK_ID}`, body: null }]);
  });

  it('counts a delete answered with not found as done: an earlier delete whose answer was lost removed the draft', async () => {
    const { user } = setup();
    let deletes = 0;
    server.use(
      http.delete(`${API}/translationTasks/:id`, () => {
        deletes += 1;
        return deletes === 1
          ? HttpResponse.error()
          : HttpResponse.json([{ message: 'Translation task not found' }], { status: 404 });
      }),
    );
    const confirmDeletion = async () => {
      await user.click(await screen.findByRole('button', { name: 'Delete' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Delete this draft?' })).getByRole('button', {
          name: 'Delete order',
        }),
      );
    };
    await confirmDeletion();
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be deleted');
    await confirmDeletion();
    expect(await screen.findByText('All orders')).toBeInTheDocument();
    expect(await screen.findByText(`Order ${TASK_ID} was deleted.`)).toBeInTheDocument();
    expect(deletes).toBe(2);
  });

  it('offers no actions to reviewers', async () => {
    setup({ user: { roles: ['reviewer'] } });
    expect(await screen.findByText('You can look at this order; only orderers can change it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit draft' })).not.toBeInTheDocument();
  });
});

describe('cancelling', () => {
  it('cancels after a confirmation that says what happens', async () => {
    const { user, sent } = setup({
      task: wireTask({ complete: true, progress: 'ORDER_CONFIRMED' }),
      deliveries: [wireDelivery('d1', 'de-DE', 'NEW'), wireDelivery('d2', 'fr-FR', 'NEW')],
    });
    const cancel = await screen.findByRole('button', { name: 'Cancel order' });
    await waitFor(() => expect(cancel).toBeEnabled());
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(cancel);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveTextContent('The vendors are informed that the order is cancelled');
    expect(dialog).toHaveTextContent('the order disappears from your order list');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText(`Order ${TASK_ID} was cancelled.`)).toBeInTheDocument();
    expect(sent).toEqual([
      { method: 'PATCH', path: `/rest/api/translationTasks/${TASK_ID}`, body: { cancelled: true } },
    ]);
    const details = screen.getByRole('region', { name: 'Order details' });
    expect(await within(details).findByText('Cancelled')).toBeInTheDocument();
  });

  it('is disabled with an explanation once a language was delivered', async () => {
    setup({
      task: wireTask({ complete: true, progress: 'ORDER_CONFIRMED' }),
      deliveries: [wireDelivery('d1', 'de-DE', 'DELIVERED'), wireDelivery('d2', 'fr-FR', 'NEW')],
    });
    const cancel = await screen.findByRole('button', { name: 'Cancel order' });
    await waitFor(() => expect(cancel).toBeDisabled());
    expect(cancel).toHaveAccessibleDescription(
      'A language has already been delivered, so the whole order can no longer be cancelled. To stop a single language, cancel its accepted quote in the quotes section.',
    );
  });
});

describe('loading states', () => {
  it('shows "order not found" with a way back for an unknown order', async () => {
    server.use(
      http.get(`${API}/translationTasks/:id`, () =>
        HttpResponse.json({ message: 'Translation task x not found' }, { status: 404 }),
      ),
    );
    renderWithProviders(<OrderPage />, { route: `/orders/${TASK_ID}`, path: '/orders/:taskId' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute('href', '/orders');
  });

  it('shows what failed and retries', async () => {
    let calls = 0;
    const { user } = setup({
      getTask: () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Database unavailable' }, { status: 503 })
          : HttpResponse.json(wireTask());
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The order could not be loaded');
    expect(alert).toHaveTextContent('Database unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Order details' })).toBeInTheDocument();
  });
});

describe('delivery notice', () => {
  it('tells the user, also on the desktop when allowed, when the open order gets delivered', async () => {
    const shown: { title: string; body: string | undefined }[] = [];
    class FakeNotification {
      static permission: NotificationPermission = 'granted';
      static requestPermission = vi.fn(() => Promise.resolve<NotificationPermission>('granted'));
      constructor(title: string, options?: NotificationOptions) {
        shown.push({ title, body: options?.body });
      }
    }
    vi.stubGlobal('Notification', FakeNotification);
    try {
      const { setTask, queryClient } = setup({ task: wireTask({ complete: true, progress: 'ORDER_CONFIRMED' }) });
      expect(await screen.findByRole('region', { name: 'Progress' })).toBeInTheDocument();
      expect(screen.getByText('You will get a desktop notification when this order is delivered.')).toBeInTheDocument();
      expect(shown).toEqual([]);

      setTask(wireTask({ complete: true, progress: 'TRANSLATION_DELIVERED' }));
      await act(() => queryClient.invalidateQueries({ queryKey: taskQueries.detail(TASK_ID).queryKey }));
      expect(await screen.findByText('Translation delivered')).toBeInTheDocument();
      expect(
        screen.getByText(`Order ${TASK_ID} has been delivered. The documents are ready for download.`),
      ).toBeInTheDocument();
      expect(shown).toEqual([
        {
          title: 'Translation delivered',
          body: `Order ${TASK_ID} has been delivered. The documents are ready for download.`,
        },
      ]);
      expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('asks for desktop notifications only after a click', async () => {
    const requestPermission = vi.fn(() => Promise.resolve<NotificationPermission>('granted'));
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    try {
      const { user } = setup({ task: wireTask({ complete: true, progress: 'ORDER_CONFIRMED' }) });
      const button = await screen.findByRole('button', { name: 'Notify me on my desktop' });
      expect(requestPermission).not.toHaveBeenCalled();
      await user.click(button);
      expect(requestPermission).toHaveBeenCalledTimes(1);
      expect(
        await screen.findByText('You will get a desktop notification when this order is delivered.'),
      ).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
