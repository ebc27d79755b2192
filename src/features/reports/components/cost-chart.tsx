/**
 * Gross amount per vendor in one currency, as bars. Loaded with React.lazy by the cost view, so the
 * chart library stays out of every other chunk. The exact figures are in the tables; the bars are drawn
 * from numbers, which is all a drawing needs.
 */
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Box } from '@mantine/core';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import type { GroupSum } from '#portal/features/reports/lib/cost-figures.ts';

export default function CostChart({
  sums,
  currency,
  label,
}: {
  sums: readonly GroupSum[];
  currency: string;
  label: string;
}) {
  const { money } = useFormatters();
  const data = sums.map((sum) => ({ name: sum.key ?? '', gross: Number(sum.gross) }));
  return (
    <Box role="img" aria-label={label}>
      <BarChart
        h={Math.max(120, 50 + data.length * 36)}
        data={data}
        dataKey="name"
        orientation="vertical"
        yAxisProps={{ width: 160, tickFormatter: (v: string) => (v.length > 22 ? `${v.slice(0, 21)}…` : v) }}
        valueFormatter={(value) => money(String(value), currency)}
        barChartProps={{ accessibilityLayer: false }}
        series={[{ name: 'gross', label: currency, color: 'indigo.6' }]}
      />
    </Box>
  );
}
