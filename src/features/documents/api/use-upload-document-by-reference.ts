import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentReference } from '../../../contract/document';
import { uploadByReference } from '../../../lib/api/file-upload';
import { documentQueries } from '../../../lib/api/documents/document-queries';

/** Upload by reference: the service downloads `contentUri` itself. */
export function useUploadDocumentByReference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reference: DocumentReference) => uploadByReference(reference),
    onSuccess: (document) => {
      queryClient.setQueryData(documentQueries.detail(document.id).queryKey, document);
      return queryClient.invalidateQueries({ queryKey: documentQueries.lists() });
    },
  });
}
