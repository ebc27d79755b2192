/** The three upload modes of POST /documents/: multipart, octet-stream and by reference. */
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import type express from 'express';
import { documentReferenceSchema } from '#contract/document';
import { badRequest, HttpError } from '../http-error';
import { deleteDocumentFile, saveDocument } from '../store/documents';
import type { StoredDocument } from '../store/state';
import type { Store } from '../store/store';
import type { Principal, SandboxConfig } from '../types';
import { parseBody } from './http';

const REFERENCE_TIMEOUT_MS = 30_000;
const MAX_REDIRECTS = 3;

export interface UploadContext {
  store: Store;
  config: SandboxConfig;
  principal: Principal;
}

function sourceMetadata(principal: Principal): Record<string, string> {
  return { type: 'source', userId: principal.sub };
}

/** Returns the stored documents (one per file part for multipart). */
export async function upload(req: express.Request, ctx: UploadContext): Promise<StoredDocument[]> {
  if (req.is('multipart/form-data')) return uploadMultipart(req, ctx);
  if (req.is('application/octet-stream')) return [await uploadStream(req, ctx)];
  if (req.is('application/json')) return [await uploadReference(req, ctx)];
  throw new HttpError(
    415,
    `Unsupported Content-Type ${req.headers['content-type'] ?? '(none)'}; use multipart/form-data, application/octet-stream or application/json`,
  );
}

async function uploadStream(
  req: express.Request,
  { store, config, principal }: UploadContext,
): Promise<StoredDocument> {
  const filename = typeof req.query.filename === 'string' ? req.query.filename.trim() : '';
  if (!filename) {
    req.resume();
    throw badRequest('Query parameter filename is required for application/octet-stream uploads');
  }
  const input = { org: principal.organisation, filename, metadata: sourceMetadata(principal) };
  return saveDocument(store, input, req, config.uploadLimit);
}

async function uploadMultipart(
  req: express.Request,
  { store, config, principal }: UploadContext,
): Promise<StoredDocument[]> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: req.headers, defParamCharset: 'utf8' });
  } catch (error) {
    req.resume();
    throw badRequest(`Invalid multipart request: ${(error as Error).message}`);
  }
  const saves: Promise<StoredDocument>[] = [];
  const done = new Promise<void>((resolve, reject) => {
    parser.on('file', (_name, stream, info) => {
      const input = {
        org: principal.organisation,
        // Browsers escape `"` and line breaks in part file names (WHATWG multipart encoding).
        filename: (info.filename || 'document').replace(/%22/g, '"').replace(/%0[AD]/gi, ''),
        contentType: info.mimeType,
        metadata: sourceMetadata(principal),
      };
      const save = saveDocument(store, input, stream, config.uploadLimit);
      save.catch(() => stream.resume());
      saves.push(save);
    });
    parser.on('close', resolve);
    parser.on('error', (error: Error) => reject(badRequest(`Invalid multipart request: ${error.message}`)));
    req.on('error', reject);
  });
  req.pipe(parser);
  await done;
  const results = await Promise.allSettled(saves);
  const saved = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failure = results.find((r) => r.status === 'rejected');
  if (failure) {
    // One failed part fails the request: do not leave the others behind.
    for (const doc of saved) {
      delete store.state.documents[doc.id];
      await deleteDocumentFile(store, doc.id);
    }
    store.changed();
    throw failure.reason;
  }
  if (saved.length === 0) throw badRequest('The multipart request contains no file part');
  return saved;
}

async function uploadReference(
  req: express.Request,
  { store, config, principal }: UploadContext,
): Promise<StoredDocument> {
  const { filename, contentUri } = parseBody(documentReferenceSchema, req);
  const response = await fetchAllowed(contentUri, config.referenceAllowList);
  if (!response.body) throw badRequest(`contentUri ${contentUri} returned no content`);
  const input = {
    org: principal.organisation,
    filename,
    contentType: response.headers.get('content-type')?.split(';')[0]?.trim(),
    metadata: sourceMetadata(principal),
  };
  const body = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
  try {
    return await saveDocument(store, input, body, config.uploadLimit, 'stop');
  } catch (error) {
    body.destroy();
    if (error instanceof HttpError) throw error;
    throw badRequest(`Could not download contentUri ${contentUri}: ${(error as Error).message}`);
  }
}

/** Fetches only from allow-listed origins, redirects included. */
async function fetchAllowed(uri: string, allowList: string[]): Promise<Response> {
  const signal = AbortSignal.timeout(REFERENCE_TIMEOUT_MS);
  let url = new URL(uri);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (!/^https?:$/.test(url.protocol) || !allowList.includes(url.origin)) {
      throw badRequest(
        `contentUri origin ${url.origin} is not allowed; allowed origins: ${allowList.join(', ') || '(none)'}`,
      );
    }
    let response: Response;
    try {
      response = await fetch(url, { redirect: 'manual', signal });
    } catch (error) {
      throw badRequest(`Could not download contentUri ${url.href}: ${(error as Error).message}`);
    }
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      url = new URL(location, url);
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw badRequest(`Could not download contentUri ${url.href}: HTTP ${response.status}`);
    }
    return response;
  }
  throw badRequest(`Too many redirects for contentUri ${uri}`);
}
