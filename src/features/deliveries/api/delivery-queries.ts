import { polledQuery, taskResourceKey, taskResourceQuery } from '../../../lib/api/query-factories';
import { deliveriesRefetchInterval } from '../../../lib/task-lifecycle';
import { getDelivery, getTargetDocuments, getTaskDeliveries } from './delivery-api';

/** Deliveries and target documents of a task live under the task's key; deliveries poll as the lifecycle says. */
export const deliveryQueries = {
  all: () => ['deliveries'] as const,
  detail: (deliveryId: string) =>
    polledQuery(
      [...deliveryQueries.all(), deliveryId],
      (signal) => getDelivery(deliveryId, signal),
      deliveriesRefetchInterval,
    ),
  byTask: (taskId: string) =>
    polledQuery(
      taskResourceKey(taskId, 'deliveries'),
      (signal) => getTaskDeliveries(taskId, signal),
      deliveriesRefetchInterval,
    ),
  targetDocuments: (taskId: string) => taskResourceQuery(taskId, 'targetDocuments', getTargetDocuments),
};
