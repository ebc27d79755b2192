/** The scorecards as a sortable table: a row per vendor and language pair, no figures below five orders. */
import { Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PairMedian, Scorecard } from '#reports/scorecard-facts';
import { MIN_ORDERS } from '#reports/scorecards';
import { SortableHeader } from '#portal/components/sortable-header.tsx';
import { NumberCell, ScrollingTable } from '#portal/components/table-parts.tsx';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { nextSort } from '#portal/lib/sort-state.ts';
import {
  DEFAULT_SCORECARD_SORT,
  SCORECARD_COLUMNS,
  sortScorecards,
  type ScorecardColumn,
  type ScorecardSort,
} from '#portal/features/reports/lib/scorecard-sort.ts';
import { NoFigure } from './no-figure';
import { useScorecardFormat } from './scorecard-format';

const TEXT_COLUMNS: readonly ScorecardColumn[] = ['vendor', 'pair'];
/** Where a higher figure is the news, the first click shows the highest first. */
const HIGHEST_FIRST: readonly ScorecardColumn[] = ['orders', 'shareWon', 'onTime', 'cancellations', 'postEditing'];

function Dimmed({ children }: { children: string }) {
  return (
    <Text size="xs" c="dimmed" span display="block">
      {children}
    </Text>
  );
}

function Figures({ card, pair, currency }: { card: Scorecard; pair: PairMedian | undefined; currency: string | null }) {
  const { t } = useTranslation(['translation', 'reports']);
  const fmt = useFormatters();
  const f = useScorecardFormat();
  const figures = card.figures;
  if (!figures) {
    return (
      <Table.Td colSpan={SCORECARD_COLUMNS.length - 3}>
        <Text size="sm" c="dimmed">
          {t('reports:vendors.tooFew', { min: fmt.number(MIN_ORDERS) })}
        </Text>
      </Table.Td>
    );
  }
  const none = <NoFigure />;
  return (
    <>
      <NumberCell>
        {figures.shareWon === null ? none : f.percent(figures.shareWon)}
        <Dimmed>
          {t('reports:vendors.wonOf', {
            won: fmt.number(figures.ordersWon),
            decided: fmt.number(figures.ordersDecided),
          })}
        </Dimmed>
      </NumberCell>
      <NumberCell>{figures.medianHoursToQuote === null ? none : f.wait(figures.medianHoursToQuote)}</NumberCell>
      <NumberCell>
        {figures.medianPricePerWord === null || currency === null
          ? none
          : f.perWord(figures.medianPricePerWord, currency)}
        <Dimmed>
          {t('reports:vendors.pricedOrders', { count: figures.pricedOrders, shown: fmt.number(figures.pricedOrders) })}
        </Dimmed>
        {pair?.medianPricePerWord != null && currency !== null && (
          <Dimmed>{t('reports:vendors.organisation', { amount: f.perWord(pair.medianPricePerWord, currency) })}</Dimmed>
        )}
      </NumberCell>
      <NumberCell>
        {figures.onTimeRate === null ? none : f.percent(figures.onTimeRate)}
        <Dimmed>
          {t('reports:vendors.onTimeOf', {
            onTime: fmt.number(figures.deliveredOnTime),
            timed: fmt.number(figures.deliveriesTimed),
          })}
        </Dimmed>
      </NumberCell>
      <NumberCell>{fmt.number(figures.cancellations)}</NumberCell>
      <NumberCell>{fmt.number(figures.postEditing)}</NumberCell>
    </>
  );
}

export function ScorecardTable({
  scorecards,
  pairs,
  currency,
}: {
  scorecards: readonly Scorecard[];
  pairs: readonly PairMedian[];
  /** What prices are in; null when they could not be compared. */
  currency: string | null;
}) {
  const { t } = useTranslation(['translation', 'reports']);
  const fmt = useFormatters();
  const f = useScorecardFormat();
  const [sort, setSort] = useState<ScorecardSort>(DEFAULT_SCORECARD_SORT);
  const collator = useMemo(() => new Intl.Collator(fmt.locale, { numeric: true, sensitivity: 'base' }), [fmt.locale]);
  const sorted = useMemo(
    () => sortScorecards(scorecards, sort, collator, (card) => f.pair(card.source, card.target)),
    [scorecards, sort, collator, f],
  );
  const onSort = (column: ScorecardColumn) =>
    setSort((current) => nextSort(current, column, HIGHEST_FIRST.includes(column) ? 'descending' : 'ascending'));
  const label = t('reports:vendors.tableLabel');

  return (
    <ScrollingTable minWidth={980} label={label}>
      <Table aria-label={label} verticalSpacing="xs" horizontalSpacing={8}>
        <Table.Thead>
          <Table.Tr>
            {SCORECARD_COLUMNS.map((column) => (
              <SortableHeader
                key={column}
                column={column}
                label={t(`reports:vendors.columns.${column}`)}
                sort={sort}
                onSort={onSort}
                numeric={!TEXT_COLUMNS.includes(column)}
              />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((card) => (
            <Table.Tr key={`${card.vendorId} ${card.source} ${card.target}`}>
              <Table.Th scope="row" fw={500}>
                {card.vendorName}
              </Table.Th>
              <Table.Td>
                {f.pair(card.source, card.target)}
                <Dimmed>{`${card.source} → ${card.target}`}</Dimmed>
              </Table.Td>
              <NumberCell>{fmt.number(card.orders)}</NumberCell>
              <Figures
                card={card}
                pair={pairs.find((p) => p.source === card.source && p.target === card.target)}
                currency={currency}
              />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollingTable>
  );
}
