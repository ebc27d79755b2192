/**
 * Zip archives that lie, for tests and the bench: real packages written by fflate, then with one
 * entry's headers changed in place (size, CRC, method, name), and a deflate stream that inflates to far
 * more than its header will say. fflate and JSZip cannot write such files themselves.
 */
import { unzipSync, zipSync, type Zippable } from 'fflate';
import { readZipDirectory } from '../zip-directory';

export interface HeaderChanges {
  /** The uncompressed size declared, in the local header and the directory. */
  size?: number;
  crc?: number;
  method?: number;
  /** A new name of the same length in bytes, in the directory only or in both headers. */
  rename?: string;
  renameLocal?: boolean;
}

/** The entries of a real package, in archive order. */
export function entriesOf(zip: Uint8Array): [string, Uint8Array][] {
  return Object.entries(unzipSync(zip));
}

/** A zip written by fflate from these entries (each compressed at level 6, or stored with level 0). */
export function zipOf(entries: readonly [string, Uint8Array, { level?: 0 | 6 }?][]): Uint8Array {
  const files: Zippable = {};
  for (const [name, data, options] of entries) files[name] = [data, { level: options?.level ?? 6 }];
  return zipSync(files);
}

/** `zip` with the headers of the entry `name` changed as said (every occurrence of the name). */
export function patchEntry(zip: Uint8Array, name: string, changes: HeaderChanges): Uint8Array {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  const encoded = new TextEncoder().encode(name);
  const renamed = changes.rename === undefined ? undefined : new TextEncoder().encode(changes.rename);
  if (renamed && renamed.length !== encoded.length) throw new Error('A new name must have as many bytes as the old');
  let found = 0;
  for (let at = 0; at + 46 <= out.length; at++) {
    const signature = view.getUint32(at, true);
    const local = signature === 0x04034b50;
    if (!local && signature !== 0x02014b50) continue;
    const nameAt = at + (local ? 30 : 46);
    const nameLength = view.getUint16(at + (local ? 26 : 28), true);
    if (nameLength !== encoded.length || !encoded.every((byte, i) => out[nameAt + i] === byte)) continue;
    const base = local ? at : at + 2;
    if (changes.method !== undefined) view.setUint16(base + 8, changes.method, true);
    if (changes.crc !== undefined) view.setUint32(base + 14, changes.crc, true);
    if (changes.size !== undefined) view.setUint32(base + 22, changes.size, true);
    if (renamed && (!local || changes.renameLocal !== false)) out.set(renamed, nameAt);
    found++;
  }
  if (found < 2) throw new Error(`No entry ${name} to change`);
  return out;
}

/** Deflate's bits, least significant first; Huffman codes most significant bit first (RFC 1951 §3.1.1). */
class BitWriter {
  readonly bytes: number[] = [];
  private byte = 0;
  private count = 0;
  bit(value: number): this {
    this.byte |= (value & 1) << this.count;
    if (++this.count === 8) this.flush();
    return this;
  }
  code(value: number, length: number): this {
    for (let i = length - 1; i >= 0; i--) this.bit(value >> i);
    return this;
  }
  flush(): void {
    if (this.count > 0) this.bytes.push(this.byte);
    this.byte = 0;
    this.count = 0;
  }
}

/** Fixed Huffman: literal 0 is 00110000, length 258 is code 285 (11000101), distance 1 is code 0 (00000). */
const match258 = (w: BitWriter) => w.code(0b11000101, 8).code(0, 5);

/**
 * A raw deflate stream of about `compressedBytes` that inflates to about 158 times as much (zeros), in
 * one fixed-Huffman block of matches 258 bytes long: no stored block, which would make some inflaters
 * stop early, so an inflater that does not stop by itself inflates all of it.
 */
export function deflateBomb(compressedBytes: number): Uint8Array {
  // 3 header bits, the literal and one match make 3 bytes; 8 matches are 13 bytes, and repeat.
  const head = match258(new BitWriter().bit(0).bit(1).bit(0).code(0b00110000, 8)).bytes;
  const period = new BitWriter();
  for (let i = 0; i < 8; i++) match258(period);
  const tail = new BitWriter().code(0, 7).bit(1).bit(1).bit(0).code(0, 7);
  tail.flush();
  const periods = Math.max(1, Math.floor((compressedBytes - head.length - tail.bytes.length) / period.bytes.length));
  const out = new Uint8Array(head.length + periods * period.bytes.length + tail.bytes.length);
  out.set(head);
  for (let i = 0; i < periods; i++) out.set(period.bytes, head.length + i * period.bytes.length);
  out.set(tail.bytes, out.length - tail.bytes.length);
  return out;
}

/** How many bytes `deflateBomb(compressedBytes)` inflates to. */
export function bombSize(compressedBytes: number): number {
  return 1 + 258 * (1 + 8 * Math.max(1, Math.floor((compressedBytes - 6) / 13)));
}

/**
 * A real package with the entry `name` replaced by a bomb of about `compressedBytes` that declares
 * `declaredSize` bytes: written by fflate as a stored entry holding the deflate stream, then marked
 * deflated.
 */
export function withBomb(pkg: Uint8Array, name: string, compressedBytes: number, declaredSize: number): Uint8Array {
  const bomb = deflateBomb(compressedBytes);
  const entries = entriesOf(pkg).map(([n, data]): [string, Uint8Array, { level: 0 | 6 }] =>
    n === name ? [n, bomb, { level: 0 }] : [n, data, { level: 6 }],
  );
  return patchEntry(zipOf(entries), name, { method: 8, size: declaredSize });
}

/**
 * `zip` rewritten the way tools that stream large files write it (7-Zip, .NET, Java, Python with
 * force_zip64): every local header and central record says 0xFFFFFFFF for its sizes (and offset) and
 * holds them in a Zip64 extra field (APPNOTE 4.5.3), the end record says 0xFFFF/0xFFFFFFFF, and a Zip64
 * end of central directory record with its locator (4.3.14–15) gives the real figures. With
 * `locatorAt`, the locator points there instead (a damaged archive).
 */
export function asZip64(zip: Uint8Array, { locatorAt }: { locatorAt?: number } = {}): Uint8Array {
  const { entries } = readZipDirectory(zip, Infinity);
  const extra = (values: number[]) => {
    const out = new Uint8Array(4 + values.length * 8);
    const v = new DataView(out.buffer);
    v.setUint16(0, 0x0001, true);
    v.setUint16(2, values.length * 8, true);
    values.forEach((value, k) => v.setBigUint64(4 + k * 8, BigInt(value), true));
    return out;
  };
  const parts: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const nameLength = new TextEncoder().encode(entry.name).length;
    // Local header: both sizes in its extra field (no data descriptor: the sizes are known).
    const localExtra = extra([entry.size, entry.compressedSize]);
    const local = new Uint8Array(30 + nameLength + localExtra.length);
    local.set(entry.local.subarray(0, 30 + nameLength));
    local.set(localExtra, 30 + nameLength);
    const lv = new DataView(local.buffer);
    lv.setUint16(4, 45, true);
    lv.setUint16(6, entry.flags & ~0x0008, true);
    lv.setUint32(14, entry.crc, true);
    lv.setUint32(18, 0xffffffff, true);
    lv.setUint32(22, 0xffffffff, true);
    lv.setUint16(28, localExtra.length, true);
    // Central record: size, compressed size and offset in its extra field, in that order.
    const centralExtra = extra([entry.size, entry.compressedSize, offset]);
    const record = new Uint8Array(46 + nameLength + centralExtra.length);
    record.set(entry.central.subarray(0, 46 + nameLength));
    record.set(centralExtra, 46 + nameLength);
    const cv = new DataView(record.buffer);
    cv.setUint16(4, 45, true);
    cv.setUint16(6, 45, true);
    cv.setUint16(8, entry.flags & ~0x0008, true);
    cv.setUint32(20, 0xffffffff, true);
    cv.setUint32(24, 0xffffffff, true);
    cv.setUint16(30, centralExtra.length, true);
    cv.setUint16(32, 0, true);
    cv.setUint32(42, 0xffffffff, true);
    parts.push(local, entry.data);
    centrals.push(record);
    offset += local.length + entry.data.length;
  }
  const directorySize = centrals.reduce((sum, c) => sum + c.length, 0);
  const tail = new Uint8Array(56 + 20 + 22);
  const tv = new DataView(tail.buffer);
  tv.setUint32(0, 0x06064b50, true);
  tv.setBigUint64(4, 44n, true);
  tv.setUint16(12, 45, true);
  tv.setUint16(14, 45, true);
  tv.setBigUint64(24, BigInt(entries.length), true);
  tv.setBigUint64(32, BigInt(entries.length), true);
  tv.setBigUint64(40, BigInt(directorySize), true);
  tv.setBigUint64(48, BigInt(offset), true);
  tv.setUint32(56, 0x07064b50, true);
  tv.setBigUint64(64, BigInt(locatorAt ?? offset + directorySize), true);
  tv.setUint32(72, 1, true);
  tv.setUint32(76, 0x06054b50, true);
  tv.setUint16(84, 0xffff, true);
  tv.setUint16(86, 0xffff, true);
  tv.setUint32(88, 0xffffffff, true);
  tv.setUint32(92, 0xffffffff, true);
  const out = new Uint8Array(offset + directorySize + tail.length);
  let at = 0;
  for (const part of [...parts, ...centrals, tail]) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
