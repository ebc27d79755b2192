/**
 * A zip's central directory read from the bytes (APPNOTE 6.3.10, with Zip64 sizes): every entry with
 * its declared sizes, CRC and where its data lies, in archive order. Nothing is inflated here; what the
 * headers declare is checked against the bytes when an entry is read (zip.ts).
 */
import { DocumentError } from './errors';

export interface ZipEntry {
  name: string;
  /** Index of the entry in the central directory. */
  index: number;
  method: number;
  flags: number;
  crc: number;
  compressedSize: number;
  /** The uncompressed size the central directory declares. */
  size: number;
  /** The entry's compressed bytes (a view into the archive). */
  data: Uint8Array;
  /** The central directory record and the local header, as they are, for copying the entry. */
  central: Uint8Array;
  local: Uint8Array;
}

export interface ZipDirectory {
  entries: ZipEntry[];
  /** The archive's comment (end of central directory record). */
  comment: Uint8Array;
}

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;
const END64 = 0x06064b50;
const END64_LOCATOR = 0x07064b50;

function damaged(detail: string): DocumentError {
  return new DocumentError('damaged', `The file is damaged or cut short: its zip package ${detail}`);
}

function decodeName(raw: Uint8Array, utf8: boolean): string {
  if (utf8) return new TextDecoder('utf-8', { fatal: false }).decode(raw);
  let name = '';
  for (const byte of raw) name += String.fromCharCode(byte);
  return name;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

/** Zip64 sizes and offset from the central record's extra field, for the fields that say 0xFFFFFFFF. */
function zip64Values(view: DataView, extraStart: number, extraEnd: number, wanted: number[]): number[] {
  for (let at = extraStart; at + 4 <= extraEnd;) {
    const id = view.getUint16(at, true);
    const length = view.getUint16(at + 2, true);
    if (id === 0x0001) {
      const values: number[] = [];
      let field = at + 4;
      for (const value of wanted) {
        if (value !== 0xffffffff) values.push(value);
        else if (field + 8 > at + 4 + length) throw damaged('has a Zip64 field that is cut short');
        else {
          values.push(Number(view.getBigUint64(field, true)));
          field += 8;
        }
      }
      return values;
    }
    at += 4 + length;
  }
  if (wanted.includes(0xffffffff)) throw damaged('lacks the Zip64 sizes its directory refers to');
  return wanted;
}

function findEnd(bytes: Uint8Array, view: DataView): number {
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) === END && at + 22 + view.getUint16(at + 20, true) <= bytes.length) return at;
  }
  throw damaged('has no central directory');
}

/** Reads the directory; throws DocumentError when it or a local header does not hold together. */
export function readZipDirectory(bytes: Uint8Array, maxEntries: number): ZipDirectory {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 22) throw damaged('is shorter than its smallest possible size');
  const end = findEnd(bytes, view);
  if (view.getUint16(end + 4, true) !== 0 || view.getUint16(end + 6, true) !== 0) {
    throw new DocumentError('unsupported', 'The file is a zip split over several volumes, which cannot be read');
  }
  let count = view.getUint16(end + 10, true);
  let directorySize = view.getUint32(end + 12, true);
  let directoryStart = view.getUint32(end + 16, true);
  if (count === 0xffff || directorySize === 0xffffffff || directoryStart === 0xffffffff) {
    const locator = end - 20;
    if (locator < 0 || view.getUint32(locator, true) !== END64_LOCATOR)
      throw damaged('lacks its Zip64 directory record');
    const record = Number(view.getBigUint64(locator + 8, true));
    if (record + 56 > bytes.length || view.getUint32(record, true) !== END64)
      throw damaged('lacks its Zip64 directory record');
    count = Number(view.getBigUint64(record + 32, true));
    directorySize = Number(view.getBigUint64(record + 40, true));
    directoryStart = Number(view.getBigUint64(record + 48, true));
  }
  if (count > maxEntries) {
    throw new DocumentError('too-large', `The package has ${count} entries; at most ${maxEntries} are read`);
  }
  if (directoryStart + directorySize > end) throw damaged('has its directory outside the file');

  const entries: ZipEntry[] = [];
  let at = directoryStart;
  for (let index = 0; index < count; index++) {
    if (at + 46 > end || view.getUint32(at, true) !== CENTRAL) throw damaged('has a damaged central directory');
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const crc = view.getUint32(at + 16, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const recordEnd = at + 46 + nameLength + extraLength + commentLength;
    if (recordEnd > end) throw damaged('has a damaged central directory');
    const rawName = bytes.subarray(at + 46, at + 46 + nameLength);
    const name = decodeName(rawName, (flags & 0x0800) !== 0);
    const [size = 0, compressedSize = 0, offset = 0] = zip64Values(
      view,
      at + 46 + nameLength,
      at + 46 + nameLength + extraLength,
      [view.getUint32(at + 24, true), view.getUint32(at + 20, true), view.getUint32(at + 42, true)],
    );
    if (offset + 30 > bytes.length || view.getUint32(offset, true) !== LOCAL)
      throw damaged(`has no local header for ${name}`);
    const localNameLength = view.getUint16(offset + 26, true);
    const dataStart = offset + 30 + localNameLength + view.getUint16(offset + 28, true);
    // Readers that trust the local header would see another entry than those that trust the directory.
    if (!sameBytes(bytes.subarray(offset + 30, offset + 30 + localNameLength), rawName)) {
      throw damaged(`names the entry ${name} differently in its directory and its local header`);
    }
    if (dataStart + compressedSize > bytes.length) throw damaged(`is cut short in the entry ${name}`);
    entries.push({
      name,
      index,
      method,
      flags,
      crc,
      compressedSize,
      size,
      data: bytes.subarray(dataStart, dataStart + compressedSize),
      central: bytes.subarray(at, recordEnd),
      local: bytes.subarray(offset, dataStart),
    });
    at = recordEnd;
  }
  return { entries, comment: bytes.subarray(end + 22, end + 22 + view.getUint16(end + 20, true)) };
}
