import type { Quote, QuoteEnquiry } from '#contract/quote';
import { POLL_INTERVAL_MS } from '../../../lib/api/polling';
import { isAccepted } from '../../../lib/task-lifecycle/quote-states';

function everyTargetAccepted(enquiries: readonly QuoteEnquiry[] | undefined, quotes: readonly Quote[]): boolean {
  const targets = new Set<string>(quotes.map((q) => q.target));
  for (const e of enquiries ?? []) if (e.target) targets.add(e.target);
  if (targets.size === 0) return false;
  return [...targets].every((t) => quotes.some((q) => q.target === t && isAccepted(q)));
}

/** A fetched enquiry counts as answered once its quotes are in the list we hold (when we hold one). */
function answered(enquiry: QuoteEnquiry, quotes: readonly Quote[] | undefined): boolean {
  if (!enquiry.quotesFetched) return false;
  if (!quotes) return true;
  if (quotes.some((q) => q.tapQuoteEnquiryId === enquiry.id)) return true;
  const linked = quotes.some((q) => q.tapQuoteEnquiryId !== undefined);
  return !linked && quotes.some((q) => enquiry.target === undefined || q.target === enquiry.target);
}

/**
 * Refetch interval for a task's enquiries and quotes: poll until every enquiry has quotesFetched
 * (and, when the quotes are known, its quotes have arrived), or every target language has an
 * accepted quote. Pass what the screen has; an unknown side never stops polling on its own.
 */
export function quotesRefetchInterval(
  enquiries: readonly QuoteEnquiry[] | undefined,
  quotes: readonly Quote[] | undefined,
): number | false {
  if (quotes && everyTargetAccepted(enquiries, quotes)) return false;
  if (enquiries && enquiries.length > 0 && enquiries.every((e) => answered(e, quotes))) return false;
  return POLL_INTERVAL_MS;
}
