/** Fetchers for /documents: the organisation's documents, their metadata and content. */
import { z } from '#contract/zod';
import { documentListSchema, documentSchema, type ApiDocument } from '#contract/document';
import { downloadFile, type DownloadOptions, type DownloadResult } from '#portal/lib/api/file-download.ts';
import { apiRequest } from '#portal/lib/api/http-client.ts';

const documentPath = (documentId: string) => `/documents/${encodeURIComponent(documentId)}`;

export function getDocuments(signal?: AbortSignal): Promise<ApiDocument[]> {
  return apiRequest('/documents/', { schema: documentListSchema, ...(signal ? { signal } : {}) });
}

export function getDocument(documentId: string, signal?: AbortSignal): Promise<ApiDocument> {
  return apiRequest(documentPath(documentId), { schema: documentSchema, ...(signal ? { signal } : {}) });
}

/** The success body is not specified; whatever comes back is ignored. */
export async function deleteDocument(documentId: string): Promise<void> {
  await apiRequest(documentPath(documentId), { method: 'DELETE', schema: z.unknown() });
}

/** Fetch a document's content (bearer token in the header) for saving with saveBlob. */
export function downloadDocument(documentId: string, options?: DownloadOptions): Promise<DownloadResult> {
  return downloadFile(`${documentPath(documentId)}/content`, options);
}
