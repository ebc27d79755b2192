import type { ConfiguredMoney } from './reference-money';
import { referenceFor } from './reference-money';
import type { ScorecardFacts } from './scorecard-facts';
import { jobOutcomes } from './scorecard-outcomes';
import { computeScorecards, keptPricing, scorecardsOfKept } from './scorecards';
import { EUR, richWorld as world } from './scorecards-world.harness';

/** The report over the facts as the portal server's copy would give them (the reference found from `money`). */
const direct = (all: ScorecardFacts, money: ConfiguredMoney) =>
  computeScorecards({
    ...all,
    reference: referenceFor(
      all.quotes.map((quote) => quote.currency),
      money,
    ),
  });

/** Outcomes figured a few orders at a time, as a copy keeps them, then added up. */
function kept(all: ScorecardFacts, money: ConfiguredMoney, batch: number) {
  const outcomes = [];
  for (let i = 0; i < all.orders.length; i += batch) {
    const orders = all.orders.slice(i, i + batch);
    const ids = new Set(orders.map((order) => order.id));
    const of = <T extends { orderId: string }>(rows: readonly T[]) => rows.filter((row) => ids.has(row.orderId));
    const part = { orders, enquiries: of(all.enquiries), quotes: of(all.quotes), deliveries: of(all.deliveries) };
    outcomes.push(...jobOutcomes({ ...part, reference: null }, keptPricing(money)));
  }
  return scorecardsOfKept(outcomes, money);
}

const CONFIGURED: ConfiguredMoney = {
  referenceCurrency: EUR.currency,
  exchangeRates: { date: EUR.date ?? '', rates: EUR.rates },
};

describe('outcomes kept, then added up', () => {
  it.each([
    ['a configured reference, with rates and a currency without one', CONFIGURED, ['EUR', 'GBP', 'USD']],
    ['no reference, quotes in one currency', {}, ['CHF']],
    ['no reference, quotes in several currencies', {}, ['CHF', 'EUR']],
    ['no reference, every job in one currency but the period in two', {}, ['CHF', 'CHF', 'EUR']],
  ] as const)('give the report computeScorecards gives: %s', (_name, money, currencies) => {
    const all = world(currencies);
    const expected = direct(all, money);
    expect(expected.scorecards.some((card) => card.figures !== null)).toBe(true);
    for (const batch of [1, 4, all.orders.length]) expect(kept(all, money, batch)).toEqual(expected);
  });

  it('price nothing and count every quote unrated without a reference, whatever they were priced in', () => {
    const report = kept(world(['CHF', 'EUR']), {}, 3);
    expect(report.reference).toBeNull();
    expect(report.unratedCurrencies).toEqual(['CHF', 'EUR']);
    expect(report.scorecards.every((card) => (card.figures?.pricedOrders ?? 0) === 0)).toBe(true);
    expect(report.pairs.every((pair) => pair.medianPricePerWord === null)).toBe(true);
  });
});
