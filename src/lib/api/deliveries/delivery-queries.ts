import { queryOptions } from '@tanstack/react-query';
import { pollBy } from '#portal/lib/task-lifecycle/poll-intervals.ts';
import { taskQueries } from '#portal/lib/api/tasks/task-queries.ts';
import { deliveriesRefetchInterval } from '#portal/lib/task-lifecycle/polling.ts';
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
