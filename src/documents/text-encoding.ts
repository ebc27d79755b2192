/** Text files as strings and back, keeping their byte-order mark and UTF-16 encoding. */
import { DocumentError } from './errors';

export interface DecodedText {
  text: string;
  encoding: 'utf-8' | 'utf-16le' | 'utf-16be';
  bom: boolean;
}

export function decodeText(bytes: Uint8Array): DecodedText {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le', bom: true };
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be', bom: true };
  }
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bom ? bytes.subarray(3) : bytes);
    return { text, encoding: 'utf-8', bom };
  } catch {
    // Legacy single-byte files (Latin-1, Windows-1252): read them as such rather than refuse them.
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'utf-8', bom: false };
  }
}

/** Encodes `text` like the file it came from (UTF-16 files are written back as UTF-16 with their BOM). */
export function encodeText(text: string, like: Pick<DecodedText, 'encoding' | 'bom'>): Uint8Array {
  if (like.encoding === 'utf-8') {
    const body = new TextEncoder().encode(text);
    if (!like.bom) return body;
    const out = new Uint8Array(body.length + 3);
    out.set([0xef, 0xbb, 0xbf]);
    out.set(body, 3);
    return out;
  }
  const out = new Uint8Array(2 + text.length * 2);
  const le = like.encoding === 'utf-16le';
  out.set(le ? [0xff, 0xfe] : [0xfe, 0xff]);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    out[2 + i * 2] = le ? code & 0xff : code >> 8;
    out[3 + i * 2] = le ? code >> 8 : code & 0xff;
  }
  return out;
}

/** Refuses binary content in a format that should be text. */
export function assertText(bytes: Uint8Array, what: string): void {
  const sample = bytes.subarray(0, 8192);
  const utf16 = (sample[0] === 0xff && sample[1] === 0xfe) || (sample[0] === 0xfe && sample[1] === 0xff);
  if (!utf16 && sample.includes(0)) {
    throw new DocumentError('mislabelled', `The file is binary, not a ${what} text file`);
  }
}
