import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Quote, QuoteEnquiry } from '#contract/quote';
import { API } from '#portal/test/api.harness.ts';
import { server } from '#portal/test/msw-server.harness.ts';
import { renderWithProviders, testConfig } from '#portal/test/render-with-providers.harness.tsx';
import { buildEnquiry, buildQuote } from '#test-support/factories/quote';
import { buildQuotingTask } from '#test-support/factories/task';
import { i18n } from '#portal/lib/i18n/i18n.ts';
import { QuotesSection } from './quotes-section';
import { CARDS_QUERY } from './quotes-table';

const createTask = buildQuotingTask;

interface Backend {
  enquiries: QuoteEnquiry[];
  quotes: Quote[];
  patches: { id: string; body: unknown }[];
  quoteGets: number;
}

/** Serves the task's quote resources from `backend`, which tests change to play the service. */
function serve(backend: Backend) {
  server.use(
    http.get(`${API}/translationTasks/t1/quoteEnquiries`, () => HttpResponse.json(backend.enquiries)),
    http.get(`${API}/translationTasks/t1/quotes`, () => {
      backend.quoteGets += 1;
      return HttpResponse.json(backend.quotes);
    }),
    http.get(`${API}/translationTasks/t1/acceptedQuotes`, () =>
      HttpResponse.json(backend.quotes.filter((q) => q.state === 'ACCEPTED')),
    ),
  );
}

function backendWith(quotes: Quote[], enquiries: QuoteEnquiry[] = []): Backend {
  return { quotes, enquiries, patches: [], quoteGets: 0 };
}

const lingua = { supplierName: 'Lingua Services GmbH', tapQuoteEnquiryId: 'e-lingua' };
const northwind = { supplierName: 'Northwind Translations Ltd', tapQuoteEnquiryId: 'e-north' };

function comparisonFixture() {
  const std = buildQuote({
    ...lingua,
    id: 'q-std',
    number: 'LS-Q-1-STD',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    price: { netAmount: '100.00', vatAmount: '19.00', grossAmount: '119.00', totalDiscountPercent: '10' },
    textAmount: { type: 'words', amount: 1000, discountedAmount: 900 },
  });
  const exp = buildQuote({
    ...lingua,
    id: 'q-exp',
    number: 'LS-Q-1-EXP',
    price: { netAmount: '150.00', vatAmount: '28.50', grossAmount: '178.50', totalDiscountPercent: '10' },
  });
  const north = buildQuote({
    ...northwind,
    id: 'q-north',
    number: 'NW-Q-1',
    price: {
      currency: 'GBP',
      netAmount: '41.6667',
      vatPercentage: '20',
      vatAmount: '8.33',
      grossAmount: '49.9967',
      totalDiscountPercent: undefined,
    },
    textAmount: { type: 'lines', amount: 12, discountedAmount: 12 },
  });
  const fr = buildQuote({ ...lingua, id: 'q-fr', number: 'LS-Q-2-STD', target: 'fr-FR' });
  const enquiries = [
    buildEnquiry({ id: 'e-lingua', lspVendorName: 'Lingua Services GmbH', target: 'de-DE' }),
    buildEnquiry({ id: 'e-north', lspVendorName: 'Northwind Translations Ltd', target: 'de-DE' }),
    buildEnquiry({
      id: 'e-poly',
      lspVendorId: 'lsp-polyglot',
      lspVendorName: 'Polyglot AG',
      target: 'de-DE',
      quotesFetched: false,
      createdAt: new Date(Date.now() - 3 * 60_000).toISOString(),
    }),
    buildEnquiry({ id: 'e-lingua-fr', lspVendorName: 'Lingua Services GmbH', target: 'fr-FR' }),
    // Answered without a quote: Northwind makes no offer for French.
    buildEnquiry({ id: 'e-north-fr', lspVendorName: 'Northwind Translations Ltd', target: 'fr-FR' }),
  ];
  return { quotes: [exp, north, std, fr], enquiries };
}

const rowOf = (table: HTMLElement, number: string) => {
  const row = within(table)
    .getByText(new RegExp(` ${number}$`))
    .closest('tr');
  if (!row) throw new Error(`no row for ${number}`);
  return row;
};
const rowNumbers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .queryByText(/^Quote /)
        ?.textContent?.replace('Quote ', ''),
    )
    .filter(Boolean);

/** The organisation compares in euros at these rates (one euro buys £0.875, CHF 0.935). */
const withRates = {
  config: {
    ...testConfig,
    referenceCurrency: 'EUR',
    exchangeRates: { date: '2026-11-20', rates: { GBP: '0.875', CHF: '0.935' } },
  },
};

describe('QuotesSection comparison', () => {
  it('compares every quote in the reference currency and marks one lowest across currencies', async () => {
    const { quotes, enquiries } = comparisonFixture();
    serve(backendWith(quotes, enquiries));
    const { user } = renderWithProviders(<QuotesSection task={createTask()} deliveries={[]} />, withRates);

    // The first render of a file loads slowly on a busy machine: wait longer than findBy's second.
    const german = await screen.findByRole('table', { name: 'German (Germany) (de-DE)' }, { timeout: 10_000 });
    expect(screen.getByRole('table', { name: 'French (France) (fr-FR)' })).toBeInTheDocument();
    expect(german).toHaveAccessibleDescription(
      'Gross amounts are compared in EUR at the reference rates of Nov 20, 2026; amounts marked ≈ are approximate. ' +
        'The vendors price in different units (word, line): prices per unit cannot be compared with each other, the gross amounts can.',
    );

    // £49.9967 is about €57.14: the lowest of all three, whatever the currency. One marker, no tint.
    const north = rowOf(german, 'NW-Q-1');
    expect(within(north).getByText('Lowest price')).toBeInTheDocument();
    expect(within(german).getAllByText('Lowest price')).toHaveLength(1);
    expect(within(german).queryByText(/Cheapest/)).not.toBeInTheDocument();
    expect(north).toHaveTextContent('≈ €57.14');
    // The gross at the pound's minor units; the exact value on hover and for screen readers.
    const pounds = within(north).getByText('£50.00');
    expect(pounds.parentElement).toHaveAttribute('title', 'exact: £49.9967');
    expect(pounds.parentElement).toHaveTextContent('£50.00 (exact: £49.9967)');
    expect(north).toHaveTextContent('12 lines');
    expect(north).toHaveTextContent('no discount');
    expect(north).toHaveTextContent(/£3\.4722\s*per line/);

    const std = rowOf(german, 'LS-Q-1-STD');
    expect(within(std).getByText('Standard')).toBeInTheDocument();
    expect(within(rowOf(german, 'LS-Q-1-EXP')).getByText('Express')).toBeInTheDocument();
    expect(std).toHaveTextContent('€100.00');
    expect(std).toHaveTextContent('€19.00');
    expect(std).toHaveTextContent('19%');
    expect(std).toHaveTextContent('€119.00');
    expect(within(std).getByText('€119.00').parentElement).not.toHaveAttribute('title');
    // The discount explained: what is charged, after how much discount, on how much.
    expect(std).toHaveTextContent('900 words charged');
    expect(std).toHaveTextContent('after 10% discount on 1,000');
    expect(std).toHaveTextContent(/€0\.1111\s*per word/);
    expect(within(std).getByText('5 minutes ago')).toHaveAttribute('title', expect.stringMatching(/\d{4}/));
    expect(within(std).getByText('Offered')).toBeInTheDocument();

    // Default: gross ascending across currencies, in euros; a header click reverses it and says so.
    expect(rowNumbers(german)).toEqual(['NW-Q-1', 'LS-Q-1-STD', 'LS-Q-1-EXP']);
    const grossHeader = within(german).getByRole('columnheader', { name: /^Gross/ });
    expect(grossHeader).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(grossHeader).getByRole('button'));
    expect(grossHeader).toHaveAttribute('aria-sort', 'descending');
    expect(rowNumbers(german)).toEqual(['LS-Q-1-EXP', 'LS-Q-1-STD', 'NW-Q-1']);
    const vendorHeader = within(german).getByRole('columnheader', { name: /^Vendor/ });
    expect(vendorHeader).toHaveAttribute('aria-sort', 'none');
  });

  it('compares prices in different units per source word of the analysis, and sorts them so', async () => {
    const { quotes, enquiries } = comparisonFixture();
    serve(backendWith(quotes, enquiries));
    const { user } = renderWithProviders(
      <QuotesSection task={createTask()} deliveries={[]} sourceWords={{ 'de-DE': 1000, 'fr-FR': 1000 }} />,
      withRates,
    );

    const german = await screen.findByRole('table', { name: 'German (Germany) (de-DE)' }, { timeout: 10_000 });
    expect(german).toHaveAccessibleDescription(
      expect.stringContaining(
        'The vendors price in different units (word, line): to compare them, each net price is also given per ' +
          'source word (divided by the 1,000 words the analysis counted).',
      ),
    );
    // Net £41.6667 is €47.619 at 0.875: €0.0476 a source word, below Lingua's €100.00 and €150.00 net.
    const north = rowOf(german, 'NW-Q-1');
    expect(north).toHaveTextContent(/£3\.4722\s*per line\s*≈ €0\.0476 per source word/);
    expect(rowOf(german, 'LS-Q-1-STD')).toHaveTextContent(/€0\.1111\s*per word\s*≈ €0\.10 per source word/);
    expect(rowOf(german, 'LS-Q-1-EXP')).toHaveTextContent('≈ €0.15 per source word');
    // Sorted by price per unit, the line price no longer sorts as the dearest.
    const unitHeader = within(german).getByRole('columnheader', { name: /^Price per unit/ });
    await user.click(within(unitHeader).getByRole('button'));
    expect(unitHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(rowNumbers(german)).toEqual(['NW-Q-1', 'LS-Q-1-STD', 'LS-Q-1-EXP']);
    // French has one unit: its prices per unit compare as they are.
    const french = screen.getByRole('table', { name: 'French (France) (fr-FR)' });
    expect(french).not.toHaveTextContent('per source word');
  });

  it('names a currency without a rate and leaves it out; compares nothing across currencies without a reference', async () => {
    const yen = buildQuote({
      ...northwind,
      id: 'q-yen',
      number: 'JP-Q-1',
      price: { currency: 'JPY', netAmount: '9000.4', vatAmount: '900', grossAmount: '9900.4' },
    });
    const euro = buildQuote({ ...lingua, id: 'q-eur', number: 'LS-Q-9', price: { grossAmount: '9999.99' } });
    const cheaper = buildQuote({ ...lingua, id: 'q-eur2', number: 'LS-Q-10', price: { grossAmount: '9999.98' } });
    serve(backendWith([yen, euro, cheaper]));
    const view = renderWithProviders(
      <QuotesSection task={createTask({ target: ['de-DE'] })} deliveries={[]} />,
      withRates,
    );

    let german = await screen.findByRole('table', { name: 'German (Germany) (de-DE)' });
    expect(german).toHaveAccessibleDescription(
      /^Gross amounts are compared in EUR at the reference rates of Nov 20, 2026; .* No reference rate for JPY: its quotes are left out of the comparison\.$/,
    );
    const yenRow = rowOf(german, 'JP-Q-1');
    expect(yenRow).toHaveTextContent('¥9,900');
    expect(yenRow).toHaveTextContent('no rate for JPY');
    expect(within(yenRow).queryByText('Lowest price')).not.toBeInTheDocument();
    expect(within(rowOf(german, 'LS-Q-10')).getByText('Lowest price')).toBeInTheDocument();
    // Unconvertible amounts sort last.
    expect(rowNumbers(german)).toEqual(['LS-Q-10', 'LS-Q-9', 'JP-Q-1']);
    view.unmount();

    renderWithProviders(<QuotesSection task={createTask({ target: ['de-DE'] })} deliveries={[]} />);
    german = await screen.findByRole('table', { name: 'German (Germany) (de-DE)' });
    expect(german).toHaveAccessibleDescription(
      'Quotes in different currencies are not compared: no reference currency is configured.',
    );
    expect(within(german).queryByText('Lowest price')).not.toBeInTheDocument();
  });

  it('shows each quote as a card on a phone: vendor, variant, gross, unit price and the lowest marker with Accept', async () => {
    const desktop = window.matchMedia.bind(window);
    const spy = vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...desktop(query),
      matches: query === CARDS_QUERY || desktop(query).matches,
    }));
    onTestFinished(() => spy.mockRestore());
    const { quotes, enquiries } = comparisonFixture();
    serve(backendWith(quotes, enquiries));
    renderWithProviders(<QuotesSection task={createTask()} deliveries={[]} />, withRates);

    const german = await screen.findByRole('list', { name: 'German (Germany) (de-DE)' }, { timeout: 10_000 });
    expect(screen.queryByRole('table', { name: 'German (Germany) (de-DE)' })).not.toBeInTheDocument();
    expect(german).toHaveAccessibleDescription(/^Gross amounts are compared in EUR/);
    const cards = within(german).getAllByRole('listitem');
    // Lowest first, in euros.
    expect(cards.map((card) => within(card).getByText(/^Quote /).textContent)).toEqual([
      'Quote NW-Q-1',
      'Quote LS-Q-1-STD',
      'Quote LS-Q-1-EXP',
    ]);
    const [north, std] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(north).getByText('Northwind Translations Ltd')).toBeInTheDocument();
    expect(within(north).getByText('Lowest price')).toBeInTheDocument();
    expect(within(north).getByText('£50.00')).toBeInTheDocument();
    expect(north).toHaveTextContent('≈ €57.14');
    expect(north).toHaveTextContent(/£3\.4722\s*per line/);
    expect(
      within(north).getByRole('button', { name: 'Accept quote NW-Q-1 from Northwind Translations Ltd' }),
    ).toBeEnabled();
    expect(within(std).getByText('Standard')).toBeInTheDocument();
    expect(std).toHaveTextContent('€119.00');
    expect(std).toHaveTextContent(/€0\.1111\s*per word/);
    expect(std).toHaveTextContent('after 10% discount on 1,000');
    expect(within(std).queryByText('Lowest price')).not.toBeInTheDocument();
  });

  it('shows per vendor and language who answered and who is still being waited for', async () => {
    const { quotes, enquiries } = comparisonFixture();
    serve(backendWith(quotes, enquiries));
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
    serve(backendWith([], [untargeted]));
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
    serve(
      backendWith([
        accepted('a1', 'de-DE', { netAmount: '0.1001', vatAmount: '0.0190', grossAmount: '1000000000000.0001' }),
        accepted('a2', 'fr-FR', { netAmount: '0.2002', vatAmount: '0.0380', grossAmount: '0.0002' }),
        accepted('a3', 'es-ES', { netAmount: '0.3003', vatAmount: '0.0570', grossAmount: '0.3573' }),
        accepted('a4', 'it-IT', { currency: 'GBP', netAmount: '10', vatAmount: '2', grossAmount: '12' }),
      ]),
    );
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

  it('speaks German with German number formats', async () => {
    const { quotes, enquiries } = comparisonFixture();
    serve(backendWith(quotes, enquiries));
    await i18n.changeLanguage('de');
    renderWithProviders(<QuotesSection task={createTask()} deliveries={[]} />, withRates);

    const german = await screen.findByRole('table', { name: 'Deutsch (Deutschland) (de-DE)' });
    expect(german).toHaveAccessibleDescription(
      /^Bruttobeträge werden in EUR zu den Referenzkursen vom 20\.11\.2026 verglichen;/,
    );
    const std = rowOf(german, 'LS-Q-1-STD');
    expect(std).toHaveTextContent('119,00 €');
    expect(std).toHaveTextContent('900 Wörter berechnet');
    expect(std).toHaveTextContent('nach 10 % Rabatt auf 1.000');
    expect(std).toHaveTextContent('19 %');
    expect(within(std).getByText('Standard')).toBeInTheDocument();
    const north = rowOf(german, 'NW-Q-1');
    expect(within(north).getByText('Niedrigster Preis')).toBeInTheDocument();
    // The sign stays on the amount's line on a phone: a no-break space joins them, as Intl joins amount and €.
    expect(north.textContent).toContain('≈\u00a057,14\u00a0€');
    expect(within(north).getByText(/^50,00\s£$/).parentElement).toHaveAttribute(
      'title',
      expect.stringMatching(/^genau: 49,9967\s£$/),
    );
    expect(within(german).getByRole('columnheader', { name: /^Brutto/ })).toHaveAttribute('aria-sort', 'ascending');
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
});
