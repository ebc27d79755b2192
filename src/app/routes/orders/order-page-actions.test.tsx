import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { findFailure, openDialog } from '#portal/test/page-queries.harness.ts';
import { server } from '#portal/test/msw-server.harness.ts';
import { API } from '#portal/test/api.harness.ts';
import { setup, TASK_ID, registerOrderPageHooks, wireDelivery, wireTask } from './order-page.harness';

// The sibling sections belong to other features and have their own tests.
vi.mock('#portal/features/quotes/components/quotes-section.tsx', () => ({ QuotesSection: () => null }));
vi.mock('#portal/features/analysis/components/analysis-section.tsx', () => ({ AnalysisSection: () => null }));

registerOrderPageHooks();

/** The request that places the draft. */
const placeOrder = { method: 'PATCH', path: `/rest/api/translationTasks/${TASK_ID}`, body: { complete: true } };

describe('draft actions', () => {
  it('shows the service field error when ordering without documents', async () => {
    const { user, sent } = setup({ task: wireTask({ sourceDocumentIds: [] }) });
    expect(await screen.findByRole('link', { name: 'Edit draft' })).toHaveAttribute('href', `/orders/${TASK_ID}/edit`);
    await user.click(screen.getByRole('button', { name: 'Request quotes' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Request quotes' }));
    await findFailure('The order could not be placed', 'Add at least one source document');
    expect(sent).toEqual([placeOrder]);
  });

  it('places a draft that has its documents and shows that it is being prepared', async () => {
    const { user, sent } = setup();
    const dialog = await openDialog(user, 'Request quotes', 'Request quotes?');
    expect(dialog).toHaveTextContent('The translation service asks the vendors set up for this.');
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Request quotes' }));
    expect(
      await screen.findByText('Order placed. The documents are being prepared; then the vendors are asked for quotes.'),
    ).toBeVisible();
    expect(screen.queryByText('The order could not be placed')).not.toBeInTheDocument();
    expect(sent).toEqual([placeOrder]);
  });

  it('deletes a draft only after confirmation, then goes to the orders', async () => {
    const { user, sent } = setup();
    const dialog = await openDialog(user, 'Delete', 'Delete this draft?');
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
    expect(screen.queryByRole('button', { name: 'Request quotes' })).not.toBeInTheDocument();
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
