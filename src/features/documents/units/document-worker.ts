/**
 * A Web Worker that reads a document's text units with the shared document layer, so parsing a large
 * file never blocks the page. One request per worker: the client starts it, posts the bytes
 * (transferred, not copied) and terminates it when the answer is in or the reader no longer waits.
 */
import { isDocumentError } from '#documents/errors';
import { extractDocument } from '#documents/registry';
import type { ExtractReply, ExtractRequest } from './extract-units';

/** The worker's global scope, typed here: the project's TypeScript lib is the DOM's, not the worker's. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ExtractRequest>) => void) | null;
  postMessage(reply: ExtractReply): void;
};

scope.onmessage = (event) => {
  const { filename, contentType, bytes } = event.data;
  let reply: ExtractReply;
  try {
    const { format, units } = extractDocument({ filename, contentType, bytes: new Uint8Array(bytes) });
    reply = { ok: true, format, units };
  } catch (error) {
    reply = isDocumentError(error)
      ? { ok: false, code: error.code, message: error.message }
      : { ok: false, code: null, message: error instanceof Error ? error.message : String(error) };
  }
  scope.postMessage(reply);
};
