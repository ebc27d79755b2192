import { useQuery } from '@tanstack/react-query';
import type { Task } from '#contract/task';
import { analysisQueries } from '#portal/lib/api/analysis/analysis-queries.ts';
import { sourceWordsOf } from '#portal/lib/api/analysis/source-words.ts';

/**
 * The source words of each target language by the task's latest finished analysis (the analysis section's
 * query, so no request of its own); undefined while there is none.
 */
export function useSourceWords(task: Task): Readonly<Record<string, number>> | undefined {
  const { data } = useQuery(analysisQueries.byTask(task.id));
  return sourceWordsOf(data);
}
