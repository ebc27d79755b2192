/** What the screen may offer and how long it keeps asking the service, derived from quotes, enquiries and deliveries. */
import type { Delivery } from '../../../contract/delivery';
import type { Quote, QuoteEnquiry } from '../../../contract/quote';
import { POLL_INTERVAL_MS } from '../../../lib/api/polling';
import { quotesRefetchInterval } from '../api/quote-polling';

export type QuoteDecision = 'ACCEPTED' | 'REJECTED' | 'CANCELLED';

/** An accepted quote whose vendor order number has not arrived yet. */
export function awaitingOrderNumber(quotes: readonly Quote[] | undefined): boolean {
  return (quotes ?? []).some((q) => q.state === 'ACCEPTED' && !q.orderNumber);
}

/** The api polling rule, extended: keep asking while an accepted quote still lacks its order number. */
export function comparisonRefetchInterval(
  enquiries: readonly QuoteEnquiry[] | undefined,
  quotes: readonly Quote[] | undefined,
): number | false {
  if (awaitingOrderNumber(quotes)) return POLL_INTERVAL_MS;
  return quotesRefetchInterval(enquiries, quotes);
}

const DELIVERED = new Set(['IN_REVIEW', 'DELIVERED']);

/** The vendor delivered this language (under review or final): its accepted quote can no longer be cancelled. */
export function isLanguageDelivered(target: string, deliveries: readonly Delivery[] | undefined): boolean {
  return (deliveries ?? []).some((d) => d.target === target && DELIVERED.has(d.state));
}

/** The decisions a quote allows: offered → accept/reject; accepted and undelivered → cancel. */
export function allowedDecisions(quote: Quote, delivered: boolean): QuoteDecision[] {
  if (quote.state === 'OFFERED') return ['ACCEPTED', 'REJECTED'];
  if (quote.state === 'ACCEPTED' && !delivered) return ['CANCELLED'];
  return [];
}

export interface EnquiryStatus {
  enquiry: QuoteEnquiry;
  answered: boolean;
}

/** Per enquiry: answered once the vendor fetched its quotes or a quote of that enquiry is in the list. */
export function enquiryStatuses(enquiries: readonly QuoteEnquiry[], quotes: readonly Quote[]): EnquiryStatus[] {
  return enquiries.map((enquiry) => ({
    enquiry,
    answered: enquiry.quotesFetched || quotes.some((q) => q.tapQuoteEnquiryId === enquiry.id),
  }));
}
