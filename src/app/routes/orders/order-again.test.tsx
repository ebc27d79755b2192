/** Order again: the new-order form filled from an order; deleted documents named; nothing created before saving. */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '#portal/test/api.harness.ts';
import { buildDocument } from '#test-support/factories/document';
import { wireTask } from '#test-support/factories/task';
import { server } from '#portal/test/msw-server.harness.ts';
import { buildReview, buildReviewIssue } from '#portal/test/reviews.harness.ts';
import { SERVER_MODE } from '#portal/test/runtime-config.harness.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { paths } from '#portal/lib/paths.ts';
import { orderFormStorageKey } from '#portal/features/tasks/components/order-form/use-stored-order-form.ts';
import { Component as NewOrderPage } from './new-order-page';
import { routes } from './order-pages.harness';
import {
  serveCreate,
  servePatch,
  setUpOrderFormApi,
  store,
} from '#portal/features/tasks/components/order-form/order-form.harness.tsx';

const delivered = wireTask({
  id: 't9',
  source: 'en-US',
  target: ['de-DE', 'fr-FR'],
  tags: ['urgent'],
  comment: 'Quarterly brochure, keep the tone friendly',
  email: 'pm@example.com',
  desiredDeadline: '2099-01-01T10:00:00Z',
  sourceDocumentIds: ['d1', 'd2'],
  complete: true,
  preparationComplete: true,
  progress: 'TRANSLATION_DELIVERED',
});

/** Methods and paths of every request that is not a GET. */
function writesSeen(): string[] {
  const writes: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'GET') writes.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return writes;
}

beforeEach(() => {
  setUpOrderFormApi();
  server.use(
    http.get(`${API}/translationTasks/t9`, () => HttpResponse.json(delivered)),
    http.get(`${API}/documents/d1`, () => HttpResponse.json(buildDocument({ id: 'd1', filename: 'brochure.docx' }))),
    http.get(`${API}/documents/d2`, () => HttpResponse.json({ message: 'Document d2 not found' }, { status: 404 })),
  );
});
afterEach(() => server.events.removeAllListeners());

function renderOrderAgain() {
  return renderWithProviders(<NewOrderPage />, {
    route: paths.newOrder.getHref({ from: 't9' }),
    path: paths.newOrder.path,
    routes,
  });
}

describe('order again', () => {
  it('fills the new-order form from the order, names the deleted document and creates nothing', async () => {
    const writes = writesSeen();
    // A new order typed meanwhile stays apart from the repeated one.
    store(orderFormStorageKey(undefined), { comment: 'Another order' });
    const { user } = renderOrderAgain();

    expect(await screen.findByRole('heading', { level: 1, name: 'Order t9 again' })).toBeInTheDocument();
    expect(await screen.findByText('brochure.docx')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Standard translation/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Source language' })).toHaveValue('English (United States) (en-US)');
    expect(screen.getByText('German (Germany) (de-DE)', { selector: '.mantine-Pill-label' })).toBeInTheDocument();
    expect(screen.getByText('French (France) (fr-FR)', { selector: '.mantine-Pill-label' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('Quarterly brochure, keep the tone friendly');
    expect(screen.getByRole('textbox', { name: 'Contact email' })).toHaveValue('pm@example.com');
    expect(screen.getByText('urgent', { selector: '.mantine-Pill-label' })).toBeInTheDocument();
    // The deadline is computed anew: the old one is not copied.
    expect(screen.getByRole('button', { name: 'Desired deadline' })).toHaveTextContent('Pick a date and time');
    expect(screen.queryByText('Unsaved entries restored')).not.toBeInTheDocument();

    const note = screen.getByRole('alert', { name: 'Source documents deleted' });
    expect(note).toHaveTextContent('This source document of order t9 has been deleted and is not offered again.');
    expect(within(note).getByRole('listitem')).toHaveTextContent('Document d2');
    expect(screen.queryByText('Document d2', { selector: '.mantine-Pill-label' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Comment' }), '!');
    expect(window.sessionStorage.getItem(orderFormStorageKey(undefined, 't9'))).toContain('keep the tone friendly!');
    expect(window.sessionStorage.getItem(orderFormStorageKey(undefined))).toContain('Another order');
    expect(writes).toEqual([]);
  });

  it('orders the filled form as a new order with the same languages and the documents that remain', async () => {
    const posts: unknown[] = [];
    const patches: Record<string, unknown>[] = [];
    const created = serveCreate('t10', posts);
    servePatch('t10', patches, (body) => HttpResponse.json({ ...created(), ...body }));
    const { user, router } = renderOrderAgain();
    expect(await screen.findByText('brochure.docx')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request quotes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request quotes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Request quotes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.order.getHref('t10')));
    expect(posts).toEqual([
      {
        features: ['default'],
        source: 'en-US',
        target: ['de-DE', 'fr-FR'],
        sourceDocumentIds: ['d1'],
        tags: ['urgent'],
        email: 'pm@example.com',
        comment: 'Quarterly brochure, keep the tone friendly',
      },
    ]);
    expect(patches).toEqual([{ complete: true }]);
    expect(window.sessionStorage.getItem(orderFormStorageKey(undefined, 't9'))).toBeNull();
  });

  it('says when the order cannot be loaded and loads it again on Try again', async () => {
    let fail = true;
    server.use(
      http.get(`${API}/translationTasks/t9`, () =>
        fail ? HttpResponse.json({ message: 'Bad request' }, { status: 400 }) : HttpResponse.json(delivered),
      ),
    );
    const { user } = renderOrderAgain();
    expect(await screen.findByText('Order t9 could not be loaded to order it again')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('brochure.docx')).toBeInTheDocument();
  });
});

describe('order again after a review asked for rework (server mode)', () => {
  it('orders only the reviewed language, with the review’s issues as instructions before the order’s comment', async () => {
    const review = buildReview([buildReviewIssue({ segmentIndex: 4, comment: 'Wrong term.' })], 1250, {
      id: 'r7',
      taskId: 't9',
      status: 'submitted',
      submittedAt: '2026-11-28T11:00:00Z',
      verdict: 'rework-needed',
      reason: 'The product names are wrong.',
    });
    server.use(
      http.get('*/bff/reviews', () => HttpResponse.json({ reviews: [review] })),
      http.get('*/bff/budgets/choices', () =>
        HttpResponse.json({ purchaseOrderRequired: false, costCentres: [], purchaseOrders: [] }),
      ),
    );
    renderWithProviders(<NewOrderPage />, {
      route: paths.newOrder.getHref({ from: 't9', review: 'r7' }),
      path: paths.newOrder.path,
      routes,
      config: SERVER_MODE,
    });
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Filled from the quality review of German (Germany): only German (Germany) is ordered',
    );
    const pill = { selector: '.mantine-Pill-label' };
    expect(screen.getByText('German (Germany) (de-DE)', pill)).toBeInTheDocument();
    expect(screen.queryByText('French (France) (fr-FR)', pill)).not.toBeInTheDocument();
    const comment = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Comment' });
    expect(comment.value).toMatch(
      /^Rework of the German \(Germany\) translation of order t9, after its quality review/,
    );
    expect(comment.value).toContain('\nReason: The product names are wrong.\n');
    expect(comment.value).toContain('\n1. Segment 5, Accuracy, Major: Wrong term.\n');
    expect(comment.value.endsWith('\n\nQuarterly brochure, keep the tone friendly')).toBe(true);
  });
});
