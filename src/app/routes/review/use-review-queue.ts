/** Deliveries waiting for review across orders: the task list, then the deliveries of a bounded set of tasks. */
import { useQueries, useQuery } from '@tanstack/react-query';
import type { Delivery } from '#contract/delivery';
import type { Task } from '#contract/task';
import { progressGroup, stateAllows } from '#portal/lib/task-lifecycle/states.ts';
import { REVIEW_QUEUE_POLL_MS } from '#portal/lib/task-lifecycle/polling.ts';
import { isInReview } from '#portal/lib/task-lifecycle/delivery-states.ts';
import { taskQueries } from '#portal/lib/api/tasks/task-queries.ts';
import { deliveryQueries } from '#portal/lib/api/deliveries/delivery-queries.ts';

/** At most this many tasks have their deliveries fetched, IN_REVIEW tasks first. */
export const MAX_REVIEW_TASKS = 25;

const newestFirst = (a: Task, b: Task) => Date.parse(b.createdAt) - Date.parse(a.createdAt);

export function reviewCandidates(tasks: readonly Task[]): { tasks: Task[]; skipped: number } {
  // Tasks whose state may have a delivery in review (one language can be ahead of another).
  const open = tasks.filter((t) => !t.cancelled && stateAllows(t.progress, 'review'));
  const inReview = open.filter((t) => progressGroup(t.progress) === 'review').sort(newestFirst);
  const others = open.filter((t) => progressGroup(t.progress) !== 'review').sort(newestFirst);
  const all = [...inReview, ...others];
  return { tasks: all.slice(0, MAX_REVIEW_TASKS), skipped: Math.max(0, all.length - MAX_REVIEW_TASKS) };
}

export interface ReviewItem {
  task: Task;
  delivery: Delivery;
}

export function useReviewQueue() {
  const tasks = useQuery({ ...taskQueries.list(), refetchInterval: REVIEW_QUEUE_POLL_MS });
  const candidates = reviewCandidates(tasks.data ?? []);
  const deliveries = useQueries({
    queries: candidates.tasks.map((task) => ({
      ...deliveryQueries.byTask(task.id),
      refetchInterval: REVIEW_QUEUE_POLL_MS,
    })),
  });
  const items: ReviewItem[] = [];
  candidates.tasks.forEach((task, i) => {
    for (const delivery of deliveries[i]?.data ?? []) {
      if (isInReview(delivery)) items.push({ task, delivery });
    }
  });
  items.sort((a, b) => newestFirst(a.task, b.task) || a.delivery.target.localeCompare(b.delivery.target));
  const failed = deliveries.filter((q) => q.isError);
  return {
    tasks,
    items,
    skipped: candidates.skipped,
    isPending: tasks.isPending || deliveries.some((q) => q.isPending),
    failedCount: failed.length,
    firstError: failed[0]?.error,
    retryFailed: () => Promise.all(failed.map((q) => q.refetch())),
    retryingFailed: failed.some((q) => q.isFetching),
  };
}
