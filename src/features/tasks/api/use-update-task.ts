import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Task, TaskPatch } from '../../../contract/task';
import { updateTask } from './task-api';
import { taskQueries } from './task-queries';

export interface UpdateTaskVariables {
  taskId: string;
  patch: TaskPatch;
}

/** Store the task the service answered with and refresh everything that hangs under it. */
export function applyTaskUpdate(queryClient: QueryClient, task: Task): Promise<unknown> {
  queryClient.setQueryData(taskQueries.detail(task.id).queryKey, task);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: taskQueries.detail(task.id).queryKey }),
    queryClient.invalidateQueries({ queryKey: taskQueries.lists() }),
  ]);
}

/** PATCH any subset of the writeable task fields. */
export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, patch }: UpdateTaskVariables) => updateTask(taskId, patch),
    onSuccess: (task) => applyTaskUpdate(queryClient, task),
  });
}
