import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateTask } from './task-api';
import { applyTaskUpdate } from './use-update-task';

/** PATCH `cancelled: true`; rejected by the service once a language has been delivered. */
export function useCancelTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taskId: string) => updateTask(taskId, { cancelled: true }),
    onSuccess: (task) => applyTaskUpdate(queryClient, task),
  });
}
