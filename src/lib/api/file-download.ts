/** Authenticated downloads (document content, target-document zip) with progress, and saving them. */
import { ApiError, toApiError } from './api-error';
import { apiUrl, authHeaders, errorFromResponse } from './http-client';
import { throttleProgress, type ProgressCallback } from './progress';

export interface DownloadOptions {
  /** `total` is 0 when the server sends no Content-Length. */
  onProgress?: ProgressCallback;
  signal?: AbortSignal;
}

/** How many received bytes the page holds before handing them to a Blob part. */
const BLOB_PART_BYTES = 8 * 1024 * 1024;

export interface DownloadResult {
  blob: Blob;
  filename: string;
}

function decodeRfc5987(value: string): string | null {
  // charset'language'percent-encoded
  const match = /^([\w!#$%&+^`{}~-]*)'[\w-]*'(.*)$/.exec(value.trim());
  if (!match) return null;
  const charset = (match[1] ?? '').toLowerCase();
  const encoded = match[2] ?? '';
  try {
    if (charset === 'utf-8' || charset === '') return decodeURIComponent(encoded);
    // ISO-8859-1: each %XX is one code point.
    return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  } catch {
    return null;
  }
}

/** Keep only the last path segment so a header cannot point outside the download folder. */
function baseName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  return base.trim();
}

/** File name from a Content-Disposition header: `filename*` (RFC 5987) first, then `filename`. */
export function filenameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  const starValue = star ? (star[1] ?? star[2] ?? '') : '';
  if (starValue) {
    const decoded = decodeRfc5987(starValue);
    if (decoded && baseName(decoded)) return baseName(decoded);
  }
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/i.exec(header);
  if (plain) {
    const value = plain[1] !== undefined ? plain[1].replace(/\\(.)/g, '$1') : (plain[2] ?? '').trim();
    if (baseName(value)) return baseName(value);
  }
  return null;
}

function fallbackName(path: string): string {
  const segments = path.split('?')[0]?.split('/').filter(Boolean) ?? [];
  const last = segments[segments.length - 1];
  return last && last !== 'content' ? last : 'download';
}

/** GET an API path as a file, with the bearer token in the header (never in the URL). */
export async function downloadFile(path: string, options: DownloadOptions = {}): Promise<DownloadResult> {
  const { signal } = options;
  const onProgress = throttleProgress(options.onProgress);
  if (signal?.aborted) throw new ApiError({ kind: 'aborted' });
  try {
    const response = await fetch(apiUrl(path), {
      headers: { Accept: '*/*', ...(await authHeaders()) },
      ...(signal ? { signal } : {}),
    });
    if (!response.ok) throw await errorFromResponse(response);
    const total = Number(response.headers.get('Content-Length') ?? '') || 0;
    const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
    // Received bytes move into Blob parts every few MiB: the browser keeps Blob data outside the page
    // (and on disk when it is large), so a big download does not pile up in the tab's memory.
    const parts: Blob[] = [];
    let chunks: Uint8Array<ArrayBuffer>[] = [];
    let pending = 0;
    let loaded = 0;
    if (response.body) {
      const reader = response.body.getReader();
      onProgress?.(0, total);
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        pending += value.byteLength;
        loaded += value.byteLength;
        if (pending >= BLOB_PART_BYTES) {
          parts.push(new Blob(chunks));
          chunks = [];
          pending = 0;
        }
        onProgress?.(loaded, total);
      }
    }
    if (chunks.length > 0) parts.push(new Blob(chunks));
    // The last figure always arrives, also when the size was unknown (no Content-Length, as for a zip).
    if (response.body) options.onProgress?.(loaded, total);
    const filename = filenameFromContentDisposition(response.headers.get('Content-Disposition')) ?? fallbackName(path);
    return { blob: new Blob(parts, { type }), filename };
  } catch (error) {
    throw toApiError(error, signal);
  }
}
