/**
 * Zip archives that lie, for tests and the bench: real packages written by fflate, then with one
 * entry's headers changed in place (size, CRC, method, name), and a deflate stream that inflates to far
 * more than its header will say. fflate and JSZip cannot write such files themselves.
 */
import { unzipSync, zipSync, type Zippable } from 'fflate';

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
