/** Fixture factories for quotes and quote enquiries, in the normalised contract shape (also valid on the wire). */
import type { Price, Quote, QuoteEnquiry } from '../../../contract/quote';

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

export type QuoteOverrides = Partial<Omit<Quote, 'price' | 'textAmount'>> & {
  price?: Partial<Price>;
  textAmount?: Partial<Quote['textAmount']>;
};

export function createQuote(overrides: QuoteOverrides = {}): Quote {
  const n = next();
  const { price, textAmount, ...rest } = overrides;
  return {
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
  };
}

export function createEnquiry(overrides: Partial<QuoteEnquiry> = {}): QuoteEnquiry {
  const n = next();
  return {
    id: `e${n}`,
    quotesFetched: true,
    createdAt: '2024-05-02T09:00:00Z',
    lspVendorId: 'lsp-lingua',
    lspVendorName: 'Lingua Services GmbH',
    translationTaskId: 't1',
    target: 'de-DE',
    ...overrides,
  };
}
