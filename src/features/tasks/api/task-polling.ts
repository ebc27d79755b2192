import type { QuoteEnquiry } from '../../../contract/quote';
import type { Task } from '../../../contract/task';
import { POLL_INTERVAL_MS } from '../../../lib/api/polling';

/** Progress values the service moves on from by itself. */
const MOVING = new Set<string>([
  'IN_PREPARATION',
  'QUOTE_ACCEPTED',
  'ACCEPTED_QUOTE_SUBMITTED',
  'ORDER_CONFIRMED',
  'IN_REVIEW',
]);

/**
 * Refetch interval of a task: poll while the service is working on it. COMPLETE_AND_PREPARED polls
 * while quote enquiries are still waiting for vendors; without the enquiries at hand, while the task
 * has no quotes yet. NEW, TRANSLATION_DELIVERED, TASK_CANCELLED, PREPARATION_FAILED and unknown
 * values stop.
 */
export function taskRefetchInterval(task: Task | undefined, enquiries?: readonly QuoteEnquiry[]): number | false {
  if (!task) return false;
  if (MOVING.has(task.progress)) return POLL_INTERVAL_MS;
  if (task.progress === 'COMPLETE_AND_PREPARED') {
    const waiting = enquiries
      ? enquiries.length === 0 || enquiries.some((e) => !e.quotesFetched)
      : task.quoteIds.length === 0;
    return waiting ? POLL_INTERVAL_MS : false;
  }
  return false;
}
