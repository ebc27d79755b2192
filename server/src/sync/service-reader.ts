/**
 * What the sync worker reads from the translation service with the organisation's credential, each answer
 * parsed by the contract at the edge. The API has no paging and no "changed since": the task list is read
 * whole, a task's quotes, enquiries, deliveries and analyses one task at a time.
 */
import { analysisListSchema, type Analysis } from '#contract/analysis';
import { deliveryListSchema, type Delivery } from '#contract/delivery';
import { documentListSchema, type ApiDocument } from '#contract/document';
import { quoteEnquiryListSchema, quoteListSchema, type Quote, type QuoteEnquiry } from '#contract/quote';
import { taskSchema, type Task } from '#contract/task';
import { taskListSchema } from '#contract/task-list';
import { ServiceError, upstream } from '../upstream';
import type { TokenSource } from './service-credential';

/** A contract schema: parses what the service sent into the normalised shape, or throws. */
interface Parser<T> {
  parse(value: unknown): T;
}

export interface ServiceReader {
  tasks: () => Promise<Task[]>;
  /** One task, also one the list no longer shows (cancelled); undefined when the service does not know it. */
  task: (id: string) => Promise<Task | undefined>;
  quotes: (taskId: string) => Promise<Quote[]>;
  enquiries: (taskId: string) => Promise<QuoteEnquiry[]>;
  deliveries: (taskId: string) => Promise<Delivery[]>;
  targetDocuments: (taskId: string) => Promise<ApiDocument[]>;
  analyses: (taskId: string) => Promise<Analysis[]>;
}

export function serviceReader(apiUrl: string, timeoutMs: number, token: TokenSource): ServiceReader {
  const send = upstream(apiUrl, timeoutMs);

  async function get<T>(path: string, schema: Parser<T>): Promise<T | undefined> {
    let answer = await send('GET', path, await token());
    // A token the provider ended early: one more try with a new one.
    if (answer.status === 401) answer = await send('GET', path, await token());
    if (answer.status === 404) return undefined;
    if (answer.status !== 200)
      throw new ServiceError(answer.status, `The service answered ${answer.status} for ${path}`);
    return schema.parse(JSON.parse(answer.bytes.toString('utf8')));
  }
  const task = (id: string) => `/translationTasks/${encodeURIComponent(id)}`;
  const list = async <T>(path: string, schema: Parser<T[]>) => (await get(path, schema)) ?? [];

  return {
    tasks: () => list('/translationTasks/', taskListSchema),
    task: (id) => get(task(id), taskSchema),
    quotes: (id) => list(`${task(id)}/quotes`, quoteListSchema),
    enquiries: (id) => list(`${task(id)}/quoteEnquiries`, quoteEnquiryListSchema),
    deliveries: (id) => list(`${task(id)}/translationDeliveries`, deliveryListSchema),
    targetDocuments: (id) => list(`${task(id)}/targetDocuments`, documentListSchema),
    analyses: (id) => list(`${task(id)}/analysis`, analysisListSchema),
  };
}

/** The same reader, counting its requests in `count`. */
export function counted(service: ServiceReader, count: { requests: number }): ServiceReader {
  const wrap =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    (...args: A) => {
      count.requests += 1;
      return call(...args);
    };
  return {
    tasks: wrap(service.tasks),
    task: wrap(service.task),
    quotes: wrap(service.quotes),
    enquiries: wrap(service.enquiries),
    deliveries: wrap(service.deliveries),
    targetDocuments: wrap(service.targetDocuments),
    analyses: wrap(service.analyses),
  };
}
