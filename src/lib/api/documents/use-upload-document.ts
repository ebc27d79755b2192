import type { QueryClient } from '@tanstack/react-query';
import type { ApiDocument } from '#contract/document';
import { storeSaved, useCacheMutation } from '#portal/lib/api/cache-writes.ts';
import { uploadFile, type ProgressCallback } from '#portal/lib/api/file-upload.ts';
import { documentQueries } from './document-queries';

export interface UploadDocumentVariables {
  file: File | Blob;
  /** Defaults to the File's name. */
  filename?: string;
  /** Bytes sent so far and the total, for a progress bar. */
  onProgress?: ProgressCallback;
  /** Aborting rejects with ApiError kind 'aborted'. */
  signal?: AbortSignal;
}

/** Store the uploaded document and refresh the document lists. */
export function applyUploadedDocument(queryClient: QueryClient, document: ApiDocument): Promise<unknown> {
  return storeSaved(queryClient, documentQueries.detail(document.id).queryKey, document, documentQueries.lists());
}

/**
 * Upload one file in stream mode; resolves with the created document. One mutation per call of
 * `mutateAsync`: an upload queue runs several, each with its own progress callback and signal.
 */
export function useUploadDocument() {
  return useCacheMutation(
    ({ file, ...options }: UploadDocumentVariables) => uploadFile(file, options),
    applyUploadedDocument,
  );
}
