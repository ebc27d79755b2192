import type { Quote, QuoteEnquiry } from '#contract/quote';
import { POLL_INTERVAL_MS } from '#portal/lib/task-lifecycle/poll-intervals.ts';
import { isAccepted, vendorAnswer } from '#portal/lib/task-lifecycle/quote-states.ts';

function everyTargetAccepted(enquiries: readonly QuoteEnquiry[] | undefined, quotes: readonly Quote[]): boolean {
  const targets = new Set<string>(quotes.map((q) => q.target));
  for (const e of enquiries ?? []) if (e.target) targets.add(e.target);
  if (targets.size === 0) return false;
  return [...targets].every((t) => quotes.some((q) => q.target === t && isAccepted(q)));
}

/**
 * A fetched enquiry counts as answered once its quotes are in the list we hold (when we hold one), or, when
 * none of them is, once that list was read after the enquiries: then the vendor made no offer. A list read
 * before may only miss quotes that came meanwhile.
 */
function answered(enquiry: QuoteEnquiry, quotes: readonly Quote[] | undefined, quotesReadAfter: boolean): boolean {
  if (!enquiry.quotesFetched) return false;
  if (!quotes) return true;
  return vendorAnswer(enquiry, quotes, quotesReadAfter) !== 'waiting';
}

/**
 * Refetch interval for a task's enquiries and quotes: poll until every enquiry has quotesFetched
 * (and, when the quotes are known, its quotes have arrived or the vendor made no offer), or every
 * target language has an accepted quote. Pass what the screen has, and whether its quotes were read
 * after its enquiries; an unknown side never stops polling on its own.
 */
export function quotesRefetchInterval(
  enquiries: readonly QuoteEnquiry[] | undefined,
  quotes: readonly Quote[] | undefined,
  quotesReadAfter = false,
): number | false {
  if (quotes && everyTargetAccepted(enquiries, quotes)) return false;
  if (enquiries && enquiries.length > 0 && enquiries.every((e) => answered(e, quotes, quotesReadAfter))) return false;
  return POLL_INTERVAL_MS;
}
