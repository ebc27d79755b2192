/**
 * Text files as strings and back. The encoding comes from the byte-order mark, then the file's own
 * declaration, then the format's default; a file in a legacy encoding is written back in UTF-8 with
 * its declaration saying so (a format without one gets a UTF-8 byte-order mark), so any translation
 * fits and untranslated text decodes to exactly what it was. A copy with no edits is the file itself.
 */
import { analyse } from 'chardet';
import { TextDecoder as LegacyDecoder, isomorphicDecode, labelToName } from '@exodus/bytes/encoding-lite.js';
import { DocumentError } from './errors';
import { applyEdits, type Edit } from './xml/tokens';

/**
 * Where a format says its encoding. `xml`: the XML declaration, else UTF-8 (XML 1.0 §4.3.3).
 * `html`: an XML declaration or a `<meta>` charset in the first 1,024 bytes, else as `guess`.
 * `po`: the header's `Content-Type: …; charset=`, else UTF-8. `unicode`: UTF-8 or UTF-16 only (JSON,
 * WebVTT, whose specifications say so). `guess`: no declaration (SRT, text, Markdown): UTF-8 when
 * the bytes are valid UTF-8, else the detector's guess when it is clearly ahead, else refused.
 */
export type EncodingRule = 'xml' | 'html' | 'po' | 'unicode' | 'guess';

export interface DecodedText {
  text: string;
  /** The WHATWG name of the file's encoding: `utf-8`, `utf-16le`, `windows-1251`, `shift_jis`… */
  encoding: string;
  bom: boolean;
  rule: EncodingRule;
  /** The file as it came, returned as it is when nothing is edited. */
  bytes: Uint8Array;
}

const UNICODE = new Set(['utf-8', 'utf-16le', 'utf-16be']);
/** Legacy multi-byte encodings: the platform decodes them (browsers and Node's ICU follow the Encoding Standard). */
const MULTI_BYTE = new Set(['gbk', 'gb18030', 'big5', 'euc-jp', 'iso-2022-jp', 'shift_jis', 'euc-kr']);
const LABEL = String.raw`([A-Za-z0-9._:-]+)`;
const XML_DECLARATION = new RegExp(String.raw`^<\?xml\s[^>]*?\bencoding\s*=\s*["']` + LABEL, 'i');
const META_CHARSET = new RegExp(String.raw`<meta\s[^>]*?\bcharset\s*=\s*["']?\s*` + LABEL, 'i');
const PO_CHARSET = new RegExp(String.raw`"Content-Type:[^"\n]*?charset=` + LABEL, 'i');
/** The detector's best guess must lead the next one by this many points (of 100), and reach the minimum. */
const GUESS_LEAD = 10;
const GUESS_MINIMUM = 30;

interface Declared {
  label: string;
  /** For messages: "its XML declaration". */
  where: string;
}

function declared(bytes: Uint8Array, rule: EncodingRule): Declared | undefined {
  const head = (length: number) => isomorphicDecode(bytes.subarray(0, length));
  if (rule === 'xml' || rule === 'html') {
    const xml = XML_DECLARATION.exec(head(1024))?.[1];
    if (xml) return { label: xml, where: 'its XML declaration' };
  }
  if (rule === 'html') {
    const meta = META_CHARSET.exec(head(1024))?.[1];
    if (meta) return { label: meta, where: 'its <meta> charset' };
  }
  if (rule === 'po') {
    const po = PO_CHARSET.exec(head(bytes.length))?.[1];
    // `charset=CHARSET` is the template's placeholder: gettext reads such a file as ASCII.
    if (po && po.toUpperCase() !== 'CHARSET') return { label: po, where: 'its header' };
  }
  return undefined;
}

function decodeAs(bytes: Uint8Array, encoding: string): string | undefined {
  try {
    if (encoding === 'utf-8') return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    const Decoder = MULTI_BYTE.has(encoding) ? TextDecoder : LegacyDecoder;
    return new Decoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** The encoding the detector names when it is clearly ahead of the next guess. */
function guessed(bytes: Uint8Array): string | undefined {
  const [best, next] = analyse(bytes.subarray(0, 64 * 1024));
  if (!best || best.confidence < GUESS_MINIMUM || best.confidence - (next?.confidence ?? 0) < GUESS_LEAD)
    return undefined;
  const name = labelToName(best.name)?.toLowerCase();
  return name && !UNICODE.has(name) ? name : undefined;
}

function encodingOf(bytes: Uint8Array, rule: EncodingRule): { encoding: string; bom: boolean; where: string } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', bom: true, where: 'its byte-order mark' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', bom: true, where: 'its byte-order mark' };
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return { encoding: 'utf-8', bom: true, where: 'its byte-order mark' };
  const declaration = declared(bytes, rule);
  if (declaration) {
    const name = labelToName(declaration.label)?.toLowerCase();
    if (!name || name === 'replacement') {
      throw new DocumentError(
        'unsupported',
        `The file is in ${declaration.label} (${declaration.where} says so), an encoding the layer cannot read`,
      );
    }
    // A document declared UTF-16 without a byte-order mark is read as UTF-8, as browsers do.
    return { encoding: name.startsWith('utf-16') ? 'utf-8' : name, bom: false, where: declaration.where };
  }
  if ((rule === 'guess' || rule === 'html') && decodeAs(bytes, 'utf-8') === undefined) {
    const guess = guessed(bytes);
    if (!guess) {
      throw new DocumentError(
        'malformed',
        'The file is not UTF-8, and its encoding cannot be told from its bytes: save it as UTF-8 and send it again',
      );
    }
    return { encoding: guess, bom: false, where: 'its bytes' };
  }
  return { encoding: 'utf-8', bom: false, where: rule === 'unicode' ? 'its format' : 'its format (no declaration)' };
}

/** Decodes the file by the format's rule; refuses bytes that are not in the encoding found. */
export function decodeText(bytes: Uint8Array, rule: EncodingRule): DecodedText {
  const { encoding, bom, where } = encodingOf(bytes, rule);
  if (rule === 'unicode' && !UNICODE.has(encoding)) {
    throw new DocumentError(
      'malformed',
      `The file is in ${encoding}, but its format is always UTF-8: save it as UTF-8 and send it again`,
    );
  }
  const body = bom ? bytes.subarray(encoding === 'utf-8' ? 3 : 2) : bytes;
  const text = decodeAs(body, encoding);
  if (text === undefined) {
    const name = encoding === 'utf-8' ? 'UTF-8' : encoding;
    throw new DocumentError(
      'malformed',
      `The file is not valid ${name} (the encoding ${where} gives): some of its bytes are no character of it`,
    );
  }
  return { text, encoding, bom, rule, bytes };
}

const DECLARATIONS: Record<EncodingRule, readonly RegExp[]> = {
  xml: [XML_DECLARATION],
  html: [XML_DECLARATION, META_CHARSET],
  // The PO writer sets the header's charset itself (with the fields it repairs); this only confirms it.
  po: [PO_CHARSET],
  unicode: [],
  guess: [],
};

/** `text` with its declarations naming UTF-8; false when it has none to change. */
function relabelled(text: string, rule: EncodingRule): string | false {
  let out: string | false = false;
  for (const pattern of DECLARATIONS[rule]) {
    const current: string = out === false ? text : out;
    const match = pattern.exec(current);
    const label = match?.[1];
    if (!match || !label) continue;
    const at = match.index + match[0].length - label.length;
    out = `${current.slice(0, at)}UTF-8${current.slice(at + label.length)}`;
  }
  return out;
}

function utf16(text: string, le: boolean): Uint8Array {
  const out = new Uint8Array(2 + text.length * 2);
  out.set(le ? [0xff, 0xfe] : [0xfe, 0xff]);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    out[2 + i * 2] = le ? code & 0xff : code >> 8;
    out[3 + i * 2] = le ? code >> 8 : code & 0xff;
  }
  return out;
}

/**
 * The file with `edits` applied: UTF-8 and UTF-16 as they were (byte-order mark kept), a legacy
 * encoding as UTF-8 with its declaration relabelled, or a UTF-8 byte-order mark where it has none.
 */
export function writeText(decoded: DecodedText, edits: readonly Edit[]): Uint8Array {
  if (edits.length === 0) return decoded.bytes;
  let text = applyEdits(decoded.text, edits);
  let bom = decoded.bom;
  if (decoded.encoding === 'utf-16le' || decoded.encoding === 'utf-16be')
    return utf16(text, decoded.encoding === 'utf-16le');
  if (decoded.encoding !== 'utf-8') {
    const relabel = relabelled(text, decoded.rule);
    if (relabel === false) bom = true;
    else text = relabel;
  }
  const body = new TextEncoder().encode(text);
  if (!bom) return body;
  const out = new Uint8Array(body.length + 3);
  out.set([0xef, 0xbb, 0xbf]);
  out.set(body, 3);
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
