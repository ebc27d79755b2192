/**
 * The two shapes of read the features' query factories repeat: a resource of one task, kept under the task's
 * key (invalidating the task refreshes it), and a read that polls by a rule of its own data.
 */
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { taskScopeKey } from './task-scope';

/** `[...taskScopeKey(taskId), name]`: the key of a task's sub-resource. */
export const taskResourceKey = (taskId: string, name: string): string[] => [...taskScopeKey(taskId), name];

/** A task's sub-resource, read with `fetch(taskId, signal)`. */
export function taskResourceQuery<T>(
  taskId: string,
  name: string,
  fetch: (taskId: string, signal: AbortSignal) => Promise<T>,
) {
  return queryOptions({
    queryKey: taskResourceKey(taskId, name),
    queryFn: ({ signal }) => fetch(taskId, signal),
  });
}

/** A read that asks again as `interval` says from its current data (false: stop), and never in a background tab. */
export function polledQuery<T, K extends QueryKey>(
  queryKey: K,
  fetch: (signal: AbortSignal) => Promise<T>,
  interval: (data: T | undefined) => number | false,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => fetch(signal),
    refetchInterval: (query) => interval(query.state.data),
    refetchIntervalInBackground: false,
  });
}

export interface PolledTaskChildren<T> {
  /** Where the ones read by id live: `[root, id]`. */
  root: string;
  /** The task's list of them: `[...taskScopeKey(taskId), name]`. */
  name: string;
  getOne: (id: string, signal: AbortSignal) => Promise<T>;
  getOfTask: (taskId: string, signal: AbortSignal) => Promise<T[]>;
  /** One rule for a single one and for the task's list (e.g. poll while one is still running). */
  interval: (data: T | readonly T[] | undefined) => number | false;
}

/** The queries of something a task has several of that the service finishes by itself (analyses, deliveries). */
export function polledTaskChildren<T>({ root, name, getOne, getOfTask, interval }: PolledTaskChildren<T>) {
  const all = () => [root];
  return {
    all,
    detail: (id: string) => polledQuery([...all(), id], (signal) => getOne(id, signal), interval),
    byTask: (taskId: string) =>
      polledQuery(taskResourceKey(taskId, name), (signal) => getOfTask(taskId, signal), interval),
  };
}
