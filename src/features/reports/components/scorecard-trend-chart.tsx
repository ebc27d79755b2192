/**
 * One vendor's trend for a language pair, month by month: the median price per source word, and the shares
 * won and delivered on time. Loaded with React.lazy when a trend is shown, so the chart library stays out of
 * every other chunk; the exact figures are in the table beside it, the lines are drawn from numbers.
 */
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Box, SimpleGrid } from '@mantine/core';
import type { MonthFigures } from '#reports/scorecard-facts';

export interface TrendChartProps {
  months: readonly MonthFigures[];
  monthName: (month: string) => string;
  currency: string | null;
  labels: { price: string; shares: string; shareWon: string; onTime: string };
  formatPrice: (value: number) => string;
  formatPercent: (value: number) => string;
}

export default function ScorecardTrendChart({
  months,
  monthName,
  currency,
  labels,
  formatPrice,
  formatPercent,
}: TrendChartProps) {
  const data = months.map((m) => ({
    month: monthName(m.month),
    price: m.medianPricePerWord === null ? null : Number(m.medianPricePerWord),
    shareWon: m.shareWon,
    onTime: m.onTimeRate,
  }));
  const common = { h: 200, data, dataKey: 'month', connectNulls: true, lineChartProps: { accessibilityLayer: false } };
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {currency !== null && (
        <Box role="img" aria-label={labels.price}>
          <LineChart
            {...common}
            valueFormatter={formatPrice}
            series={[{ name: 'price', label: labels.price, color: 'indigo.6' }]}
          />
        </Box>
      )}
      <Box role="img" aria-label={labels.shares}>
        <LineChart
          {...common}
          yAxisProps={{ domain: [0, 1] }}
          valueFormatter={formatPercent}
          withLegend
          series={[
            { name: 'shareWon', label: labels.shareWon, color: 'teal.6' },
            { name: 'onTime', label: labels.onTime, color: 'orange.6' },
          ]}
        />
      </Box>
    </SimpleGrid>
  );
}
