/**
 * Requests to the portal server's own resources (server mode: `/bff/approvals/…`, `/bff/audit`), with its CSRF
 * header; answers are parsed with the portal contract and failures become the one ApiError, whose `body`
 * carries the server's `code`.
 */
import type { z } from '#contract/zod';
import { portalErrorSchema, type PortalErrorCode } from '#portal-contract/errors';
import { portalUrl } from '#portal/config/portal-base.ts';
import { ApiError } from '#portal/lib/api/api-error.ts';
import { DEFAULT_TIMEOUT_MS, errorFromResponse, linkedAbort, parseWith } from '#portal/lib/api/http-client.ts';
import { toApiError } from '#portal/lib/api/api-error.ts';
import {
  filenameFromContentDisposition,
  type DownloadOptions,
  type DownloadResult,
} from '#portal/lib/api/file-download.ts';

/** The portal server's CSRF header (bff-session.ts has the same; lib/api sits below lib/auth). */
const CSRF = { 'X-Portal-Request': '1' } as const;

export function portalServerUrl(path: string, query?: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== '') params.set(key, value);
  const search = params.toString();
  return portalUrl(`/bff${path}${search ? `?${search}` : ''}`);
}

export async function portalServerRequest<T>(
  path: string,
  options: {
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    body?: unknown;
    query?: Record<string, string | undefined>;
    schema: z.core.$ZodType<T>;
    signal?: AbortSignal | undefined;
  },
): Promise<T> {
  const abort = linkedAbort(options.signal, DEFAULT_TIMEOUT_MS);
  try {
    const response = await fetch(portalServerUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers: {
        Accept: 'application/json',
        ...CSRF,
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      cache: 'no-store',
      signal: abort.signal,
    });
    if (!response.ok) throw await errorFromResponse(response);
    return parseWith(options.schema, await response.json(), response.status);
  } catch (error) {
    throw toApiError(error, options.signal, abort.timedOut());
  } finally {
    abort.dispose();
  }
}

/**
 * A file the portal server makes (a CSV, a workbook), read with the CSRF header and saved from a blob, as every
 * download is; `fallbackName` when the answer names none.
 */
export async function portalServerFile(
  path: string,
  query: Record<string, string | undefined>,
  accept: string,
  fallbackName: string,
  options: DownloadOptions = {},
): Promise<DownloadResult> {
  try {
    const response = await fetch(portalServerUrl(path, query), {
      headers: { Accept: accept, ...CSRF },
      ...(options.signal ? { signal: options.signal } : {}),
    });
    if (!response.ok) throw await errorFromResponse(response);
    const blob = await response.blob();
    options.onProgress?.(blob.size, blob.size);
    return {
      blob,
      filename: filenameFromContentDisposition(response.headers.get('Content-Disposition')) ?? fallbackName,
    };
  } catch (error) {
    throw toApiError(error, options.signal);
  }
}

/** The portal server's reason for refusing, when the error is one of its own answers. */
export function portalErrorCode(error: unknown): PortalErrorCode | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const parsed = portalErrorSchema.safeParse(error.body);
  return parsed.success ? parsed.data.code : undefined;
}
