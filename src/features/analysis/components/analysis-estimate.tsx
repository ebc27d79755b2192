import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { resultValue } from '#contract/analysis';
import type { Task } from '#contract/task';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { analysisQueries } from '#portal/lib/api/analysis/analysis-queries.ts';
import { latestResult } from '#portal/lib/task-lifecycle/analysis-states.ts';

/**
 * The text amount from the latest finished analysis, for the Order button: "≈ 1,234 words, 312 of
 * them new". New words (no match) differ per target language, so several languages give a range.
 * Renders nothing until an analysis has results.
 */
export function AnalysisEstimate({ task }: { task: Task }) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const { data } = useQuery(analysisQueries.byTask(task.id));
  const analysis = latestResult(data);
  const totals = analysis ? Object.values(analysis.response).map((r) => r.resultTotal) : [];
  if (totals.length === 0) return null;
  const words = Math.max(...totals.map((r) => resultValue(r, 'numWordsTotal')));
  const fresh = totals.map((r) => resultValue(r, 'numWordsNoMatch'));
  const min = Math.min(...fresh);
  const max = Math.max(...fresh);
  return (
    <Text size="sm" c="dimmed">
      {min === max
        ? t('analysis.estimate.single', { count: words, words: number(words), fresh: number(min) })
        : t('analysis.estimate.range', { count: words, words: number(words), min: number(min), max: number(max) })}
    </Text>
  );
}
