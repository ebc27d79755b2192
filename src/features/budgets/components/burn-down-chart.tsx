/**
 * A budget burning down over its period: what is left after each day with acceptances, from the full amount
 * at the period's start. Loaded with React.lazy, so the chart library stays out of the page's first chunk; the
 * exact figures are in the text beside it, the line is drawn from numbers.
 */
import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { Box } from '@mantine/core';
import Decimal from 'decimal.js';

export interface BurnDownProps {
  amount: string;
  periodStart: string;
  burn: readonly { date: string; committed: string }[];
  label: string;
  leftLabel: string;
  day: (date: string) => string;
  formatMoney: (value: number) => string;
}

export default function BurnDownChart({
  amount,
  periodStart,
  burn,
  label,
  leftLabel,
  day,
  formatMoney,
}: BurnDownProps) {
  const data = [
    { day: day(periodStart), left: Number(amount) },
    ...burn.map((b) => ({ day: day(b.date), left: new Decimal(amount).minus(b.committed).toNumber() })),
  ];
  return (
    <Box role="img" aria-label={label}>
      <AreaChart
        h={180}
        data={data}
        dataKey="day"
        curveType="step"
        valueFormatter={formatMoney}
        areaChartProps={{ accessibilityLayer: false }}
        referenceLines={[{ y: 0, color: 'red.6' }]}
        series={[{ name: 'left', label: leftLabel, color: 'indigo.6' }]}
      />
    </Box>
  );
}
