/**
 * What the approval checks ask the translation service, with the user's own token: the quote, the order it
 * belongs to, and the acceptance an approval ends in. An order's project never changes once it is placed, so
 * it is remembered.
 */
import { quoteSchema, type Quote } from '#contract/quote';
import { taskSchema } from '#contract/task';
import { ServiceError, upstream } from '../upstream';

export interface ServiceAnswer {
  status: number;
  body: string;
}

export interface TranslationService {
  /** The quote, or undefined when the service does not know it (404: withdrawn, or not the user's). */
  quote(token: string, id: string): Promise<Quote | undefined>;
  /** The order's project ('' when it has none) and progress, or undefined when unknown. */
  task(token: string, id: string): Promise<{ projectId: string; progress: string } | undefined>;
  /** The order's project, remembered after the first answer (it does not change once the order is placed). */
  projectOf(token: string, taskId: string): Promise<string | undefined>;
  setQuoteState(token: string, id: string, state: 'ACCEPTED'): Promise<ServiceAnswer>;
}

export function translationService(apiUrl: string, timeoutMs: number): TranslationService {
  const send = upstream(apiUrl, timeoutMs);
  const call = async (method: string, path: string, token: string, body?: string): Promise<ServiceAnswer> => {
    const answer = await send(method, path, token, body);
    return { status: answer.status, body: answer.bytes.toString('utf8') };
  };

  const projects = new Map<string, string>();
  const json = (answer: ServiceAnswer): unknown => JSON.parse(answer.body);

  return {
    async quote(token, id) {
      const answer = await call('GET', `/quotes/${encodeURIComponent(id)}`, token);
      if (answer.status === 404) return undefined;
      if (answer.status !== 200)
        throw new ServiceError(answer.status, `The service answered ${answer.status} for the quote`);
      return quoteSchema.parse(json(answer));
    },
    async task(token, id) {
      const answer = await call('GET', `/translationTasks/${encodeURIComponent(id)}`, token);
      if (answer.status === 404) return undefined;
      if (answer.status !== 200)
        throw new ServiceError(answer.status, `The service answered ${answer.status} for the order`);
      const task = taskSchema.parse(json(answer));
      projects.set(id, task.projectId ?? '');
      if (projects.size > 10_000) projects.delete(projects.keys().next().value ?? '');
      return { projectId: task.projectId ?? '', progress: task.progress };
    },
    async projectOf(token, taskId) {
      return projects.get(taskId) ?? (await this.task(token, taskId))?.projectId;
    },
    setQuoteState: (token, id, state) =>
      call('PATCH', `/quotes/${encodeURIComponent(id)}`, token, JSON.stringify({ state })),
  };
}
