import type { OrderFact, ScorecardFacts } from './scorecard-facts';
import { computeScorecards, MIN_ORDERS } from './scorecards';
import { card, EUR, facts, LINGUA, linguaOrders, NORTHWIND, type Vendor } from './scorecards-world.harness';

// [case, the facts, the vendor and language whose scorecard is checked, what it shows]
const CASES: [string, () => ScorecardFacts, Vendor, string, Record<string, unknown> | undefined][] = [
  ['an empty period has no scorecard', () => facts().facts, LINGUA, 'de-DE', undefined],
  [
    'below five orders: too few to judge, no figures',
    () => linguaOrders(facts(), MIN_ORDERS - 1, 2).facts,
    LINGUA,
    'de-DE',
    { orders: 4, tooFewToJudge: true, figures: null },
  ],
  [
    'five orders: share won, median hours to quote and price per source word',
    () => linguaOrders(facts(), 5, 2).facts,
    LINGUA,
    'de-DE',
    {
      orders: 5,
      tooFewToJudge: false,
      figures: 'given',
      quotesReceived: 5,
      ordersQuoted: 5,
      ordersDecided: 5,
      ordersWon: 2,
      shareWon: 0.4,
      medianHoursToQuote: 1,
      medianPricePerWord: '0.14',
      pricedOrders: 5,
      unratedQuotes: 0,
      trend: 1,
    },
  ],
  [
    'a currency without a rate is left out of the price and counted',
    () => {
      const world = linguaOrders(facts(), 4);
      world.ask(world.order(), LINGUA, [{ net: '150', currency: 'USD' }]);
      return world.facts;
    },
    LINGUA,
    'de-DE',
    { orders: 5, quotesReceived: 5, medianPricePerWord: '0.14', pricedOrders: 4, unratedQuotes: 1 },
  ],
  [
    'alternatives: all are received, the lowest prices an open order, the accepted one a won order',
    () => {
      const world = linguaOrders(facts(), 3);
      // Standard €0.14 and express €0.21 per word, still open: €0.14 counts.
      world.ask(world.order(), LINGUA, [{ net: '140' }, { net: '210' }]);
      // The express one accepted (the other rejected): €0.21 counts.
      world.ask(world.order(), LINGUA, [
        { net: '140', outcome: 'rejected' },
        { net: '210', outcome: 'accepted' },
      ]);
      return world.facts;
    },
    LINGUA,
    'de-DE',
    {
      orders: 5,
      quotesReceived: 7,
      ordersDecided: 4,
      ordersWon: 1,
      shareWon: 0.25,
      medianPricePerWord: '0.14',
      pricedOrders: 5,
    },
  ],
  [
    'an even count of prices: the exact mean of the middle two',
    () => {
      const world = linguaOrders(facts(), 3);
      world.ask(world.order(), LINGUA, [{ net: '140.1' }]);
      // 33.3333… per word, rounded to 4 decimals as the quote comparison does.
      world.ask(world.order(), LINGUA, [{ net: '100', amount: 3 }]);
      world.ask(world.order(), LINGUA, [{ net: '100', amount: 3 }]);
      return world.facts;
    },
    LINGUA,
    'de-DE',
    { orders: 6, medianPricePerWord: '0.14005', pricedOrders: 6 },
  ],
  [
    'the same amount in another currency, over other words or without a rate is a price of its own',
    () => {
      const world = facts();
      // €0.14 twice; 140 GBP = €160, €0.16; over 700 words €0.20 twice; 140 USD has no rate.
      for (const [currency, words] of [
        ['EUR', 1000],
        ['EUR', 1000],
        ['GBP', 1000],
        ['EUR', 700],
        ['EUR', 700],
        ['USD', 1000],
      ] as const)
        world.ask(world.order({ sourceWords: { 'de-DE': words } }), LINGUA, [{ net: '140', currency }]);
      return world.facts;
    },
    LINGUA,
    'de-DE',
    { orders: 6, medianPricePerWord: '0.16', pricedOrders: 5, unratedQuotes: 1, uncountedQuotes: 0 },
  ],
  [
    'a cancelled order: a cancellation of the won order, not timed; not decided for a vendor not chosen',
    () => {
      const world = linguaOrders(facts(), 3, 3);
      const cancelled = world.order({ cancelled: true, deadline: '2026-03-10T00:00:00Z' });
      world.ask(cancelled, LINGUA, [{ outcome: 'accepted' }]).delivered(cancelled, '2026-03-05T00:00:00Z');
      world.ask(world.order({ cancelled: true }), LINGUA, [{ outcome: 'open' }]);
      // An accepted quote cancelled for one language.
      world.ask(world.order(), LINGUA, [{ outcome: 'cancelled' }]);
      return world.facts;
    },
    LINGUA,
    'de-DE',
    { orders: 6, ordersDecided: 5, ordersWon: 5, shareWon: 1, cancellations: 2, deliveriesTimed: 0 },
  ],
  [
    'on time against the requested deadline, where the delivery time is known',
    () => {
      const world = facts();
      const deadline = '2026-03-06T17:00:00Z';
      const orders = Array.from({ length: 5 }, () => world.order({ deadline }));
      for (const order of orders) world.ask(order, LINGUA, [{ outcome: 'accepted' }]);
      world
        .delivered(orders[0] as OrderFact, '2026-03-06T16:59:00Z')
        // Two documents: the language was delivered with the last one, after the deadline.
        .delivered(orders[1] as OrderFact, '2026-03-05T10:00:00Z')
        .delivered(orders[1] as OrderFact, '2026-03-07T10:00:00Z')
        .delivered(orders[2] as OrderFact, '2026-03-06T17:00:00Z')
        // Delivered, time unknown; and not delivered yet.
        .delivered(orders[3] as OrderFact, null);
      // No deadline asked for: not timed.
      const open = world.order();
      world.ask(open, LINGUA, [{ outcome: 'accepted' }]).delivered(open, '2026-03-03T00:00:00Z');
      return world.facts;
    },
    LINGUA,
    'de-DE',
    { orders: 6, ordersWon: 6, deliveriesTimed: 3, deliveredOnTime: 2, onTimeRate: 2 / 3 },
  ],
  [
    'lines and characters: per source word by the analysis; without one they are counted, not priced',
    () => {
      const world = facts();
      for (let i = 0; i < 4; i += 1) {
        // 100 GBP for 80 lines = €114.2857; per 700 analysed words €0.1633.
        world.ask(world.order({ sourceWords: { 'de-DE': 700 } }), NORTHWIND, [
          { net: '100', currency: 'GBP', unit: 'lines', amount: 80 },
        ]);
      }
      world.ask(world.order(), NORTHWIND, [{ net: '100', currency: 'GBP', unit: 'line', amount: 80 }]);
      return world.facts;
    },
    NORTHWIND,
    'de-DE',
    { orders: 5, medianPricePerWord: '0.1633', pricedOrders: 4, uncountedQuotes: 1, unratedQuotes: 0 },
  ],
  [
    'an enquiry without a language concerns each of the order\u2019s; an unlinked quote finds its vendor by name',
    () => {
      const world = facts();
      for (let i = 0; i < 5; i += 1) {
        const order = world.order({ targets: ['de-DE', 'fr-FR'] });
        world.ask(order, LINGUA, [{ unlinked: true, after: 30 + i * 30 }], 'fr-FR', null);
      }
      return world.facts;
    },
    LINGUA,
    'fr-FR',
    { orders: 5, quotesReceived: 5, medianHoursToQuote: 1.5, ordersDecided: 0, shareWon: null },
  ],
  [
    'post-editing: won orders whose work was post-editing',
    () => {
      const world = facts();
      for (let i = 0; i < 5; i += 1) {
        world.ask(world.order({ postEditing: i < 3 ? ['de-DE'] : [] }), LINGUA, [
          { outcome: i === 2 ? 'rejected' : 'accepted' },
        ]);
      }
      return world.facts;
    },
    LINGUA,
    'de-DE',
    { ordersWon: 4, postEditing: 2 },
  ],
];

describe('computeScorecards', () => {
  it.each(CASES)('%s', (_name, build, vendor, target, expected) => {
    const found = card(computeScorecards(build()), vendor, target);
    if (expected === undefined) expect(found).toBeUndefined();
    else expect(found).toMatchObject(expected);
  });

  it('an empty period: no scorecards, no pairs, nothing unrated', () => {
    expect(computeScorecards(facts().facts)).toEqual({
      scorecards: [],
      pairs: [],
      reference: EUR,
      unratedCurrencies: [],
    });
    // Without a configured reference and without quotes there is nothing to compare in.
    expect(computeScorecards(facts(null).facts).reference).toBeNull();
  });

  it("gives the organisation's median per pair across vendors, from five orders on", () => {
    const world = linguaOrders(facts(), 3);
    const shared = world.order();
    world.ask(shared, LINGUA, [{ net: '150' }]).ask(shared, NORTHWIND, [{ net: '90', currency: 'GBP' }]);
    const report = computeScorecards(world.facts);
    // Four orders: not yet.
    expect(report.pairs).toEqual([
      { source: 'en-US', target: 'de-DE', orders: 4, medianPricePerWord: null, pricedOrders: 0 },
    ]);
    world.ask(world.order(), NORTHWIND, [{ net: '175', currency: 'USD' }]);
    const five = computeScorecards(world.facts);
    // 0.14 ×3, 0.15, 90 GBP = 0.1029: the median of five prices (the USD quote has no rate).
    expect(five.pairs).toEqual([
      { source: 'en-US', target: 'de-DE', orders: 5, medianPricePerWord: '0.14', pricedOrders: 5 },
    ]);
    expect(five.unratedCurrencies).toEqual(['USD']);
    expect(five.scorecards.map((s) => [s.vendorName, s.orders, s.tooFewToJudge])).toEqual([
      ['Lingua Services GmbH', 4, true],
      ['Northwind Translations Ltd', 2, true],
    ]);
  });

  it('keeps pairs apart and gives a trend per month of the orders', () => {
    const world = facts();
    for (const day of ['2026-01-10', '2026-01-20', '2026-02-03', '2026-02-04', '2026-02-05']) {
      world.ask(world.order({ day }), LINGUA, [
        { net: day.startsWith('2026-01') ? '100' : '120', outcome: 'accepted' },
      ]);
    }
    world.ask(world.order({ source: 'de-DE', targets: ['en-GB'] }), LINGUA, [{}], 'en-GB');
    const report = computeScorecards(world.facts);
    expect(report.scorecards.map((s) => [s.source, s.target, s.orders])).toEqual([
      ['de-DE', 'en-GB', 1],
      ['en-US', 'de-DE', 5],
    ]);
    const trend = report.scorecards[1]?.figures?.trend;
    expect(trend?.map((m) => [m.month, m.orders, m.ordersWon, m.medianPricePerWord])).toEqual([
      ['2026-01', 2, 2, '0.1'],
      ['2026-02', 3, 3, '0.12'],
    ]);
  });

  it('without a reference, compares in the one currency all quotes are in, and converts none', () => {
    const chf = facts(null);
    for (let i = 0; i < 5; i += 1) chf.ask(chf.order(), LINGUA, [{ net: '130', currency: 'CHF' }]);
    const report = computeScorecards(chf.facts);
    expect(report.reference).toEqual({ currency: 'CHF', rates: {}, date: null });
    expect(report.scorecards[0]?.figures?.medianPricePerWord).toBe('0.13');

    chf.ask(chf.order(), LINGUA, [{ net: '140', currency: 'EUR' }]);
    const mixed = computeScorecards(chf.facts);
    expect(mixed.reference).toBeNull();
    expect(mixed.scorecards[0]?.figures).toMatchObject({ medianPricePerWord: null, pricedOrders: 0, unratedQuotes: 6 });
    expect(mixed.unratedCurrencies).toEqual(['CHF', 'EUR']);
  });
});
