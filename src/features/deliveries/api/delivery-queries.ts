import { queryOptions } from '@tanstack/react-query';
import { taskScopeKey } from '../../../lib/api/task-scope';
import { getDelivery, getTargetDocuments, getTaskDeliveries } from './delivery-api';
import { deliveriesRefetchInterval } from '../../../lib/task-lifecycle';

/** Deliveries and target documents of a task live under the task's key. */
export const deliveryQueries = {
  all: () => ['deliveries'] as const,
  detail: (deliveryId: string) =>
    queryOptions({
      queryKey: [...deliveryQueries.all(), deliveryId],
      queryFn: ({ signal }) => getDelivery(deliveryId, signal),
      refetchInterval: (query) => deliveriesRefetchInterval(query.state.data),
      refetchIntervalInBackground: false,
    }),
  byTask: (taskId: string) =>
    queryOptions({
      queryKey: [...taskScopeKey(taskId), 'deliveries'],
      queryFn: ({ signal }) => getTaskDeliveries(taskId, signal),
      refetchInterval: (query) => deliveriesRefetchInterval(query.state.data),
      refetchIntervalInBackground: false,
    }),
  targetDocuments: (taskId: string) =>
    queryOptions({
      queryKey: [...taskScopeKey(taskId), 'targetDocuments'],
      queryFn: ({ signal }) => getTargetDocuments(taskId, signal),
    }),
};
