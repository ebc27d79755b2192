/**
 * The cost of the selected orders: fetches their accepted quotes (progress, Cancel, a failed order with
 * Try again), then totals per currency, per project, vendor and target language, a chart per currency and
 * the quote lines as CSV.
 */
import { Alert, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveCsv } from '#portal/lib/csv/csv.ts';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { COST_CSV_COLUMNS, costCsv } from '#portal/features/reports/lib/cost-csv.ts';
import { totalsBy, totalsByCurrency, type CostOrder } from '#portal/features/reports/lib/cost-figures.ts';
import { CurrencyTotals, GroupTotals } from './cost-tables';
import { FetchProgress } from './fetch-progress';
import { COST_LIMIT, useOrderCosts, type AcceptedQuotesQuery } from './use-order-costs';

const CostChart = lazy(() => import('./cost-chart'));

export interface CostReportProps {
  orders: readonly CostOrder[];
  acceptedQuotes: AcceptedQuotesQuery;
}

export function CostReport({ orders, acceptedQuotes }: CostReportProps) {
  const { t } = useTranslation(['translation', 'reports']);
  const fmt = useFormatters();
  const cost = useOrderCosts(orders, acceptedQuotes);
  const totals = useMemo(() => totalsByCurrency(cost.lines), [cost.lines]);
  const [chosenCurrency, setChosenCurrency] = useState<string | null>(null);
  const currency = totals.some((sum) => sum.currency === chosenCurrency)
    ? chosenCurrency
    : // The currency most quotes are in, until the user picks another.
      ([...totals].sort((a, b) => b.lines - a.lines)[0]?.currency ?? null);
  const vendorSums = useMemo(
    () => totalsBy(cost.lines, 'vendor').filter((sum) => sum.currency === currency),
    [cost.lines, currency],
  );

  const complete = cost.settled === cost.total;
  const downloadCsv = () => {
    const headers = Object.fromEntries(COST_CSV_COLUMNS.map((c) => [c, t(`reports:cost.csv.${c}`)]));
    const csv = costCsv(cost.lines, headers as Record<(typeof COST_CSV_COLUMNS)[number], string>, fmt.languageName);
    saveCsv(csv, `${t('reports:cost.csv.fileName')}.csv`);
  };

  return (
    <Stack gap="md">
      {cost.selected > COST_LIMIT && (
        <Alert color="yellow">
          {t('reports:cost.limited', { selected: fmt.number(cost.selected), limit: fmt.number(COST_LIMIT) })}
        </Alert>
      )}
      <FetchProgress
        fetched={cost}
        label={t('reports:cost.progressLabel')}
        stopped={(counts) => t('reports:cost.stopped', counts)}
      />
      {cost.lines.length === 0 ? (
        complete && <Text c="dimmed">{t('reports:cost.none')}</Text>
      ) : (
        <>
          <CurrencyTotals totals={totals} />
          <GroupTotals lines={cost.lines} />
          {totals.length > 1 && (
            <SegmentedControl
              aria-label={t('reports:cost.chartCurrency')}
              data={totals.map((sum) => sum.currency)}
              value={currency ?? ''}
              onChange={setChosenCurrency}
            />
          )}
          {currency && (
            <Suspense fallback={null}>
              <CostChart sums={vendorSums} currency={currency} label={t('reports:cost.chartLabel', { currency })} />
            </Suspense>
          )}
          <Group>
            <Button variant="default" onClick={downloadCsv}>
              {t('reports:cost.downloadCsv')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
