import type { Reason } from '#portal-contract/reasons';
import { useCacheMutation } from '#portal/lib/api/cache-writes.ts';
import { apiRequest } from '#portal/lib/api/http-client.ts';
import { taskSchema } from '#contract/task';
import { applyTaskUpdate } from './use-update-task';

/**
 * PATCH `cancelled: true`; rejected by the service once a language has been delivered. `reason` (server mode):
 * the portal server keeps it in its audit trail and sends the service the cancellation alone.
 */
export function useCancelTask() {
  return useCacheMutation(
    ({ taskId, reason }: { taskId: string; reason?: Reason | undefined }) =>
      apiRequest(`/translationTasks/${encodeURIComponent(taskId)}`, {
        method: 'PATCH',
        body: reason ? { cancelled: true, reason } : { cancelled: true },
        schema: taskSchema,
      }),
    applyTaskUpdate,
  );
}
