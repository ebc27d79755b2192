import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runAnalysis } from './analysis-api';
import { analysisQueries } from './analysis-queries';

/** POST /analysis/ for a task; variables are the task id, the result the new (REQUESTED) analysis. */
export function useRunAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taskId: string) => runAnalysis(taskId),
    onSuccess: (analysis, taskId) => {
      queryClient.setQueryData(analysisQueries.detail(analysis.id).queryKey, analysis);
      return queryClient.invalidateQueries({ queryKey: analysisQueries.byTask(taskId).queryKey });
    },
  });
}
