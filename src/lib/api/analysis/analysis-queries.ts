import { queryOptions } from '@tanstack/react-query';
import type { Analysis } from '#contract/analysis';
import { pollBy } from '#portal/lib/task-lifecycle/poll-intervals.ts';
import { taskQueries } from '#portal/lib/api/tasks/task-queries.ts';
import { getAnalysis, getTaskAnalyses } from './analysis-api';
import { analysisRefetchInterval } from './analysis-polling';

/** Analyses by id, and a task's (under the task's key); they poll while one is REQUESTED. */
export const analysisQueries = {
  detail: (analysisId: string) =>
    queryOptions({
      queryKey: ['analyses', analysisId],
      queryFn: ({ signal }) => getAnalysis(analysisId, signal),
      ...pollBy<Analysis>(analysisRefetchInterval),
    }),
  byTask: (taskId: string) =>
    queryOptions({
      queryKey: [...taskQueries.scope(taskId), 'analyses'],
      queryFn: ({ signal }) => getTaskAnalyses(taskId, signal),
      ...pollBy<Analysis[]>(analysisRefetchInterval),
    }),
};
