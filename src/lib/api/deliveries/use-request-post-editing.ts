import { useCacheMutation } from '#portal/lib/api/cache-writes.ts';
import { refreshTask } from '#portal/lib/api/tasks/task-queries.ts';
import { requestPostEditing } from './delivery-api';
import { deliveryQueries } from './delivery-queries';

export interface RequestPostEditingVariables {
  taskId: string;
  deliveryId: string;
}

/**
 * PATCH the delivery with `postEditing: true`. The task then behaves like a standard translation
 * (enquiries, quotes), so the whole task is refetched.
 */
export function useRequestPostEditing() {
  return useCacheMutation(
    ({ deliveryId }: RequestPostEditingVariables) => requestPostEditing(deliveryId),
    (client, delivery, { taskId }) => {
      client.setQueryData(deliveryQueries.detail(delivery.id).queryKey, delivery);
      return refreshTask(client, taskId);
    },
  );
}
