import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateTask } from './task-api';
import { applyTaskUpdate } from './use-update-task';

/**
 * PATCH `complete: true`: quotes are requested and the task becomes read-only. A task lacking
 * source, target or documents fails with 400 and `fieldErrors` (required/source, minCount/sourceDocumentIds).
 */
export function useCompleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taskId: string) => updateTask(taskId, { complete: true }),
    onSuccess: (task) => applyTaskUpdate(queryClient, task),
  });
}
