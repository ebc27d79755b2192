/**
 * What a review reads from the translation service, with the caller's own token (so the service decides who
 * sees which order): the delivery, its order, the vendor whose quote for the language was accepted, and the
 * delivered and source documents with their bytes.
 */
import { deliverySchema, type Delivery } from '#contract/delivery';
import { documentSchema, type ApiDocument } from '#contract/document';
import { quoteListSchema } from '#contract/quote';
import { taskSchema, type Task } from '#contract/task';
import { ServiceError, upstream, type UpstreamAnswer } from '../upstream';

export interface ReviewSource {
  /** undefined: the service does not know it, or not for this user (404). */
  delivery(token: string, id: string): Promise<Delivery | undefined>;
  task(token: string, id: string): Promise<Task | undefined>;
  /** The supplier of the order's accepted quote for `target`, or null. */
  vendor(token: string, taskId: string, target: string): Promise<string | null>;
  document(token: string, id: string): Promise<ApiDocument | undefined>;
  content(token: string, id: string): Promise<Uint8Array>;
}

const path = (...segments: string[]) => `/${segments.map(encodeURIComponent).join('/')}`;

export function reviewSource(apiUrl: string, timeoutMs: number): ReviewSource {
  const send = upstream(apiUrl, timeoutMs);
  /** The answer's bytes, undefined for 404; another status is the service's failure. */
  async function get(token: string, target: string, what: string): Promise<UpstreamAnswer | undefined> {
    const answer = await send('GET', target, token);
    if (answer.status === 404) return undefined;
    if (answer.status !== 200)
      throw new ServiceError(answer.status, `The service answered ${answer.status} for ${what}`);
    return answer;
  }
  const json = (answer: UpstreamAnswer): unknown => JSON.parse(answer.bytes.toString('utf8'));

  return {
    async delivery(token, id) {
      const answer = await get(token, path('translationDeliveries', id), 'the delivery');
      return answer && deliverySchema.parse(json(answer));
    },
    async task(token, id) {
      const answer = await get(token, path('translationTasks', id), 'the order');
      return answer && taskSchema.parse(json(answer));
    },
    async vendor(token, taskId, target) {
      const answer = await get(token, path('translationTasks', taskId, 'acceptedQuotes'), 'the accepted quotes');
      const quotes = answer ? quoteListSchema.parse(json(answer)) : [];
      return quotes.find((q) => q.target === target)?.supplierName ?? null;
    },
    async document(token, id) {
      const answer = await get(token, path('documents', id), 'a document');
      return answer && documentSchema.parse(json(answer));
    },
    async content(token, id) {
      const answer = await get(token, path('documents', id, 'content'), "a document's content");
      if (!answer) throw new ServiceError(404, 'The service no longer has a delivered document');
      return new Uint8Array(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength);
    },
  };
}
