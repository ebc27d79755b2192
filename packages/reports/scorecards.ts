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
  for (const o of outcomes) if (o.vendorName !== null) names.set(o.vendorId, o.vendorName);

  const cells = groupBy(outcomes, (o) => partsKey(o.vendorId, o.source, o.target));
  const scorecards = [...cells.values()].map((cell) => {
    const first = cell[0] as JobOutcome;
    const tooFewToJudge = cell.length < MIN_ORDERS;
    const trend: MonthFigures[] = [...groupBy(cell, (o) => o.month)]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, inMonth]) => ({ month, ...figuresOf(inMonth, priced) }));
    return {
      vendorId: first.vendorId,
      vendorName: names.get(first.vendorId) ?? first.vendorId,
      source: first.source,
      target: first.target,
      orders: cell.length,
      tooFewToJudge,
      figures: tooFewToJudge ? null : { ...figuresOf(cell, priced), trend },
    };
  });
  scorecards.sort(
    (a, b) =>
      a.vendorName.localeCompare(b.vendorName) || a.source.localeCompare(b.source) || a.target.localeCompare(b.target),
  );

  const pairs: PairMedian[] = [...groupBy(outcomes, (o) => partsKey(o.source, o.target)).values()].map((entries) => {
    const { source, target } = entries[0] as JobOutcome;
    const orders = new Set(entries.map((o) => o.orderId)).size;
    const prices = priced ? entries.flatMap((o) => o.price ?? []) : [];
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
 * period's reference found from the currencies its quotes are in, as computeScorecards finds it.
 */
export function scorecardsOfKept(outcomes: readonly JobOutcome[], configured: ConfiguredMoney): ScorecardReport {
  const currencies = new Set<string>();
  for (const o of outcomes) for (const currency of o.currencies) currencies.add(currency);
  const reference = referenceFor(currencies, configured);
  const unrated = [...currencies].filter((currency) => reference === null || !hasRate(currency, reference));
  return scorecardsOf(outcomes, reference, unrated.sort());
}
