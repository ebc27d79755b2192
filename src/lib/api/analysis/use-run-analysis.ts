import { storeSaved, useCacheMutation } from '#portal/lib/api/cache-writes.ts';
import { runAnalysis } from './analysis-api';
import { analysisQueries } from './analysis-queries';

/** POST /analysis/ for a task; variables are the task id, the result the new (REQUESTED) analysis. */
export function useRunAnalysis() {
  return useCacheMutation(runAnalysis, (client, analysis, taskId) =>
    storeSaved(client, analysisQueries.detail(analysis.id).queryKey, analysis, analysisQueries.byTask(taskId).queryKey),
  );
}
