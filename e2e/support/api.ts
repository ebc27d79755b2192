/**
 * Talks to the sandbox API directly from e2e tests: a password-grant token for a demo user and a small
 * client to set up data (documents, orders) without clicking through the portal.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import type { Quote } from '#contract/quote';
import type { TaskCreate } from '#contract/task';
import { newTask } from '#test-support/factories/task';
import { passwordGrantForm, TOKEN_PATH, tokenSource } from '#test-support/token-client';
import type { DemoUser } from './fixtures';

const API = '/rest/api';

/** A fresh access token for a demo user (the tests' password grant, sent through Playwright's request context). */
export async function apiToken(request: APIRequestContext, user: DemoUser): Promise<string> {
  const response = await request.post(TOKEN_PATH, { form: passwordGrantForm(user) });
  expect(response.status(), `token for ${user}: ${await response.text()}`).toBe(200);
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`No access token for ${user}`);
  return body.access_token;
}

/** The wire shape of a task as far as tests usually need it. */
export interface ApiTask {
  id: string;
  source: string | null;
  target: string[];
  progress: string;
  comment?: string;
  tags?: string[];
  projectId?: string | null;
  features?: string[];
  sourceDocumentIds: string[];
  [key: string]: unknown;
}

export interface ApiDocumentInfo {
  id: string;
  filename: string;
  contentType: string;
  length: number;
  [key: string]: unknown;
}

/** POST /translationTasks/ body, as the shared contract defines it. */
export type CreateTaskBody = TaskCreate;

export type ApiClient = Awaited<ReturnType<typeof apiClient>>;

/**
 * A client bound to one demo user. Every helper fails the test with the response text when the
 * service does not answer with a 2xx status; use `raw` to look at failures yourself.
 */
export async function apiClient(request: APIRequestContext, user: DemoUser) {
  // The e2e sandbox issues short-lived tokens (75 s): fetch a new one before it runs out.
  const tokens = tokenSource(() => apiToken(request, user));
  await tokens.get();
  const currentToken = () => tokens.get();

  async function call<T>(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    options: { data?: unknown; body?: Buffer | string; contentType?: string } = {},
  ): Promise<T> {
    const response = await raw(method, path, options);
    const text = await response.text();
    expect(response.ok(), `${method} ${path} → ${response.status()}: ${text}`).toBe(true);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  async function raw(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    options: { data?: unknown; body?: Buffer | string; contentType?: string } = {},
  ) {
    const url = `${API}${path}`;
    const extra: Record<string, string> = options.contentType ? { 'Content-Type': options.contentType } : {};
    return request.fetch(url, {
      method,
      headers: { Authorization: `Bearer ${await currentToken()}`, Accept: 'application/json', ...extra },
      ...(options.data !== undefined ? { data: options.data } : {}),
      ...(options.body !== undefined ? { data: options.body } : {}),
    });
  }

  async function acceptQuote(taskId: string, target: string): Promise<void> {
    let quote: { id: string } | undefined;
    await expect
      .poll(
        async () => {
          const quotes = await call<{ id: string; target: string; state: string }[]>(
            'GET',
            `/translationTasks/${encodeURIComponent(taskId)}/quotes`,
          );
          quote = quotes.find((q) => q.target === target && q.state === 'OFFERED');
          return quote !== undefined;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await call('PATCH', `/quotes/${encodeURIComponent(quote?.id ?? '')}`, { data: { state: 'ACCEPTED' } });
  }

  async function untilDelivery(taskId: string, target: string, state: 'NEW' | 'IN_REVIEW' | 'DELIVERED') {
    await expect
      .poll(
        async () => {
          const deliveries = await call<{ target: string; state: string }[]>(
            'GET',
            `/translationTasks/${encodeURIComponent(taskId)}/translationDeliveries`,
          );
          return deliveries.find((d) => d.target === target)?.state;
        },
        { timeout: 30_000 },
      )
      .toBe(state);
  }

  const uploadText = (filename: string, text: string) =>
    call<ApiDocumentInfo>('POST', `/documents/?filename=${encodeURIComponent(filename)}`, {
      body: Buffer.from(text, 'utf8'),
      contentType: 'application/octet-stream',
    });
  const createTask = (body: CreateTaskBody) => call<ApiTask>('POST', '/translationTasks/', { data: body });
  const patchTask = (taskId: string, patch: Record<string, unknown>) =>
    call<ApiTask>('PATCH', `/translationTasks/${encodeURIComponent(taskId)}`, { data: patch });

  return {
    /** The current access token (renewed when old). */
    token: currentToken,
    raw,
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, data: unknown) => call<T>('POST', path, { data }),
    patch: <T>(path: string, data: unknown) => call<T>('PATCH', path, { data }),
    delete: <T>(path: string) => call<T>('DELETE', path),

    /** Uploads text as a document (stream mode, `?filename=`). */
    uploadText,
    createTask,
    /**
     * Uploads `text` as `filename`, orders it (English into German unless `body` says otherwise, see the
     * shared `newTask` factory) and places the order; the vendors start quoting. Returns the task id.
     */
    placeOrder: async (filename: string, text: string, body: CreateTaskBody = {}) => {
      const document = await uploadText(filename, text);
      const task = await createTask(newTask({ ...body, sourceDocumentIds: [document.id] }));
      await patchTask(task.id, { complete: true });
      return task.id;
    },
    /** The task's quotes, as the service lists them. */
    quotes: (taskId: string) => call<Quote[]>('GET', `/translationTasks/${encodeURIComponent(taskId)}/quotes`),
    getTask: (taskId: string) => call<ApiTask>('GET', `/translationTasks/${encodeURIComponent(taskId)}`),
    listTasks: () => call<ApiTask[]>('GET', '/translationTasks/'),
    patchTask,
    deleteTask: (taskId: string) => call<ApiTask>('DELETE', `/translationTasks/${encodeURIComponent(taskId)}`),
    listProjects: () => call<{ id: string; name: string; [key: string]: unknown }[]>('GET', '/projects/'),
    /** Accepts the quote offered for `target` as soon as one is (vendors answer within seconds in e2e). */
    acceptQuote: (taskId: string, target: string) => acceptQuote(taskId, target),
    /**
     * Waits until the delivery of `target` is in `state` as the service lists it: a journey that asserts what
     * the page shows of a simulated vendor's work waits for that work, instead of racing the vendor.
     */
    untilDelivery,
    /**
     * Accepts the quote offered for `target`, then waits until that language's delivery is in review (the
     * project of the order must require review).
     */
    acceptQuoteUntilInReview: async (taskId: string, target: string) => {
      await acceptQuote(taskId, target);
      await untilDelivery(taskId, target, 'IN_REVIEW');
    },
    /** The id of the project with this name; fails the test when there is none. */
    projectId: async (name: string) => {
      const projects = await call<{ id: string; name: string }[]>('GET', '/projects/');
      const project = projects.find((p) => p.name === name);
      if (!project) throw new Error(`No project named ${name}`);
      return project.id;
    },
  };
}
