import { Table, Text } from '@mantine/core';
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

export interface QuoteRowProps {
  quote: Quote;
  comparison: QuoteComparison;
  now: number;
  /** Null: read-only (reviewer, cancelled order) — no decision buttons. */
  actions: QuoteActions | null;
  /** The vendors' usual prices per word for the pair, once known. */
  usual?: UsualPrices | null;
  /** Server mode: the vendors' review quality for the pair. */
  quality?: VendorQuality | null;
  /** Server mode: what the order's budgets would have left after each quote. */
  budgets?: BudgetLines | null;
}

export function QuoteRow({
  quote,
  comparison,
  now,
  actions,
  usual = null,
  budgets = null,
  quality = null,
}: QuoteRowProps) {
  const percent = usePercent();
  const { price } = quote;
  const lowest = comparison.lowestIds.has(quote.id);

  return (
    <Table.Tr data-lowest={lowest || undefined}>
      <Table.Th scope="row" fw={500} miw={160} className={classes.vendorCell}>
        <QuoteIdentity quote={quote} lowest={lowest} />
      </Table.Th>
      <Table.Td ta="right" className={classes.nowrap}>
        <GrossFigures quote={quote} comparison={comparison} />
        <BudgetLeft quote={quote} lines={budgets} />
      </Table.Td>
      <Table.Td ta="right" className={classes.nowrap}>
        <Money amount={price.netAmount} currency={price.currency} />
      </Table.Td>
      <Table.Td ta="right" className={classes.nowrap}>
        <Text size="sm" span display="block">
          <Money amount={price.vatAmount} currency={price.currency} />
        </Text>
        <Text size="xs" c="dimmed" span display="block">
          {percent(price.vatPercentage)}
        </Text>
      </Table.Td>
      <Table.Td ta="right">
        <TextAmountCell quote={quote} />
      </Table.Td>
      <Table.Td ta="right" className={classes.nowrap}>
        <UnitPrice quote={quote} comparison={comparison} />
        <UsualPrice quote={quote} usual={usual} />
        <QualityLine quote={quote} quality={quality} />
      </Table.Td>
      <Table.Td>
        <TimeAgo value={quote.createdAt} now={now} />
      </Table.Td>
      <Table.Td>
        <QuoteDecision quote={quote} actions={actions} />
      </Table.Td>
    </Table.Tr>
  );
}
