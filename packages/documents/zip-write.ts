/**
 * Writes a copy of a zip archive: every entry in its place with its name, times, attributes and
 * comment; an untouched entry's compressed bytes are copied as they are, a replaced one is compressed
 * again with its own method. Sizes and CRC go into the local header (no data descriptor), so a
 * stored `mimetype` first entry stays what OpenDocument requires.
 */
import { Deflate, deflateSync, strToU8 } from 'fflate';
import { crc32 } from './crc32';
import type { ZipEntry } from './zip-directory';

/**
 * A text given as the pieces it is made of (see `editedChunks`), encoded as they come. Read once: the
 * writer lets go of `chunks` once they are written, so what they are made from (a large part's source
 * and edits) can be freed before the archive is put together.
 */
export interface TextChunks {
  chunks: Iterable<string>;
}

export interface EntryToWrite {
  entry: ZipEntry;
  /** The new uncompressed content (text is written as UTF-8), or undefined to copy the entry as it is. */
  content?: Uint8Array | string | TextChunks | undefined;
}

/** Characters of a text encoded at a time: a large part is never held as UTF-8 bytes as well as text. */
const TEXT_SLICE = 1024 * 1024;

interface Written {
  data: Uint8Array;
  crc: number;
  size: number;
}

/** The text in slices of about `TEXT_SLICE` characters, a surrogate pair never split; at least one slice. */
function* textSlices(chunks: Iterable<string>): Generator<string, void, undefined> {
  let batch = '';
  let given = false;
  for (const chunk of chunks) {
    for (let at = 0; at < chunk.length;) {
      const end = Math.min(chunk.length, at + TEXT_SLICE - batch.length);
      batch += chunk.slice(at, end);
      at = end;
      if (batch.length < TEXT_SLICE) continue;
      // A high surrogate at the end waits for its pair.
      const cut = (batch.charCodeAt(batch.length - 1) & 0xfc00) === 0xd800 ? batch.length - 1 : batch.length;
      yield batch.slice(0, cut);
      given = true;
      batch = batch.slice(cut);
    }
  }
  if (batch.length > 0 || !given) yield batch;
}

/** New content compressed with the entry's method (stored or deflated), with its CRC-32 and size. */
function compress(content: Uint8Array | string | TextChunks, method: number): Written {
  if (content instanceof Uint8Array) {
    return {
      data: method === 0 ? content : deflateSync(content, { level: 6 }),
      crc: crc32(content),
      size: content.length,
    };
  }
  const chunks: Uint8Array[] = [];
  const deflater = method === 0 ? null : new Deflate({ level: 6 }, (chunk) => chunks.push(chunk));
  let crc = 0;
  let size = 0;
  // Each slice is deflated once the next is known, so the last goes in as the final one.
  let waiting: Uint8Array | null = null;
  const text = typeof content === 'string' ? [content] : content.chunks;
  if (typeof content !== 'string') content.chunks = [];
  for (const slice of textSlices(text)) {
    const bytes = strToU8(slice);
    crc = crc32(bytes, crc);
    size += bytes.length;
    if (!deflater) chunks.push(bytes);
    else if (waiting) deflater.push(waiting, false);
    waiting = bytes;
  }
  if (deflater && waiting) deflater.push(waiting, true);
  return { data: concat(chunks), crc, size };
}

/** The extra field without its Zip64 record: the sizes written here always fit in 32 bits. */
function withoutZip64(extra: Uint8Array): Uint8Array {
  const view = new DataView(extra.buffer, extra.byteOffset, extra.byteLength);
  const kept: Uint8Array[] = [];
  for (let at = 0; at + 4 <= extra.length;) {
    const length = view.getUint16(at + 2, true);
    if (view.getUint16(at, true) !== 0x0001) kept.push(extra.subarray(at, at + 4 + length));
    at += 4 + length;
  }
  return concat(kept);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

interface Fields {
  flags: number;
  crc: number;
  compressedSize: number;
  size: number;
}

/**
 * Writes the fields where a local header (flags at 6) and a central record (flags at 8, after the
 * "version made by") both keep them, at the same distances from the flags: the CRC at +8, the compressed
 * and the uncompressed size at +12 and +16, the extra field's length at +22.
 */
function writeFields(out: DataView, flagsAt: number, fields: Fields, extraLength: number): void {
  out.setUint16(flagsAt, fields.flags, true);
  out.setUint32(flagsAt + 8, fields.crc, true);
  out.setUint32(flagsAt + 12, fields.compressedSize, true);
  out.setUint32(flagsAt + 16, fields.size, true);
  out.setUint16(flagsAt + 22, extraLength, true);
}

function localHeader(original: Uint8Array, fields: Fields): Uint8Array {
  const view = new DataView(original.buffer, original.byteOffset, original.byteLength);
  const nameLength = view.getUint16(26, true);
  const extra = withoutZip64(original.subarray(30 + nameLength));
  const header = new Uint8Array(30 + nameLength + extra.length);
  header.set(original.subarray(0, 30 + nameLength));
  header.set(extra, 30 + nameLength);
  writeFields(new DataView(header.buffer), 6, fields, extra.length);
  return header;
}

function centralRecord(original: Uint8Array, fields: Fields, offset: number): Uint8Array {
  const view = new DataView(original.buffer, original.byteOffset, original.byteLength);
  const nameLength = view.getUint16(28, true);
  const extraLength = view.getUint16(30, true);
  const extra = withoutZip64(original.subarray(46 + nameLength, 46 + nameLength + extraLength));
  const comment = original.subarray(46 + nameLength + extraLength);
  const record = concat([original.subarray(0, 46 + nameLength), extra, comment]);
  const out = new DataView(record.buffer);
  writeFields(out, 8, fields, extra.length);
  out.setUint16(34, 0, true);
  out.setUint32(42, offset, true);
  return record;
}

export function writeZip(entries: readonly EntryToWrite[], comment: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const { entry, content } of entries) {
    const { data, crc, size } =
      content === undefined ? { data: entry.data, crc: entry.crc, size: entry.size } : compress(content, entry.method);
    const fields: Fields = {
      // Bit 3 (sizes in a data descriptor after the data) is cleared: the sizes are in the header.
      flags: entry.flags & ~0x0008,
      crc,
      compressedSize: data.length,
      size,
    };
    const local = localHeader(entry.local, fields);
    centrals.push(centralRecord(entry.central, fields, offset));
    parts.push(local, data);
    offset += local.length + data.length;
  }
  const directory = concat(centrals);
  const end = new Uint8Array(22 + comment.length);
  const view = new DataView(end.buffer);
  view.setUint32(0, 0x06054b50, true);
  view.setUint16(8, entries.length, true);
  view.setUint16(10, entries.length, true);
  view.setUint32(12, directory.length, true);
  view.setUint32(16, offset, true);
  view.setUint16(20, comment.length, true);
  end.set(comment, 22);
  return concat([...parts, directory, end]);
}
