/**
 * A quote's states (the service's `state` of a quote): colour, label and place in a sorted list, and the
 * decisions each allows. Beside states.ts (the order's states); components ask here instead of comparing states.
 */
import type { TFunction } from 'i18next';
import { QUOTE_STATES, type Quote, type QuoteEnquiry, type QuoteState } from '#contract/quote';
import { quoteOutcomeOf, type QuoteOutcome } from '#reports/scorecard-facts';

export type QuoteDecision = 'ACCEPTED' | 'REJECTED' | 'CANCELLED';

interface QuoteStateRules {
  /** A Mantine colour name. */
  colour: string;
  /** What the customer may decide; a cancel only while the quote's language is not delivered. */
  decisions: readonly QuoteDecision[];
}

/** In the order a list sorted by state shows them: accepted first, then the open offers. */
const QUOTE_STATE_RULES: Readonly<Record<QuoteState, QuoteStateRules>> = {
  ACCEPTED: { colour: 'green', decisions: ['CANCELLED'] },
  OFFERED: { colour: 'blue', decisions: ['ACCEPTED', 'REJECTED'] },
  REJECTED: { colour: 'gray', decisions: [] },
  CANCELLED: { colour: 'red', decisions: [] },
};
const SORT_ORDER = Object.keys(QUOTE_STATE_RULES);

function isQuoteState(state: string): state is QuoteState {
  return (QUOTE_STATES as readonly string[]).includes(state);
}

/** Colour and label of a quote state; a value the portal does not know yet shows as it comes, in grey. */
export function quoteStateLook(t: TFunction, state: string): { colour: string; label: string } {
  if (!isQuoteState(state)) return { colour: 'gray', label: state };
  return { colour: QUOTE_STATE_RULES[state].colour, label: t(`quotes.states.${state}`) };
}

/** Where a quote of this state sorts (accepted first); unknown states last. */
export function quoteStateRank(state: string): number {
  const index = SORT_ORDER.indexOf(state);
  return index === -1 ? SORT_ORDER.length : index;
}

/** Where a quote stands for the vendor scorecards (#reports/scorecard-facts says what each state means). */
export function quoteOutcome(quote: Pick<Quote, 'state'>): QuoteOutcome {
  return quoteOutcomeOf(quote.state);
}

export const isAccepted = (quote: Pick<Quote, 'state'>): boolean => quote.state === 'ACCEPTED';
export const isOffered = (quote: Pick<Quote, 'state'>): boolean => quote.state === 'OFFERED';

/** The decisions a quote allows: offered → accept or reject; accepted and its language not delivered → cancel. */
export function quoteDecisions(quoteState: string, languageDelivered: boolean): QuoteDecision[] {
  if (!isQuoteState(quoteState)) return [];
  return QUOTE_STATE_RULES[quoteState].decisions.filter((d) => d !== 'CANCELLED' || !languageDelivered);
}

/** Accepting and rejecting show in the quotes list at once (and roll back on error); a cancel waits for the service. */
export function showsAtOnce(decision: QuoteDecision): boolean {
  return decision !== 'CANCELLED';
}

/**
 * A vendor's answer to one enquiry (one vendor, one language). The service has no "declined" state: an enquiry
 * the vendor answered (`quotesFetched`) without any quote of it in the task's quotes is a vendor that made no
 * offer (it declined, or does not offer the language). Quotes are linked to their enquiry by
 * `tapQuoteEnquiryId`; a service that does not link them is matched by vendor name.
 */
export type VendorAnswer = 'waiting' | 'quoted' | 'noOffer';

export function vendorAnswer(
  enquiry: Pick<QuoteEnquiry, 'id' | 'quotesFetched' | 'lspVendorName' | 'target'>,
  quotes: readonly Pick<Quote, 'tapQuoteEnquiryId' | 'supplierName' | 'target'>[],
  /**
   * Whether `quotes` were read after the enquiry was: only then does a fetched enquiry without a quote in them
   * mean no offer. Read before, the quote may have come meanwhile, so the vendor is still waited for (the page
   * said "All vendors have answered" and "No offer" for a moment before the last quote was listed).
   */
  quotesReadAfter = true,
): VendorAnswer {
  const linked = quotes.some((q) => q.tapQuoteEnquiryId !== undefined);
  const own = quotes.some((q) =>
    linked
      ? q.tapQuoteEnquiryId === enquiry.id
      : q.supplierName === enquiry.lspVendorName && (enquiry.target === undefined || q.target === enquiry.target),
  );
  if (own) return 'quoted';
  return enquiry.quotesFetched && quotesReadAfter ? 'noOffer' : 'waiting';
}

/** Server mode: an acceptance is what the portal server's approval rules check before the service hears of it. */
export const isAcceptance = (decision: QuoteDecision): boolean => decision === 'ACCEPTED';

/** Server mode: the list of reasons a decision asks for (rejecting or cancelling a quote); none for accepting. */
export function reasonKindOf(decision: QuoteDecision): 'rejectQuote' | 'cancelQuote' | undefined {
  if (decision === 'REJECTED') return 'rejectQuote';
  if (decision === 'CANCELLED') return 'cancelQuote';
  return undefined;
}
