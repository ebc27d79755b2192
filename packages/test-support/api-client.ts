/**
 * The one API client of the tests: a demo user's calls to the service's API (`/rest/api`), shortcuts to set
 * up data (upload, order, decide a quote) and waits for the simulated vendors' work. It speaks through a
 * transport: `fetchTransport` in the sandbox's tests and the engine journeys, Playwright's request context in
 * e2e (e2e/support/api.ts). Plain TypeScript: no DOM, no Node APIs.
 */
import { API_PATH } from '#contract/api-path';
import type { Quote, QuoteState } from '#contract/quote';
import type { TaskCreate, TaskPatch } from '#contract/task';
import { newTask } from './factories/task';
import { passwordToken, tokenSource } from './token-client';
import { DEFAULT_POLL, until, type PollOptions } from './until';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** One request as the client hands it over: `path` from the host's root (`/rest/api/…`). */
export interface TransportRequest {
  method: Method;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

/** What the client reads of an answer; a fetch `Response` is one. */
export interface TransportResponse {
  readonly status: number;
  text(): Promise<string>;
}

export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

/** Sends each request with fetch to `origin` (`http://localhost:8080`). */
export function fetchTransport(origin: string): Transport {
  return ({ method, path, headers, body }) =>
    fetch(`${origin}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
}

export interface ApiClientOptions {
  transport: Transport;
  /** The bearer token of the user, asked before every call (so that a token source can renew it). */
  token: () => string | Promise<string>;
  /** How the waiting helpers poll; 30 s, every 250 ms unless said here. */
  poll?: Partial<PollOptions>;
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

export interface ApiProject {
  id: string;
  name: string;
  [key: string]: unknown;
}

export interface ApiDelivery {
  id: string;
  target: string;
  state: string;
  [key: string]: unknown;
}

export type DeliveryState = 'NEW' | 'IN_REVIEW' | 'DELIVERED';

/** What a call sends besides its method and path: JSON, or raw bytes with their content type. */
export interface CallBody {
  json?: unknown;
  body?: string | Uint8Array<ArrayBuffer>;
  contentType?: string;
}

export type ApiClient = ReturnType<typeof apiClient>;

/**
 * A client bound to one user. Every helper throws `METHOD path → status: body` when the service does not
 * answer with a 2xx status; `raw` returns the answer whatever its status.
 */
export function apiClient({ transport, token, poll = {} }: ApiClientOptions) {
  const polling = { ...DEFAULT_POLL, ...poll };

  async function raw(method: Method, path: string, { json, body, contentType }: CallBody = {}) {
    const headers: Record<string, string> = { Authorization: `Bearer ${await token()}`, Accept: 'application/json' };
    if (json !== undefined) headers['Content-Type'] = 'application/json';
    if (contentType !== undefined) headers['Content-Type'] = contentType;
    const sent = json !== undefined ? JSON.stringify(json) : body;
    return transport({ method, path: `${API_PATH}${path}`, headers, ...(sent === undefined ? {} : { body: sent }) });
  }

  async function call<T>(method: Method, path: string, body: CallBody = {}): Promise<T> {
    const response = await raw(method, path, body);
    const text = await response.text();
    if (response.status < 200 || response.status > 299) {
      throw new Error(`${method} ${path} → ${response.status}: ${text}`);
    }
    return (text ? JSON.parse(text) : undefined) as T;
  }

  const taskPath = (id: string) => `/translationTasks/${encodeURIComponent(id)}`;
  const uploadText = (filename: string, content: string | Uint8Array) =>
    call<ApiDocumentInfo>('POST', `/documents/?filename=${encodeURIComponent(filename)}`, {
      body: typeof content === 'string' ? new TextEncoder().encode(content) : new Uint8Array(content),
      contentType: 'application/octet-stream',
    });
  const createTask = (body: TaskCreate) => call<ApiTask>('POST', '/translationTasks/', { json: body });
  const getTask = (id: string) => call<ApiTask>('GET', taskPath(id));
  const patchTask = (id: string, patch: TaskPatch) => call<ApiTask>('PATCH', taskPath(id), { json: patch });
  const quotes = (taskId: string) => call<Quote[]>('GET', `${taskPath(taskId)}/quotes`);
  const setQuote = (quoteId: string, state: Exclude<QuoteState, 'OFFERED'>) =>
    call<Quote>('PATCH', `/quotes/${encodeURIComponent(quoteId)}`, { json: { state } });
  const deliveries = (taskId: string) => call<ApiDelivery[]>('GET', `${taskPath(taskId)}/translationDeliveries`);

  async function placeOrder(filename: string, text: string, body: TaskCreate = {}): Promise<string> {
    const document = await uploadText(filename, text);
    const created = await createTask(newTask({ ...body, sourceDocumentIds: [document.id] }));
    await patchTask(created.id, { complete: true });
    return created.id;
  }

  async function acceptQuote(taskId: string, target: string): Promise<void> {
    const offered = await until(
      `a quote offered for ${target} on task ${taskId}`,
      async () => (await quotes(taskId)).find((q) => q.target === target && q.state === 'OFFERED'),
      polling,
    );
    await setQuote(offered.id, 'ACCEPTED');
  }

  async function untilDelivery(taskId: string, target: string, state: DeliveryState): Promise<ApiDelivery> {
    let seen = 'no delivery';
    return until(
      () => `the ${target} delivery of task ${taskId} in ${state} (last seen: ${seen})`,
      async () => {
        const delivery = (await deliveries(taskId)).find((d) => d.target === target);
        seen = delivery?.state ?? 'no delivery';
        return delivery?.state === state ? delivery : undefined;
      },
      polling,
    );
  }

  async function acceptQuoteUntilInReview(taskId: string, target: string): Promise<void> {
    await acceptQuote(taskId, target);
    await untilDelivery(taskId, target, 'IN_REVIEW');
  }

  return {
    /** The current access token. */
    token: async () => token(),
    raw,
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, json: unknown) => call<T>('POST', path, { json }),
    patch: <T>(path: string, json: unknown) => call<T>('PATCH', path, { json }),
    delete: <T>(path: string) => call<T>('DELETE', path),

    /** Uploads a document, text or a file's bytes (stream mode, `?filename=`). */
    uploadText,
    createTask,
    getTask,
    listTasks: () => call<ApiTask[]>('GET', '/translationTasks/'),
    patchTask,
    /** Places a draft order: the service prepares it and asks the vendors for quotes. */
    completeTask: (id: string) => patchTask(id, { complete: true }),
    deleteTask: (id: string) => call<ApiTask>('DELETE', taskPath(id)),
    /**
     * Uploads `text` as `filename`, orders it (English into German unless `body` says otherwise, see the
     * shared `newTask` factory) and places the order; the vendors start quoting. Returns the task id.
     */
    placeOrder,
    /** The task's quotes, as the service lists them. */
    quotes,
    /** Accepts, rejects or cancels a quote; the quote as it is then. */
    setQuote,
    deliveries,
    listProjects: () => call<ApiProject[]>('GET', '/projects/'),
    /** The id of the project with this name; throws when there is none. */
    projectId: async (name: string) => {
      const project = (await call<ApiProject[]>('GET', '/projects/')).find((p) => p.name === name);
      if (!project) throw new Error(`No project named ${name}`);
      return project.id;
    },

    /** Waits until the task's progress is `progress`; the task then. */
    untilProgress: (taskId: string, progress: string) => {
      let seen = '';
      return until(
        () => `task ${taskId} in ${progress} (last seen: ${seen})`,
        async () => {
          const current = await getTask(taskId);
          seen = current.progress;
          return current.progress === progress ? current : undefined;
        },
        polling,
      );
    },
    /** Waits until the task has at least `count` quotes; the quotes then. */
    untilQuotes: (taskId: string, count: number) =>
      until(
        `${count} quotes on task ${taskId}`,
        async () => {
          const list = await quotes(taskId);
          return list.length >= count ? list : undefined;
        },
        polling,
      ),
    /** Accepts the quote offered for `target` as soon as one is (vendors answer within seconds). */
    acceptQuote,
    /**
     * Waits until the delivery of `target` is in `state` as the service lists it: a journey that asserts what
     * the page shows of a simulated vendor's work waits for that work, instead of racing the vendor.
     */
    untilDelivery,
    /**
     * Accepts the quote offered for `target`, then waits until that language's delivery is in review (the
     * project of the order must require review).
     */
    acceptQuoteUntilInReview,
    /**
     * Orders `text` as `filename` from English into German in `projectId` (whose deliveries need review),
     * accepts the German quote and waits until its delivery is in review. Returns the order's id.
     */
    orderInReview: async (projectId: string, filename: string, text: string): Promise<string> => {
      const taskId = await placeOrder(filename, text, { projectId });
      await acceptQuoteUntilInReview(taskId, 'de-DE');
      return taskId;
    },
  };
}

/** A client of `user` at `origin` over fetch, with the tests' password grant (renewed before it runs out). */
export function passwordGrantClient(origin: string, user: string, poll: Partial<PollOptions> = {}): ApiClient {
  const tokens = tokenSource(() => passwordToken(origin, user));
  return apiClient({ transport: fetchTransport(origin), token: () => tokens.get(), poll });
}
