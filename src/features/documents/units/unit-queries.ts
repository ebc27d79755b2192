/**
 * "The text units of document X" for the preview and the compare view: downloaded with the bearer
 * token and read in a worker (extract-units.ts). A file the layer cannot read (password, damage, wrong
 * name, too large) is a fact about that file, not a failed request: it comes back as `unreadable`
 * with the layer's reason, is not retried and stays cached like the units of a readable file.
 */
import { queryOptions } from '@tanstack/react-query';
import type { DocumentErrorCode } from '#documents/errors';
import { isDocumentError } from '#documents/errors';
import { MAX_DOCUMENT_BYTES } from '#documents/limits';
import type { FormatId, TextUnit } from '#documents/types';
import type { ApiDocument } from '#contract/document';
import { downloadDocument } from '#portal/lib/api/documents/document-api.ts';
import { documentQueries } from '#portal/lib/api/documents/document-queries.ts';
import { extractUnits } from './extract-units';

export type DocumentUnits =
  | { readable: true; format: FormatId; units: TextUnit[] }
  | { readable: false; code: DocumentErrorCode; message: string };

export type UnitSource = Pick<ApiDocument, 'id' | 'filename' | 'contentType' | 'length'>;

export async function getDocumentUnits(document: UnitSource, signal?: AbortSignal): Promise<DocumentUnits> {
  if (document.length > MAX_DOCUMENT_BYTES) {
    return { readable: false, code: 'too-large', message: `The file is larger than ${MAX_DOCUMENT_BYTES} bytes` };
  }
  const download = downloadDocument(document.id, signal ? { signal } : {}).then(async ({ blob }) => ({
    filename: document.filename,
    contentType: document.contentType,
    bytes: await blob.arrayBuffer(),
  }));
  try {
    const extracted = await extractUnits(download, signal);
    return { readable: true, ...extracted };
  } catch (error) {
    if (isDocumentError(error)) return { readable: false, code: error.code, message: error.message };
    throw error;
  }
}

export const documentUnitQueries = {
  units: (document: UnitSource) =>
    // The id names the content; name, type and length are that document's, so they need no key of their own.
    // eslint-disable-next-line @tanstack/query/exhaustive-deps
    queryOptions({
      queryKey: [...documentQueries.detail(document.id).queryKey, 'units'],
      queryFn: ({ signal }) => getDocumentUnits(document, signal),
      // A stored document's content does not change.
      staleTime: Infinity,
    }),
};
