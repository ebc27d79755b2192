/** Server mode: the accept dialog shows the portal server's approval check; reject and cancel ask for a reason. */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Quote } from '#contract/quote';
import type { QuoteApproval } from '#portal-contract/approvals';
import { API } from '#portal/test/api.harness.ts';
import { server } from '#portal/test/msw-server.harness.ts';
import { SERVER_MODE } from '#portal/test/runtime-config.harness.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { buildEnquiry, buildQuote } from '#test-support/factories/quote';
import { buildQuotingTask } from '#test-support/factories/task';
import { serveQuotes } from './quotes-fixture.harness';
import { QuotesSection } from './quotes-section';

function serve(quotes: Quote[], check: Partial<QuoteApproval>) {
  const received: { path: string; body: unknown }[] = [];
  serveQuotes(quotes, [buildEnquiry({ target: 'de-DE' })]);
  server.use(
    // No budget concerns the order: nothing is shown beside the quotes.
    http.post('*/bff/budgets/outlook', () => HttpResponse.json({ budgets: [], quotes: [] })),
    http.get('*/bff/approvals/quotes/:id', ({ params }) =>
      HttpResponse.json({
        quoteId: String(params.id),
        verdict: 'free',
        approvalsRequired: 0,
        referenceAmount: null,
        referenceCurrency: null,
        orderTotal: null,
        message: '',
        request: null,
        ...check,
      }),
    ),
    http.post('*/bff/approvals/requests', async ({ request }) => {
      const body = await request.json();
      received.push({ path: 'request approval', body });
      return HttpResponse.json({ error: 'no' }, { status: 500 });
    }),
    http.patch(`${API}/quotes/:id`, async ({ params, request }) => {
      const body = (await request.json()) as { state: string };
      received.push({ path: `quote ${String(params.id)}`, body });
      const quote = quotes.find((q) => q.id === params.id)!;
      return HttpResponse.json({ ...quote, state: body.state });
    }),
  );
  return received;
}

const quote = () =>
  buildQuote({ id: 'q-big', number: 'Q-BIG', supplierName: 'Lingua', price: { netAmount: '2000.00' } });

describe('quote decisions in server mode', () => {
  it('asks the portal server before accepting, and requests approval where its rules need it', async () => {
    const received = serve([quote()], {
      verdict: 'needed',
      approvalsRequired: 1,
      referenceAmount: '2000.00',
      referenceCurrency: 'EUR',
      orderTotal: '2000.00',
    });
    const { user } = renderWithProviders(<QuotesSection task={buildQuotingTask({ id: 't1' })} deliveries={[]} />, {
      config: SERVER_MODE,
    });
    await user.click(await screen.findByRole('button', { name: /^Accept quote Q-BIG/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this quote?' });
    expect(
      await within(dialog).findByText(
        'With this quote the order comes to €2,000.00, which needs 1 approval before the quote can be accepted.',
      ),
    ).toBeInTheDocument();
    // No way to accept: only to ask.
    expect(within(dialog).queryByRole('button', { name: 'Accept quote' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Request approval' }));
    // The server failed: the dialog says so and offers a retry; nothing was accepted.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The request for approval was not sent');
    expect(received).toEqual([{ path: 'request approval', body: { quoteId: 'q-big' } }]);
  });

  it('lets a quote the rules do not hold back be accepted', async () => {
    const received = serve([quote()], { verdict: 'free' });
    const { user } = renderWithProviders(<QuotesSection task={buildQuotingTask({ id: 't1' })} deliveries={[]} />, {
      config: SERVER_MODE,
    });
    await user.click(await screen.findByRole('button', { name: /^Accept quote Q-BIG/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this quote?' });
    expect(await within(dialog).findByText('No approval is needed for this amount.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Accept quote' }));
    await waitFor(() => expect(received).toEqual([{ path: 'quote q-big', body: { state: 'ACCEPTED' } }]));
  });

  it('asks why a quote is rejected, and sends the reason with the decision', async () => {
    const received = serve([quote()], {});
    const { user } = renderWithProviders(<QuotesSection task={buildQuotingTask({ id: 't1' })} deliveries={[]} />, {
      config: SERVER_MODE,
    });
    await user.click(await screen.findByRole('button', { name: /^Reject quote Q-BIG/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this quote?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject quote' }));
    expect(await within(dialog).findByText('Choose a reason')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Reason/ }), 'Price');
    await user.type(within(dialog).getByRole('textbox', { name: /In your words/ }), 'Twice the usual rate');
    await user.click(within(dialog).getByRole('button', { name: 'Reject quote' }));
    await waitFor(() =>
      expect(received).toEqual([
        { path: 'quote q-big', body: { state: 'REJECTED', reason: { code: 'price', text: 'Twice the usual rate' } } },
      ]),
    );
  });
});
