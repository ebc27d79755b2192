/**
 * The vendor side of an order, one scheduled step at a time:
 * accepted → submitted (1.5 s) → confirmed (3 s) → delivered (15–30 s), with review (IN_REVIEW) when the
 * project requires it, auto-approved after 90 s. Instant tasks get machine translations 3 s after preparation.
 */
import { analysisInputs } from '../analysis/run';
import { remember } from '../analysis/memory';
import { sendMail } from '../notifications/outbox';
import type { Ctx } from '../resources/context';
import { deliveriesOf, refreshProgress } from '../resources/progress';
import { deleteDocumentFile } from '../store/documents';
import { newId, nowIso, stableFraction } from '../store/ids';
import type { StoredDelivery, StoredTask } from '../store/state';
import { createTargetDocuments } from './target-documents';

export const SUBMIT_DELAY_MS = 1500;
export const CONFIRM_DELAY_MS = 3000;
export const DELIVERY_MIN_DELAY_MS = 15_000;
export const DELIVERY_SPREAD_MS = 15_000;
/** Long enough for a reviewer to open the delivery before the sandbox approves it. */
export const REVIEW_APPROVAL_DELAY_MS = 90_000;

/** SANDBOX_REVIEW_SECONDS and SANDBOX_DELIVERY_SECONDS are wall-clock time; the scheduler scales every delay. */
function wallClockMs(ctx: Ctx, seconds: number | undefined, otherwise: number): number {
  if (seconds === undefined || !(seconds > 0)) return otherwise;
  return (seconds * 1000) / (ctx.config.timeScale > 0 ? ctx.config.timeScale : 1);
}
const reviewDelayMs = (ctx: Ctx) => wallClockMs(ctx, ctx.config.reviewSeconds, REVIEW_APPROVAL_DELAY_MS);

export function startOrder(ctx: Ctx, delivery: StoredDelivery): void {
  ctx.scheduler.after(SUBMIT_DELAY_MS, 'order-submit', { deliveryId: delivery.id });
}

function taskOf(ctx: Ctx, delivery: StoredDelivery | undefined): StoredTask | undefined {
  const task = delivery && ctx.store.state.tasks[delivery.translationTaskId];
  return task && !task.cancelled ? task : undefined;
}

function advance(
  ctx: Ctx,
  deliveryId: string,
  from: StoredDelivery['orderStep'],
  to: StoredDelivery['orderStep'],
): StoredDelivery | undefined {
  const delivery = ctx.store.state.deliveries[deliveryId];
  const task = taskOf(ctx, delivery);
  if (!delivery || !task || delivery.state !== 'NEW' || delivery.orderStep !== from) return undefined;
  delivery.orderStep = to;
  refreshProgress(ctx, task);
  return delivery;
}

function reviewRequired(ctx: Ctx, task: StoredTask): string[] | null {
  const project = task.projectId ? ctx.store.state.projects[task.projectId] : undefined;
  return project?.withReview ?? null;
}

async function vendorDelivers(ctx: Ctx, deliveryId: string): Promise<void> {
  const delivery = ctx.store.state.deliveries[deliveryId];
  const task = taskOf(ctx, delivery);
  if (!delivery || !task || delivery.state !== 'NEW' || delivery.orderStep !== 'ORDER_CONFIRMED') return;
  const quoteId = delivery.quoteId;
  const documents = await createTargetDocuments(ctx, task, delivery.target);
  const current = ctx.store.state.deliveries[deliveryId];
  if (current?.state !== 'NEW' || current.quoteId !== quoteId || task.cancelled) {
    // Cancelled while the documents were written.
    for (const doc of documents) {
      delete ctx.store.state.documents[doc.id];
      await deleteDocumentFile(ctx.store, doc.id);
    }
    return;
  }
  delivery.targetDocumentIds = documents.map((d) => d.id);
  delivery.orderStep = undefined;
  const reviewers = reviewRequired(ctx, task);
  if (reviewers === null) {
    await markDelivered(ctx, task, delivery, false);
    return;
  }
  delivery.state = 'IN_REVIEW';
  const reviewId = newId();
  ctx.store.state.reviews[reviewId] = {
    id: reviewId,
    org: task.org,
    translationTaskId: task.id,
    deliveryId: delivery.id,
    target: delivery.target,
    reviewers,
    state: 'IN_REVIEW',
    createdAt: nowIso(),
    updatedAt: nowIso(),
  };
  const due = ctx.scheduler.after(reviewDelayMs(ctx), 'review-approve', { deliveryId, reviewId });
  // The sandbox approves on its own: its review record says when, so the portal can tell the reviewer.
  ctx.store.state.reviews[reviewId].autoApprovalAt = new Date(due).toISOString();
  refreshProgress(ctx, task);
}

async function approveReview(ctx: Ctx, deliveryId: string, reviewId: string): Promise<void> {
  const delivery = ctx.store.state.deliveries[deliveryId];
  const task = taskOf(ctx, delivery);
  if (!delivery || !task || delivery.state !== 'IN_REVIEW') return;
  const review = ctx.store.state.reviews[reviewId];
  if (review) Object.assign(review, { state: 'APPROVED', updatedAt: nowIso(), approvedAt: nowIso() });
  await markDelivered(ctx, task, delivery, false);
}

/** DELIVERED: human translations feed the organisation's memory; the delivery email goes out. */
async function markDelivered(ctx: Ctx, task: StoredTask, delivery: StoredDelivery, machine: boolean): Promise<void> {
  delivery.state = 'DELIVERED';
  delivery.deliveredAt = nowIso();
  if (!machine && task.source) {
    const inputs = await analysisInputs(ctx, task);
    remember(
      ctx.store,
      task.org,
      task.source,
      delivery.target,
      inputs.flatMap((i) => (i.segments ?? []).map((s) => s.text)),
    );
  }
  const filenames = delivery.targetDocumentIds.map((id) => ctx.store.state.documents[id]?.filename ?? id);
  sendMail(ctx.store, task, 'delivery', {
    subject: `Translation delivered: ${delivery.target} for task ${task.id}`,
    body: `The ${machine ? 'machine ' : ''}translation into ${delivery.target} of task ${task.id} is available (${filenames.length} document(s)).\n`,
    attachments: filenames,
  });
  refreshProgress(ctx, task);
}

async function instantDeliver(ctx: Ctx, taskId: string): Promise<void> {
  const task = ctx.store.state.tasks[taskId];
  if (!task || task.cancelled) return;
  // All languages are produced first and published together, so the task never looks delivered
  // while a language is still being machine-translated.
  const deliveries: StoredDelivery[] = [];
  for (const target of task.target) {
    if (deliveriesOf(ctx, task.id).some((d) => d.target === target)) continue;
    const documents = await createTargetDocuments(ctx, task, target, true);
    deliveries.push({
      id: newId(),
      state: 'DELIVERED',
      target,
      postEditing: false,
      translationTaskId: task.id,
      targetDocumentIds: documents.map((d) => d.id),
      org: task.org,
    });
  }
  for (const delivery of deliveries) ctx.store.state.deliveries[delivery.id] = delivery;
  for (const delivery of deliveries) await markDelivered(ctx, task, delivery, true);
}

export function registerFulfilmentActions(ctx: Ctx): void {
  const { scheduler } = ctx;
  scheduler.on('order-submit', ({ deliveryId = '' }) => {
    if (advance(ctx, deliveryId, 'QUOTE_ACCEPTED', 'ACCEPTED_QUOTE_SUBMITTED')) {
      scheduler.after(CONFIRM_DELAY_MS, 'order-confirm', { deliveryId });
    }
  });
  scheduler.on('order-confirm', ({ deliveryId = '' }) => {
    if (advance(ctx, deliveryId, 'ACCEPTED_QUOTE_SUBMITTED', 'ORDER_CONFIRMED')) {
      const delay = wallClockMs(
        ctx,
        ctx.config.deliverySeconds,
        DELIVERY_MIN_DELAY_MS + DELIVERY_SPREAD_MS * stableFraction(deliveryId),
      );
      scheduler.after(delay, 'vendor-deliver', { deliveryId });
    }
  });
  scheduler.on('vendor-deliver', ({ deliveryId = '' }) => vendorDelivers(ctx, deliveryId));
  scheduler.on('review-approve', ({ deliveryId = '', reviewId = '' }) => approveReview(ctx, deliveryId, reviewId));
  scheduler.on('instant-deliver', ({ taskId = '' }) => instantDeliver(ctx, taskId));
}
