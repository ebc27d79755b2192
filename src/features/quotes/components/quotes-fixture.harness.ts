/**
 * The quotes of one order as the quotes section's tests serve them: MSW handlers for task t1's enquiries,
 * quotes and accepted quotes, and a comparison of three German quotes in two currencies and units (one
 * vendor still to answer) and one French quote, with the table helpers to read them back.
 */
import { within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Quote, QuoteEnquiry } from '#contract/quote';
import { API } from '#portal/test/api.harness.ts';
import { server } from '#portal/test/msw-server.harness.ts';
import { testConfig } from '#portal/test/render-with-providers.harness.tsx';
import { buildEnquiry, buildQuote } from '#test-support/factories/quote';

/**
 * Serves task t1's quote resources: these quotes and enquiries, the accepted ones among them; an order list
 * without other orders, so the vendors' usual prices (read from the pair's other orders) show none; and (server
 * mode) no review quality.
 */
export function serveQuotes(quotes: Quote[], enquiries: QuoteEnquiry[] = []): void {
  server.use(
    http.get(`${API}/translationTasks/`, () => HttpResponse.json([])),
    http.get('*/bff/quality/facts', () => HttpResponse.json({ minimumReviews: 3, facts: [] })),
    http.get(`${API}/translationTasks/t1/quoteEnquiries`, () => HttpResponse.json(enquiries)),
    http.get(`${API}/translationTasks/t1/quotes`, () => HttpResponse.json(quotes)),
    http.get(`${API}/translationTasks/t1/acceptedQuotes`, () =>
      HttpResponse.json(quotes.filter((q) => q.state === 'ACCEPTED')),
    ),
  );
}

export const lingua = { supplierName: 'Lingua Services GmbH', tapQuoteEnquiryId: 'e-lingua' };
export const northwind = { supplierName: 'Northwind Translations Ltd', tapQuoteEnquiryId: 'e-north' };

export function comparisonFixture() {
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

export const rowOf = (table: HTMLElement, number: string) => {
  const row = within(table)
    .getByText(new RegExp(` ${number}$`))
    .closest('tr');
  if (!row) throw new Error(`no row for ${number}`);
  return row;
};
export const rowNumbers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .queryByText(/^Quote /)
        ?.textContent?.replace('Quote ', ''),
    )
    .filter(Boolean);

/** The organisation compares in euros at these rates (one euro buys £0.875, CHF 0.935). */
export const withRates = {
  config: {
    ...testConfig,
    referenceCurrency: 'EUR',
    exchangeRates: { date: '2026-11-20', rates: { GBP: '0.875', CHF: '0.935' } },
  },
};
