import { Badge, Button, Group, Loader, Stack, Table, Text, type ButtonProps } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Quote } from '#contract/quote';
import { useFormatters } from '../../../lib/format/use-formatters';
import { isAccepted, quoteDecisions, type QuoteDecision } from '../../../lib/task-lifecycle/quote-states';
import { pricePerUnit } from '../lib/quote-money';
import { NotGiven, QuoteStateBadge, TextAmountCell, TimeAgo, usePercent, useTextAmount } from './quote-cells';
import classes from './quotes-table.module.css';

export interface QuoteRowProps {
  quote: Quote;
  cheapest: boolean;
  /** Tint the row: only where there was something to compare (several quotes in this currency). */
  highlight: boolean;
  now: number;
  /** Null: read-only (reviewer, cancelled order) — no action column. */
  actions: null | {
    delivered: boolean;
    /** A decision is being sent: every decision button waits, so a double click sends one request. */
    busy: boolean;
    onDecide: (quote: Quote, decision: QuoteDecision) => void;
  };
}

/** Each decision's button: its words (`quotes.actions.<text>`, `<text>Label`) and how much it stands out. */
const DECISION_BUTTONS: Record<QuoteDecision, { text: 'accept' | 'reject' | 'cancel'; style: ButtonProps }> = {
  ACCEPTED: { text: 'accept', style: {} },
  REJECTED: { text: 'reject', style: { variant: 'default' } },
  CANCELLED: { text: 'cancel', style: { variant: 'outline', color: 'red.9' } },
};

export function QuoteRow({ quote, cheapest, highlight, now, actions }: QuoteRowProps) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const percent = usePercent();
  const { unitName } = useTextAmount();
  const { price } = quote;
  const unitPrice = pricePerUnit(price.netAmount, quote.textAmount.discountedAmount);
  const names = { number: quote.number, vendor: quote.supplierName };
  const decisions = actions ? quoteDecisions(quote.state, actions.delivered) : [];

  return (
    <Table.Tr className={cheapest && highlight ? classes.cheapestRow : undefined} data-cheapest={cheapest || undefined}>
      <Table.Th scope="row" fw={500} miw={160} className={classes.vendorCell}>
        <Stack gap={2} align="flex-start">
          <span>{quote.supplierName}</span>
          <Text size="xs" c="dimmed" span className={classes.nowrap}>
            {t('quotes.quoteNumber', { number: quote.number })}
          </Text>
          {cheapest && (
            <Badge
              color="teal.9"
              variant="filled"
              size="sm"
              tt="none"
              mt={2}
              leftSection={<IconStarFilled size={10} aria-hidden />}
            >
              {t('quotes.cheapest', { currency: price.currency })}
            </Badge>
          )}
        </Stack>
      </Table.Th>
      <Table.Td ta="right" className={classes.nowrap}>
        {money(price.netAmount, price.currency)}
      </Table.Td>
      <Table.Td ta="right" className={classes.nowrap}>
        <Text size="sm" span display="block">
          {money(price.vatAmount, price.currency)}
        </Text>
        <Text size="xs" c="dimmed" span display="block">
          {percent(price.vatPercentage)}
        </Text>
      </Table.Td>
      <Table.Td ta="right" className={classes.nowrap}>
        <Text size="sm" fw={600} span display="block">
          {money(price.grossAmount, price.currency)}
        </Text>
        <Text size="xs" c="dimmed" span display="block">
          {price.currency}
        </Text>
      </Table.Td>
      <Table.Td ta="right">
        {price.totalDiscountPercent === undefined ? <NotGiven /> : percent(price.totalDiscountPercent)}
      </Table.Td>
      <Table.Td ta="right" className={classes.nowrap}>
        <TextAmountCell quote={quote} />
      </Table.Td>
      <Table.Td ta="right" className={classes.nowrap}>
        {unitPrice === null ? (
          <NotGiven />
        ) : (
          <>
            <Text size="sm" span display="block">
              {money(unitPrice, price.currency)}
            </Text>
            <Text size="xs" c="dimmed" span display="block">
              {t('quotes.perUnit', { unit: unitName(quote.textAmount.type) })}
            </Text>
          </>
        )}
      </Table.Td>
      <Table.Td>
        <TimeAgo value={quote.createdAt} now={now} />
      </Table.Td>
      <Table.Td className={classes.stateCell}>
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
                    size="compact-sm"
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
      </Table.Td>
    </Table.Tr>
  );
}
