/**
 * What each job (one vendor's part in one order's target language, scorecard-jobs.ts) comes to for the vendor
 * scorecards: quotes, a decision, a price per source word, a delivery on time. One plain row per job, so that
 * whoever holds the facts can figure them once and keep them (the portal server's copy does); scorecards.ts
 * adds them up.
 */
import { lowestDecimal } from './medians';
import { perSourceWord, toReference, type ReferenceRates } from './reference-money';
import type { QuoteFact, ScorecardFacts } from './scorecard-facts';
import { collectJobs, time, type Job } from './scorecard-jobs';
import { knownUnit } from './text-units';

const HOUR_MS = 3_600_000;

/** One job's part in the figures. */
export interface JobOutcome {
  orderId: string;
  vendorId: string;
  /** The vendor's name as the facts tell it (its quotes' before its enquiries'); null where they tell none. */
  vendorName: string | null;
  source: string;
  target: string;
  /** `YYYY-MM` of the order's creation. */
  month: string;
  quotes: number;
  won: boolean;
  decided: boolean;
  cancelled: boolean;
  postEditing: boolean;
  hoursToQuote: number | null;
  /** Net per source word, a decimal string in the reference currency (see `jobOutcomes`). */
  price: string | null;
  unrated: number;
  uncounted: number;
  timed: boolean;
  onTime: boolean;
  /** The currencies of its quotes, distinct and sorted. */
  currencies: string[];
}

/**
 * What prices are figured in: a reference currency and rates; none (nothing priced, every quote unrated); or
 * each job in the one currency its quotes are in (`OWN_CURRENCY`, for outcomes kept before the period, and so
 * the reference, is known: they are the period's when its quotes are all in one currency).
 */
export const OWN_CURRENCY = 'own-currency';
export type OutcomePricing = ReferenceRates | null | typeof OWN_CURRENCY;

const isWon = (quote: QuoteFact) => quote.outcome === 'accepted' || quote.outcome === 'cancelled';

/** Where each order's languages were handed over: order id → target → the last document's time. */
type Handovers = Map<string, Map<string, number>>;

/**
 * toReference and perSourceWord (reference-money.ts) of a period's quotes, each figured once per amount,
 * currency and word count: a period of 50,000 orders repeats them, and each is a few decimal.js divisions.
 */
export function pricing(reference: ReferenceRates | null) {
  const rated = new Map<string, boolean>();
  const perWord = new Map<string, string | null>();
  const isRated = (net: string, currency: string) => {
    if (reference === null) return false;
    const key = `${currency}\u0000${net}`;
    let known = rated.get(key);
    if (known === undefined) rated.set(key, (known = toReference(net, currency, reference) !== null));
    return known;
  };
  const priceOf = (net: string, currency: string, words: number) => {
    const key = `${words}\u0000${currency}\u0000${net}`;
    let price = perWord.get(key);
    if (price === undefined)
      perWord.set(key, (price = perSourceWord(net, currency, reference as ReferenceRates, words)));
    return price;
  };
  return { isRated, priceOf };
}
type Pricing = ReturnType<typeof pricing>;

function outcomeOf(job: Job, priced: Pricing, delivered: Handovers, vendorName: string | null): JobOutcome {
  const { order, quotes, target } = job;
  let won = false;
  let accepted = false;
  let rejected = 0;
  let firstQuote: number | null = null;
  for (const quote of quotes) {
    if (isWon(quote)) won = true;
    if (quote.outcome === 'accepted') accepted = true;
    if (quote.outcome === 'rejected') rejected += 1;
    const at = time(quote.createdAt);
    if (at !== null && (firstQuote === null || at < firstQuote)) firstQuote = at;
  }
  const wait = job.enquiredAt !== null && firstQuote !== null ? (firstQuote - job.enquiredAt) / HOUR_MS : null;

  // Per source word: by the order's analysis where there is one (as the quote comparison), else by the
  // words a quote in words counts itself; quotes in other units without an analysis cannot be compared.
  // One price per order: what it was won at, else the vendor's lowest alternative.
  let unrated = 0;
  let uncounted = 0;
  const prices: string[] = [];
  for (const quote of quotes) {
    if (!priced.isRated(quote.net, quote.currency)) {
      unrated += 1;
      continue;
    }
    const words = order.sourceWords[target] ?? (knownUnit(quote.unit) === 'words' ? quote.amount : 0);
    const price = priced.priceOf(quote.net, quote.currency, words);
    if (price === null) uncounted += 1;
    else if (!won || isWon(quote)) prices.push(price);
  }

  const deadline = order.deadline === null ? null : time(order.deadline);
  const deliveredAt = delivered.get(order.id)?.get(target);
  const timed = accepted && !order.cancelled && deadline !== null && deliveredAt !== undefined;
  return {
    orderId: order.id,
    vendorId: job.vendorId,
    vendorName,
    source: order.source,
    target,
    month: order.createdAt.slice(0, 7),
    quotes: quotes.length,
    won,
    // A vendor not chosen before the order was cancelled neither won nor lost it.
    decided: won || (!order.cancelled && quotes.length > 0 && rejected === quotes.length),
    cancelled: won && (order.cancelled || quotes.some((quote) => quote.outcome === 'cancelled')),
    postEditing: won && order.postEditing.includes(target),
    hoursToQuote: wait !== null && wait >= 0 ? wait : null,
    price: lowestDecimal(prices),
    unrated,
    uncounted,
    timed,
    onTime: timed && deliveredAt <= deadline,
    currencies: [...new Set(quotes.map((quote) => quote.currency))].sort(),
  };
}

function handovers(facts: ScorecardFacts): Handovers {
  const delivered: Handovers = new Map();
  for (const delivery of facts.deliveries) {
    const at = delivery.deliveredAt === null ? null : time(delivery.deliveredAt);
    if (at === null) continue;
    let ofOrder = delivered.get(delivery.orderId);
    if (!ofOrder) delivered.set(delivery.orderId, (ofOrder = new Map<string, number>()));
    // A language delivered in several documents was delivered when its last one arrived.
    ofOrder.set(delivery.target, Math.max(at, ofOrder.get(delivery.target) ?? at));
  }
  return delivered;
}

/** The outcome of every job of the facts' orders, prices as `reference` says; `facts.reference` is not read. */
export function jobOutcomes(facts: ScorecardFacts, reference: OutcomePricing): JobOutcome[] {
  const delivered = handovers(facts);
  const names = new Map<string, string>();
  const jobs = collectJobs(facts, names);
  const fixed = reference === OWN_CURRENCY ? undefined : pricing(reference);
  const own = new Map<string, Pricing>();
  const unpriced = pricing(null);
  const pricingOf = (quotes: readonly QuoteFact[]): Pricing => {
    if (fixed) return fixed;
    const [first] = quotes;
    if (first === undefined || quotes.some((quote) => quote.currency !== first.currency)) return unpriced;
    let priced = own.get(first.currency);
    if (!priced) own.set(first.currency, (priced = pricing({ currency: first.currency, rates: {}, date: null })));
    return priced;
  };
  return jobs.map((job) => outcomeOf(job, pricingOf(job.quotes), delivered, names.get(job.vendorId) ?? null));
}
