import { uploadByReference } from '../../../lib/api/file-upload';
import { useCacheMutation } from '../../../lib/api/cache-writes';
import { applyUploadedDocument } from '../../../lib/api/documents/use-upload-document';

/** Upload by reference: the service downloads `contentUri` itself. */
export function useUploadDocumentByReference() {
  return useCacheMutation(uploadByReference, applyUploadedDocument);
}
