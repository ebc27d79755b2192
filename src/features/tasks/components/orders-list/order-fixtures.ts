/** Test data for the orders list: parsed tasks built through the contract, as the API layer returns them. */
import { taskSchema, type Task } from '../../../../contract/task';

let sequence = 0;

export function makeTask(overrides: Record<string, unknown> = {}): Task {
  sequence += 1;
  return taskSchema.parse({
    id: `task-${String(sequence).padStart(4, '0')}`,
    source: 'en-US',
    target: ['de-DE'],
    createdAt: '2025-03-01T10:00:00Z',
    desiredDeadline: null,
    email: 'orderer@example.com',
    comment: '',
    progress: 'NEW',
    projectId: null,
    tags: [],
    features: ['default'],
    ...overrides,
  });
}
