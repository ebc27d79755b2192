import { polledTaskChildren, taskResourceQuery } from '../../../lib/api/query-factories';
import { deliveriesRefetchInterval } from '../../../lib/task-lifecycle/polling';
import { getDelivery, getTargetDocuments, getTaskDeliveries } from './delivery-api';

/** Deliveries and target documents of a task live under the task's key; deliveries poll as the lifecycle says. */
export const deliveryQueries = {
  ...polledTaskChildren({
    root: 'deliveries',
    name: 'deliveries',
    getOne: getDelivery,
    getOfTask: getTaskDeliveries,
    interval: (deliveries) => deliveriesRefetchInterval(deliveries),
  }),
  targetDocuments: (taskId: string) => taskResourceQuery(taskId, 'targetDocuments', getTargetDocuments),
};
