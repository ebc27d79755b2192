/** The content of one delivered target document (a document like any other: /documents/{id}/content). */
import { downloadFile, type DownloadOptions, type DownloadResult } from '#portal/lib/api/file-download.ts';

export function downloadTargetDocument(documentId: string, options?: DownloadOptions): Promise<DownloadResult> {
  return downloadFile(`/documents/${encodeURIComponent(documentId)}/content`, options);
}
