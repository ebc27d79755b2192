import { queryOptions } from '@tanstack/react-query';
import { pollBy } from '../../../lib/api/polling';
import { taskQueries } from '../../../lib/api/tasks/task-queries';
import { deliveriesRefetchInterval } from '../../../lib/task-lifecycle/polling';
import { getDelivery, getTargetDocuments, getTaskDeliveries } from './delivery-api';

/**
 * Deliveries by id, and a task's deliveries and target documents (under the task's key); deliveries poll as the
 * lifecycle says.
 */
export const deliveryQueries = {
  detail: (deliveryId: string) =>
    queryOptions({
      queryKey: ['deliveries', deliveryId],
      queryFn: ({ signal }) => getDelivery(deliveryId, signal),
      ...pollBy(deliveriesRefetchInterval),
    }),
  byTask: (taskId: string) =>
    queryOptions({
      queryKey: [...taskQueries.scope(taskId), 'deliveries'],
      queryFn: ({ signal }) => getTaskDeliveries(taskId, signal),
      ...pollBy(deliveriesRefetchInterval),
    }),
  targetDocuments: (taskId: string) =>
    queryOptions({
      queryKey: [...taskQueries.scope(taskId), 'targetDocuments'],
      queryFn: ({ signal }) => getTargetDocuments(taskId, signal),
    }),
};
