import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taskListsKey, taskScopeKey } from '../../../lib/api/task-scope';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ deliveryId }: RequestPostEditingVariables) => requestPostEditing(deliveryId),
    onSuccess: (delivery, { taskId }) => {
      queryClient.setQueryData(deliveryQueries.detail(delivery.id).queryKey, delivery);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: taskScopeKey(taskId) }),
        queryClient.invalidateQueries({ queryKey: taskListsKey() }),
      ]);
    },
  });
}
