/** The one error type every API failure becomes: components branch on `kind` and `status`. */
import { conflictBodySchema, parseValidationMessage, type FieldError } from '#contract/errors';

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted' | 'invalid-response';

export interface ConflictInfo {
  timestamp: number;
  status: number;
  error: string;
  message: string;
  path: string;
}

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message?: string;
  status?: number;
  messages?: string[];
  fieldErrors?: FieldError[];
  conflict?: ConflictInfo;
  body?: unknown;
  /** For 'invalid-response': where the response did not match the contract, e.g. `0.target`. */
  issuePath?: string;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly messages: string[];
  readonly fieldErrors: FieldError[];
  readonly conflict: ConflictInfo | undefined;
  /** The response body: parsed JSON, text, or undefined when there was none. */
  readonly body: unknown;
  readonly issuePath: string | undefined;

  constructor(init: ApiErrorInit) {
    const messages = init.messages ?? [];
    super(init.message ?? (messages.length > 0 ? messages.join('; ') : defaultMessage(init.kind, init.status)), {
      cause: init.cause,
    });
    this.kind = init.kind;
    this.status = init.status;
    this.messages = messages;
    this.fieldErrors = init.fieldErrors ?? [];
    this.conflict = init.conflict;
    this.body = init.body;
    this.issuePath = init.issuePath;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function defaultMessage(kind: ApiErrorKind, status: number | undefined): string {
  switch (kind) {
    case 'http':
      return `Request failed with status ${status ?? 'unknown'}`;
    case 'network':
      return 'The service could not be reached';
    case 'timeout':
      return 'The request timed out';
    case 'aborted':
      return 'The request was cancelled';
    case 'invalid-response':
      return 'The service sent an unexpected response';
  }
}

function messageOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { message?: unknown }).message === 'string') {
    return (value as { message: string }).message;
  }
  return null;
}

/** Texts longer than this, or HTML pages, are kept in `body` but not shown as messages. */
const MAX_TEXT_MESSAGE = 500;

/**
 * Build the error for a non-2xx response. `body` is the parsed JSON when the body was JSON,
 * otherwise the text (or undefined when empty). Handles the 400 array of `{message}`,
 * the 409 conflict object, `{message}` objects and plain text.
 */
export function apiErrorFromResponse(status: number, body: unknown, statusText = ''): ApiError {
  let messages: string[] = [];
  let conflict: ConflictInfo | undefined;

  if (Array.isArray(body)) {
    messages = body.map(messageOf).filter((m): m is string => m !== null && m !== '');
  } else if (body && typeof body === 'object') {
    const parsed = conflictBodySchema.safeParse(body);
    if (parsed.success) {
      const { timestamp, status: s, error, message, path } = parsed.data;
      conflict = { timestamp, status: s, error, message, path };
    }
    const record = body as Record<string, unknown>;
    if (Array.isArray(record.errors)) {
      messages = record.errors.map(messageOf).filter((m): m is string => m !== null && m !== '');
    }
    const own = messageOf(body);
    if (messages.length === 0 && own) messages = [own];
    if (messages.length === 0 && typeof record.error === 'string') messages = [record.error];
  } else if (typeof body === 'string') {
    const text = body.trim();
    if (text !== '' && text.length <= MAX_TEXT_MESSAGE && !text.startsWith('<')) messages = [text];
  }

  const fieldErrors = messages.map(parseValidationMessage).filter((f): f is FieldError => f !== null);
  const fallback = statusText ? `${status} ${statusText}` : undefined;
  return new ApiError({
    kind: 'http',
    status,
    messages,
    fieldErrors,
    ...(conflict ? { conflict } : {}),
    body,
    ...(messages.length === 0 && fallback ? { message: `Request failed: ${fallback}` } : {}),
  });
}

/** Turn anything thrown while sending a request into an ApiError. */
export function toApiError(error: unknown, signal?: AbortSignal, timedOut = false): ApiError {
  if (error instanceof ApiError) return error;
  if (timedOut) return new ApiError({ kind: 'timeout', cause: error });
  if (signal?.aborted || (error instanceof Error && error.name === 'AbortError')) {
    return new ApiError({ kind: 'aborted', cause: error });
  }
  if (error instanceof Error && error.name === 'TimeoutError') return new ApiError({ kind: 'timeout', cause: error });
  return new ApiError({ kind: 'network', cause: error });
}
