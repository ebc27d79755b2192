import type { Quote, QuoteEnquiry } from '#contract/quote';
import { POLL_INTERVAL_MS } from '#portal/lib/task-lifecycle/poll-intervals.ts';
import { quotesRefetchInterval } from './quote-polling';

function enquiry(id: string, target: string | undefined, quotesFetched: boolean): QuoteEnquiry {
  return {
    id,
    quotesFetched,
    createdAt: '2024-01-01T00:00:00Z',
    lspVendorId: 'v1',
    translationTaskId: 't1',
    ...(target ? { target } : {}),
  };
}

function quote(id: string, target: string, state: string, tapQuoteEnquiryId?: string): Quote {
  return {
    id,
    state,
    number: id,
    target,
    price: { netAmount: '10', vatPercentage: '19', currency: 'EUR', vatAmount: '1.9', grossAmount: '11.9' },
    textAmount: { type: 'lines', amount: 1, discountedAmount: 1 },
    createdAt: '2024-01-01T00:00:00Z',
    supplierName: 'Vendor',
    translationTaskId: 't1',
    ...(tapQuoteEnquiryId ? { tapQuoteEnquiryId } : {}),
  };
}

describe('quotesRefetchInterval', () => {
  it('polls while no enquiries exist yet or some are waiting', () => {
    expect(quotesRefetchInterval(undefined, undefined)).toBe(POLL_INTERVAL_MS);
    expect(quotesRefetchInterval([], [])).toBe(POLL_INTERVAL_MS);
    expect(quotesRefetchInterval([enquiry('e1', 'en-US', true), enquiry('e2', 'fr-FR', false)], undefined)).toBe(
      POLL_INTERVAL_MS,
    );
  });

  it('stops when every enquiry has quotesFetched', () => {
    expect(quotesRefetchInterval([enquiry('e1', 'en-US', true), enquiry('e2', undefined, true)], undefined)).toBe(
      false,
    );
  });

  it('with the quotes known, keeps polling until the quotes of every fetched enquiry are in', () => {
    const enquiries = [enquiry('e1', 'en-US', true), enquiry('e2', 'fr-FR', true)];
    expect(quotesRefetchInterval(enquiries, [quote('q1', 'en-US', 'OFFERED', 'e1')])).toBe(POLL_INTERVAL_MS);
    expect(
      quotesRefetchInterval(enquiries, [quote('q1', 'en-US', 'OFFERED', 'e1'), quote('q2', 'fr-FR', 'OFFERED', 'e2')]),
    ).toBe(false);
  });

  it('takes an answered enquiry without quotes for no offer once the quotes were read after the enquiries', () => {
    const enquiries = [enquiry('e1', 'en-US', true), enquiry('e2', 'en-US', true)];
    const quotes = [quote('q1', 'en-US', 'OFFERED', 'e1')];
    // Read before: the second vendor's quotes may have come meanwhile.
    expect(quotesRefetchInterval(enquiries, quotes, false)).toBe(POLL_INTERVAL_MS);
    expect(quotesRefetchInterval(enquiries, quotes, true)).toBe(false);
  });

  it('stops when every target has an accepted quote, even with enquiries still open', () => {
    const enquiries = [enquiry('e1', 'en-US', true), enquiry('e2', 'en-US', false)];
    expect(quotesRefetchInterval(enquiries, [quote('q1', 'en-US', 'ACCEPTED', 'e1')])).toBe(false);
    expect(
      quotesRefetchInterval([...enquiries, enquiry('e3', 'fr-FR', false)], [quote('q1', 'en-US', 'ACCEPTED', 'e1')]),
    ).toBe(POLL_INTERVAL_MS);
  });
});
