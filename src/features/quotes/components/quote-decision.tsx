/** A quote's state, the vendor's order number once accepted, and the decisions the quote allows: in a row or a card. */
import { Button, Group, Loader, Stack, Text, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Quote } from '#contract/quote';
import { isAccepted, quoteDecisions, type QuoteDecision } from '#portal/lib/task-lifecycle/quote-states.ts';
import { QuoteStateBadge } from './quote-cells';
import classes from './quotes-table.module.css';

export interface QuoteActions {
  delivered: boolean;
  /** A decision is being sent: every decision button waits, so a double click sends one request. */
  busy: boolean;
  onDecide: (quote: Quote, decision: QuoteDecision) => void;
}

/** Each decision's button: its words (`quotes.actions.<text>`, `<text>Label`) and how much it stands out. */
const DECISION_BUTTONS: Record<QuoteDecision, { text: 'accept' | 'reject' | 'cancel'; style: ButtonProps }> = {
  ACCEPTED: { text: 'accept', style: {} },
  REJECTED: { text: 'reject', style: { variant: 'default' } },
  CANCELLED: { text: 'cancel', style: { variant: 'outline', color: 'red.9' } },
};

export function QuoteDecision({
  quote,
  actions,
  size = 'compact-sm',
}: {
  quote: Quote;
  /** Null: read-only (reviewer, cancelled order). */
  actions: QuoteActions | null;
  size?: ButtonProps['size'];
}) {
  const { t } = useTranslation();
  const names = { number: quote.number, vendor: quote.supplierName };
  const decisions = actions ? quoteDecisions(quote.state, actions.delivered) : [];
  return (
    <Stack gap={6} align="flex-start">
      <QuoteStateBadge state={quote.state} />
      {isAccepted(quote) &&
        (quote.orderNumber ? (
          <Text size="xs" className={classes.nowrap}>
            {t('quotes.orderNumber', { number: quote.orderNumber })}
          </Text>
        ) : (
          <Group gap={4} wrap="nowrap">
            <Loader size={10} aria-hidden />
            <Text size="xs">{t('quotes.orderNumberPending')}</Text>
          </Group>
        ))}
      {decisions.length > 0 && actions && (
        <Group gap={4}>
          {decisions.map((decision) => {
            const { text, style } = DECISION_BUTTONS[decision];
            return (
              <Button
                key={decision}
                size={size}
                {...style}
                disabled={actions.busy}
                aria-label={t(`quotes.actions.${text}Label`, names)}
                onClick={() => actions.onDecide(quote, decision)}
              >
                {t(`quotes.actions.${text}`)}
              </Button>
            );
          })}
        </Group>
      )}
    </Stack>
  );
}
