/**
 * The entry points of the document layer: read a file's text units, or write a translated copy.
 * Detects the format from the name and checks it against the bytes, then applies the project's
 * exclusion patterns and HTML subfilter to whatever format it is, so no format module has to.
 */
import { detectFormat, ZIP_FORMATS } from './detect';
import { extensionOf } from './file-names';
import { MAX_DOCUMENT_BYTES } from './limits';
import { DocumentError } from './errors';
import { expectPackageKind } from './formats/package-kind';
import { docx } from './formats/ooxml/docx';
import { pptx } from './formats/ooxml/pptx';
import { xlsx } from './formats/ooxml/xlsx';
import { idml } from './formats/idml/idml';
import { odp, ods, odt } from './formats/odf/odf';
import { po } from './formats/po/po';
import { srt, vtt } from './formats/subtitles/subtitles';
import { json } from './formats/text/json';
import { markdown } from './formats/text/markdown';
import { html } from './formats/text/html';
import { xml } from './formats/text/xml';
import { txt } from './formats/text/txt';
import { xliff } from './formats/xliff/xliff';
import {
  lockedFor,
  type DocumentOptions,
  type FormatHandler,
  type FormatId,
  type TextUnit,
  type Translator,
} from './types';

const HANDLERS: Record<FormatId, FormatHandler> = {
  docx,
  xlsx,
  pptx,
  odt,
  ods,
  odp,
  idml,
  xliff,
  po,
  srt,
  vtt,
  txt,
  json,
  xml,
  html,
  markdown,
};

export { MAX_DOCUMENT_BYTES };

export interface DocumentInput {
  filename: string;
  contentType?: string;
  bytes: Uint8Array;
  options?: DocumentOptions;
}

export interface ExtractedDocument {
  format: FormatId;
  units: TextUnit[];
}

const SUBFILTERED: ReadonlySet<FormatId> = new Set(['xml', 'xlsx']);
const HTML_TAG = /<\/?[A-Za-z][^<>]*>|&(?:#\d+|#x[0-9a-f]+|[a-z]+);/gi;

function protectedPatterns(format: FormatId, options: DocumentOptions): RegExp[] {
  const patterns: RegExp[] = [];
  for (const source of options.excludeContentsFromTranslationPatterns ?? []) {
    try {
      patterns.push(new RegExp(source, 'gu'));
    } catch {
      throw new DocumentError('malformed', `The exclusion pattern ${source} is not a valid regular expression`);
    }
  }
  if (options.applySubfilterHtml && SUBFILTERED.has(format)) patterns.push(HTML_TAG);
  return patterns;
}

interface Split {
  /** Per original part: alternating translatable text and protected spans, text first. */
  pieces: string[][];
  unit: TextUnit;
}

/** Splits the unit's parts at protected spans; the spans become codes the translator does not see. */
function split(unit: TextUnit, patterns: RegExp[]): Split {
  if (patterns.length === 0) return { pieces: unit.parts.map((p) => [p]), unit };
  let codes = unit.codes;
  const pieces = unit.parts.map((part) => {
    const ranges: [number, number][] = [];
    for (const pattern of patterns) {
      pattern.lastIndex = 0;
      for (const match of part.matchAll(pattern)) {
        if (match[0].length > 0) ranges.push([match.index, match.index + match[0].length]);
      }
    }
    ranges.sort((a, b) => a[0] - b[0]);
    const out: string[] = [];
    let at = 0;
    for (const [start, end] of ranges) {
      if (start < at) continue;
      out.push(part.slice(at, start), part.slice(start, end));
      codes++;
      at = end;
    }
    out.push(part.slice(at));
    return out;
  });
  const parts = pieces.flatMap((p) => p.filter((_, i) => i % 2 === 0));
  // The index each original part's first piece has among the new parts.
  const starts = pieces.map((_, i) => pieces.slice(0, i).reduce((sum, p) => sum + Math.ceil(p.length / 2), 0));
  const breaksBefore = unit.breaksBefore?.map((i) => starts[i] ?? i);
  return { pieces, unit: { ...unit, parts, codes, ...(breaksBefore ? { breaksBefore } : {}) } };
}

function join(pieces: string[][], translated: readonly string[]): string[] {
  let next = 0;
  return pieces.map((p) => p.map((piece, i) => (i % 2 === 0 ? (translated[next++] ?? piece) : piece)).join(''));
}

function hasText(unit: TextUnit): boolean {
  return unit.parts.some((p) => /\p{L}/u.test(p));
}

function handler(input: DocumentInput): { format: FormatId; handler: FormatHandler } {
  if (input.bytes.length > MAX_DOCUMENT_BYTES) {
    throw new DocumentError('too-large', `The file is larger than ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB`);
  }
  const format = detectFormat(input.filename, input.contentType ?? '', input.bytes);
  if (ZIP_FORMATS.has(format)) expectPackageKind(input.bytes, extensionOf(input.filename));
  return { format, handler: HANDLERS[format] };
}

/** The translatable units of a file, in document order; throws DocumentError for what it cannot read. */
export function extractDocument(input: DocumentInput): ExtractedDocument {
  const options = input.options ?? {};
  const { format, handler: h } = handler(input);
  const patterns = protectedPatterns(format, options);
  const units = h
    .extract(input.bytes, options)
    .map((unit) => split(unit, patterns).unit)
    .filter(hasText);
  return { format, units };
}

/** A translated copy of the file; units the translator leaves undefined stay as they are. */
export function translateDocument(input: DocumentInput, translate: Translator, targetLanguage: string): Uint8Array {
  const options = input.options ?? {};
  const { format, handler: h } = handler(input);
  const patterns = protectedPatterns(format, options);
  const wrapped: Translator = (original) => {
    if (lockedFor(original, targetLanguage)) return undefined;
    const { locked: _approvedElsewhere, ...open } = original;
    const { pieces, unit } = split(open, patterns);
    if (!hasText(unit)) return undefined;
    const translated = translate(unit);
    if (!translated) return undefined;
    if (translated.length !== unit.parts.length) {
      throw new Error(`The translation of ${unit.id} has ${translated.length} parts, not ${unit.parts.length}`);
    }
    return join(pieces, translated);
  };
  return h.translate(input.bytes, wrapped, { targetLanguage, options });
}
