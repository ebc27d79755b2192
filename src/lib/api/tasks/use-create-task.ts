import type { QueryClient } from '@tanstack/react-query';
import type { Task } from '#contract/task';
import { storeSaved, useCacheMutation } from '#portal/lib/api/cache-writes.ts';
import { createTask } from './task-api';
import { taskQueries } from './task-queries';

/** Store the created task and refresh the lists it now belongs to. */
export function applyCreatedTask(client: QueryClient, task: Task): Promise<unknown> {
  return storeSaved(client, taskQueries.detail(task.id).queryKey, task, taskQueries.lists());
}

/** POST a new task; variables are the create body, the result is the created task. */
export function useCreateTask() {
  return useCacheMutation(createTask, applyCreatedTask);
}
