/**
 * What one page of tasks' details costs the service: quotes and enquiries of each; deliveries of each with an
 * accepted quote (and, for orders with a deadline, the translated documents their delivery time is read from);
 * the analysis of each priced in lines or characters, whose quotes compare per source word by its counts.
 * Requests run a few at a time; a task whose reads fail stays due for the next pass.
 */
import type { Analysis } from '#contract/analysis';
import type { Delivery } from '#contract/delivery';
import { handoverTime } from '#reports/handover-time';
import { knownUnit } from '#reports/text-units';
import type { DeliveryRow, QuotesOfTask } from './copy-writes';
import type { ServiceReader } from './service-reader';

export interface PageTask {
  id: string;
  deadline: Date | null;
}

export interface Settled<T> {
  ok: T[];
  failed: number;
  firstError: unknown;
}

/** Each item through `read`, `concurrency` at a time; failures are counted, not thrown. */
export async function readEach<I, T>(items: readonly I[], concurrency: number, read: (item: I) => Promise<T>) {
  const settled: Settled<T> = { ok: [], failed: 0, firstError: undefined };
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++] as I;
      try {
        settled.ok.push(await read(item));
      } catch (err) {
        settled.failed += 1;
        settled.firstError ??= err;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, lane));
  return settled;
}

export const readQuotes = (service: ServiceReader, task: PageTask): Promise<QuotesOfTask> =>
  Promise.all([service.quotes(task.id), service.enquiries(task.id)]).then(([quotes, enquiries]) => ({
    taskId: task.id,
    quotes,
    enquiries,
  }));

const handedOver = (delivery: Delivery) => delivery.state === 'IN_REVIEW' || delivery.state === 'DELIVERED';

export async function readDeliveries(service: ServiceReader, task: PageTask): Promise<DeliveryRow[]> {
  const list = await service.deliveries(task.id);
  const documents = task.deadline !== null && list.some(handedOver) ? await service.targetDocuments(task.id) : [];
  return list.map((delivery) => ({
    id: delivery.id,
    taskId: task.id,
    target: delivery.target,
    state: delivery.state,
    postEditing: delivery.postEditing,
    deliveredAt: handedOver(delivery) && task.deadline !== null ? handoverTime(delivery, documents) : null,
  }));
}

/** Its newest finished analysis, where it has one. */
export async function readAnalysis(service: ServiceReader, task: PageTask): Promise<Analysis[]> {
  const finished = (await service.analyses(task.id)).filter((analysis) => analysis.state === 'ANALYZED');
  const newest = finished.sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt)).at(-1);
  return newest ? [newest] : [];
}

/** Whether some quote of the task is priced in a unit other than words (its analysis is needed then). */
export const needsAnalysis = (units: readonly string[]) => units.some((unit) => knownUnit(unit) !== 'words');
