import type { QueryClient } from '@tanstack/react-query';
import type { Task, TaskPatch } from '#contract/task';
import { useCacheMutation } from '#portal/lib/api/cache-writes.ts';
import { updateTask } from './task-api';
import { refreshTask, taskQueries } from './task-queries';

export interface UpdateTaskVariables {
  taskId: string;
  patch: TaskPatch;
}

/** Store the task the service answered with and refresh everything that hangs under it. */
export function applyTaskUpdate(client: QueryClient, task: Task): Promise<unknown> {
  client.setQueryData(taskQueries.detail(task.id).queryKey, task);
  return refreshTask(client, task.id);
}

/** PATCH any subset of the writeable task fields. */
export function useUpdateTask() {
  return useCacheMutation(({ taskId, patch }: UpdateTaskVariables) => updateTask(taskId, patch), applyTaskUpdate);
}
