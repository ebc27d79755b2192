import { queryOptions } from '@tanstack/react-query';
import type { Task } from '../../../contract/task';
import { taskDetailsKey, taskListsKey, taskRootKey, taskScopeKey } from '../../../lib/api/task-scope';
import { getPreparationRecords, getSourceDocuments, getTask, getTasks } from './task-api';
import { taskRefetchInterval } from '../../../lib/task-lifecycle';

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
    queryOptions({
      queryKey: taskScopeKey(taskId),
      queryFn: ({ signal }) => getTask(taskId, signal),
      refetchInterval: (query) => taskRefetchInterval(query.state.data),
      refetchIntervalInBackground: false,
    }),
  sourceDocuments: (taskId: string) =>
    queryOptions({
      queryKey: [...taskScopeKey(taskId), 'sourceDocuments'],
      queryFn: ({ signal }) => getSourceDocuments(taskId, signal),
    }),
  documentConversions: (taskId: string) =>
    queryOptions({
      queryKey: [...taskScopeKey(taskId), 'documentConversions'],
      queryFn: ({ signal }) => getPreparationRecords(taskId, 'documentConversions', signal),
    }),
  documentPretranslations: (taskId: string) =>
    queryOptions({
      queryKey: [...taskScopeKey(taskId), 'documentPretranslations'],
      queryFn: ({ signal }) => getPreparationRecords(taskId, 'documentPretranslations', signal),
    }),
  documentReviews: (taskId: string) =>
    queryOptions({
      queryKey: [...taskScopeKey(taskId), 'documentReviews'],
      queryFn: ({ signal }) => getPreparationRecords(taskId, 'documentReviews', signal),
    }),
};
