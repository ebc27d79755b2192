/**
 * The vendor scorecards' test world: facts of a period built order by order, and a scorecard read back as
 * compactly as a table row.
 */
import type { ReferenceRates } from './reference-money';
import type {
  DeliveryFact,
  EnquiryFact,
  OrderFact,
  QuoteFact,
  ScorecardFacts,
  ScorecardReport,
} from './scorecard-facts';

export const EUR: ReferenceRates = { currency: 'EUR', rates: { GBP: '0.875', CHF: '0.935' }, date: '2026-11-20' };
export const LINGUA = { id: 'lsp-lingua', name: 'Lingua Services GmbH' };
export const NORTHWIND = { id: 'lsp-northwind', name: 'Northwind Translations Ltd' };
export type Vendor = typeof LINGUA;

interface QuoteSpec {
  net?: string;
  currency?: string;
  unit?: string;
  amount?: number;
  outcome?: QuoteFact['outcome'];
  /** Minutes after the enquiry. */
  after?: number;
  /** Not linked to its enquiry (matched by the vendor's name). */
  unlinked?: boolean;
}

/** Facts built order by order; each order is created on `day` of 2026 (UTC), enquired at 09:00. */
export function facts(reference: ReferenceRates | null = EUR) {
  const all: ScorecardFacts & {
    orders: OrderFact[];
    enquiries: EnquiryFact[];
    quotes: QuoteFact[];
    deliveries: DeliveryFact[];
  } = { orders: [], enquiries: [], quotes: [], deliveries: [], reference };
  let n = 0;
  const api = {
    facts: all,
    order(over: Partial<OrderFact> & { day?: string } = {}) {
      n += 1;
      const { day = '2026-03-02', ...rest } = over;
      const order: OrderFact = {
        id: `o${n}`,
        createdAt: `${day}T08:00:00Z`,
        deadline: null,
        source: 'en-US',
        targets: ['de-DE'],
        cancelled: false,
        postEditing: [],
        sourceWords: {},
        ...rest,
      };
      all.orders.push(order);
      return order;
    },
    /** The vendor is asked for `target` of `order` and answers with `quotes`. */
    ask(
      order: OrderFact,
      vendor: Vendor,
      quotes: QuoteSpec[],
      target = 'de-DE',
      enquiryTarget: string | null = target,
    ) {
      n += 1;
      const enquiredAt = Date.parse(`${order.createdAt.slice(0, 10)}T09:00:00Z`);
      const enquiry: EnquiryFact = {
        id: `e${n}`,
        orderId: order.id,
        vendorId: vendor.id,
        vendorName: vendor.name,
        target: enquiryTarget,
        createdAt: new Date(enquiredAt).toISOString(),
      };
      all.enquiries.push(enquiry);
      for (const spec of quotes) {
        n += 1;
        all.quotes.push({
          id: `q${n}`,
          orderId: order.id,
          enquiryId: spec.unlinked ? null : enquiry.id,
          vendorName: vendor.name,
          target,
          createdAt: new Date(enquiredAt + (spec.after ?? 60) * 60_000).toISOString(),
          outcome: spec.outcome ?? 'open',
          net: spec.net ?? '140',
          currency: spec.currency ?? 'EUR',
          unit: spec.unit ?? 'words',
          amount: spec.amount ?? 1000,
        });
      }
      return api;
    },
    delivered(order: OrderFact, at: string | null, target = 'de-DE') {
      all.deliveries.push({ orderId: order.id, target, deliveredAt: at });
      return api;
    },
  };
  return api;
}

/** `count` orders in which Lingua is asked and quotes €140 for 1,000 words (€0.14), winning the first `won`. */
export function linguaOrders(world: ReturnType<typeof facts>, count: number, won = 0) {
  for (let i = 0; i < count; i += 1) {
    world.ask(world.order(), LINGUA, [{ outcome: i < won ? 'accepted' : 'rejected' }]);
  }
  return world;
}

/** The figures of one scorecard, as compact as a table row. */
export function card(report: ScorecardReport, vendor: Vendor, target = 'de-DE') {
  const found = report.scorecards.find((s) => s.vendorId === vendor.id && s.target === target);
  if (!found) return undefined;
  const { figures, trend, ...rest } = { ...found, ...found.figures, trend: found.figures?.trend.length };
  return { ...rest, figures: figures === null ? null : 'given', trend };
}

/**
 * A period with a bit of everything: won, lost and open orders over two months, alternatives, a cancelled
 * order and a cancelled language, post-editing, deliveries on time, late and of unknown time, quotes in lines
 * with and without an analysis, an unlinked quote matched by its vendor's name, in `currencies` by turns.
 */
export function richWorld(currencies: readonly string[]) {
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
