import { polledQuery, taskResourceKey } from '../../../lib/api/query-factories';
import { getAnalysis, getTaskAnalyses } from './analysis-api';
import { analysisRefetchInterval } from './analysis-polling';

/** Analyses poll while one is REQUESTED. */
export const analysisQueries = {
  all: () => ['analyses'] as const,
  detail: (analysisId: string) =>
    polledQuery(
      [...analysisQueries.all(), analysisId],
      (signal) => getAnalysis(analysisId, signal),
      analysisRefetchInterval,
    ),
  /** Analyses of a task, under the task's key. */
  byTask: (taskId: string) =>
    polledQuery(
      taskResourceKey(taskId, 'analyses'),
      (signal) => getTaskAnalyses(taskId, signal),
      analysisRefetchInterval,
    ),
};
