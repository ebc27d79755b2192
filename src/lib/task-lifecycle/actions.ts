/**
 * What the user may do with an order and a delivery in their current states: the state allows it (states.ts)
 * and one of the user's roles may (the actions table, role-actions.ts). The API enforces the same rules; this only
 * shapes the UI.
 */
import type { Delivery } from '#contract/delivery';
import type { Task } from '#contract/task';
import type { Role } from '#auth-claims/claims';
import { isDelivered, isHandedOver } from './delivery-states';
import { roleMay } from './role-actions';
import { stateAllows, type DeliveryAction, type TaskAction } from './states';

/** The actions on an order its state allows and one of the user's roles may take. A cancelled order allows no cancel and no quote decisions. */
export function taskActions(
  task: Pick<Task, 'progress' | 'cancelled'>,
  roles: readonly Role[],
): ReadonlySet<TaskAction> {
  const allowed = new Set<TaskAction>();
  for (const action of ['edit', 'order', 'delete', 'cancel', 'decideQuotes', 'notifyDelivered', 'review'] as const) {
    if (task.cancelled && (action === 'cancel' || action === 'decideQuotes')) continue;
    if (stateAllows(task.progress, action) && roleMay(roles, action)) allowed.add(action);
  }
  return allowed;
}

/** Whether the user's roles let them decide on orders at all (reviewers only read them). */
export function decidesOrders(roles: readonly Role[]): boolean {
  return roleMay(roles, 'order');
}

/** Who may run a translation-memory analysis: those who decide on orders, as long as the order is not cancelled. */
export function mayRunAnalysis(task: Pick<Task, 'cancelled'>, roles: readonly Role[]): boolean {
  return !task.cancelled && decidesOrders(roles);
}

/** Some language (or the given one) was handed over: the whole order can no longer be cancelled, nor that language's quote. */
export function hasDeliveredLanguage(deliveries: readonly Delivery[] | undefined, target?: string): boolean {
  return (deliveries ?? []).some((d) => isHandedOver(d) && (target === undefined || d.target === target));
}

/** A delivered language can be downloaded and compared; an instant translation's can be sent for post-editing once. */
export function deliveryActions(
  task: Pick<Task, 'features'>,
  delivery: Pick<Delivery, 'state' | 'postEditing'>,
  roles: readonly Role[],
): ReadonlySet<DeliveryAction> {
  const allowed = new Set<DeliveryAction>();
  if (!isDelivered(delivery)) return allowed;
  const postEditable = !delivery.postEditing && task.features.includes('instant');
  for (const action of ['download', 'compare', 'requestPostEditing'] as const) {
    if (action === 'requestPostEditing' && !postEditable) continue;
    if (roleMay(roles, action)) allowed.add(action);
  }
  return allowed;
}

/** Whether this language of the order is delivered: the whole order is, or the language was handed over. */
export function isLanguageDelivered(
  task: Pick<Task, 'progress'>,
  target: string,
  deliveries: readonly Delivery[] | undefined,
): boolean {
  return task.progress === 'TRANSLATION_DELIVERED' || hasDeliveredLanguage(deliveries, target);
}
