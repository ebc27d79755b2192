/**
 * Vendor scorecards per vendor and language pair, from the plain facts of a period's orders
 * (scorecard-facts.ts): pure, so the portal figures them from what it fetched and the portal server from
 * its copy, to the same digit. Prices per source word as the quote comparison figures them
 * (reference-money.ts); a quote in a currency without a rate is never converted, only counted.
 */
import { lowestDecimal, medianDecimal, medianNumber } from './medians';
import { perSourceWord, referenceFor, toReference, type ReferenceRates } from './reference-money';
import type { Figures, MonthFigures, PairMedian, QuoteFact, ScorecardFacts, ScorecardReport } from './scorecard-facts';
import { collectJobs, time, type Job } from './scorecard-jobs';
import { knownUnit } from './text-units';

/** Below this many orders a vendor's figures for a pair are too few to judge, and are not given. */
export const MIN_ORDERS = 5;

const HOUR_MS = 3_600_000;

/** What one job adds to the figures. */
interface Outcome {
  orderId: string;
  month: string;
  quotes: number;
  won: boolean;
  decided: boolean;
  cancelled: boolean;
  postEditing: boolean;
  hoursToQuote: number | null;
  price: string | null;
  unrated: number;
  uncounted: number;
  timed: boolean;
  onTime: boolean;
}

const isWon = (quote: QuoteFact) => quote.outcome === 'accepted' || quote.outcome === 'cancelled';

/** Where each order's languages were handed over: order id → target → the last document's time. */
type Handovers = Map<string, Map<string, number>>;

/**
 * toReference and perSourceWord (reference-money.ts) of a period's quotes, each figured once per amount,
 * currency and word count: a period of 50,000 orders repeats them, and each is a few decimal.js divisions.
 */
function pricing(reference: ReferenceRates | null) {
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

function outcomeOf(job: Job, priced: Pricing, delivered: Handovers): Outcome {
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
  const price = lowestDecimal(prices);

  const deadline = order.deadline === null ? null : time(order.deadline);
  const deliveredAt = delivered.get(order.id)?.get(target);
  const timed = accepted && !order.cancelled && deadline !== null && deliveredAt !== undefined;
  return {
    orderId: order.id,
    month: order.createdAt.slice(0, 7),
    quotes: quotes.length,
    won,
    // A vendor not chosen before the order was cancelled neither won nor lost it.
    decided: won || (!order.cancelled && quotes.length > 0 && rejected === quotes.length),
    cancelled: won && (order.cancelled || quotes.some((quote) => quote.outcome === 'cancelled')),
    postEditing: won && order.postEditing.includes(target),
    hoursToQuote: wait !== null && wait >= 0 ? wait : null,
    price,
    unrated,
    uncounted,
    timed,
    onTime: timed && deliveredAt <= deadline,
  };
}

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

function figuresOf(outcomes: readonly Outcome[]): Figures {
  let ordersQuoted = 0;
  let quotesReceived = 0;
  let decided = 0;
  let won = 0;
  let timed = 0;
  let onTime = 0;
  let unrated = 0;
  let uncounted = 0;
  let cancellations = 0;
  let postEditing = 0;
  const hours: number[] = [];
  const prices: string[] = [];
  for (const o of outcomes) {
    if (o.quotes > 0) ordersQuoted += 1;
    quotesReceived += o.quotes;
    if (o.decided) decided += 1;
    if (o.won) won += 1;
    if (o.timed) timed += 1;
    if (o.onTime) onTime += 1;
    unrated += o.unrated;
    uncounted += o.uncounted;
    if (o.cancelled) cancellations += 1;
    if (o.postEditing) postEditing += 1;
    if (o.hoursToQuote !== null) hours.push(o.hoursToQuote);
    if (o.price !== null) prices.push(o.price);
  }
  return {
    orders: outcomes.length,
    ordersQuoted,
    quotesReceived,
    ordersDecided: decided,
    ordersWon: won,
    shareWon: ratio(won, decided),
    medianHoursToQuote: medianNumber(hours),
    medianPricePerWord: medianDecimal(prices),
    pricedOrders: prices.length,
    unratedQuotes: unrated,
    uncountedQuotes: uncounted,
    cancellations,
    postEditing,
    deliveriesTimed: timed,
    deliveredOnTime: onTime,
    onTimeRate: ratio(onTime, timed),
  };
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** One key for several texts, none of which can pass for another's part (cheaper than JSON.stringify). */
const partsKey = (...parts: string[]) => parts.map((part) => `${part.length}:${part}`).join('');

export function computeScorecards(facts: ScorecardFacts): ScorecardReport {
  const reference =
    facts.reference ??
    referenceFor(
      facts.quotes.map((quote) => quote.currency),
      {},
    );
  const delivered: Handovers = new Map();
  for (const delivery of facts.deliveries) {
    const at = delivery.deliveredAt === null ? null : time(delivery.deliveredAt);
    if (at === null) continue;
    let ofOrder = delivered.get(delivery.orderId);
    if (!ofOrder) delivered.set(delivery.orderId, (ofOrder = new Map<string, number>()));
    // A language delivered in several documents was delivered when its last one arrived.
    ofOrder.set(delivery.target, Math.max(at, ofOrder.get(delivery.target) ?? at));
  }
  const names = new Map<string, string>();
  const priced = pricing(reference);
  const jobs = collectJobs(facts, names).map((job) => ({ job, outcome: outcomeOf(job, priced, delivered) }));

  const cells = groupBy(jobs, ({ job }) => partsKey(job.vendorId, job.order.source, job.target));
  const scorecards = [...cells.values()].map((cell) => {
    const { job } = cell[0] as (typeof jobs)[number];
    const outcomes = cell.map(({ outcome }) => outcome);
    const tooFewToJudge = outcomes.length < MIN_ORDERS;
    const trend: MonthFigures[] = [...groupBy(outcomes, (o) => o.month)]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, inMonth]) => ({ month, ...figuresOf(inMonth) }));
    return {
      vendorId: job.vendorId,
      vendorName: names.get(job.vendorId) ?? job.vendorId,
      source: job.order.source,
      target: job.target,
      orders: outcomes.length,
      tooFewToJudge,
      figures: tooFewToJudge ? null : { ...figuresOf(outcomes), trend },
    };
  });
  scorecards.sort(
    (a, b) =>
      a.vendorName.localeCompare(b.vendorName) || a.source.localeCompare(b.source) || a.target.localeCompare(b.target),
  );

  const pairs: PairMedian[] = [...groupBy(jobs, ({ job }) => partsKey(job.order.source, job.target)).values()].map(
    (entries) => {
      const { job } = entries[0] as (typeof jobs)[number];
      const { source } = job.order;
      const { target } = job;
      const orders = new Set(entries.map(({ outcome }) => outcome.orderId)).size;
      const prices = entries.flatMap(({ outcome }) => outcome.price ?? []);
      const judged = orders >= MIN_ORDERS;
      return {
        source,
        target,
        orders,
        medianPricePerWord: judged ? medianDecimal(prices) : null,
        pricedOrders: judged ? prices.length : 0,
      };
    },
  );
  pairs.sort((a, b) => a.source.localeCompare(b.source) || a.target.localeCompare(b.target));

  const unratedCurrencies = [
    ...new Set(
      facts.quotes.filter((quote) => !priced.isRated(quote.net, quote.currency)).map((quote) => quote.currency),
    ),
  ].sort();
  return { scorecards, pairs, reference, unratedCurrencies };
}
