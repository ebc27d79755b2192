import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Task, TaskCreate } from '../../../contract/task';
import { createTask } from './task-api';
import { taskQueries } from './task-queries';

/** Store the created task and refresh the lists it now belongs to. */
export function applyCreatedTask(queryClient: QueryClient, task: Task): Promise<unknown> {
  queryClient.setQueryData(taskQueries.detail(task.id).queryKey, task);
  return queryClient.invalidateQueries({ queryKey: taskQueries.lists() });
}

/** POST a new task; variables are the create body, the result is the created task. */
export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TaskCreate) => createTask(body),
    onSuccess: (task) => applyCreatedTask(queryClient, task),
  });
}
