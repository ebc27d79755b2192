/** A document's content read as text, for showing source and translation side by side. */
import { queryOptions } from '@tanstack/react-query';
import { documentQueries } from '../../documents/api/document-queries';
import { downloadDocument } from '../../documents/api/document-api';

export interface DocumentText {
  text: string;
  contentType: string;
}

/** Reads the content with the bearer token (downloadFile) and decodes it as UTF-8 (a BOM is dropped). */
export async function getDocumentText(documentId: string, signal?: AbortSignal): Promise<DocumentText> {
  const { blob } = await downloadDocument(documentId, signal ? { signal } : {});
  const text = await blob.text();
  return { text: text.replace(/^\uFEFF/, ''), contentType: blob.type };
}

export const documentTextQueries = {
  text: (documentId: string) =>
    queryOptions({
      queryKey: [...documentQueries.detail(documentId).queryKey, 'text'],
      queryFn: ({ signal }) => getDocumentText(documentId, signal),
      // Content of a stored document does not change.
      staleTime: Infinity,
    }),
};
