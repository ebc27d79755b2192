import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Quote, QuoteEnquiry } from '#contract/quote';
import { buildEnquiry, buildQuote } from '#test-support/factories/quote';
import { buildQuotingTask, wireTask } from '#test-support/factories/task';
import { API } from '#portal/test/api.harness.ts';
import { server } from '#portal/test/msw-server.harness.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { QuotesSection } from './quotes-section';
import { lingua, northwind, rowOf, withRates } from './quotes-fixture.harness';

const DAY = 86_400_000;
const linguaEnquiry = { lspVendorId: 'lsp-lingua', lspVendorName: lingua.supplierName };
const northEnquiry = { lspVendorId: 'lsp-north', lspVendorName: northwind.supplierName };

/** A quote of `vendor` on order `id` at `net` euros for 1,000 words, answering the enquiry `${id}-${key}`. */
function quoteOf(id: string, at: string, vendor: typeof lingua, key: 'l' | 'n', net: string) {
  return buildQuote({
    ...vendor,
    id: `${id}-q${key}`,
    number: `${key.toUpperCase()}-${id}`,
    translationTaskId: id,
    tapQuoteEnquiryId: `${id}-e${key}`,
    createdAt: at,
    price: { currency: 'EUR', netAmount: net, vatAmount: '0', grossAmount: net, totalDiscountPercent: undefined },
    textAmount: { type: 'words', amount: 1000, discountedAmount: 1000 },
  });
}

/** A past order into German: Lingua quoted `linguaNet` for 1,000 words, Northwind (where given) `northNet`. */
function pastOrder(id: string, daysAgo: number, linguaNet: string, northNet?: string) {
  const at = new Date(Date.now() - daysAgo * DAY).toISOString();
  const task = wireTask({ id, complete: true, progress: 'COMPLETE_AND_PREPARED', createdAt: at });
  const enquiries = [buildEnquiry({ ...linguaEnquiry, id: `${id}-el`, translationTaskId: id, createdAt: at })];
  const quotes = [quoteOf(id, at, lingua, 'l', linguaNet)];
  if (northNet !== undefined) {
    enquiries.push(buildEnquiry({ ...northEnquiry, id: `${id}-en`, translationTaskId: id, createdAt: at }));
    quotes.push(quoteOf(id, at, northwind, 'n', northNet));
  }
  return { task, enquiries, quotes };
}

/** Serves the order list and every order's enquiries and quotes; records whose quotes were read. */
function serveOrders(orders: { task: Record<string, unknown>; enquiries: QuoteEnquiry[]; quotes: Quote[] }[]) {
  const read: string[] = [];
  const byId = new Map(orders.map((order) => [String(order.task.id), order]));
  server.use(
    http.get(`${API}/translationTasks/`, () => HttpResponse.json(orders.map((order) => order.task))),
    http.get(`${API}/translationTasks/:id/quoteEnquiries`, ({ params }) =>
      HttpResponse.json(byId.get(String(params.id))?.enquiries ?? []),
    ),
    http.get(`${API}/translationTasks/:id/quotes`, ({ params }) => {
      read.push(String(params.id));
      return HttpResponse.json(byId.get(String(params.id))?.quotes ?? []);
    }),
    http.get(`${API}/translationTasks/:id/acceptedQuotes`, () => HttpResponse.json([])),
  );
  return read;
}

describe('the vendors’ usual prices beside their quotes', () => {
  it('shows each vendor’s median per word for the pair from five orders on, and the organisation’s', async () => {
    const current = pastOrder('t1', 0, '150.00', '90.00');
    const read = serveOrders([
      current,
      pastOrder('p1', 2, '80.00', '200.00'),
      pastOrder('p2', 10, '90.00'),
      pastOrder('p3', 20, '100.00'),
      pastOrder('p4', 30, '110.00'),
      pastOrder('p5', 40, '120.00'),
      // Outside the last 90 days: not counted (Lingua's median would move to 0.11).
      pastOrder('old', 120, '130.00'),
    ]);
    renderWithProviders(<QuotesSection task={buildQuotingTask({ target: ['de-DE'] })} deliveries={[]} />, withRates);

    const german = await screen.findByRole('table', { name: 'German (Germany) (de-DE)' }, { timeout: 10_000 });
    const linguaRow = rowOf(german, 'L-t1');
    // Lingua: 0.08, 0.09, 0.10, 0.11, 0.12 per word; with Northwind's one 0.20 the pair's median is 0.105.
    expect(await screen.findByText('usually €0.10 per word')).toBeInTheDocument();
    expect(linguaRow).toHaveTextContent('usually €0.10 per word');
    expect(linguaRow).toHaveTextContent('organisation: €0.105');
    // Northwind quoted for one order only: too few to say what it usually charges.
    expect(rowOf(german, 'N-t1')).not.toHaveTextContent('usually');
    expect(german).toHaveAccessibleDescription(expect.stringContaining('over the last 90 days'));
    expect([...new Set(read)].sort()).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 't1']);
  });
});
