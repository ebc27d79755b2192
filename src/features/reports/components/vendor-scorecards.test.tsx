import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { parseCsv } from '#documents/testing/libreoffice-sheets.harness';
import { buildEnquiry, buildQuote } from '#test-support/factories/quote';
import { buildQuotingTask } from '#test-support/factories/task';
import { API } from '#portal/test/api.harness.ts';
import { catchDownloads } from '#portal/test/downloads.harness.ts';
import { server } from '#portal/test/msw-server.harness.ts';
import { renderWithProviders, testConfig } from '#portal/test/render-with-providers.harness.tsx';
import { VendorScorecards } from './vendor-scorecards';

// Charts need real layout; jsdom has none. The stub keeps the lazy loading and the accessible names.
vi.mock('./scorecard-trend-chart', () => ({
  default: ({ labels }: { labels: { price: string; shares: string } }) => (
    <>
      <div role="img" aria-label={labels.price} />
      <div role="img" aria-label={labels.shares} />
    </>
  ),
}));

const config = {
  ...testConfig,
  referenceCurrency: 'EUR',
  exchangeRates: { date: '2026-11-20', rates: { GBP: '0.875', CHF: '0.935' } },
};
const VENDORS = {
  lingua: { lspVendorId: 'lsp-lingua', lspVendorName: 'Lingua Services GmbH', currency: 'EUR', net: '140' },
  northwind: { lspVendorId: 'lsp-northwind', lspVendorName: 'Northwind Translations Ltd', currency: 'GBP', net: '100' },
  polyglot: { lspVendorId: 'lsp-polyglot', lspVendorName: 'Polyglot AG', currency: 'CHF', net: '130' },
};
type VendorKey = keyof typeof VENDORS;

/** Order `id`: each vendor in `vendors` asked for German and quoting for 1,000 words; `won` accepted, the rest rejected. */
function orderData(id: string, vendors: VendorKey[], won: VendorKey | null) {
  const enquiries = vendors.map((key) =>
    buildEnquiry({ id: `${id}-${key}`, translationTaskId: id, createdAt: '2026-03-02T09:00:00Z', ...VENDORS[key] }),
  );
  const quotes = vendors.map((key) =>
    buildQuote({
      id: `${id}-${key}-q`,
      translationTaskId: id,
      tapQuoteEnquiryId: `${id}-${key}`,
      supplierName: VENDORS[key].lspVendorName,
      createdAt: '2026-03-02T11:00:00Z',
      state: won === null ? 'OFFERED' : key === won ? 'ACCEPTED' : 'REJECTED',
      price: { netAmount: VENDORS[key].net, currency: VENDORS[key].currency },
      textAmount: { type: 'words', amount: 1000, discountedAmount: 1000 },
    }),
  );
  return { enquiries, quotes };
}

const DATA: Record<string, ReturnType<typeof orderData>> = {
  o1: orderData('o1', ['lingua', 'northwind', 'polyglot'], 'lingua'),
  o2: orderData('o2', ['lingua', 'northwind', 'polyglot'], 'lingua'),
  o3: orderData('o3', ['lingua', 'polyglot'], 'polyglot'),
  o4: orderData('o4', ['lingua', 'polyglot'], 'polyglot'),
  o5: orderData('o5', ['lingua', 'polyglot'], 'polyglot'),
};
const orders = Object.keys(DATA).map((id) =>
  buildQuotingTask({ id, target: ['de-DE'], createdAt: '2026-03-02T08:00:00Z' }),
);

function serve(options: { fail?: Set<string>; hang?: boolean } = {}) {
  const requests: string[] = [];
  const answer = (list: 'enquiries' | 'quotes') =>
    http.get(
      `${API}/translationTasks/:id/${list === 'enquiries' ? 'quoteEnquiries' : 'quotes'}`,
      async ({ params }) => {
        const id = String(params.id);
        requests.push(`${id} ${list}`);
        await delay(options.hang ? 'infinite' : 5);
        if (options.fail?.has(id)) return HttpResponse.json([{ message: 'Quote store offline' }], { status: 503 });
        return HttpResponse.json(DATA[id]?.[list] ?? []);
      },
    );
  server.use(
    answer('enquiries'),
    answer('quotes'),
    http.get(`${API}/translationTasks/:id/translationDeliveries`, () => HttpResponse.json([])),
  );
  return requests;
}

/** The figures follow the fetch in a deferred render. */
const tableShown = () =>
  screen.findByRole('table', { name: 'Scorecards per vendor and language pair' }, { timeout: 5000 });
const rows = () =>
  within(screen.getByRole('table', { name: 'Scorecards per vendor and language pair' }))
    .getAllByRole('row')
    .slice(1);
const vendorsInOrder = () => rows().map((row) => within(row).getByRole('rowheader').textContent);

describe('VendorScorecards', () => {
  it('shows a row per vendor and pair, sorts by a column, and too few orders without figures', async () => {
    serve();
    const { user } = renderWithProviders(<VendorScorecards orders={orders} />, { config });
    expect(await screen.findByText('5 of 5 orders fetched')).toBeInTheDocument();
    await tableShown();
    expect(vendorsInOrder()).toEqual(['Lingua Services GmbH', 'Northwind Translations Ltd', 'Polyglot AG']);

    const [lingua, northwind] = rows();
    const linguaCells = within(lingua as HTMLElement).getAllByRole('cell');
    expect(linguaCells.map((cell) => cell.textContent)).toEqual([
      'English (United States) → German (Germany)en-US → de-DE',
      '5',
      '40%2 of 5 decided',
      '2 hr',
      // €0.14 per word; the organisation's median of 0.14 ×5, 0.139 ×5, 0.1143 ×2 (12 prices) is 0.139.
      '€0.14from 5 ordersorganisation: €0.139',
      '—no figure0 of 0 with a deadline',
      '0',
      '0',
    ]);
    expect(within(northwind as HTMLElement).getByText('Too few orders to judge (fewer than 5)')).toBeInTheDocument();
    expect(within(northwind as HTMLElement).getAllByRole('cell')).toHaveLength(3);

    const price = screen.getByRole('button', { name: 'Median price per word' });
    await user.click(price);
    expect(vendorsInOrder()).toEqual(['Polyglot AG', 'Lingua Services GmbH', 'Northwind Translations Ltd']);
    expect(price.closest('th')).toHaveAttribute('aria-sort', 'ascending');
    await user.click(price);
    // Too few to judge stays last either way.
    expect(vendorsInOrder()).toEqual(['Lingua Services GmbH', 'Polyglot AG', 'Northwind Translations Ltd']);
    // Share won starts with the highest.
    await user.click(screen.getByRole('button', { name: 'Share won' }));
    expect(vendorsInOrder()).toEqual(['Polyglot AG', 'Lingua Services GmbH', 'Northwind Translations Ltd']);

    // A trend for a judged row only, its chart loaded when chosen.
    await user.click(screen.getByRole('combobox', { name: 'Show the trend of' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Lingua Services GmbH · English (United States) → German (Germany)',
      'Polyglot AG · English (United States) → German (Germany)',
    ]);
    await user.click(screen.getByRole('option', { name: /^Polyglot AG/ }));
    expect(
      await screen.findByRole('img', {
        name: 'Median price per word in EUR by month: Polyglot AG, English (United States) → German (Germany)',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /^Polyglot AG, / })).toHaveTextContent('Mar 2026560%€0.139—no figure');
    expect(screen.getByText(/at the reference rates of Nov 20, 2026/)).toBeInTheDocument();
    expect(
      screen.getByText(/the portal server keeps these figures for every order in its own copy/),
    ).toBeInTheDocument();
  });

  it('downloads the scorecards as CSV with exact decimals and no figures below five orders', async () => {
    serve();
    const downloads = catchDownloads();
    const { user } = renderWithProviders(<VendorScorecards orders={orders} />, { config });
    expect(await screen.findByText('5 of 5 orders fetched')).toBeInTheDocument();
    await tableShown();
    await user.click(screen.getByRole('button', { name: 'Download scorecards as CSV' }));
    const [download] = downloads;
    expect(download?.name).toBe('vendor-scorecards.csv');
    const [headers, ...lines] = parseCsv((await download?.text())?.slice(1) ?? '');
    expect(headers?.slice(0, 8)).toEqual([
      'Vendor',
      'Vendor ID',
      'Source language',
      'Source language code',
      'Target language',
      'Target language code',
      'Orders',
      'Judged',
    ]);
    const column = (name: string) => headers?.indexOf(name) ?? -1;
    const polyglot = lines.find((line) => line[0] === 'Polyglot AG') ?? [];
    expect(polyglot[column('Vendor ID')]).toBe('lsp-polyglot');
    expect(polyglot[column('Judged')]).toBe('yes');
    expect(polyglot[column('Share won')]).toBe('0.6000');
    expect(polyglot[column('Median hours to quote')]).toBe('2.0000');
    expect(polyglot[column('Median price per source word')]).toBe('0.139');
    expect(polyglot[column("Organisation's median price per source word")]).toBe('0.139');
    expect(polyglot[column('Currency')]).toBe('EUR');
    const northwind = lines.find((line) => line[0] === 'Northwind Translations Ltd') ?? [];
    expect(northwind.slice(6)).toEqual(['2', 'too few orders to judge']);
  });

  it('lists a failed order with Try again, and fetches it again on its own', async () => {
    serve({ fail: new Set(['o3']) });
    const { user } = renderWithProviders(<VendorScorecards orders={orders} />, { config });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('1 order could not be fetched');
    expect(alert).toHaveTextContent('Order o3:');
    await tableShown();
    // Four orders: every vendor has too few to judge.
    expect(screen.getAllByText('Too few orders to judge (fewer than 5)')).toHaveLength(3);
    const requests = serve();
    await user.click(screen.getByRole('button', { name: 'Try order o3 again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(requests.sort()).toEqual(['o3 enquiries', 'o3 quotes']);
    await waitFor(() => expect(screen.getAllByText('Too few orders to judge (fewer than 5)')).toHaveLength(1));
  });

  it('stops on Cancel, and fetches the rest when asked', async () => {
    const requests = serve({ hang: true });
    const many = Array.from({ length: 8 }, (_, i) => buildQuotingTask({ id: `m${i}` }));
    const { user } = renderWithProviders(<VendorScorecards orders={many} />, { config });
    expect(screen.getByRole('progressbar', { name: 'Orders fetched' })).toBeInTheDocument();
    // Five orders at once, each asking for its enquiries and quotes.
    await waitFor(() => expect(requests).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(/^Stopped: 0 of 8 orders fetched/)).toBeInTheDocument();
    expect(requests).toHaveLength(10);
    serve();
    await user.click(screen.getByRole('button', { name: 'Fetch the rest' }));
    expect(await screen.findByText('8 of 8 orders fetched')).toBeInTheDocument();
    expect(screen.getByText('No vendor was asked for a quote for the orders of this period.')).toBeInTheDocument();
  });
});
