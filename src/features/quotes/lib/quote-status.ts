/** How long the quote comparison keeps asking the service, and which enquiries are answered. (What a quote allows: lib/task-lifecycle.) */
import type { Quote, QuoteEnquiry } from '#contract/quote';
import { POLL_INTERVAL_MS } from '#portal/lib/task-lifecycle/poll-intervals.ts';
import { isAccepted, vendorAnswer, type VendorAnswer } from '#portal/lib/task-lifecycle/quote-states.ts';
import { quotesRefetchInterval } from '#portal/lib/api/quotes/quote-polling.ts';

/** An accepted quote whose vendor order number has not arrived yet. */
export function awaitingOrderNumber(quotes: readonly Quote[] | undefined): boolean {
  return (quotes ?? []).some((q) => isAccepted(q) && !q.orderNumber);
}

/** The api polling rule, extended: keep asking while an accepted quote still lacks its order number. */
export function comparisonRefetchInterval(
  enquiries: readonly QuoteEnquiry[] | undefined,
  quotes: readonly Quote[] | undefined,
  quotesReadAfter: boolean,
): number | false {
  if (awaitingOrderNumber(quotes)) return POLL_INTERVAL_MS;
  return quotesRefetchInterval(enquiries, quotes, quotesReadAfter);
}

export interface EnquiryStatus {
  enquiry: QuoteEnquiry;
  answer: VendorAnswer;
}

/** Per enquiry: the vendor's answer (a quote, no offer, or still awaited; see `vendorAnswer`). */
export function enquiryStatuses(
  enquiries: readonly QuoteEnquiry[],
  quotes: readonly Quote[],
  quotesReadAfter: boolean,
): EnquiryStatus[] {
  return enquiries.map((enquiry) => ({ enquiry, answer: vendorAnswer(enquiry, quotes, quotesReadAfter) }));
}
