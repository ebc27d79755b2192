import { queryOptions } from '@tanstack/react-query';
import type { Task } from '#contract/task';
import { polledQuery, taskResourceQuery } from '../../../lib/api/query-factories';
import { taskDetailsKey, taskListsKey, taskRootKey, taskScopeKey } from '../../../lib/api/task-scope';
import { getPreparationRecords, getSourceDocuments, getTask, getTasks, type PreparationRecordKind } from './task-api';
import { taskRefetchInterval } from '../../../lib/task-lifecycle/polling';

/** The service's records of one preparation step of a task's documents. */
function preparationRecords(kind: PreparationRecordKind) {
  return (taskId: string) => taskResourceQuery(taskId, kind, (id, signal) => getPreparationRecords(id, kind, signal));
}

export const taskQueries = {
  all: () => taskRootKey(),
  lists: () => taskListsKey(),
  /** Revalidated with the list's ETag, so refreshing an unchanged list is cheap. */
  list: () =>
    queryOptions({
      queryKey: taskListsKey(),
      queryFn: ({ signal, client, queryKey }) => getTasks(signal, client.getQueryData<Task[]>(queryKey)),
      // The data is the array its ETag belongs to (a 304 returns it as it is); deep-comparing 50,000
      // orders on every refresh would cost more than it saves.
      structuralSharing: false,
    }),
  details: () => taskDetailsKey(),
  /**
   * Its key prefixes every task sub-resource: invalidating it refreshes them all. Polls as the task's
   * state says; a screen holding the task's quote enquiries refines that with its own `refetchInterval`.
   */
  detail: (taskId: string) =>
    polledQuery(
      taskScopeKey(taskId),
      (signal) => getTask(taskId, signal),
      (task) => taskRefetchInterval(task),
    ),
  sourceDocuments: (taskId: string) => taskResourceQuery(taskId, 'sourceDocuments', getSourceDocuments),
  documentConversions: preparationRecords('documentConversions'),
  documentPretranslations: preparationRecords('documentPretranslations'),
  documentReviews: preparationRecords('documentReviews'),
};
