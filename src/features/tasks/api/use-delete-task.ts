import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteTask } from './task-api';
import { taskQueries } from './task-queries';

/** DELETE a task (allowed in NEW and IN_PREPARATION only; otherwise 400 read-only-error). */
export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taskId: string) => deleteTask(taskId),
    onSuccess: (_deleted, taskId) => {
      queryClient.removeQueries({ queryKey: taskQueries.detail(taskId).queryKey });
      return queryClient.invalidateQueries({ queryKey: taskQueries.lists() });
    },
  });
}
