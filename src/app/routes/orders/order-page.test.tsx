import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { findFailure, tryAgain } from '../../../test/page-queries.harness';
import { server } from '../../../test/msw-server.harness';
import { renderWithProviders } from '../../../test/render-with-providers.harness';
import { Component as OrderPage } from './order-page';
import { API } from '../../../test/api.harness';
import { setup, TASK_ID, registerOrderPageHooks, wireTask } from './order-page.harness';
import { paths } from '../../../lib/paths';

// The sibling sections belong to other features and have their own tests.
vi.mock('../../../features/quotes/components/quotes-section', () => ({ QuotesSection: () => null }));
vi.mock('../../../features/analysis/components/analysis-section', () => ({ AnalysisSection: () => null }));

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
    expect(await within(documents).findByRole('cell', { name: 'homepage.txt' })).toBeInTheDocument();
    expect(within(documents).getByRole('button', { name: 'Download homepage.txt' })).toBeInTheDocument();
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

describe('loading states', () => {
  it('shows "order not found" with a way back for an unknown order', async () => {
    server.use(
      http.get(`${API}/translationTasks/:id`, () =>
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
