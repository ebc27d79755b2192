/** Document files: streamed to disk while hashing, never buffered whole; records in the state. */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { copyFile, rename, rm, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import mime from 'mime-types';
import { HttpError } from '../http-error';
import { newId, nowIso } from './ids';
import type { StoredDocument } from './state';
import type { Store } from './store';

export const CHUNK_SIZE = 261120;

export interface NewDocument {
  org: string;
  filename: string;
  contentType?: string | undefined;
  metadata: Record<string, string>;
  /** Target documents carry `aliases: null`. */
  withAliases?: boolean;
}

/** Keeps the last path segment, without control characters. */
export function cleanFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 255);
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? 'document' : cleaned;
}

export function guessContentType(filename: string, given?: string): string {
  if (given && given !== 'application/octet-stream') return given;
  return mime.lookup(filename) || 'application/octet-stream';
}

/**
 * Streams `source` into a new document. Over `limit` bytes the partial file is removed and 413 thrown;
 * with `drain` the rest of the input is read and discarded first so the client gets the answer.
 */
export async function saveDocument(
  store: Store,
  input: NewDocument,
  source: AsyncIterable<Buffer | string>,
  limit = Number.POSITIVE_INFINITY,
  onLimit: 'drain' | 'stop' = 'drain',
): Promise<StoredDocument> {
  const id = newId();
  const file = store.documentPath(id);
  const partial = `${file}.part`;
  const out = createWriteStream(partial);
  const hash = createHash('md5');
  let length = 0;
  let exceeded = false;
  try {
    for await (const piece of source) {
      const chunk = typeof piece === 'string' ? Buffer.from(piece) : piece;
      length += chunk.length;
      if (length > limit) {
        exceeded = true;
        if (onLimit === 'stop') break;
        continue;
      }
      hash.update(chunk);
      if (!out.write(chunk)) await once(out, 'drain');
    }
    out.end();
    await finished(out);
    if (exceeded) throw new HttpError(413, `The document is larger than the upload limit of ${limit} bytes`);
    await rename(partial, file);
  } catch (error) {
    out.destroy();
    await rm(partial, { force: true });
    throw error;
  }
  return register(store, id, input, length, hash.digest('hex'));
}

export async function saveDocumentText(
  store: Store,
  input: NewDocument,
  content: string | Buffer,
): Promise<StoredDocument> {
  const id = newId();
  const data = typeof content === 'string' ? Buffer.from(content) : content;
  await writeFile(store.documentPath(id), data);
  return register(store, id, input, data.length, createHash('md5').update(data).digest('hex'));
}

/** Copies a stored document's file into a new document (formats the pseudo-translator does not handle). */
export async function copyDocument(store: Store, from: StoredDocument, input: NewDocument): Promise<StoredDocument> {
  const id = newId();
  await copyFile(store.documentPath(from.id), store.documentPath(id));
  return register(store, id, input, from.length, from.md5 ?? '');
}

export async function deleteDocumentFile(store: Store, id: string): Promise<void> {
  await rm(store.documentPath(id), { force: true });
}

function register(store: Store, id: string, input: NewDocument, length: number, md5: string): StoredDocument {
  const filename = cleanFilename(input.filename);
  const now = nowIso();
  const doc: StoredDocument = {
    id,
    length,
    chunkSize: CHUNK_SIZE,
    uploadDate: now,
    createdAt: now,
    md5,
    filename,
    contentType: guessContentType(filename, input.contentType),
    ...(input.withAliases ? { aliases: null } : {}),
    metadata: input.metadata,
    org: input.org,
  };
  store.state.documents[id] = doc;
  store.changed();
  return doc;
}
