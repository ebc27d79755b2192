import { uploadByReference } from '../file-upload';
import { useCacheMutation } from '../cache-writes';
import { applyUploadedDocument } from './use-upload-document';

/** Upload by reference: the service downloads `contentUri` itself. */
export function useUploadDocumentByReference() {
  return useCacheMutation(uploadByReference, applyUploadedDocument);
}
