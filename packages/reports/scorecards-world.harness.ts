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
