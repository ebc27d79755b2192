/** Pure helpers for the side-by-side view: which files can be shown as text, pairing, line alignment. */
import type { ApiDocument } from '../../../contract/document';

/** Rendered lines per side; more would make the page unusable. */
export const MAX_LINES = 5000;
/** Larger files are offered for download only. */
export const MAX_TEXT_BYTES = 5 * 1024 * 1024;

const TEXT_EXTENSIONS = new Set([
  'txt',
  'text',
  'json',
  'xml',
  'xlf',
  'xliff',
  'sdlxliff',
  'html',
  'htm',
  'xhtml',
  'md',
  'markdown',
]);
const BINARY_EXTENSIONS = new Set([
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'odt',
  'zip',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'idml',
]);

function extension(filename: string): string {
  const match = /\.([^./\\]+)$/.exec(filename);
  return match?.[1]?.toLowerCase() ?? '';
}

function textContentType(contentType: string): boolean {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return (
    type.startsWith('text/') ||
    type === 'application/json' ||
    type === 'application/xml' ||
    type.endsWith('+json') ||
    type.endsWith('+xml')
  );
}

/** Text formats by extension first (content types are often generic), then by content type. */
export function isTextDocument(doc: Pick<ApiDocument, 'filename' | 'contentType'>): boolean {
  const ext = extension(doc.filename);
  if (TEXT_EXTENSIONS.has(ext)) return true;
  if (BINARY_EXTENSIONS.has(ext)) return false;
  return textContentType(doc.contentType);
}

export interface DocumentPair {
  target: ApiDocument;
  source: ApiDocument | null;
}

/** Each target with its source: by `metadata.sourceDocumentId`, else by file name. */
export function pairDocuments(targets: readonly ApiDocument[], sources: readonly ApiDocument[]): DocumentPair[] {
  return targets.map((target) => {
    const sourceId = target.metadata?.sourceDocumentId;
    const source =
      (sourceId ? sources.find((s) => s.id === sourceId) : undefined) ??
      sources.find((s) => s.filename === target.filename) ??
      null;
    return { target, source };
  });
}

export function splitLines(text: string): string[] {
  const lines = text.split(/\r\n|\n|\r/);
  // A final line break does not start another line.
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

export interface AlignedLines {
  rows: { source: string | null; target: string | null }[];
  /** Lines of the longer side. */
  totalLines: number;
  truncated: boolean;
}

/** Rows by line index: line n of the source next to line n of the target, at most `max` rows. */
export function alignLines(source: string | null, target: string | null, max = MAX_LINES): AlignedLines {
  const left = source === null ? [] : splitLines(source);
  const right = target === null ? [] : splitLines(target);
  const totalLines = Math.max(left.length, right.length);
  const count = Math.min(totalLines, max);
  const rows = Array.from({ length: count }, (_, i) => ({
    source: source === null ? null : (left[i] ?? null),
    target: target === null ? null : (right[i] ?? null),
  }));
  return { rows, totalLines, truncated: totalLines > max };
}
