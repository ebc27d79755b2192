import { queryOptions } from '@tanstack/react-query';
import { taskScopeKey } from '../../../lib/api/task-scope';
import { getAnalysis, getTaskAnalyses } from './analysis-api';
import { analysisRefetchInterval } from './analysis-polling';

export const analysisQueries = {
  all: () => ['analyses'] as const,
  detail: (analysisId: string) =>
    queryOptions({
      queryKey: [...analysisQueries.all(), analysisId],
      queryFn: ({ signal }) => getAnalysis(analysisId, signal),
      refetchInterval: (query) => analysisRefetchInterval(query.state.data),
      refetchIntervalInBackground: false,
    }),
  /** Analyses of a task, under the task's key. */
  byTask: (taskId: string) =>
    queryOptions({
      queryKey: [...taskScopeKey(taskId), 'analyses'],
      queryFn: ({ signal }) => getTaskAnalyses(taskId, signal),
      refetchInterval: (query) => analysisRefetchInterval(query.state.data),
      refetchIntervalInBackground: false,
    }),
};
