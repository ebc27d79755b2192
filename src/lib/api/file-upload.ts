/** Document uploads: the stream mode (octet-stream body, file streamed from disk) and by reference. */
import { documentSchema, type ApiDocument, type DocumentReference } from '#contract/document';
import { ApiError, apiErrorFromResponse } from './api-error';
import { apiRequest, apiUrl, authHeaders, decodeBody, notifyUnauthorized, parseWith } from './http-client';
import { throttleProgress, type ProgressCallback } from './progress';

export type { ProgressCallback };

export interface UploadOptions {
  /** Defaults to the File's name. */
  filename?: string;
  onProgress?: ProgressCallback;
  signal?: AbortSignal;
}

/** One stream-mode upload: where to, with which headers, and who hears of its progress. */
interface UploadRequest {
  url: string;
  headers: Record<string, string>;
  file: Blob;
  onProgress: ProgressCallback | undefined;
  signal: AbortSignal | undefined;
}

interface RawResponse {
  status: number;
  statusText: string;
  text: string;
  contentType: string | null;
}

const DOCUMENTS_PATH = '/documents/';

function filenameOf(file: File | Blob, filename: string | undefined): string {
  if (filename) return filename;
  const name = (file as Partial<File>).name;
  if (typeof name === 'string' && name !== '') return name;
  return 'upload.bin';
}

function sendWithXhr({ url, headers, file, onProgress, signal }: UploadRequest): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    // Reject at once on abort; do not wait for the XHR's own abort event.
    const onAbort = () => {
      settle(() => reject(new ApiError({ kind: 'aborted' })));
      xhr.abort();
    };
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (!settled) onProgress?.(event.loaded, event.lengthComputable ? event.total : file.size);
    };
    xhr.onload = () =>
      settle(() =>
        resolve({
          status: xhr.status,
          statusText: xhr.statusText,
          text: typeof xhr.responseText === 'string' ? xhr.responseText : '',
          contentType: xhr.getResponseHeader('Content-Type'),
        }),
      );
    xhr.onerror = () => settle(() => reject(new ApiError({ kind: 'network' })));
    xhr.ontimeout = () => settle(() => reject(new ApiError({ kind: 'timeout' })));
    xhr.onabort = () => settle(() => reject(new ApiError({ kind: 'aborted' })));
    signal?.addEventListener('abort', onAbort, { once: true });
    // The browser reads the File from disk while sending; it is never loaded into memory here.
    xhr.send(file);
  });
}

/** Where XMLHttpRequest does not exist (Node): fetch streams the Blob, progress only at start and end. */
async function sendWithFetch({ url, headers, file, onProgress, signal }: UploadRequest): Promise<RawResponse> {
  onProgress?.(0, file.size);
  try {
    const response = await fetch(url, { method: 'POST', headers, body: file, ...(signal ? { signal } : {}) });
    const text = await response.text();
    return {
      status: response.status,
      statusText: response.statusText,
      text,
      contentType: response.headers.get('Content-Type'),
    };
  } catch (error) {
    if (signal?.aborted) throw new ApiError({ kind: 'aborted', cause: error });
    throw new ApiError({ kind: 'network', cause: error });
  }
}

/** POST /documents/ in stream mode; resolves with the created document. */
export async function uploadFile(file: File | Blob, options: UploadOptions = {}): Promise<ApiDocument> {
  const { signal } = options;
  const onProgress = throttleProgress(options.onProgress);
  if (signal?.aborted) throw new ApiError({ kind: 'aborted' });
  const url = apiUrl(DOCUMENTS_PATH, { filename: filenameOf(file, options.filename) });
  const headers = {
    Accept: 'application/json',
    'Content-Type': 'application/octet-stream',
    ...(await authHeaders()),
  };
  const send = typeof XMLHttpRequest === 'undefined' ? sendWithFetch : sendWithXhr;
  const raw = await send({ url, headers, file, onProgress, signal });
  if (raw.status < 200 || raw.status >= 300) {
    notifyUnauthorized(raw.status);
    throw apiErrorFromResponse(raw.status, decodeBody(raw.text, raw.contentType).value, raw.statusText);
  }
  onProgress?.(file.size, file.size);
  const decoded = decodeBody(raw.text, raw.contentType);
  if (decoded.jsonError) {
    throw new ApiError({ kind: 'invalid-response', status: raw.status, body: raw.text });
  }
  return parseWith(documentSchema, decoded.value, raw.status);
}

/** POST /documents/ by reference: the service fetches `contentUri` itself. */
export function uploadByReference(reference: DocumentReference, signal?: AbortSignal): Promise<ApiDocument> {
  return apiRequest(DOCUMENTS_PATH, {
    method: 'POST',
    body: reference,
    schema: documentSchema,
    ...(signal ? { signal } : {}),
  });
}
