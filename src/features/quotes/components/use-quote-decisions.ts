import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Quote } from '#contract/quote';
import { useUpdateQuoteState } from '#portal/lib/api/quotes/use-update-quote-state.ts';
import type { QuoteDecision } from '#portal/lib/task-lifecycle/quote-states.ts';
import type { PendingDecision } from './decision-dialog';

export interface DecisionFailure extends PendingDecision {
  error: unknown;
}

/**
 * The decision flow of the comparison: ask (dialog), send once (buttons wait while pending), show the
 * result at once (the hook's optimistic update), announce it, and keep a refusal for the table to show.
 */
export function useQuoteDecisions(taskId: string, headingIdOf: (target: string) => string) {
  const { t } = useTranslation();
  const mutation = useUpdateQuoteState();
  const [dialog, setDialog] = useState<(PendingDecision & { opened: boolean; confirmed: boolean }) | null>(null);
  const [failure, setFailure] = useState<DecisionFailure | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const focusAfterClose = useRef<string | null>(null);

  // The clicked button usually disappears with the decision, so focus goes to the language's heading instead.
  useEffect(() => {
    if (dialog?.opened || !focusAfterClose.current) return;
    document.getElementById(headingIdOf(focusAfterClose.current))?.focus();
    focusAfterClose.current = null;
  }, [dialog, headingIdOf]);

  const ask = (quote: Quote, decision: QuoteDecision) => {
    if (mutation.isPending) return;
    setDialog({ quote, decision, opened: true, confirmed: false });
  };

  const close = () => setDialog((current) => current && { ...current, opened: false });

  const confirm = () => {
    if (!dialog || mutation.isPending) return;
    const { quote, decision } = dialog;
    setDialog({ ...dialog, opened: false, confirmed: true });
    setFailure(null);
    setAnnouncement('');
    focusAfterClose.current = quote.target;
    mutation.mutate(
      { taskId, quoteId: quote.id, state: decision },
      {
        onSuccess: () =>
          setAnnouncement(t(`quotes.announce.${decision}`, { number: quote.number, vendor: quote.supplierName })),
        onError: (error) => setFailure({ quote, decision, error }),
      },
    );
  };

  return {
    dialog,
    ask,
    close,
    confirm,
    busy: mutation.isPending,
    failure,
    dismissFailure: () => setFailure(null),
    announcement,
  };
}
