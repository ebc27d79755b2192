/**
 * One order's facts for the vendor scorecards (#reports/scorecard-facts), read from the service through the
 * resources' own queries: a second look within FRESH_MS costs no request, and the order page and the
 * scorecards share one cache. What each state means comes from the task lifecycle.
 *
 * A language's delivery time (#reports/handover-time) is read only for orders with a requested deadline.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Quote, QuoteEnquiry } from '#contract/quote';
import type { Task } from '#contract/task';
import type { DeliveryFact, EnquiryFact, OrderFact, QuoteFact, ScorecardFacts } from '#reports/scorecard-facts';
import type { ReferenceRates } from '#reports/reference-money';
import { handoverTime } from '#reports/handover-time';
import { knownUnit } from '#reports/text-units';
import { analysisQueries } from '#portal/lib/api/analysis/analysis-queries.ts';
import { sourceWordsOf } from '#portal/lib/api/analysis/source-words.ts';
import { deliveryQueries } from '#portal/lib/api/deliveries/delivery-queries.ts';
import { quoteQueries } from '#portal/lib/api/quotes/quote-queries.ts';
import { taskQueries } from '#portal/lib/api/tasks/task-queries.ts';
import { isHandedOver } from '#portal/lib/task-lifecycle/delivery-states.ts';
import { isAccepted, quoteOutcome } from '#portal/lib/task-lifecycle/quote-states.ts';
import { isCancelled } from '#portal/lib/task-lifecycle/states.ts';

export const FRESH_MS = 5 * 60_000;
const CACHED = { staleTime: FRESH_MS, gcTime: 2 * FRESH_MS };

export interface OrderFacts {
  order: OrderFact;
  enquiries: EnquiryFact[];
  quotes: QuoteFact[];
  deliveries: DeliveryFact[];
}

/** What is read beyond enquiries and quotes (and the analysis, where a vendor prices in lines or characters). */
export interface FactOptions {
  /** Deliveries, for on time, cancellations and post-editing: the Vendors page wants them, a price alone does not. */
  deliveries: boolean;
}

function enquiryFact(enquiry: QuoteEnquiry): EnquiryFact {
  return {
    id: enquiry.id,
    orderId: enquiry.translationTaskId,
    vendorId: enquiry.lspVendorId,
    vendorName: enquiry.lspVendorName ?? null,
    target: enquiry.target ?? null,
    createdAt: enquiry.createdAt,
  };
}

function quoteFact(quote: Quote): QuoteFact {
  return {
    id: quote.id,
    orderId: quote.translationTaskId,
    enquiryId: quote.tapQuoteEnquiryId ?? null,
    vendorName: quote.supplierName,
    target: quote.target,
    createdAt: quote.createdAt,
    outcome: quoteOutcome(quote),
    net: quote.price.netAmount,
    currency: quote.price.currency,
    unit: quote.textAmount.type,
    amount: quote.textAmount.amount,
  };
}

/** The order's own facts; null for an order without a source language, which asked nobody. */
export function orderFact(task: Task, sourceWords: Readonly<Record<string, number>> = {}): OrderFact | null {
  if (task.source === null) return null;
  return {
    id: task.id,
    createdAt: task.createdAt,
    deadline: task.desiredDeadline,
    source: task.source,
    targets: task.target,
    cancelled: isCancelled(task),
    postEditing: task.features.includes('withPostEditing') ? task.target : [],
    sourceWords,
  };
}

export async function fetchOrderFacts(client: QueryClient, task: Task, options: FactOptions): Promise<OrderFacts> {
  const [enquiries, quotes] = await Promise.all([
    client.fetchQuery({ ...quoteQueries.enquiries(task.id), ...CACHED }),
    client.fetchQuery({ ...quoteQueries.byTask(task.id), ...CACHED }),
  ]);
  // Prices in lines or characters compare per source word by the analysis's count.
  const counted = quotes.every((quote) => knownUnit(quote.textAmount.type) === 'words');
  const sourceWords = counted
    ? {}
    : (sourceWordsOf(await client.fetchQuery({ ...analysisQueries.byTask(task.id), ...CACHED })) ?? {});
  const order = orderFact(task, sourceWords);
  if (order === null) throw new Error(`Order ${task.id} has no source language`);

  let deliveries: DeliveryFact[] = [];
  // Only an accepted quote's language is delivered.
  if (options.deliveries && quotes.some(isAccepted)) {
    const list = await client.fetchQuery({ ...deliveryQueries.byTask(task.id), ...CACHED });
    const handedOver = list.filter(isHandedOver);
    const documents =
      order.deadline !== null && handedOver.length > 0
        ? await client.fetchQuery({ ...deliveryQueries.targetDocuments(task.id), ...CACHED })
        : [];
    deliveries = handedOver.map((delivery) => ({
      orderId: task.id,
      target: delivery.target,
      deliveredAt: order.deadline === null ? null : handoverTime(delivery, documents),
    }));
    const postEdited = list.filter((delivery) => delivery.postEditing).map((delivery) => delivery.target);
    order.postEditing = [...new Set([...order.postEditing, ...postEdited])];
  }
  return { order, enquiries: enquiries.map(enquiryFact), quotes: quotes.map(quoteFact), deliveries };
}

/** Stops the requests under way for one order (the scorecards' fetch was cancelled). */
export function cancelOrderFacts(client: QueryClient, taskId: string): Promise<void> {
  return client.cancelQueries({ queryKey: taskQueries.scope(taskId) });
}

/** The facts of several orders, with what prices compare in. */
export function periodFacts(orders: readonly OrderFacts[], reference: ReferenceRates | null): ScorecardFacts {
  return {
    orders: orders.map((facts) => facts.order),
    enquiries: orders.flatMap((facts) => facts.enquiries),
    quotes: orders.flatMap((facts) => facts.quotes),
    deliveries: orders.flatMap((facts) => facts.deliveries),
    reference,
  };
}
