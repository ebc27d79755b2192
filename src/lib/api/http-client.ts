/**
 * Typed HTTP client for the translation-ordering API: attaches the bearer token, parses every
 * response with its zod schema and turns every failure into one ApiError. No toasts, no redirects.
 */
import { z } from '#contract/zod';
import { ApiError, apiErrorFromResponse, toApiError } from './api-error';

export interface ApiClientOptions {
  /**
   * Where the API lives: the service origin (`''` for same origin, `http://localhost:8080`) or the
   * API root itself (`/rest/api`). `/rest/api` is appended when missing.
   */
  baseUrl: string;
  /** Called before every request; null sends no Authorization header (the service answers 401). */
  getAccessToken: () => Promise<string | null>;
  /** Sent with every request, uploads and downloads included (bff mode: the portal server's CSRF header). */
  headers?: Record<string, string>;
  /** Called on every 401 response, before the ApiError is thrown. */
  onUnauthorized?: () => void;
  /** Default timeout of JSON requests in milliseconds (runtime config `requestTimeoutMs`); DEFAULT_TIMEOUT_MS when unset. */
  timeoutMs?: number;
}

const API_ROOT = '/rest/api';
/** JSON requests give up after this long; uploads and downloads have no timeout. */
export const DEFAULT_TIMEOUT_MS = 30_000;

let clientOptions: ApiClientOptions | null = null;
let apiBase = API_ROOT;

export function configureApiClient(options: ApiClientOptions): void {
  clientOptions = options;
  const base = options.baseUrl.replace(/\/+$/, '');
  apiBase = base.endsWith(API_ROOT) ? base : `${base}${API_ROOT}`;
}

export function getApiClientOptions(): ApiClientOptions | null {
  return clientOptions;
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** Absolute or origin-relative URL of an API path such as `/translationTasks/`. */
export function apiUrl(path: string, query?: QueryParams): string {
  const url = `${apiBase}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

export async function authHeaders(): Promise<Record<string, string>> {
  const token = clientOptions ? await clientOptions.getAccessToken() : null;
  return { ...clientOptions?.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) };
}

export function notifyUnauthorized(status: number): void {
  if (status === 401) clientOptions?.onUnauthorized?.();
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions<T> {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  /** Parses (and normalises) the response; a mismatch is an 'invalid-response' ApiError. */
  schema: z.core.$ZodType<T>;
  signal?: AbortSignal;
  query?: QueryParams;
  /** Milliseconds; 0 disables. Default: the client's `timeoutMs`, else DEFAULT_TIMEOUT_MS. */
  timeoutMs?: number;
}

/** Abort controller following an outer signal and an optional timeout. */
export function linkedAbort(signal: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  const timer =
    timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs)
      : undefined;
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose: () => {
      if (timer !== undefined) clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}

/** Parsed body: JSON when it parses as JSON, otherwise the text; undefined when empty. */
export function decodeBody(text: string, contentType: string | null): { value: unknown; jsonError: boolean } {
  if (text.trim() === '') return { value: undefined, jsonError: false };
  const looksJson = /json/i.test(contentType ?? '') || /^\s*[[{"]/.test(text);
  if (!looksJson) return { value: text, jsonError: false };
  try {
    return { value: JSON.parse(text) as unknown, jsonError: false };
  } catch {
    return { value: text, jsonError: true };
  }
}

function formatPath(path: readonly PropertyKey[]): string {
  return path.map((p) => (typeof p === 'symbol' ? p.toString() : String(p))).join('.');
}

/** Parse a successful body with the schema; failures become 'invalid-response'. */
export function parseWith<T>(schema: z.core.$ZodType<T>, value: unknown, status?: number): T {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const issues = result.error.issues;
  const first = issues[0];
  const issuePath = first ? formatPath(first.path) : '';
  throw new ApiError({
    kind: 'invalid-response',
    ...(status !== undefined ? { status } : {}),
    messages: issues.map((i) => `${formatPath(i.path) || '(root)'}: ${i.message}`),
    message: `Unexpected response${issuePath ? ` at ${issuePath}` : ''}: ${first?.message ?? 'invalid'}`,
    issuePath,
    body: value,
    cause: result.error,
  });
}

/** Read a non-2xx response into an ApiError (and tell the app about 401s). */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  notifyUnauthorized(response.status);
  let text = '';
  try {
    text = await response.text();
  } catch {
    // The body is optional for errors; status alone is enough.
  }
  const { value } = decodeBody(text, response.headers.get('Content-Type'));
  return apiErrorFromResponse(response.status, value, response.statusText);
}

/** A response body with the validator the service sent for it (`ETag`), when it sent one. */
export interface Versioned<T> {
  value: T;
  etag: string | null;
}

interface RawResponse {
  response: Response;
  text: string;
}

async function send<T>(
  path: string,
  options: ApiRequestOptions<T>,
  extraHeaders: Record<string, string> = {},
): Promise<RawResponse> {
  const { method = 'GET', body, signal, query } = options;
  const timeoutMs = options.timeoutMs ?? clientOptions?.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders, ...(await authHeaders()) };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const abort = linkedAbort(signal, timeoutMs);
  try {
    const response = await fetch(apiUrl(path, query), {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      signal: abort.signal,
    });
    if (response.status === 304) return { response, text: '' };
    if (!response.ok) throw await errorFromResponse(response);
    return { response, text: await response.text() };
  } catch (error) {
    throw toApiError(error, signal, abort.timedOut());
  } finally {
    abort.dispose();
  }
}

function parseResponse<T>({ response, text }: RawResponse, schema: z.core.$ZodType<T>): T {
  const decoded = decodeBody(text, response.headers.get('Content-Type'));
  if (decoded.jsonError) {
    throw new ApiError({
      kind: 'invalid-response',
      status: response.status,
      message: 'The service sent a response that is not valid JSON',
      body: text,
    });
  }
  return parseWith(schema, decoded.value, response.status);
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions<T>): Promise<T> {
  return parseResponse(await send(path, options), options.schema);
}

/**
 * A GET that revalidates what the caller already has: with `previous.etag` it asks `If-None-Match`,
 * and a 304 answer gives back `previous` without reading or parsing a body. Services that send no
 * ETag simply answer 200 each time.
 */
export async function apiRequestVersioned<T>(
  path: string,
  options: ApiRequestOptions<T> & { previous?: Versioned<T> | undefined },
): Promise<Versioned<T>> {
  const { previous } = options;
  const raw = await send(path, { ...options, method: 'GET' }, previous?.etag ? { 'If-None-Match': previous.etag } : {});
  if (raw.response.status === 304 && previous) return previous;
  return { value: parseResponse(raw, options.schema), etag: raw.response.headers.get('ETag') };
}
