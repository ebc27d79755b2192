import { uploadByReference } from '#portal/lib/api/file-upload.ts';
import { useCacheMutation } from '#portal/lib/api/cache-writes.ts';
import { applyUploadedDocument } from './use-upload-document';

/** Upload by reference: the service downloads `contentUri` itself. */
export function useUploadDocumentByReference() {
  return useCacheMutation(uploadByReference, applyUploadedDocument);
}
