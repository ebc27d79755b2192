/** How often the screens ask the service again, decided from the data they hold and the order's state. */
import type { Delivery } from '#contract/delivery';
import type { QuoteEnquiry } from '#contract/quote';
import type { Task } from '#contract/task';
import { POLL_INTERVAL_MS } from './poll-intervals';
import { isStillMoving } from './delivery-states';
import { stateRules } from './states';

/** The review queue changes slowly; the order page polls faster. */
export const REVIEW_QUEUE_POLL_MS = 10_000;

/**
 * Refetch interval of a task: poll while the service is working on it. COMPLETE_AND_PREPARED polls
 * while quote enquiries are still waiting for vendors (an instant order has none: it polls until it is
 * delivered); without the enquiries at hand, while the task has no quotes yet. NEW,
 * TRANSLATION_DELIVERED, TASK_CANCELLED, PREPARATION_FAILED and unknown values stop.
 */
export function taskRefetchInterval(task: Task | undefined, enquiries?: readonly QuoteEnquiry[]): number | false {
  if (!task) return false;
  const { polling } = stateRules(task.progress);
  if (polling === 'poll') return POLL_INTERVAL_MS;
  if (polling === 'untilQuotes') {
    const waiting = enquiries
      ? enquiries.length === 0 || enquiries.some((e) => !e.quotesFetched)
      : task.quoteIds.length === 0;
    return waiting ? POLL_INTERVAL_MS : false;
  }
  return false;
}

/** The order's state decides whether its quote enquiries refine the task's polling (see taskRefetchInterval). */
export function awaitsQuotes(task: Pick<Task, 'progress'>): boolean {
  return stateRules(task.progress).polling === 'untilQuotes';
}

function isList(value: readonly Delivery[] | Delivery): value is readonly Delivery[] {
  return Array.isArray(value);
}

/**
 * Refetch interval of deliveries: poll while any is still NEW or IN_REVIEW, and, given the order's
 * progress, while a vendor may hand over a language at any moment. DELIVERED (or nothing) stops.
 */
export function deliveriesRefetchInterval(
  deliveries: readonly Delivery[] | Delivery | undefined,
  progress?: string,
): number | false {
  const list: readonly Delivery[] = !deliveries ? [] : isList(deliveries) ? deliveries : [deliveries];
  if (list.some(isStillMoving)) return POLL_INTERVAL_MS;
  return progress !== undefined && stateRules(progress).deliveryExpected ? POLL_INTERVAL_MS : false;
}
