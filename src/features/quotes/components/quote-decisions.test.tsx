import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { deliveryListSchema } from '#contract/delivery';
import type { Quote } from '#contract/quote';
import { API } from '#portal/test/api.harness.ts';
import { server } from '#portal/test/msw-server.harness.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { buildEnquiry, buildQuote } from '#test-support/factories/quote';
import { buildQuotingTask } from '#test-support/factories/task';
import { QuotesSection } from './quotes-section';

const createTask = buildQuotingTask;

interface Backend {
  quotes: Quote[];
  deliveries: { id: string; state: string; target: string; translationTaskId: string }[];
  patches: { id: string; body: unknown }[];
  /** Answers PATCH /quotes/:id; default: applies the state like the service. */
  onPatch?: (id: string, state: string) => Promise<Response> | Response;
}

function serve(backend: Backend) {
  const enquiries = [buildEnquiry({ target: 'de-DE' }), buildEnquiry({ target: 'fr-FR' })];
  server.use(
    // No other orders: no usual prices.
    http.get(`${API}/translationTasks/`, () => HttpResponse.json([])),
    http.get(`${API}/translationTasks/t1/quoteEnquiries`, () => HttpResponse.json(enquiries)),
    http.get(`${API}/translationTasks/t1/quotes`, () => HttpResponse.json(backend.quotes)),
    http.get(`${API}/translationTasks/t1/acceptedQuotes`, () =>
      HttpResponse.json(backend.quotes.filter((q) => q.state === 'ACCEPTED')),
    ),
    http.patch(`${API}/quotes/:id`, async ({ params, request }) => {
      const id = String(params.id);
      const body = (await request.json()) as { state: string };
      backend.patches.push({ id, body });
      if (backend.onPatch) return backend.onPatch(id, body.state);
      const quote = backend.quotes.find((q) => q.id === id);
      if (!quote) return HttpResponse.json({ message: 'not found' }, { status: 404 });
      backend.quotes = backend.quotes.map((q) => (q.id === id ? { ...q, state: body.state } : q));
      return HttpResponse.json({ ...quote, state: body.state });
    }),
  );
}

const lingua = { supplierName: 'Lingua Services GmbH' };
const offered = () => [
  buildQuote({ ...lingua, id: 'q-std', number: 'LS-Q-1-STD', price: { grossAmount: '119.00' } }),
  buildQuote({ ...lingua, id: 'q-exp', number: 'LS-Q-1-EXP', price: { grossAmount: '178.50' } }),
  buildQuote({ ...lingua, id: 'q-fr', number: 'LS-Q-2-STD', target: 'fr-FR' }),
];

/** The quote's row in the comparison (the accepted-quotes summary repeats numbers). */
const rowOf = (number: string) => {
  const comparison = screen
    .getAllByRole('table')
    .filter((table) => table.getAttribute('aria-labelledby') !== 'accepted-quotes-heading');
  const row = comparison.flatMap((table) => within(table).queryAllByText(`Quote ${number}`))[0]?.closest('tr');
  if (!row) throw new Error(`no row for ${number}`);
  return within(row);
};

describe('QuotesSection decisions', () => {
  it('accepts after a confirmation, shows it at once, sends one request and then the order number', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const backend: Backend = { quotes: offered(), deliveries: [], patches: [] };
    backend.onPatch = async (id) => {
      await gate;
      backend.quotes = backend.quotes.map((q) =>
        q.id === id
          ? { ...q, state: 'ACCEPTED', orderNumber: 'LS-O-2024-00001' }
          : q.target === 'de-DE'
            ? { ...q, state: 'REJECTED' }
            : q,
      );
      return HttpResponse.json(backend.quotes.find((q) => q.id === id));
    };
    serve(backend);
    const { user } = renderWithProviders(<QuotesSection task={createTask()} deliveries={[]} />);

    await user.click(await screen.findByRole('button', { name: 'Accept quote LS-Q-1-STD from Lingua Services GmbH' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this quote?' });
    expect(dialog).toHaveTextContent(
      'You accept quote LS-Q-1-STD from Lingua Services GmbH for German (Germany) at €119.00 gross.',
    );
    expect(dialog).toHaveTextContent('The other quotes for German (Germany) will be rejected');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Accept quote' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Optimistic: accepted and the other offer rejected while the request is still on its way.
    expect(await rowOf('LS-Q-1-STD').findByText('Accepted')).toBeInTheDocument();
    expect(rowOf('LS-Q-1-EXP').getByText('Rejected')).toBeInTheDocument();
    expect(rowOf('LS-Q-2-STD').getByRole('button', { name: /^Accept quote LS-Q-2-STD/ })).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'German (Germany) (de-DE)' })).toHaveFocus();

    release();
    expect(await rowOf('LS-Q-1-STD').findByText('Order no. LS-O-2024-00001')).toBeInTheDocument();
    expect(screen.getByText('Quote LS-Q-1-STD from Lingua Services GmbH accepted.')).toBeInTheDocument();
    expect(backend.patches).toEqual([{ id: 'q-std', body: { state: 'ACCEPTED' } }]);
    expect(rowOf('LS-Q-2-STD').getByRole('button', { name: /^Accept quote LS-Q-2-STD/ })).toBeEnabled();
    const summary = await screen.findByRole('table', { name: 'Accepted quotes' });
    expect(within(summary).getByText('LS-O-2024-00001')).toBeInTheDocument();
  });

  it('rolls back a refused accept, shows the service message near the table and refreshes it', async () => {
    const backend: Backend = { quotes: offered(), deliveries: [], patches: [] };
    serve(backend);
    const { user } = renderWithProviders(<QuotesSection task={createTask()} deliveries={[]} />);
    await screen.findByRole('button', { name: /^Accept quote LS-Q-1-STD/ });

    // Another tab accepted the other offer in the meantime.
    backend.quotes = backend.quotes.map((q) =>
      q.id === 'q-exp'
        ? { ...q, state: 'ACCEPTED', orderNumber: 'LS-O-9' }
        : q.id === 'q-std'
          ? { ...q, state: 'REJECTED' }
          : q,
    );
    backend.onPatch = () =>
      HttpResponse.json([{ message: 'Quote LS-Q-1-STD is REJECTED; only an OFFERED quote can be accepted' }], {
        status: 400,
      });

    await user.click(screen.getByRole('button', { name: /^Accept quote LS-Q-1-STD/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept quote' }));

    const german = screen.getByRole('region', { name: 'German (Germany) (de-DE)' });
    const alert = await within(german).findByRole('alert');
    expect(alert).toHaveTextContent('Quote LS-Q-1-STD could not be accepted');
    expect(alert).toHaveTextContent('Quote LS-Q-1-STD is REJECTED; only an OFFERED quote can be accepted');
    // The refreshed table shows what the service holds now.
    expect(await rowOf('LS-Q-1-EXP').findByText('Order no. LS-O-9')).toBeInTheDocument();
    expect(rowOf('LS-Q-1-STD').getByText('Rejected')).toBeInTheDocument();
    expect(backend.patches).toHaveLength(1);

    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(within(german).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('rolls back to the previous states when the refusal leaves the service unchanged', async () => {
    let refuse: () => void = () => {};
    const refused = new Promise<void>((resolve) => {
      refuse = resolve;
    });
    const backend: Backend = { quotes: offered(), deliveries: [], patches: [] };
    backend.onPatch = async () => {
      await refused;
      return HttpResponse.json([{ message: 'The vendor is not reachable' }], { status: 400 });
    };
    serve(backend);
    const { user } = renderWithProviders(<QuotesSection task={createTask()} deliveries={[]} />);

    await user.click(await screen.findByRole('button', { name: /^Accept quote LS-Q-1-STD/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept quote' }));
    expect(await rowOf('LS-Q-1-STD').findByText('Accepted')).toBeInTheDocument();

    refuse();
    expect(await screen.findByText('The vendor is not reachable')).toBeInTheDocument();
    expect(rowOf('LS-Q-1-STD').getByText('Offered')).toBeInTheDocument();
    expect(rowOf('LS-Q-1-EXP').getByText('Offered')).toBeInTheDocument();
  });

  it('offers only the decisions a state allows; reject and cancel ask first', async () => {
    const backend: Backend = {
      quotes: [
        buildQuote({ ...lingua, id: 'q-off', number: 'Q-OFFERED', target: 'de-DE' }),
        buildQuote({ ...lingua, id: 'q-rej', number: 'Q-REJECTED', target: 'de-DE', state: 'REJECTED' }),
        buildQuote({ ...lingua, id: 'q-can', number: 'Q-CANCELLED', target: 'de-DE', state: 'CANCELLED' }),
        buildQuote({
          ...lingua,
          id: 'q-acc',
          number: 'Q-ACCEPTED',
          target: 'it-IT',
          state: 'ACCEPTED',
          orderNumber: 'O-1',
        }),
        buildQuote({
          ...lingua,
          id: 'q-del',
          number: 'Q-DELIVERED',
          target: 'fr-FR',
          state: 'ACCEPTED',
          orderNumber: 'O-2',
        }),
      ],
      deliveries: [
        { id: 'd1', state: 'NEW', target: 'it-IT', translationTaskId: 't1' },
        { id: 'd2', state: 'DELIVERED', target: 'fr-FR', translationTaskId: 't1' },
      ],
      patches: [],
    };
    serve(backend);
    const { user } = renderWithProviders(
      <QuotesSection
        task={createTask({ target: ['de-DE', 'fr-FR', 'it-IT'] })}
        deliveries={deliveryListSchema.parse(backend.deliveries)}
      />,
    );

    await screen.findByText('Quote Q-OFFERED');
    const buttons = (number: string) =>
      rowOf(number)
        .queryAllByRole('button')
        .map((b) => b.textContent);
    expect(buttons('Q-OFFERED')).toEqual(['Accept', 'Reject']);
    expect(buttons('Q-REJECTED')).toEqual([]);
    expect(buttons('Q-CANCELLED')).toEqual([]);
    // A delivered language's quotes are folded away; unfolded, its accepted quote offers nothing to do.
    await user.click(await screen.findByRole('button', { name: /^Show the quote for French/ }));
    await waitFor(() => expect(buttons('Q-DELIVERED')).toEqual([]));
    expect(buttons('Q-ACCEPTED')).toEqual(['Cancel']);

    // Cancel: says what it means; "Keep order" sends nothing and returns focus.
    const cancel = rowOf('Q-ACCEPTED').getByRole('button', {
      name: 'Cancel quote Q-ACCEPTED from Lingua Services GmbH',
    });
    await user.click(cancel);
    let dialog = await screen.findByRole('dialog', { name: 'Cancel the order for Italian (Italy)?' });
    expect(dialog).toHaveTextContent('the vendor stops working, and Italian (Italy) is no longer ordered');
    expect(dialog).toHaveTextContent('This cannot be undone.');
    expect(within(dialog).getByRole('button', { name: 'Keep order' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(cancel).toHaveFocus());
    expect(backend.patches).toEqual([]);

    await user.click(cancel);
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel quote' }));
    await waitFor(() => expect(backend.patches).toEqual([{ id: 'q-acc', body: { state: 'CANCELLED' } }]));
    expect(await rowOf('Q-ACCEPTED').findByText('Cancelled')).toBeInTheDocument();

    // Reject, with the keyboard only.
    rowOf('Q-OFFERED')
      .getByRole('button', { name: /^Reject quote Q-OFFERED/ })
      .focus();
    await user.keyboard('{Enter}');
    dialog = await screen.findByRole('dialog', { name: 'Reject this quote?' });
    expect(dialog).toHaveTextContent(
      'Quote Q-OFFERED from Lingua Services GmbH for German (Germany) (€119.00 gross) will be rejected.',
    );
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Reject quote' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(backend.patches).toHaveLength(2));
    expect(backend.patches[1]).toEqual({ id: 'q-off', body: { state: 'REJECTED' } });
    expect(await rowOf('Q-OFFERED').findByText('Rejected')).toBeInTheDocument();
  });

  it('gives reviewers the comparison without any decision', async () => {
    serve({ quotes: offered(), deliveries: [], patches: [] });
    renderWithProviders(<QuotesSection task={createTask()} deliveries={[]} />, { user: { roles: ['reviewer'] } });

    const german = await screen.findByRole('table', { name: 'German (Germany) (de-DE)' });
    expect(within(german).getByText('Lowest price')).toBeInTheDocument();
    expect(within(german).queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept|Reject|Cancel/ })).not.toBeInTheDocument();
  });

  it('shows a cancelled order read-only, with its accepted quotes', async () => {
    serve({
      quotes: [
        buildQuote({ ...lingua, id: 'q-acc', number: 'Q-ACCEPTED', state: 'ACCEPTED', orderNumber: 'LS-O-7' }),
        buildQuote({ ...lingua, id: 'q-rej', number: 'Q-REJECTED', state: 'REJECTED' }),
      ],
      deliveries: [],
      patches: [],
    });
    renderWithProviders(
      <QuotesSection task={createTask({ progress: 'TASK_CANCELLED', cancelled: true })} deliveries={[]} />,
    );

    const summary = await screen.findByRole('table', { name: 'Accepted quotes' });
    expect(within(summary).getByText('LS-O-7')).toBeInTheDocument();
    expect(screen.getByText('This order was cancelled. Its quotes are shown for reference only.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'German (Germany) (de-DE)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept|Reject|Cancel/ })).not.toBeInTheDocument();
  });
});
