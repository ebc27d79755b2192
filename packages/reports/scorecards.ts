/**
 * Vendor scorecards per vendor and language pair, from the plain facts of a period's orders
 * (scorecard-facts.ts): pure, so the portal figures them from what it fetched and the portal server from
 * its copy, to the same digit. Prices per source word as the quote comparison figures them
 * (reference-money.ts); a quote in a currency without a rate is never converted, only counted.
 */
import { lowestDecimal, medianDecimal, medianNumber } from './medians';
import { perSourceWord, referenceFor, toReference, type ReferenceRates } from './reference-money';
import type {
  Figures,
  MonthFigures,
  OrderFact,
  PairMedian,
  QuoteFact,
  ScorecardFacts,
  ScorecardReport,
} from './scorecard-facts';
import { knownUnit } from './text-units';

/** Below this many orders a vendor's figures for a pair are too few to judge, and are not given. */
export const MIN_ORDERS = 5;

const HOUR_MS = 3_600_000;

/** One vendor's part in one order's target language. */
interface Job {
  order: OrderFact;
  vendorId: string;
  target: string;
  enquiredAt: number | null;
  quotes: QuoteFact[];
}

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
const time = (value: string) => {
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? null : parsed;
};

function collectJobs(facts: ScorecardFacts, names: Map<string, string>): Job[] {
  const orders = new Map(facts.orders.map((order) => [order.id, order]));
  const enquiries = new Map(facts.enquiries.map((enquiry) => [enquiry.id, enquiry]));
  const jobs: Job[] = [];
  // By order, vendor and target language, without building a key for each of 100,000s of enquiries and quotes.
  const byOrder = new Map<string, Map<string, Map<string, Job>>>();
  const jobOf = (order: OrderFact, vendorId: string, target: string) => {
    let byVendor = byOrder.get(order.id);
    if (!byVendor) byOrder.set(order.id, (byVendor = new Map<string, Map<string, Job>>()));
    let byTarget = byVendor.get(vendorId);
    if (!byTarget) byVendor.set(vendorId, (byTarget = new Map<string, Job>()));
    let job = byTarget.get(target);
    if (!job) {
      job = { order, vendorId, target, enquiredAt: null, quotes: [] };
      byTarget.set(target, job);
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

function outcomeOf(job: Job, reference: ReferenceRates | null, delivered: Map<string, number>): Outcome {
  const { order, quotes, target } = job;
  const won = quotes.some(isWon);
  const quoteTimes = quotes.flatMap((quote) => time(quote.createdAt) ?? []);
  const firstQuote = quoteTimes.length > 0 ? Math.min(...quoteTimes) : null;
  const wait = job.enquiredAt !== null && firstQuote !== null ? (firstQuote - job.enquiredAt) / HOUR_MS : null;

  // Per source word: by the order's analysis where there is one (as the quote comparison), else by the
  // words a quote in words counts itself; quotes in other units without an analysis cannot be compared.
  let unrated = 0;
  let uncounted = 0;
  const prices = new Map<QuoteFact, string>();
  for (const quote of quotes) {
    if (reference === null || toReference(quote.net, quote.currency, reference) === null) {
      unrated += 1;
      continue;
    }
    const words = order.sourceWords[target] ?? (knownUnit(quote.unit) === 'words' ? quote.amount : 0);
    const price = perSourceWord(quote.net, quote.currency, reference, words);
    if (price === null) uncounted += 1;
    else prices.set(quote, price);
  }
  // One price per order: what it was won at, else the vendor's lowest alternative.
  const price = lowestDecimal((won ? quotes.filter(isWon) : quotes).flatMap((quote) => prices.get(quote) ?? []));

  const accepted = quotes.some((quote) => quote.outcome === 'accepted');
  const deadline = order.deadline === null ? null : time(order.deadline);
  const deliveredAt = delivered.get(JSON.stringify([order.id, target]));
  const timed = accepted && !order.cancelled && deadline !== null && deliveredAt !== undefined;
  return {
    orderId: order.id,
    month: order.createdAt.slice(0, 7),
    quotes: quotes.length,
    won,
    // A vendor not chosen before the order was cancelled neither won nor lost it.
    decided: won || (!order.cancelled && quotes.length > 0 && quotes.every((quote) => quote.outcome === 'rejected')),
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
  const count = (test: (o: Outcome) => boolean) => {
    let n = 0;
    for (const outcome of outcomes) if (test(outcome)) n += 1;
    return n;
  };
  const decided = count((o) => o.decided);
  const won = count((o) => o.won);
  const timed = count((o) => o.timed);
  const onTime = count((o) => o.onTime);
  const prices = outcomes.flatMap((o) => o.price ?? []);
  return {
    orders: outcomes.length,
    ordersQuoted: count((o) => o.quotes > 0),
    quotesReceived: outcomes.reduce((sum, o) => sum + o.quotes, 0),
    ordersDecided: decided,
    ordersWon: won,
    shareWon: ratio(won, decided),
    medianHoursToQuote: medianNumber(outcomes.flatMap((o) => o.hoursToQuote ?? [])),
    medianPricePerWord: medianDecimal(prices),
    pricedOrders: prices.length,
    unratedQuotes: outcomes.reduce((sum, o) => sum + o.unrated, 0),
    uncountedQuotes: outcomes.reduce((sum, o) => sum + o.uncounted, 0),
    cancellations: count((o) => o.cancelled),
    postEditing: count((o) => o.postEditing),
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

export function computeScorecards(facts: ScorecardFacts): ScorecardReport {
  const reference =
    facts.reference ??
    referenceFor(
      facts.quotes.map((quote) => quote.currency),
      {},
    );
  const delivered = new Map<string, number>();
  for (const delivery of facts.deliveries) {
    const at = delivery.deliveredAt === null ? null : time(delivery.deliveredAt);
    const key = JSON.stringify([delivery.orderId, delivery.target]);
    // A language delivered in several documents was delivered when its last one arrived.
    if (at !== null) delivered.set(key, Math.max(at, delivered.get(key) ?? at));
  }
  const names = new Map<string, string>();
  const jobs = collectJobs(facts, names).map((job) => ({ job, outcome: outcomeOf(job, reference, delivered) }));

  const cells = groupBy(jobs, ({ job }) => JSON.stringify([job.vendorId, job.order.source, job.target]));
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

  const pairs: PairMedian[] = [
    ...groupBy(
      jobs.map(({ outcome, job }) => ({ outcome, source: job.order.source, target: job.target })),
      (entry) => JSON.stringify([entry.source, entry.target]),
    ).values(),
  ].map((entries) => {
    const { source, target } = entries[0] as (typeof entries)[number];
    const orders = new Set(entries.map((entry) => entry.outcome.orderId)).size;
    const prices = entries.flatMap((entry) => entry.outcome.price ?? []);
    const judged = orders >= MIN_ORDERS;
    return {
      source,
      target,
      orders,
      medianPricePerWord: judged ? medianDecimal(prices) : null,
      pricedOrders: judged ? prices.length : 0,
    };
  });
  pairs.sort((a, b) => a.source.localeCompare(b.source) || a.target.localeCompare(b.target));

  const unratedCurrencies = [
    ...new Set(
      facts.quotes
        .filter((quote) => reference === null || toReference(quote.net, quote.currency, reference) === null)
        .map((quote) => quote.currency),
    ),
  ].sort();
  return { scorecards, pairs, reference, unratedCurrencies };
}
