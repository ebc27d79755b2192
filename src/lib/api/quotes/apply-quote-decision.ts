import type { Quote, QuotePatch } from '#contract/quote';
import { isAccepted, isOffered } from '#portal/lib/task-lifecycle/quote-states.ts';

/**
 * The quotes list as it will look after the decision: accepting a quote rejects the other OFFERED
 * quotes of the same target language. Pure; used for the optimistic update.
 */
export function applyQuoteDecision(quotes: readonly Quote[], quoteId: string, state: QuotePatch['state']): Quote[] {
  const decided = quotes.find((q) => q.id === quoteId);
  if (!decided) return [...quotes];
  return quotes.map((q) => {
    if (q.id === quoteId) return { ...q, state };
    if (isAccepted({ state }) && q.target === decided.target && isOffered(q)) {
      return { ...q, state: 'REJECTED' };
    }
    return q;
  });
}
