import { isApiError } from '#portal/lib/api/api-error.ts';
import { forgetDeleted, useCacheMutation } from '#portal/lib/api/cache-writes.ts';
import { deleteTask } from './task-api';
import { taskQueries } from './task-queries';

/**
 * DELETE a task (allowed in NEW and IN_PREPARATION only; otherwise 400 read-only-error). A 404 counts as
 * deleted: the task is gone, e.g. because an earlier delete whose answer was lost (a timeout) did reach the
 * service and the user tried again.
 */
export function useDeleteTask() {
  return useCacheMutation(
    async (taskId: string) => {
      try {
        return await deleteTask(taskId);
      } catch (error) {
        if (isApiError(error) && error.status === 404) return undefined;
        throw error;
      }
    },
    (client, _deleted, taskId) => forgetDeleted(client, taskQueries.detail(taskId).queryKey, taskQueries.lists()),
  );
}
