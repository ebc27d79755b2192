/**
 * The plain facts vendor scorecards are figured from, and the scorecards themselves. Facts are what the
 * service tells about a period's orders, read by whoever holds them (the portal fetching them order by order,
 * later the portal server's copy); they carry no service states, only what each one means here.
 */
import type { ReferenceRates } from './reference-money';

/** One order of the period. */
export interface OrderFact {
  id: string;
  createdAt: string;
  /** The deadline the orderer asked for; null where none was (the project's default then applied). */
  deadline: string | null;
  source: string;
  targets: readonly string[];
  /** Cancelled as a whole. */
  cancelled: boolean;
  /** Target languages whose work is post-editing a machine translation (asked for in advance or afterwards). */
  postEditing: readonly string[];
  /** Source words per target language by the order's analysis, where one was read. */
  sourceWords: Readonly<Record<string, number>>;
}

/** A vendor asked for a price: for one target language, or (a documented variant) for every one of the order's. */
export interface EnquiryFact {
  id: string;
  orderId: string;
  vendorId: string;
  vendorName: string | null;
  target: string | null;
  createdAt: string;
}

/** Where a quote stands: still open, accepted, rejected, or accepted and then cancelled. */
export type QuoteOutcome = 'open' | 'accepted' | 'rejected' | 'cancelled';

const OUTCOMES: Readonly<Record<string, QuoteOutcome>> = {
  OFFERED: 'open',
  ACCEPTED: 'accepted',
  REJECTED: 'rejected',
  CANCELLED: 'cancelled',
};

/** Where a quote of the service's `state` stands (a cancelled quote was accepted first); one not known yet: open. */
export function quoteOutcomeOf(state: string): QuoteOutcome {
  return Object.hasOwn(OUTCOMES, state) ? (OUTCOMES[state] as QuoteOutcome) : 'open';
}

export interface QuoteFact {
  id: string;
  orderId: string;
  /** The enquiry it answers, where the service links them. */
  enquiryId: string | null;
  vendorName: string;
  target: string;
  createdAt: string;
  outcome: QuoteOutcome;
  /** Net amount, a decimal string, and its currency. */
  net: string;
  currency: string;
  /** The unit the vendor prices in (`words`, `lines`, …) and the text amount in it, before any discount. */
  unit: string;
  amount: number;
}

/** One language handed over; `deliveredAt` is null where the time is not known. */
export interface DeliveryFact {
  orderId: string;
  target: string;
  deliveredAt: string | null;
}

export interface ScorecardFacts {
  orders: readonly OrderFact[];
  enquiries: readonly EnquiryFact[];
  quotes: readonly QuoteFact[];
  deliveries: readonly DeliveryFact[];
  /** The reference currency and rates; null: the one currency all quotes are in, if they are. */
  reference: ReferenceRates | null;
}

/** Figures of one vendor and language pair, or of one month of them. */
export interface Figures {
  /** Orders the vendor was asked (or quoted) for the pair. */
  orders: number;
  /** Orders it quoted for, and the quotes received, alternatives included. */
  ordersQuoted: number;
  quotesReceived: number;
  /** Orders decided (one of its quotes accepted, or all rejected) and those it won. */
  ordersDecided: number;
  ordersWon: number;
  /** Won ÷ decided; null before any decision. */
  shareWon: number | null;
  medianHoursToQuote: number | null;
  /**
   * Net per source word in the reference currency (a decimal string): one price per order, the accepted
   * quote's where it won, else its lowest alternative; the median of those, and how many it rests on.
   */
  medianPricePerWord: string | null;
  pricedOrders: number;
  /** Quotes left out of the price: in a currency without a rate, or with no source word count to divide by. */
  unratedQuotes: number;
  uncountedQuotes: number;
  /** Won orders then cancelled (the accepted quote or the whole order). */
  cancellations: number;
  /** Won orders whose work was post-editing a machine translation. */
  postEditing: number;
  /** Won orders with a requested deadline and a known delivery time, and those delivered by the deadline. */
  deliveriesTimed: number;
  deliveredOnTime: number;
  onTimeRate: number | null;
}

export interface MonthFigures extends Figures {
  /** `YYYY-MM` of the orders' creation (UTC). */
  month: string;
}

export interface Scorecard {
  vendorId: string;
  vendorName: string;
  source: string;
  target: string;
  orders: number;
  /** Below MIN_ORDERS orders: no figures are given. */
  tooFewToJudge: boolean;
  figures: (Figures & { trend: MonthFigures[] }) | null;
}

/** The organisation's median price per source word for a language pair (all vendors; null below MIN_ORDERS orders). */
export interface PairMedian {
  source: string;
  target: string;
  orders: number;
  medianPricePerWord: string | null;
  pricedOrders: number;
}

export interface ScorecardReport {
  scorecards: Scorecard[];
  pairs: PairMedian[];
  /** What prices are in; null when the quotes are in several currencies and no reference is configured. */
  reference: ReferenceRates | null;
  /** Currencies of quotes left out of prices for want of a rate, sorted. */
  unratedCurrencies: string[];
}
