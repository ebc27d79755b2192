/**
 * Reads a document's text units off the main thread: each call starts a module Web Worker
 * (`document-worker.ts`, its own chunk with the whole document layer), transfers the bytes to it and
 * ends it when the answer arrives or the signal aborts. Where there is no `Worker` (vitest's jsdom,
 * old runtimes) the layer is imported on demand and runs on the calling thread instead; the result is
 * the same.
 */
import { DocumentError, type DocumentErrorCode } from '#documents/errors';
import type { FormatId, TextUnit } from '#documents/types';
import { workerScriptUrl } from '#portal/lib/trusted-types.ts';
import documentWorkerUrl from './document-worker.ts?worker&url';

export interface ExtractRequest {
  filename: string;
  contentType: string;
  /** Handed over to the worker: the caller's buffer is empty afterwards. */
  bytes: ArrayBuffer;
}

export type ExtractReply =
  | { ok: true; format: FormatId; units: TextUnit[] }
  /** `code` is null for a failure that is not a DocumentError (a bug in a format module). */
  | { ok: false; code: DocumentErrorCode | null; message: string };

export interface ExtractedUnits {
  format: FormatId;
  units: TextUnit[];
}

function settle(reply: ExtractReply): ExtractedUnits {
  if (reply.ok) return { format: reply.format, units: reply.units };
  throw reply.code ? new DocumentError(reply.code, reply.message) : new Error(reply.message);
}

function aborted(signal: AbortSignal): Error {
  return signal.reason instanceof Error
    ? signal.reason
    : new DOMException('The document is no longer needed', 'AbortError');
}

async function extractHere(pending: ExtractRequest | Promise<ExtractRequest>): Promise<ExtractedUnits> {
  const [{ extractDocument }, request] = await Promise.all([import('#documents/registry'), pending]);
  const { filename, contentType, bytes } = request;
  return extractDocument({ filename, contentType, bytes: new Uint8Array(bytes) });
}

/**
 * The units of a file, in document order; rejects with a DocumentError for a file the layer cannot read.
 * `request` may still be on its way (a download): the worker starts at once, so loading its code overlaps
 * with the download, and a failed download rejects with its own error.
 */
export function extractUnits(
  request: ExtractRequest | Promise<ExtractRequest>,
  signal?: AbortSignal,
): Promise<ExtractedUnits> {
  if (signal?.aborted) {
    // Nobody waits for the download any more; its failure (an abort, mostly) is not news.
    Promise.resolve(request).catch(() => {});
    return Promise.reject(aborted(signal));
  }
  if (typeof Worker === 'undefined') return extractHere(request);
  return new Promise((resolve, reject) => {
    // A TrustedScriptURL: the CSP refuses a plain string as a worker's script (Trusted Types).
    const worker = new Worker(workerScriptUrl(documentWorkerUrl), { type: 'module', name: 'document' });
    const fail = (error: unknown) => {
      stop();
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    const stop = () => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      if (signal) fail(aborted(signal));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = (event: MessageEvent<ExtractReply>) => {
      stop();
      try {
        resolve(settle(event.data));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    worker.onerror = (event) => fail(new Error(event.message || 'The document reader could not be started'));
    Promise.resolve(request).then((ready) => worker.postMessage(ready, [ready.bytes]), fail);
  });
}
