/**
 * The scorecards' jobs: one vendor's part in one order's target language, gathered from a period's enquiries and
 * quotes (a quote finds its vendor through its enquiry, else by the vendor's name).
 */
import type { OrderFact, QuoteFact, ScorecardFacts } from './scorecard-facts';

/** One vendor's part in one order's target language. */
export interface Job {
  order: OrderFact;
  vendorId: string;
  target: string;
  enquiredAt: number | null;
  quotes: QuoteFact[];
}

/** A time in milliseconds, or null for one that cannot be read. */
export const time = (value: string) => {
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? null : parsed;
};

export function collectJobs(facts: ScorecardFacts, names: Map<string, string>): Job[] {
  const orders = new Map(facts.orders.map((order) => [order.id, order]));
  const enquiries = new Map(facts.enquiries.map((enquiry) => [enquiry.id, enquiry]));
  const jobs: Job[] = [];
  // By order, then vendor and target language: an order has a handful of jobs, and a short list per order
  // spares a key or a map for each of 100,000s of enquiries and quotes.
  const byOrder = new Map<string, Job[]>();
  const jobOf = (order: OrderFact, vendorId: string, target: string) => {
    let ofOrder = byOrder.get(order.id);
    if (!ofOrder) byOrder.set(order.id, (ofOrder = []));
    let job = ofOrder.find((known) => known.vendorId === vendorId && known.target === target);
    if (!job) {
      job = { order, vendorId, target, enquiredAt: null, quotes: [] };
      ofOrder.push(job);
      jobs.push(job);
    }
    return job;
  };
  for (const enquiry of facts.enquiries) {
    const order = orders.get(enquiry.orderId);
    if (!order) continue;
    if (enquiry.vendorName !== null && !names.has(enquiry.vendorId)) names.set(enquiry.vendorId, enquiry.vendorName);
    const at = time(enquiry.createdAt);
    for (const target of enquiry.target === null ? order.targets : [enquiry.target]) {
      const job = jobOf(order, enquiry.vendorId, target);
      if (at !== null && (job.enquiredAt === null || at < job.enquiredAt)) job.enquiredAt = at;
    }
  }
  for (const quote of facts.quotes) {
    const order = orders.get(quote.orderId);
    if (!order) continue;
    // Linked to its enquiry where the service links them, else matched by the vendor's name.
    const enquiry =
      (quote.enquiryId !== null ? enquiries.get(quote.enquiryId) : undefined) ??
      facts.enquiries.find((e) => e.orderId === quote.orderId && e.vendorName === quote.vendorName);
    const vendorId = enquiry?.vendorId ?? quote.vendorName;
    names.set(vendorId, quote.vendorName);
    jobOf(order, vendorId, quote.target).quotes.push(quote);
  }
  return jobs;
}
