import { useCacheMutation } from '#portal/lib/api/cache-writes.ts';
import { updateTask } from './task-api';
import { applyTaskUpdate } from './use-update-task';

/** PATCH `cancelled: true`; rejected by the service once a language has been delivered. */
export function useCancelTask() {
  return useCacheMutation((taskId: string) => updateTask(taskId, { cancelled: true }), applyTaskUpdate);
}
