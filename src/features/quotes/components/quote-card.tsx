/** A quote on a phone: everything that decides it (gross, lowest marker, unit price) above its Accept button. */
import { Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Quote } from '#contract/quote';
import { Money } from '#portal/components/money.tsx';
import type { QuoteComparison } from '#portal/features/quotes/lib/compare-quotes.ts';
import {
  GrossFigures,
  QualityLine,
  QuoteIdentity,
  TextAmountCell,
  TimeAgo,
  UnitPrice,
  UsualPrice,
  usePercent,
} from './quote-cells';
import { QuoteDecision, type QuoteActions } from './quote-decision';
import type { UsualPrices } from './use-usual-prices';
import type { VendorQuality } from './use-vendor-quality';
import { BudgetLeft } from './budget-left';
import type { BudgetLines } from './use-budget-outlook';
import classes from './quotes-table.module.css';

export function QuoteCard({
  quote,
  comparison,
  now,
  actions,
  usual = null,
  quality = null,
  budgets = null,
}: {
  quote: Quote;
  comparison: QuoteComparison;
  now: number;
  actions: QuoteActions | null;
  usual?: UsualPrices | null;
  quality?: VendorQuality | null;
  budgets?: BudgetLines | null;
}) {
  const { t } = useTranslation();
  const percent = usePercent();
  const { price } = quote;
  const lowest = comparison.lowestIds.has(quote.id);
  const figures: [label: string, value: ReactNode][] = [
    [t('quotes.columns.net'), <Money amount={price.netAmount} currency={price.currency} />],
    [
      t('quotes.columns.vat'),
      <>
        <Money amount={price.vatAmount} currency={price.currency} /> ({percent(price.vatPercentage)})
      </>,
    ],
    [
      t('quotes.columns.unitPrice'),
      <>
        <UnitPrice quote={quote} comparison={comparison} />
        <UsualPrice quote={quote} usual={usual} />
        <QualityLine quote={quote} quality={quality} />
      </>,
    ],
    [t('quotes.columns.textAmount'), <TextAmountCell quote={quote} />],
    [t('quotes.columns.received'), <TimeAgo value={quote.createdAt} now={now} />],
  ];
  return (
    <Card component="li" withBorder padding="sm" className={classes.card} data-lowest={lowest || undefined}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Text fw={600} component="div" className={classes.cardTitle}>
            <QuoteIdentity quote={quote} lowest={lowest} />
          </Text>
          <Text ta="end" component="div">
            <GrossFigures quote={quote} comparison={comparison} />
            <BudgetLeft quote={quote} lines={budgets} />
          </Text>
        </Group>
        <dl className={classes.cardFigures}>
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <QuoteDecision quote={quote} actions={actions} size="sm" />
      </Stack>
    </Card>
  );
}
