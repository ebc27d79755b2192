/**
 * The organisation's documents a new order may take as sources: not the vendors' delivered translations
 * and not the service's own conversions. Where a list item carries `metadata.type` (the Document's own
 * field), only `source` passes; where it does not, an XLIFF named after another listed document
 * (`report.docx.xlf`, the service's conversion of `report.docx`) is left out as well.
 */
import type { ApiDocument } from '#contract/document';

const CONVERSION = /\.(xlf|xliff)$/i;

export function sourceDocumentsOnly<T extends Pick<ApiDocument, 'filename' | 'metadata'>>(
  documents: readonly T[],
): T[] {
  const names = new Set(documents.map((d) => d.filename));
  return documents.filter((d) => {
    const type = d.metadata?.type;
    if (type !== undefined) return type === 'source';
    return !(CONVERSION.test(d.filename) && names.has(d.filename.replace(CONVERSION, '')));
  });
}
