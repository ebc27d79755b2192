import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskCreate } from '../../../contract/task';
import { createTask } from './task-api';
import { taskQueries } from './task-queries';

/** POST a new task; variables are the create body, the result is the created task. */
export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TaskCreate) => createTask(body),
    onSuccess: (task) => {
      queryClient.setQueryData(taskQueries.detail(task.id).queryKey, task);
      return queryClient.invalidateQueries({ queryKey: taskQueries.lists() });
    },
  });
}
