import { useCacheMutation } from '#portal/lib/api/cache-writes.ts';
import { updateTask } from './task-api';
import { applyTaskUpdate } from './use-update-task';

/**
 * PATCH `complete: true`: quotes are requested and the task becomes read-only. A task lacking
 * source, target or documents fails with 400 and `fieldErrors` (required/source, minCount/sourceDocumentIds).
 */
export function useCompleteTask() {
  return useCacheMutation((taskId: string) => updateTask(taskId, { complete: true }), applyTaskUpdate);
}
