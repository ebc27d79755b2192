import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { Quote } from '#contract/quote';
import { API } from '#portal/test/api.harness.ts';
import { server } from '#portal/test/msw-server.harness.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { buildEnquiry, buildQuote } from '#test-support/factories/quote';
import { buildQuotingTask } from '#test-support/factories/task';
import { QuotesSection } from './quotes-section';
import { comparisonFixture, serveQuotes } from './quotes-fixture.harness';

const createTask = buildQuotingTask;

describe('QuotesSection', () => {
  it('shows per vendor and language who answered and who is still being waited for', async () => {
    const { quotes, enquiries } = comparisonFixture();
    serveQuotes(quotes, enquiries);
    renderWithProviders(<QuotesSection task={createTask()} deliveries={[]} />);

    const germanSection = await screen.findByRole('region', { name: 'German (Germany) (de-DE)' });
    expect(within(germanSection).getByText('1 vendor has not answered yet.')).toBeInTheDocument();
    const polyglot = within(germanSection).getByText('Polyglot AG').closest('li');
    expect(polyglot).toHaveTextContent('Waiting');
    expect(polyglot).toHaveTextContent('asked 3 minutes ago');
    expect(
      within(germanSection).getByText('Northwind Translations Ltd', { selector: 'li *' }).closest('li'),
    ).toHaveTextContent('Quote received');
    const frenchSection = screen.getByRole('region', { name: 'French (France) (fr-FR)' });
    expect(within(frenchSection).getByText('All vendors have answered.')).toBeInTheDocument();
    expect(
      within(frenchSection).getByText('Northwind Translations Ltd', { selector: 'li *' }).closest('li'),
    ).toHaveTextContent('No offer');
  });

  it('waits for quotes; an enquiry without a target applies to every language of the order', async () => {
    const untargeted = buildEnquiry({ lspVendorName: 'Polyglot AG', quotesFetched: false, target: undefined });
    serveQuotes([], [untargeted]);
    renderWithProviders(<QuotesSection task={createTask()} deliveries={[]} />);

    expect(await screen.findByText('Waiting for quotes')).toBeInTheDocument();
    for (const name of ['German (Germany) (de-DE)', 'French (France) (fr-FR)']) {
      const region = screen.getByRole('region', { name });
      expect(within(region).getByText('Polyglot AG').closest('li')).toHaveTextContent('Waiting');
      expect(within(region).getByText('No quote for this language yet.')).toBeInTheDocument();
    }
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('sums the accepted quotes exactly, per currency', async () => {
    const accepted = (id: string, target: string, price: Partial<Quote['price']>) =>
      buildQuote({ id, target, state: 'ACCEPTED', orderNumber: `O-${id}`, price });
    serveQuotes([
      accepted('a1', 'de-DE', { netAmount: '0.1001', vatAmount: '0.0190', grossAmount: '1000000000000.0001' }),
      accepted('a2', 'fr-FR', { netAmount: '0.2002', vatAmount: '0.0380', grossAmount: '0.0002' }),
      accepted('a3', 'es-ES', { netAmount: '0.3003', vatAmount: '0.0570', grossAmount: '0.3573' }),
      accepted('a4', 'it-IT', { currency: 'GBP', netAmount: '10', vatAmount: '2', grossAmount: '12' }),
    ]);
    renderWithProviders(
      <QuotesSection task={createTask({ target: ['de-DE', 'fr-FR', 'es-ES', 'it-IT'] })} deliveries={[]} />,
    );

    const summary = await screen.findByRole('table', { name: 'Accepted quotes' });
    const euro = within(summary).getByRole('rowheader', { name: 'Total in EUR' }).closest('tr') as HTMLElement;
    // Shown at cents, each with its exact sum behind it.
    expect(within(euro).getByText('€0.60').parentElement).toHaveAttribute('title', 'exact: €0.6006');
    expect(within(euro).getByText('€0.11').parentElement).toHaveAttribute('title', 'exact: €0.114');
    expect(within(euro).getByText('€1,000,000,000,000.36').parentElement).toHaveAttribute(
      'title',
      'exact: €1,000,000,000,000.3576',
    );
    const pound = within(summary).getByRole('rowheader', { name: 'Total in GBP' }).closest('tr');
    expect(pound).toHaveTextContent('£10.00');
    expect(pound).toHaveTextContent('£12.00');
    expect(within(summary).getByText('O-a1')).toBeInTheDocument();
  });

  it('hides itself for drafts and shows a failed load with a retry', async () => {
    // No handler is registered yet: a request for a draft would fail the test.
    const draft = renderWithProviders(
      <QuotesSection task={createTask({ complete: false, progress: 'NEW' })} deliveries={[]} />,
    );
    expect(screen.queryByRole('heading', { name: 'Quotes' })).not.toBeInTheDocument();
    draft.unmount();

    let fail = true;
    server.use(
      http.get(`${API}/translationTasks/t1/quoteEnquiries`, () =>
        fail ? HttpResponse.json({ message: 'Enquiries are down' }, { status: 500 }) : HttpResponse.json([]),
      ),
      http.get(`${API}/translationTasks/t1/quotes`, () => HttpResponse.json([])),
      http.get(`${API}/translationTasks/t1/acceptedQuotes`, () => HttpResponse.json([])),
    );
    const { user } = renderWithProviders(<QuotesSection task={createTask()} deliveries={[]} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The quotes could not be loaded');
    expect(alert).toHaveTextContent('Enquiries are down');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/once the order has been prepared/)).toBeInTheDocument();
  });
  it('waits for a vendor whose answer came after the quotes were read, and asks for the quotes again at once', async () => {
    // The quotes are answered before the enquiries, and lack Polyglot's quote, which its enquiry says was fetched:
    // the quote came between the two reads. Asked again, the service lists it.
    const polyglot = buildEnquiry({ id: 'e-poly', lspVendorName: 'Polyglot AG', target: 'de-DE', quotesFetched: true });
    const quote = buildQuote({ supplierName: 'Polyglot AG', tapQuoteEnquiryId: 'e-poly', target: 'de-DE' });
    const quoteReads: number[] = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    serveQuotes([]);
    server.use(
      http.get(`${API}/translationTasks/t1/quoteEnquiries`, async () => {
        await delay(50);
        return HttpResponse.json([polyglot]);
      }),
      http.get(`${API}/translationTasks/t1/quotes`, async () => {
        quoteReads.push(quoteReads.length);
        if (quoteReads.length === 1) return HttpResponse.json([]);
        await released;
        return HttpResponse.json([quote]);
      }),
    );
    renderWithProviders(<QuotesSection task={createTask({ target: ['de-DE'] })} deliveries={[]} />);

    const german = await screen.findByRole('region', { name: 'German (Germany) (de-DE)' });
    const vendor = () => within(german).getByText('Polyglot AG', { selector: 'li *' }).closest('li');
    expect(await within(german).findByText('1 vendor has not answered yet.')).toBeInTheDocument();
    expect(vendor()).toHaveTextContent('Waiting');
    expect(screen.queryByText('No offer')).not.toBeInTheDocument();
    await waitFor(() => expect(quoteReads).toHaveLength(2));

    release();
    expect(await within(german).findByText('All vendors have answered.')).toBeInTheDocument();
    expect(vendor()).toHaveTextContent('Quote received');
    expect(within(german).getByRole('table')).toHaveTextContent('Polyglot AG');
    expect(quoteReads).toHaveLength(2);
  });
});
