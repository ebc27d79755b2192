/** A task's `progress`, derived from its completion, preparation and deliveries after every change. */
import type { StoredDelivery, StoredTask } from '../store/state';
import { byTask, type Ctx } from './context';

const ORDER_STEPS = ['QUOTE_ACCEPTED', 'ACCEPTED_QUOTE_SUBMITTED', 'ORDER_CONFIRMED'] as const;

export function deliveriesOf(ctx: Ctx, taskId: string): StoredDelivery[] {
  return byTask(ctx.store.state.deliveries, taskId);
}

/**
 * After preparation: the least advanced vendor order (QUOTE_ACCEPTED → ORDER_CONFIRMED) wins, then IN_REVIEW;
 * TRANSLATION_DELIVERED when every ordered language is delivered and none waits for a post-editing quote.
 */
export function computeProgress(task: StoredTask, deliveries: StoredDelivery[]): string {
  if (task.cancelled) return 'TASK_CANCELLED';
  if (!task.complete) return 'NEW';
  if (task.stage === 'FAILED') return 'PREPARATION_FAILED';
  if (task.stage !== 'PREPARED') return 'IN_PREPARATION';
  const ordered = deliveries.filter((d) => d.state === 'NEW' && d.orderStep);
  if (ordered.length > 0) {
    return (
      ORDER_STEPS[Math.min(...ordered.map((d) => ORDER_STEPS.indexOf(d.orderStep ?? 'QUOTE_ACCEPTED')))] ??
      'QUOTE_ACCEPTED'
    );
  }
  if (deliveries.some((d) => d.state === 'IN_REVIEW')) return 'IN_REVIEW';
  if (deliveries.some((d) => d.awaitingQuote)) return 'COMPLETE_AND_PREPARED';
  if (deliveries.length > 0 && deliveries.every((d) => d.state === 'DELIVERED')) return 'TRANSLATION_DELIVERED';
  return 'COMPLETE_AND_PREPARED';
}

export function refreshProgress(ctx: Ctx, task: StoredTask): void {
  task.progress = computeProgress(task, deliveriesOf(ctx, task.id));
  ctx.store.changed();
}

/** The vendor has delivered this language (under review or final). */
export function isDelivered(delivery: StoredDelivery): boolean {
  return delivery.state === 'IN_REVIEW' || delivery.state === 'DELIVERED';
}
