import type { ConfiguredMoney } from './reference-money';
import { referenceFor } from './reference-money';
import type { ScorecardFacts } from './scorecard-facts';
import { jobOutcomes } from './scorecard-outcomes';
import { computeScorecards, keptPricing, scorecardsOfKept } from './scorecards';
import { EUR, facts, LINGUA, NORTHWIND } from './scorecards-world.harness';

/**
 * A period with a bit of everything: won, lost and open orders over two months, alternatives, a cancelled
 * order and a cancelled language, post-editing, deliveries on time, late and of unknown time, quotes in lines
 * with and without an analysis, an unlinked quote matched by its vendor's name, in `currencies` by turns.
 */
function world(currencies: readonly string[]) {
  const w = facts(null);
  const currency = (i: number) => currencies[i % currencies.length] ?? 'EUR';
  for (let i = 0; i < 14; i += 1) {
    const day = i < 7 ? `2026-02-${String(10 + i)}` : `2026-03-${String(10 + i)}`;
    const order = w.order({
      day,
      deadline: i % 2 === 0 ? `${day}T18:00:00Z` : null,
      cancelled: i === 5,
      postEditing: i % 4 === 0 ? ['de-DE'] : [],
      sourceWords: i % 3 === 0 ? { 'de-DE': 700 + i } : {},
    });
    w.ask(order, LINGUA, [
      { net: String(130 + i), currency: currency(i), outcome: i % 3 === 0 ? 'accepted' : 'rejected', after: 30 + i },
      ...(i % 5 === 0 ? [{ net: '99.5', currency: currency(i + 1), outcome: 'rejected' as const }] : []),
    ]);
    w.ask(order, NORTHWIND, [
      {
        net: String(90 + i * 3),
        currency: currency(i + 1),
        unit: i % 2 === 0 ? 'lines' : 'words',
        amount: 80 + i,
        outcome: i % 3 === 1 ? 'accepted' : i % 3 === 0 ? 'rejected' : i === 8 ? 'cancelled' : 'open',
        unlinked: i % 4 === 1,
      },
    ]);
    if (i % 3 === 0) w.delivered(order, i % 2 === 0 ? `${day}T${i % 4 === 0 ? '17' : '19'}:00:00Z` : null);
    if (i % 3 === 1) w.delivered(order, `${day}T20:00:00Z`).delivered(order, `${day}T12:00:00Z`);
  }
  // A vendor asked and not answering, in another pair.
  const other = w.order({ source: 'de-DE', targets: ['en-GB', 'fr-FR'] });
  w.ask(other, LINGUA, [{ net: '50', currency: currency(0) }], 'en-GB', null);
  return w.facts;
}

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
