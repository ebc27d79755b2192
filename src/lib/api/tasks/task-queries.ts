/**
 * The task's queries. Everything the service keeps per task (source documents, preparation records, and the
 * quotes, deliveries and analyses the features read) is keyed under `scope(taskId)`, the task's detail key, so
 * invalidating the task refreshes all of it.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Task } from '#contract/task';
import { taskRefetchInterval } from '#portal/lib/task-lifecycle/polling.ts';
import { pollBy } from '#portal/lib/task-lifecycle/poll-intervals.ts';
import { getPreparationRecords, getSourceDocuments, getTask, getTasks } from './task-api';

export const taskQueries = {
  all: () => ['tasks'] as const,
  lists: () => ['tasks', 'list'] as const,
  /** Revalidated with the list's ETag, so refreshing an unchanged list is cheap. */
  list: () =>
    queryOptions({
      queryKey: taskQueries.lists(),
      queryFn: ({ signal, client, queryKey }) => getTasks(signal, client.getQueryData<Task[]>(queryKey)),
      // The data is the array its ETag belongs to (a 304 returns it as it is); deep-comparing 50,000
      // orders on every refresh would cost more than it saves.
      structuralSharing: false,
    }),
  /** The prefix of one task and of everything kept under it. */
  scope: (taskId: string) => ['tasks', 'detail', taskId] as const,
  /**
   * Polls as the task's state says; a screen holding the task's quote enquiries refines that with its own
   * `refetchInterval`.
   */
  detail: (taskId: string) =>
    queryOptions({
      queryKey: taskQueries.scope(taskId),
      queryFn: ({ signal }) => getTask(taskId, signal),
      ...pollBy<Task>((task) => taskRefetchInterval(task)),
    }),
  sourceDocuments: (taskId: string) =>
    queryOptions({
      queryKey: [...taskQueries.scope(taskId), 'sourceDocuments'],
      queryFn: ({ signal }) => getSourceDocuments(taskId, signal),
    }),
  /** The service's records of each preparation step of a task's documents. */
  documentConversions: (taskId: string) =>
    queryOptions({
      queryKey: [...taskQueries.scope(taskId), 'documentConversions'],
      queryFn: ({ signal }) => getPreparationRecords(taskId, 'documentConversions', signal),
    }),
  documentPretranslations: (taskId: string) =>
    queryOptions({
      queryKey: [...taskQueries.scope(taskId), 'documentPretranslations'],
      queryFn: ({ signal }) => getPreparationRecords(taskId, 'documentPretranslations', signal),
    }),
};

/** After a write to a task: fetch it again with everything under its key, and the task lists. */
export function refreshTask(client: QueryClient, taskId: string): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: taskQueries.scope(taskId) }),
    client.invalidateQueries({ queryKey: taskQueries.lists() }),
  ]);
}
