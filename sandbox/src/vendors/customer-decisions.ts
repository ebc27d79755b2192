/** The client's decisions: place or cancel an order (a task's PATCH), accept, reject or cancel a quote, order post-editing. */
import { badRequest, validationError } from '../http-error';
import type { Ctx } from '../resources/context';
import { applyTaskPatch, type TaskPatch } from '../resources/tasks';
import { deliveriesOf, isDelivered, refreshProgress } from '../resources/progress';
import { newId } from '../store/ids';
import type { StoredDelivery, StoredQuote, StoredTask } from '../store/state';
import { vendorById } from '../resources/vendor-catalogue';
import { startOrder } from './fulfilment';
import { startPreparation } from './preparation';
import { createEnquiries } from './quoting';

function taskOfQuote(ctx: Ctx, quote: StoredQuote): StoredTask {
  const task = ctx.store.state.tasks[quote.translationTaskId];
  if (!task) throw badRequest('The translation task of this quote no longer exists');
  return task;
}

export function acceptQuote(ctx: Ctx, quote: StoredQuote): void {
  const task = taskOfQuote(ctx, quote);
  if (task.cancelled) throw badRequest('The translation task is cancelled; its quotes cannot be accepted');
  if (quote.state !== 'OFFERED')
    throw badRequest(`Quote ${quote.number} is ${quote.state}; only an OFFERED quote can be accepted`);
  const existing = deliveriesOf(ctx, task.id).find((d) => d.target === quote.target);
  if (existing && !existing.awaitingQuote)
    throw badRequest(`${quote.target} is already ordered or delivered for this task`);
  const vendor = vendorById(quote.lspVendorId);
  quote.state = 'ACCEPTED';
  quote.orderNumber = `${vendor?.prefix ?? 'XX'}-O-${new Date().getUTCFullYear()}-${String(ctx.store.next('order')).padStart(5, '0')}`;
  for (const other of Object.values(ctx.store.state.quotes)) {
    if (other.translationTaskId === task.id && other.target === quote.target && other.state === 'OFFERED')
      other.state = 'REJECTED';
  }
  const delivery: StoredDelivery = existing ?? {
    id: newId(),
    state: 'NEW',
    target: quote.target,
    postEditing: task.features.includes('withPostEditing'),
    translationTaskId: task.id,
    targetDocumentIds: [],
    org: task.org,
  };
  Object.assign(delivery, { state: 'NEW', quoteId: quote.id, orderStep: 'QUOTE_ACCEPTED', awaitingQuote: false });
  ctx.store.state.deliveries[delivery.id] = delivery;
  startOrder(ctx, delivery);
  refreshProgress(ctx, task);
}

export function rejectQuote(ctx: Ctx, quote: StoredQuote): void {
  if (quote.state === 'ACCEPTED') {
    throw badRequest(
      `Quote ${quote.number} is accepted and cannot be rejected; set it to CANCELLED to cancel the order for ${quote.target}`,
    );
  }
  if (quote.state !== 'OFFERED')
    throw badRequest(`Quote ${quote.number} is ${quote.state}; only an OFFERED quote can be rejected`);
  quote.state = 'REJECTED';
  ctx.store.changed();
}

export function cancelQuote(ctx: Ctx, quote: StoredQuote): void {
  if (quote.state !== 'ACCEPTED') {
    throw badRequest(
      `Quote ${quote.number} is ${quote.state}; only an ACCEPTED quote can be cancelled (reject an offered quote instead)`,
    );
  }
  const task = taskOfQuote(ctx, quote);
  const delivery = deliveriesOf(ctx, task.id).find((d) => d.quoteId === quote.id);
  if (delivery && isDelivered(delivery)) {
    throw badRequest(
      `The translation into ${quote.target} has already been delivered; quote ${quote.number} can no longer be cancelled`,
    );
  }
  quote.state = 'CANCELLED';
  if (delivery?.postEditing && delivery.targetDocumentIds.length > 0 && task.features.includes('instant')) {
    // Back to the machine translation that was delivered before post-editing was ordered.
    Object.assign(delivery, { state: 'DELIVERED', quoteId: undefined, orderStep: undefined, postEditing: false });
  } else if (delivery) {
    delete ctx.store.state.deliveries[delivery.id];
  }
  refreshProgress(ctx, task);
}

const CANCELLABLE = [
  'IN_PREPARATION',
  'PREPARATION_FAILED',
  'COMPLETE_AND_PREPARED',
  'QUOTE_ACCEPTED',
  'ACCEPTED_QUOTE_SUBMITTED',
  'ORDER_CONFIRMED',
];

export function cancelTask(ctx: Ctx, task: StoredTask): void {
  const deliveries = deliveriesOf(ctx, task.id);
  if (deliveries.some(isDelivered) || !CANCELLABLE.includes(task.progress)) {
    throw validationError(
      'read-only-error',
      'Task cannot be cancelled because a language was already delivered; cancel the accepted quote of a single language instead',
    );
  }
  for (const id of task.quoteIds) {
    const quote = ctx.store.state.quotes[id];
    if (quote?.state === 'ACCEPTED') quote.state = 'CANCELLED';
    if (quote?.state === 'OFFERED') quote.state = 'REJECTED';
  }
  for (const delivery of deliveries) delete ctx.store.state.deliveries[delivery.id];
  task.cancelled = true;
  refreshProgress(ctx, task);
}

/** Post-editing of one delivered machine translation: the language goes through the quote flow. */
export function requestPostEditing(ctx: Ctx, delivery: StoredDelivery): void {
  const task = ctx.store.state.tasks[delivery.translationTaskId];
  if (!task || task.cancelled) throw badRequest('The translation task is cancelled or no longer exists');
  if (!task.features.includes('instant'))
    throw badRequest('Post-editing can only be ordered for an instant (machine) translation');
  if (delivery.postEditing) return;
  if (delivery.state !== 'DELIVERED')
    throw badRequest('Post-editing can be ordered once the machine translation is delivered');
  Object.assign(delivery, { postEditing: true, awaitingQuote: true });
  createEnquiries(ctx, task, [delivery.target]);
  refreshProgress(ctx, task);
}

/** A task's PATCH: its fields by the service's rules, then what the workflow does with it (cancel or prepare). */
export function patchTask(ctx: Ctx, task: StoredTask, patch: TaskPatch): StoredTask {
  const outcome = applyTaskPatch(ctx, task, patch);
  if (outcome === 'cancel') cancelTask(ctx, task);
  if (outcome === 'prepare') startPreparation(ctx, task);
  if (outcome === 'prepare' || outcome === 'edited') refreshProgress(ctx, task);
  return task;
}
