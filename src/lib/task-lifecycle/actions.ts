/**
 * What each role may do with an order, a delivery and a quote in their current states. The API enforces
 * the same rules; this only shapes the UI.
 */
import type { Delivery } from '#contract/delivery';
import type { Task } from '#contract/task';
import type { Role } from '#auth-claims/claims';
import { stateAllows, type TaskAction } from './states';

export type DeliveryAction = 'download' | 'compare' | 'requestPostEditing';
export type QuoteDecision = 'ACCEPTED' | 'REJECTED' | 'CANCELLED';

type Action = TaskAction | DeliveryAction;

/** Deciding on an order: editing, placing, deleting and cancelling it, quotes, post-editing. */
const DECIDE: readonly Action[] = ['edit', 'order', 'delete', 'cancel', 'decideQuotes', 'requestPostEditing'];
/** Reading an order and its deliveries. */
const READ: readonly Action[] = ['notifyDelivered', 'download', 'compare'];

/** Orderers decide on their orders; reviewers read them and review deliveries; admins do both. */
const ROLE_ACTIONS: Readonly<Record<Role, readonly Action[]>> = {
  orderer: [...DECIDE, ...READ],
  admin: [...DECIDE, ...READ, 'review'],
  reviewer: [...READ, 'review'],
};

function roleMay(roles: readonly Role[], action: Action): boolean {
  return roles.some((role) => ROLE_ACTIONS[role].includes(action));
}

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

/** A language counts as delivered once the vendor handed it over, reviewed (DELIVERED) or not (IN_REVIEW). */
export function isHandedOver(delivery: Pick<Delivery, 'state'>): boolean {
  return delivery.state === 'DELIVERED' || delivery.state === 'IN_REVIEW';
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
  if (delivery.state !== 'DELIVERED') return allowed;
  const postEditable = !delivery.postEditing && task.features.includes('instant');
  for (const action of ['download', 'compare', 'requestPostEditing'] as const) {
    if (action === 'requestPostEditing' && !postEditable) continue;
    if (roleMay(roles, action)) allowed.add(action);
  }
  return allowed;
}

/** The decisions a quote allows: offered → accept or reject; accepted and its language not delivered → cancel. */
export function quoteDecisions(quoteState: string, languageDelivered: boolean): QuoteDecision[] {
  if (quoteState === 'OFFERED') return ['ACCEPTED', 'REJECTED'];
  if (quoteState === 'ACCEPTED' && !languageDelivered) return ['CANCELLED'];
  return [];
}

/** Whether this language of the order is delivered: the whole order is, or the language was handed over. */
export function isLanguageDelivered(
  task: Pick<Task, 'progress'>,
  target: string,
  deliveries: readonly Delivery[] | undefined,
): boolean {
  return task.progress === 'TRANSLATION_DELIVERED' || hasDeliveredLanguage(deliveries, target);
}
