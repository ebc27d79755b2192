/**
 * Zip packages (Office Open XML, OpenDocument, IDML) read and written with fflate. Entries keep their
 * order and their storage method (OpenDocument's `mimetype` must stay first and stored); only the
 * entries a format replaces change. Guards against zip bombs before inflating anything.
 */
import { strFromU8, strToU8, unzipSync, zipSync, type UnzipFileInfo, type Zippable } from 'fflate';
import { DocumentError } from './errors';

/** The most a package may inflate to, and how much larger than its compressed size an entry may get. */
export const ZIP_LIMITS = { maxTotalBytes: 512 * 1024 * 1024, maxRatio: 200, maxEntries: 20_000 };

export interface ZipPackage {
  /** Entry names in the order of the archive. */
  names: string[];
  has(name: string): boolean;
  bytes(name: string): Uint8Array;
  /** The entry as UTF-8 text (a byte-order mark is dropped). */
  text(name: string): string;
  /** A copy of the package with these entries replaced (text is written as UTF-8). */
  rewrite(replacements: ReadonlyMap<string, string | Uint8Array>): Uint8Array;
}

const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5 || bytes[2] === 7);
}

export function isOle2(bytes: Uint8Array): boolean {
  return OLE2_MAGIC.every((b, i) => bytes[i] === b);
}

function checkLimits(infos: UnzipFileInfo[], limits: typeof ZIP_LIMITS): void {
  if (infos.length > limits.maxEntries) {
    throw new DocumentError('too-large', `The package has ${infos.length} entries; at most ${limits.maxEntries} are read`);
  }
  let total = 0;
  for (const info of infos) {
    total += info.originalSize;
    if (info.originalSize > limits.maxRatio * Math.max(info.size, 1024)) {
      throw new DocumentError('too-large', `The entry ${info.name} inflates more than ${limits.maxRatio} times: a zip bomb`);
    }
  }
  if (total > limits.maxTotalBytes) {
    throw new DocumentError('too-large', `The package inflates to more than ${limits.maxTotalBytes} bytes`);
  }
}

/** Opens a zip package; throws DocumentError when it is damaged, encrypted or a zip bomb. */
export function openZip(bytes: Uint8Array, limits = ZIP_LIMITS): ZipPackage {
  const infos: UnzipFileInfo[] = [];
  let files: Record<string, Uint8Array>;
  try {
    // A first pass inflates nothing and collects the declared sizes.
    unzipSync(bytes, {
      filter(info) {
        infos.push(info);
        return false;
      },
    });
    checkLimits(infos, limits);
    files = unzipSync(bytes);
  } catch (error) {
    if (error instanceof DocumentError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    if (/encrypt/i.test(message)) throw new DocumentError('encrypted', 'The package is encrypted');
    throw new DocumentError('damaged', 'The file is damaged or cut short: its zip package cannot be read');
  }
  let total = 0;
  for (const data of Object.values(files)) total += data.length;
  if (total > limits.maxTotalBytes) throw new DocumentError('too-large', 'The package inflates beyond its limit');
  const stored = new Set(infos.filter((i) => i.compression === 0).map((i) => i.name));
  const names = infos.map((i) => i.name);
  const get = (name: string): Uint8Array => {
    const data = files[name];
    if (!data) throw new DocumentError('damaged', `The package has no ${name}`);
    return data;
  };
  return {
    names,
    has: (name) => name in files,
    bytes: get,
    text: (name) => strFromU8(get(name)).replace(/^\uFEFF/, ''),
    rewrite(replacements) {
      const out: Zippable = {};
      for (const name of names) {
        const replaced = replacements.get(name);
        const data = replaced === undefined ? get(name) : typeof replaced === 'string' ? strToU8(replaced) : replaced;
        out[name] = [data, { level: stored.has(name) ? 0 : 6 }];
      }
      return zipSync(out);
    },
  };
}
