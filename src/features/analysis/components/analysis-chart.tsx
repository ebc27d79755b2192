/**
 * The stacked bar chart of the match bands. Loaded with React.lazy by AnalysisResults only when a
 * result is shown, so the chart library stays out of the initial bundle.
 */
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { resultValue } from '#contract/analysis';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { MATCH_BANDS, type AnalysisResultRecord } from '#portal/features/analysis/lib/analysis-figures.ts';

const COLORS: Record<(typeof MATCH_BANDS)[number], string> = {
  '100': 'teal.7',
  '98': 'teal.5',
  '85': 'cyan.6',
  '75': 'blue.6',
  '50': 'indigo.5',
  Repeated: 'grape.5',
  NoMatch: 'orange.6',
};

export interface AnalysisChartBar {
  name: string;
  result: AnalysisResultRecord;
}

/** Words per band, one stacked bar per entry (documents, or all documents). */
export default function AnalysisChart({
  bars,
  label,
  height,
}: {
  bars: readonly AnalysisChartBar[];
  label: string;
  /** Of the bars' area, without the legend. */
  height: number;
}) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const data = bars.map((bar) => {
    const row: Record<string, string | number> = { name: bar.name };
    for (const band of MATCH_BANDS) row[`b${band}`] = resultValue(bar.result, `numWords${band}`);
    return row;
  });
  return (
    // The figures are in the tables; screen readers get the chart's name, not its SVG shapes.
    <Box role="img" aria-label={label}>
      <BarChart
        h={height}
        data={data}
        dataKey="name"
        type="stacked"
        orientation="vertical"
        yAxisProps={{ width: 140, tickFormatter: (v: string) => (v.length > 20 ? `${v.slice(0, 19)}…` : v) }}
        valueFormatter={(value) => number(value)}
        withLegend
        legendProps={{ verticalAlign: 'bottom', itemSorter: null }}
        barChartProps={{ accessibilityLayer: false }}
        series={MATCH_BANDS.map((band) => ({
          name: `b${band}`,
          label: t(`analysis.bands.${band}`),
          color: COLORS[band],
        }))}
      />
    </Box>
  );
}
