import { screen, within } from '@testing-library/react';
import { buildQuote } from '#test-support/factories/quote';
import { buildQuotingTask } from '#test-support/factories/task';
import { i18n } from '#portal/lib/i18n/i18n.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { QuotesSection } from './quotes-section';
import { CARDS_QUERY } from './quotes-table';
import {
  comparisonFixture,
  lingua,
  northwind,
  rowNumbers,
  rowOf,
  serveQuotes,
  withRates,
} from './quotes-fixture.harness';

const createTask = buildQuotingTask;

describe('QuotesSection comparison', () => {
  it('compares every quote in the reference currency and marks one lowest across currencies', async () => {
    const { quotes, enquiries } = comparisonFixture();
    serveQuotes(quotes, enquiries);
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
    serveQuotes(quotes, enquiries);
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
    serveQuotes([yen, euro, cheaper]);
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
    serveQuotes(quotes, enquiries);
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

  it('speaks German with German number formats', async () => {
    const { quotes, enquiries } = comparisonFixture();
    serveQuotes(quotes, enquiries);
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
});
