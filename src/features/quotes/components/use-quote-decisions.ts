import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Quote } from '#contract/quote';
import type { Reason } from '#portal-contract/reasons';
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
  // The approvals' texts come with the dialog's server-mode part; this hook never waits for them.
  const { t } = useTranslation(['translation', 'approvals'], { useSuspense: false });
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

  const confirm = (reason?: Reason) => {
    if (!dialog || mutation.isPending) return;
    const { quote, decision } = dialog;
    setDialog({ ...dialog, opened: false, confirmed: true });
    setFailure(null);
    setAnnouncement('');
    focusAfterClose.current = quote.target;
    mutation.mutate(
      { taskId, quoteId: quote.id, state: decision, reason },
      {
        onSuccess: () =>
          setAnnouncement(t(`quotes.announce.${decision}`, { number: quote.number, vendor: quote.supplierName })),
        onError: (error) => setFailure({ quote, decision, error }),
      },
    );
  };

  /** Server mode: the quote's acceptance became a request for approval. */
  const approvalRequested = (quote: Quote) => {
    focusAfterClose.current = quote.target;
    setDialog((current) => current && { ...current, opened: false, confirmed: true });
    setAnnouncement(t('approvals:check.requested'));
  };

  return {
    dialog,
    ask,
    approvalRequested,
    close,
    confirm,
    busy: mutation.isPending,
    failure,
    dismissFailure: () => setFailure(null),
    announcement,
  };
}
