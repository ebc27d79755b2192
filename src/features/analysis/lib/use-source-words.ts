import { useQuery } from '@tanstack/react-query';
import { resultValue } from '#contract/analysis';
import type { Task } from '#contract/task';
import { latestResult } from './analysis-figures';
import { analysisQueries } from '#portal/lib/api/analysis/analysis-queries.ts';

/**
 * The source words of each target language by the task's latest finished analysis (the analysis section's
 * query, so no request of its own); undefined while there is none.
 */
export function useSourceWords(task: Task): Readonly<Record<string, number>> | undefined {
  const { data } = useQuery(analysisQueries.byTask(task.id));
  const analysis = latestResult(data);
  if (!analysis) return undefined;
  return Object.fromEntries(
    Object.entries(analysis.response).map(([target, result]) => [
      target,
      resultValue(result.resultTotal, 'numWordsTotal'),
    ]),
  );
}
