/** The trend of one judged scorecard, chosen from a list: its months as a table, and charts loaded when shown. */
import { Select, Stack, Table } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Scorecard } from '#reports/scorecard-facts';
import { NumberCell, ScrollingTable } from '#portal/components/table-parts.tsx';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { NoFigure } from './no-figure';
import { useScorecardFormat } from './scorecard-format';

const ScorecardTrendChart = lazy(() => import('./scorecard-trend-chart'));

const keyOf = (card: Scorecard) => JSON.stringify([card.vendorId, card.source, card.target]);

export function ScorecardTrend({
  scorecards,
  currency,
}: {
  scorecards: readonly Scorecard[];
  currency: string | null;
}) {
  const { t } = useTranslation(['translation', 'reports']);
  const fmt = useFormatters();
  const f = useScorecardFormat();
  const [chosen, setChosen] = useState<string | null>(null);
  const judged = scorecards.filter((card) => card.figures !== null);
  const card = judged.find((c) => keyOf(c) === chosen);
  const monthName = (month: string) =>
    fmt.dateTime(`${month}-01T00:00:00Z`, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  if (judged.length === 0) return null;
  const name =
    card && t('reports:vendors.trend.of', { vendor: card.vendorName, pair: f.pair(card.source, card.target) });
  const none = <NoFigure />;

  return (
    <Stack gap="sm">
      <Select
        label={t('reports:vendors.trend.choose')}
        placeholder={t('reports:vendors.trend.placeholder')}
        data={judged.map((c) => ({ value: keyOf(c), label: `${c.vendorName} · ${f.pair(c.source, c.target)}` }))}
        value={chosen}
        onChange={setChosen}
        clearable
        maw={520}
      />
      {card?.figures && name && (
        <>
          <Suspense fallback={null}>
            <ScorecardTrendChart
              months={card.figures.trend}
              monthName={monthName}
              currency={currency}
              labels={{
                price: t('reports:vendors.trend.price', { name, currency }),
                shares: t('reports:vendors.trend.shares', { name }),
                shareWon: t('reports:vendors.columns.shareWon'),
                onTime: t('reports:vendors.columns.onTime'),
              }}
              formatPrice={(value) => (currency === null ? String(value) : f.perWord(String(value), currency))}
              formatPercent={f.percent}
            />
          </Suspense>
          <ScrollingTable minWidth={560} label={name}>
            <Table aria-label={name} verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  {(['month', 'orders', 'shareWon', 'pricePerWord', 'onTime'] as const).map((column) => (
                    <Table.Th key={column} scope="col" ta={column === 'month' ? undefined : 'end'}>
                      {t(`reports:vendors.columns.${column}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {card.figures.trend.map((m) => (
                  <Table.Tr key={m.month}>
                    <Table.Th scope="row" fw={500}>
                      {monthName(m.month)}
                    </Table.Th>
                    <NumberCell>{fmt.number(m.orders)}</NumberCell>
                    <NumberCell>{m.shareWon === null ? none : f.percent(m.shareWon)}</NumberCell>
                    <NumberCell>
                      {m.medianPricePerWord === null || currency === null
                        ? none
                        : f.perWord(m.medianPricePerWord, currency)}
                    </NumberCell>
                    <NumberCell>{m.onTimeRate === null ? none : f.percent(m.onTimeRate)}</NumberCell>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollingTable>
        </>
      )}
    </Stack>
  );
}
