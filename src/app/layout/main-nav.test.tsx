/** The navigation counts the orders waiting for the orderer's decision, in the "Orders" link's name. */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildEnquiry, buildQuote } from '#test-support/factories/quote';
import { wireTask } from '#test-support/factories/task';
import { API } from '#portal/test/api.harness.ts';
import { server } from '#portal/test/msw-server.harness.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { MainNav } from './main-nav';

/** Two orders with quotes: `t-ready`'s vendor has answered and waits for a choice, `t-ordered` has its quote accepted. */
function serveOrders() {
  const order = (id: string, quoteState: string) => {
    const enquiry = buildEnquiry({ target: 'de-DE', translationTaskId: id, quotesFetched: true });
    const quote = buildQuote({
      target: 'de-DE',
      translationTaskId: id,
      tapQuoteEnquiryId: enquiry.id,
      state: quoteState,
    });
    return {
      task: wireTask({
        id,
        quoteIds: [quote.id],
        progress: 'COMPLETE_AND_PREPARED',
        complete: true,
        preparationComplete: true,
      }),
      enquiry,
      quote,
    };
  };
  const orders = [order('t-ready', 'OFFERED'), order('t-ordered', 'ACCEPTED')];
  const of = (id: unknown) => orders.find((o) => o.task.id === id)!;
  server.use(
    http.get(`${API}/translationTasks/`, () => HttpResponse.json(orders.map((o) => o.task))),
    http.get(`${API}/translationTasks/:id/quoteEnquiries`, ({ params }) => HttpResponse.json([of(params.id).enquiry])),
    http.get(`${API}/translationTasks/:id/quotes`, ({ params }) => HttpResponse.json([of(params.id).quote])),
    http.get(`${API}/translationTasks/:id/translationDeliveries`, () => HttpResponse.json([])),
  );
}

describe('the navigation', () => {
  it("names the orders waiting for the orderer's decision in the Orders link", async () => {
    serveOrders();
    renderWithProviders(<MainNav />, { route: '/' });
    // The list, then each order's enquiries, quotes and deliveries: a few requests one after another.
    const orders = await screen.findByRole('link', { name: 'Orders 1 needs your decision' }, { timeout: 10_000 });
    expect(orders).toHaveAttribute('href', '/orders');
  });

  it('counts nothing for a reviewer, who does not decide', async () => {
    serveOrders();
    renderWithProviders(<MainNav />, { route: '/', user: { roles: ['reviewer'] } });
    expect(await screen.findByRole('link', { name: 'Review' })).toBeInTheDocument();
    expect(screen.queryByText(/needs your decision/)).not.toBeInTheDocument();
  });
});
