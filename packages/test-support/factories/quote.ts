/** Quotes and quote enquiries, in the normalised contract shape (also valid on the wire); fresh ids each call. */
import { quoteEnquirySchema, quoteSchema, type Price, type Quote, type QuoteEnquiry } from '#contract/quote';
import { nextNumber } from './sequence';

export type QuoteOverrides = Partial<Omit<Quote, 'price' | 'textAmount'>> & {
  price?: Partial<Price>;
  textAmount?: Partial<Quote['textAmount']>;
};

export function buildQuote(overrides: QuoteOverrides = {}): Quote {
  const n = nextNumber();
  const { price, textAmount, ...rest } = overrides;
  return quoteSchema.parse({
    id: `q${n}`,
    state: 'OFFERED',
    number: `Q-${String(n).padStart(5, '0')}`,
    target: 'de-DE',
    createdAt: '2024-05-02T09:30:00Z',
    supplierName: 'Lingua Services GmbH',
    translationTaskId: 't1',
    ...rest,
    price: {
      netAmount: '100.00',
      vatPercentage: '19',
      currency: 'EUR',
      totalDiscountPercent: '10',
      vatAmount: '19.00',
      grossAmount: '119.00',
      ...price,
    },
    textAmount: { type: 'words', amount: 1000, discountedAmount: 900, ...textAmount },
  });
}

export function buildEnquiry(overrides: Partial<QuoteEnquiry> = {}): QuoteEnquiry {
  return quoteEnquirySchema.parse({
    id: `e${nextNumber()}`,
    quotesFetched: true,
    createdAt: '2024-05-02T09:00:00Z',
    lspVendorId: 'lsp-lingua',
    lspVendorName: 'Lingua Services GmbH',
    translationTaskId: 't1',
    target: 'de-DE',
    ...overrides,
  });
}
