import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { findFailure, tryAgain } from '#portal/test/page-queries.harness.ts';
import { server } from '#portal/test/msw-server.harness.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { Component as OrderPage } from './order-page';
import { API } from '#portal/test/api.harness.ts';
import { setup, TASK_ID, registerOrderPageHooks, wireSourceDocument, wireTask } from './order-page.harness';
import { paths } from '#portal/lib/paths.ts';

// The sibling sections belong to other features and have their own tests.
vi.mock('#portal/features/quotes/components/quotes-section.tsx', () => ({ QuotesSection: () => null }));
vi.mock('#portal/features/analysis/components/analysis-section.tsx', () => ({ AnalysisSection: () => null }));

registerOrderPageHooks();

describe('order page header', () => {
  it('shows the order facts, with the comment as text', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: `Order ${TASK_ID}` })).toBeInTheDocument();
    const details = await screen.findByRole('region', { name: 'Order details' });
    expect(within(details).getByText(TASK_ID)).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: `Copy reference ${TASK_ID}` })).toBeInTheDocument();
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
    expect(await within(documents).findByRole('cell', { name: /^homepage\.txt/ })).toBeInTheDocument();
    expect(within(documents).getByRole('button', { name: 'Download homepage.txt' })).toBeInTheDocument();
  });

  it('is named by its document and languages once its documents are read, by its reference until then', async () => {
    let answer!: () => void;
    const read = new Promise<void>((resolve) => (answer = resolve));
    setup();
    server.use(
      http.get(`${API}/translationTasks/:id/sourceDocuments/`, async () => {
        await read;
        return HttpResponse.json([wireSourceDocument('doc-1')]);
      }),
    );
    // The order is shown: its title is not its comment meanwhile, and changes once.
    await screen.findByRole('region', { name: 'Order details' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(`Order ${TASK_ID}`);
    answer();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'homepage.txt into German (Germany) and French (France)' }),
    ).toBeInTheDocument();
    expect(screen.getByText(`Order ${TASK_ID}`)).toBeInTheDocument();
  });

  it('offers Order again, which opens the new-order form filled from this order', async () => {
    setup({ task: wireTask({ complete: true, progress: 'TRANSLATION_DELIVERED' }) });
    expect(await screen.findByRole('link', { name: 'Order again' })).toHaveAttribute(
      'href',
      `/orders/new?from=${TASK_ID}`,
    );
  });

  it('offers no Order again to reviewers, who place no orders', async () => {
    setup({ user: { roles: ['reviewer'] } });
    expect(await screen.findByRole('heading', { level: 1, name: `Order ${TASK_ID}` })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Order again' })).not.toBeInTheDocument();
  });
});

// The timeline itself: features/tasks/components/order-page/order-progress.test.tsx.
describe('order progress on the page', () => {
  const timeline = async () => within(await screen.findByRole('region', { name: 'Progress' }));

  it('offers no cancel for a cancelled order', async () => {
    setup({ task: wireTask({ complete: true, cancelled: true, progress: 'TASK_CANCELLED' }) });
    expect((await timeline()).getByText(/^Cancelled/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('shows an unknown progress value verbatim in the details too', async () => {
    setup({ task: wireTask({ complete: true, progress: 'AWAITING_MOON_PHASE' }) });
    await timeline();
    const details = screen.getByRole('region', { name: 'Order details' });
    expect(within(details).getByText('AWAITING_MOON_PHASE')).toBeInTheDocument();
  });

  it('shows the review step when the project requires review', async () => {
    setup({ task: wireTask({ complete: true, progress: 'ORDER_CONFIRMED' }), withReview: [] });
    const steps = await timeline();
    expect(await steps.findByText(/^In review/)).toBeInTheDocument();
  });
});

describe('loading states', () => {
  it('shows "order not found" with a way back for an unknown order', async () => {
    server.use(
      http.get(`${API}/translationTasks/:id`, () =>
        HttpResponse.json({ message: 'Translation task x not found' }, { status: 404 }),
      ),
      // Asked with the order (for its title), and as unknown.
      http.get(`${API}/translationTasks/:id/sourceDocuments/`, () =>
        HttpResponse.json({ message: 'Translation task x not found' }, { status: 404 }),
      ),
    );
    renderWithProviders(<OrderPage />, { route: paths.order.getHref(TASK_ID), path: paths.order.path });
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
    const alert = await findFailure('The order could not be loaded', 'Database unavailable');
    await tryAgain(user, alert);
    expect(await screen.findByRole('region', { name: 'Order details' })).toBeInTheDocument();
  });
});
