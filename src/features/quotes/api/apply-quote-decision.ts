import type { Quote, QuotePatch } from '#contract/quote';

/**
 * The quotes list as it will look after the decision: accepting a quote rejects the other OFFERED
 * quotes of the same target language. Pure; used for the optimistic update.
 */
export function applyQuoteDecision(quotes: readonly Quote[], quoteId: string, state: QuotePatch['state']): Quote[] {
  const decided = quotes.find((q) => q.id === quoteId);
  if (!decided) return [...quotes];
  return quotes.map((q) => {
    if (q.id === quoteId) return { ...q, state };
    if (state === 'ACCEPTED' && q.target === decided.target && q.state === 'OFFERED') {
      return { ...q, state: 'REJECTED' };
    }
    return q;
  });
}
