/**
 * Vendor scorecards per vendor and language pair, from the plain facts of a period's orders
 * (scorecard-facts.ts): pure, so the portal figures them from what it fetched and the portal server from
 * its copy, to the same digit. Prices per source word as the quote comparison figures them
 * (reference-money.ts); a quote in a currency without a rate is never converted, only counted.
 */
import { medianDecimal, medianNumber } from './medians';
import { hasRate, referenceFor, type ConfiguredMoney, type ReferenceRates } from './reference-money';
import type { Figures, MonthFigures, PairMedian, ScorecardFacts, ScorecardReport } from './scorecard-facts';
import { jobOutcomes, OWN_CURRENCY, pricing, type JobOutcome, type OutcomePricing } from './scorecard-outcomes';

/** Below this many orders a vendor's figures for a pair are too few to judge, and are not given. */
export const MIN_ORDERS = 5;

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** `priced`: false where there is no reference to price in (every quote is unrated then). */
function figuresOf(outcomes: readonly JobOutcome[], priced: boolean): Figures {
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
    unrated += priced ? o.unrated : o.quotes;
    if (priced) uncounted += o.uncounted;
    if (o.cancelled) cancellations += 1;
    if (o.postEditing) postEditing += 1;
    if (o.hoursToQuote !== null) hours.push(o.hoursToQuote);
    if (priced && o.price !== null) prices.push(o.price);
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

/** `map`'s value for `key`, made by `make` the first time. */
function entry<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = make()));
  return value;
}

interface Pair {
  source: string;
  target: string;
  orders: Set<string>;
  prices: string[];
}

/**
 * The scorecards and the pairs' medians of a period from its jobs' outcomes, prices in `reference`
 * (null: none, every quote unrated, whatever the outcomes were priced in); `unratedCurrencies` as reported.
 * A vendor is named as its last outcome with a name tells it.
 */
export function scorecardsOf(
  outcomes: readonly JobOutcome[],
  reference: ReferenceRates | null,
  unratedCurrencies: string[],
): ScorecardReport {
  const priced = reference !== null;
  const names = new Map<string, string>();
  // Vendor → source → target → outcomes (each cell also listed as it first appears); source → target → pair.
  const byVendor = new Map<string, Map<string, Map<string, JobOutcome[]>>>();
  const cells: JobOutcome[][] = [];
  const byPair = new Map<string, Map<string, Pair>>();
  for (const o of outcomes) {
    if (o.vendorName !== null) names.set(o.vendorId, o.vendorName);
    const bySource = entry(byVendor, o.vendorId, () => new Map<string, Map<string, JobOutcome[]>>());
    const cell = entry(
      entry(bySource, o.source, () => new Map<string, JobOutcome[]>()),
      o.target,
      () => {
        const made: JobOutcome[] = [];
        cells.push(made);
        return made;
      },
    );
    cell.push(o);
    const pair = entry(
      entry(byPair, o.source, () => new Map<string, Pair>()),
      o.target,
      () => ({
        source: o.source,
        target: o.target,
        orders: new Set<string>(),
        prices: [],
      }),
    );
    pair.orders.add(o.orderId);
    if (priced && o.price !== null) pair.prices.push(o.price);
  }

  const scorecards = cells.map((cell) => {
    const first = cell[0] as JobOutcome;
    const tooFewToJudge = cell.length < MIN_ORDERS;
    let figures = null;
    if (!tooFewToJudge) {
      const months = new Map<string, JobOutcome[]>();
      for (const o of cell) entry(months, o.month, () => []).push(o);
      const trend: MonthFigures[] = [...months]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([month, inMonth]) => ({ month, ...figuresOf(inMonth, priced) }));
      figures = { ...figuresOf(cell, priced), trend };
    }
    return {
      vendorId: first.vendorId,
      vendorName: names.get(first.vendorId) ?? first.vendorId,
      source: first.source,
      target: first.target,
      orders: cell.length,
      tooFewToJudge,
      figures,
    };
  });
  scorecards.sort(
    (a, b) =>
      a.vendorName.localeCompare(b.vendorName) || a.source.localeCompare(b.source) || a.target.localeCompare(b.target),
  );

  const pairs: PairMedian[] = [...byPair.values()].flatMap((targets) =>
    [...targets.values()].map(({ source, target, orders, prices }) => {
      const judged = orders.size >= MIN_ORDERS;
      return {
        source,
        target,
        orders: orders.size,
        medianPricePerWord: judged ? medianDecimal(prices) : null,
        pricedOrders: judged ? prices.length : 0,
      };
    }),
  );
  pairs.sort((a, b) => a.source.localeCompare(b.source) || a.target.localeCompare(b.target));
  return { scorecards, pairs, reference, unratedCurrencies };
}

export function computeScorecards(facts: ScorecardFacts): ScorecardReport {
  const reference =
    facts.reference ??
    referenceFor(
      facts.quotes.map((quote) => quote.currency),
      {},
    );
  const priced = pricing(reference);
  const unratedCurrencies = [
    ...new Set(
      facts.quotes.filter((quote) => !priced.isRated(quote.net, quote.currency)).map((quote) => quote.currency),
    ),
  ].sort();
  return scorecardsOf(jobOutcomes(facts, reference), reference, unratedCurrencies);
}

/**
 * What outcomes kept before their period is known are priced in: the configured reference, else each job's
 * own currency (a period whose quotes are all in one currency compares in it, as computeScorecards does).
 */
export const keptPricing = (configured: ConfiguredMoney): OutcomePricing =>
  referenceFor([], configured) ?? OWN_CURRENCY;

/**
 * The report computeScorecards gives for a period, from its outcomes priced by `keptPricing(configured)`: the
 * period's reference found from the currencies its quotes are in (`currencies`, else the outcomes'), as
 * computeScorecards finds it.
 */
export function scorecardsOfKept(
  outcomes: readonly JobOutcome[],
  configured: ConfiguredMoney,
  currencies: Iterable<string> = new Set(outcomes.flatMap((o) => o.currencies)),
): ScorecardReport {
  const distinct = [...new Set(currencies)];
  const reference = referenceFor(distinct, configured);
  const unrated = distinct.filter((currency) => reference === null || !hasRate(currency, reference));
  return scorecardsOf(outcomes, reference, unrated.sort());
}
