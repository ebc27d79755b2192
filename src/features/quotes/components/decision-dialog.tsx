import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Quote } from '#contract/quote';
import type { Reason } from '#portal-contract/reasons';
import { ApprovalCheck, mayAccept } from '#portal/components/approvals/approval-check.tsx';
import * as reasons from '#portal/components/approvals/reason-fields.tsx';
import { useMoneyText } from '#portal/components/money.tsx';
import { approvalQueries } from '#portal/lib/api/approvals/approval-queries.ts';
import { useRequestApproval } from '#portal/lib/api/approvals/use-approval-mutations.ts';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { isAcceptance, reasonKindOf, type QuoteDecision } from '#portal/lib/task-lifecycle/quote-states.ts';

export interface PendingDecision {
  quote: Quote;
  decision: QuoteDecision;
}

/**
 * Confirms a decision and names the quote (vendor, number, gross amount) and its consequence.
 * Focus starts on the safe button; Mantine traps it and returns it on "Back". In server mode the portal
 * server has its say: an acceptance shows what its approval rules answer (and asks for approval where they
 * need it), a rejection or cancellation asks for the reason the server keeps.
 */
export function DecisionDialog({
  pending,
  opened,
  returnFocus,
  serverMode = false,
  onConfirm,
  onApprovalRequested,
  onClose,
}: {
  pending: PendingDecision | null;
  opened: boolean;
  returnFocus: boolean;
  /** The portal server decides on approvals and keeps reasons. */
  serverMode?: boolean;
  onConfirm: (reason?: Reason) => void;
  onApprovalRequested?: (quote: Quote) => void;
  onClose: () => void;
}) {
  const reduceMotion = useReducedMotion();
  const { t } = useTranslation();
  const { languageName } = useFormatters();
  const moneyText = useMoneyText();
  const quote = pending?.quote;
  const decision = pending?.decision;
  // A fresh reason for each decision; the Modal itself stays (it returns focus only if it saw the opening).
  const decisionKey = `${quote?.id ?? ''} ${decision}`;
  const [draft, setDraft] = useState({ key: decisionKey, reason: reasons.EMPTY_REASON, tried: false });
  const current = draft.key === decisionKey ? draft : { key: decisionKey, reason: reasons.EMPTY_REASON, tried: false };
  const reason = current.reason;
  const triedToConfirm = current.tried;
  const setReason = (next: reasons.ReasonDraft) => setDraft({ ...current, reason: next });
  const setTriedToConfirm = (tried: boolean) => setDraft({ ...current, tried });
  const checksApproval = serverMode && decision !== undefined && isAcceptance(decision);
  const reasonKind = serverMode && decision !== undefined ? reasonKindOf(decision) : undefined;
  const asksReason = reasonKind !== undefined;
  const check = useQuery({ ...approvalQueries.quote(quote?.id ?? ''), enabled: checksApproval && opened && !!quote });
  const requesting = useRequestApproval();
  // The Modal stays mounted (here, in both branches) so that it sees the opening and can return focus on close.
  if (!quote || !decision) return <Modal opened={false} onClose={onClose} />;
  const values = {
    number: quote.number,
    vendor: quote.supplierName,
    language: languageName(quote.target),
    gross: moneyText(quote.price.grossAmount, quote.price.currency),
  };

  const contents: Record<
    QuoteDecision,
    { title: string; lines: string[]; confirm: string; back: string; color?: 'red' }
  > = {
    ACCEPTED: {
      title: t('quotes.dialogs.accept.title'),
      lines: [t('quotes.dialogs.accept.body', values), t('quotes.dialogs.accept.consequence', values)],
      confirm: t('quotes.dialogs.accept.confirm'),
      back: t('quotes.dialogs.back'),
    },
    REJECTED: {
      title: t('quotes.dialogs.reject.title'),
      lines: [t('quotes.dialogs.reject.body', values)],
      confirm: t('quotes.dialogs.reject.confirm'),
      back: t('quotes.dialogs.back'),
    },
    CANCELLED: {
      title: t('quotes.dialogs.cancel.title', values),
      lines: [t('quotes.dialogs.cancel.body', values), t('quotes.dialogs.cancel.consequence', values)],
      confirm: t('quotes.dialogs.cancel.confirm'),
      back: t('quotes.dialogs.cancel.keep'),
      color: 'red',
    },
  };
  const content = contents[decision];
  const confirmable = !checksApproval || mayAccept(check.data);

  const confirm = () => {
    if (!asksReason) {
      onConfirm();
      return;
    }
    setTriedToConfirm(true);
    if (reasons.reasonProblem(reason) === undefined) onConfirm(reasons.toReason(reason));
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={content.title}
      returnFocus={returnFocus}
      transitionProps={reduceMotion ? { duration: 0 } : undefined}
      centered
    >
      <Stack>
        {content.lines.map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
        {serverMode && (
          <Suspense fallback={<Loader size="xs" />}>
            {checksApproval && (
              <ApprovalCheck
                quoteId={quote.id}
                requesting={requesting.isPending}
                requestError={requesting.error}
                onRequest={() =>
                  requesting.mutate(
                    { quoteId: quote.id, taskId: quote.translationTaskId },
                    { onSuccess: () => onApprovalRequested?.(quote) },
                  )
                }
              />
            )}
            {reasonKind && (
              <reasons.ReasonFields kind={reasonKind} value={reason} onChange={setReason} showErrors={triedToConfirm} />
            )}
          </Suspense>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {content.back}
          </Button>
          {confirmable && (
            <Button color={content.color} onClick={confirm}>
              {content.confirm}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
