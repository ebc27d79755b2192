/**
 * Zip packages (Office Open XML, OpenDocument, IDML), read by the bytes rather than the headers: the
 * directory's declared sizes are checked against the limits before anything is inflated, an entry is
 * inflated only when a format asks for it, in slices that stop as soon as it passes its declared size,
 * and its CRC-32 is checked. A copy keeps every entry's place, method and compressed bytes; only the
 * entries a format replaces change (OpenDocument's `mimetype` stays first and stored).
 */
import { Inflate, strFromU8, strToU8 } from 'fflate';
import { crc32 } from './crc32';
import { DocumentError } from './errors';
import { readZipDirectory, type ZipEntry } from './zip-directory';
import { writeZip, type TextChunks } from './zip-write';

/** A replaced entry's new content: bytes, or text (written as UTF-8) whole or in chunks. */
export type Replacement = string | Uint8Array | TextChunks;

/** The most a package may inflate to, and how much larger than its compressed size an entry may get. */
export const ZIP_LIMITS = { maxTotalBytes: 512 * 1024 * 1024, maxRatio: 200, maxEntries: 20_000 };

/**
 * Compressed bytes inflated at a time: deflate expands a byte to at most 1,032, so an entry that lies
 * about its size is stopped after at most about 16 MiB of output beyond what it declared.
 */
const INFLATE_SLICE = 16 * 1024;

export interface ZipPackage {
  /** Entry names in the order of the archive. */
  names: string[];
  has(name: string): boolean;
  bytes(name: string): Uint8Array;
  /** The entry as UTF-8 text (a byte-order mark is dropped). */
  text(name: string): string;
  /**
   * The entry's bytes as a string of one character per byte (U+0000–U+00FF; a UTF-8 byte-order mark
   * dropped): V8 holds it at one byte a character, half what a text with one character beyond U+00FF
   * takes. For a large part read by its markup, whose texts are decoded one by one (see `utf8Text`).
   */
  latin1(name: string): string;
  /** A copy of the package with these entries replaced. */
  rewrite(replacements: ReadonlyMap<string, Replacement>): Uint8Array;
}

/**
 * A decoder of its own that never decodes in streaming mode: fflate's `strFromU8` shares one that was
 * (to test for the mode), which takes Node's converter path off its fast one, with a second copy of a
 * large part in memory while it decodes.
 */
const utf8 = new TextDecoder();

/** A UTF-8 byte-order mark, and one more, in a string of bytes (`text` drops as many). */
const BYTE_ORDER_MARKS = /^\xEF\xBB\xBF(?:\xEF\xBB\xBF)?/;

/** UTF-8 without dropping a byte-order mark: a text inside a part may start with U+FEFF. */
const utf8Inside = new TextDecoder('utf-8', { ignoreBOM: true });

/** A string of bytes (see `ZipPackage.latin1`) decoded as UTF-8. */
export function utf8Text(bytes: string): string {
  return utf8Inside.decode(strToU8(bytes, true));
}

const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5 || bytes[2] === 7);
}

export function isOle2(bytes: Uint8Array): boolean {
  return OLE2_MAGIC.every((b, i) => bytes[i] === b);
}

function checkDeclared(entries: readonly ZipEntry[], limits: typeof ZIP_LIMITS): void {
  let total = 0;
  for (const entry of entries) {
    total += entry.size;
    if (entry.size > limits.maxRatio * Math.max(entry.compressedSize, 1024)) {
      throw new DocumentError(
        'too-large',
        `The entry ${entry.name} inflates more than ${limits.maxRatio} times: a zip bomb`,
      );
    }
  }
  if (total > limits.maxTotalBytes) {
    throw new DocumentError('too-large', `The package inflates to more than ${limits.maxTotalBytes} bytes`);
  }
}

function checkReadable(entry: ZipEntry): void {
  if (entry.method !== 0 && entry.method !== 8) {
    throw new DocumentError(
      'unsupported',
      `The entry ${entry.name} is compressed with method ${entry.method}; only stored and deflated entries are read`,
    );
  }
}

function larger(entry: ZipEntry): DocumentError {
  return new DocumentError(
    'damaged',
    `The entry ${entry.name} inflates to more than the ${entry.size} bytes its header declares: the package is damaged or a zip bomb`,
  );
}

/** Inflates in slices into a buffer of the declared size; stops at the first byte beyond it. */
function inflate(entry: ZipEntry): Uint8Array {
  const out = new Uint8Array(entry.size);
  let written = 0;
  const inflater = new Inflate((chunk) => {
    if (written + chunk.length > out.length) throw larger(entry);
    out.set(chunk, written);
    written += chunk.length;
  });
  try {
    for (let at = 0; at < entry.data.length || at === 0; at += INFLATE_SLICE) {
      inflater.push(entry.data.subarray(at, at + INFLATE_SLICE), at + INFLATE_SLICE >= entry.data.length);
    }
  } catch (error) {
    if (error instanceof DocumentError) throw error;
    throw new DocumentError('damaged', `The file is damaged or cut short: the entry ${entry.name} cannot be inflated`);
  }
  if (written < out.length) {
    throw new DocumentError(
      'damaged',
      `The entry ${entry.name} inflates to ${written} bytes, fewer than the ${entry.size} its header declares`,
    );
  }
  return out;
}

/** The entry's content, checked against its declared size and CRC-32. */
function readEntry(entry: ZipEntry): Uint8Array {
  checkReadable(entry);
  let content: Uint8Array;
  if (entry.method === 0) {
    if (entry.compressedSize > entry.size) throw larger(entry);
    if (entry.compressedSize < entry.size) {
      throw new DocumentError(
        'damaged',
        `The stored entry ${entry.name} holds ${entry.compressedSize} bytes, not the ${entry.size} its header declares`,
      );
    }
    content = entry.data;
  } else {
    content = inflate(entry);
  }
  if (crc32(content) !== entry.crc) {
    throw new DocumentError('damaged', `The entry ${entry.name} fails its CRC-32 check: the package is damaged`);
  }
  return content;
}

/** Opens a zip package; throws DocumentError when it is damaged, encrypted or a zip bomb. */
export function openZip(bytes: Uint8Array, limits = ZIP_LIMITS): ZipPackage {
  const { entries, comment } = readZipDirectory(bytes, limits.maxEntries);
  checkDeclared(entries, limits);
  const byName = new Map<string, ZipEntry>();
  for (const entry of entries) {
    if (entry.flags & 0x0001 || entry.method === 99) throw new DocumentError('encrypted', 'The package is encrypted');
    if (byName.has(entry.name)) {
      throw new DocumentError(
        'damaged',
        `The package holds two entries named ${entry.name}: readers would disagree on which one counts`,
      );
    }
    byName.set(entry.name, entry);
  }
  const read = new Map<string, Uint8Array>();
  // A part read as text is kept as text only: its inflated bytes are not held beside it.
  const texts = new Map<string, string>();
  const entryNamed = (name: string): ZipEntry => {
    const entry = byName.get(name);
    if (!entry) throw new DocumentError('damaged', `The package has no ${name}`);
    return entry;
  };
  const get = (name: string): Uint8Array => {
    let content = read.get(name);
    if (!content) {
      content = readEntry(entryNamed(name));
      read.set(name, content);
    }
    return content;
  };
  const latin1s = new Map<string, string>();
  const latin1 = (name: string): string => {
    let content = latin1s.get(name);
    if (content === undefined) {
      content = strFromU8(read.get(name) ?? readEntry(entryNamed(name)), true).replace(BYTE_ORDER_MARKS, '');
      latin1s.set(name, content);
    }
    return content;
  };
  const text = (name: string): string => {
    let content = texts.get(name);
    if (content === undefined) {
      content = utf8.decode(read.get(name) ?? readEntry(entryNamed(name))).replace(/^\uFEFF/, '');
      texts.set(name, content);
    }
    return content;
  };
  return {
    names: entries.map((e) => e.name),
    has: (name) => byName.has(name),
    bytes: get,
    text,
    latin1,
    rewrite(replacements) {
      // Writing needs only the entries' compressed bytes: what was read is let go (and read again if asked).
      read.clear();
      texts.clear();
      latin1s.clear();
      for (const name of replacements.keys())
        if (!byName.has(name)) throw new Error(`The package has no ${name} to replace`);
      return writeZip(
        entries.map((entry) => {
          const replaced = replacements.get(entry.name);
          return { entry, content: replaced };
        }),
        comment,
      );
    },
  };
}
