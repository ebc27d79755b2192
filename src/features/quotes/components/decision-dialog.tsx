import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { Quote } from '#contract/quote';
import { useMoneyText } from '#portal/components/money.tsx';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import type { QuoteDecision } from '#portal/lib/task-lifecycle/quote-states.ts';

export interface PendingDecision {
  quote: Quote;
  decision: QuoteDecision;
}

/**
 * Confirms a decision and names the quote (vendor, number, gross amount) and its consequence.
 * Focus starts on the safe button; Mantine traps it and returns it on "Back".
 */
export function DecisionDialog({
  pending,
  opened,
  returnFocus,
  onConfirm,
  onClose,
}: {
  pending: PendingDecision | null;
  opened: boolean;
  returnFocus: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { languageName } = useFormatters();
  const moneyText = useMoneyText();
  const reduceMotion = useReducedMotion();
  // The Modal stays mounted so that it sees the opening and can return focus on close.
  if (!pending) return <Modal opened={false} onClose={onClose} />;
  const { quote, decision } = pending;
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
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {content.back}
          </Button>
          <Button color={content.color} onClick={onConfirm}>
            {content.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
