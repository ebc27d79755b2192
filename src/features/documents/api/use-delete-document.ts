import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteDocument } from '../../../lib/api/documents/document-api';
import { documentQueries } from '../../../lib/api/documents/document-queries';

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => deleteDocument(documentId),
    onSuccess: (_void, documentId) => {
      queryClient.removeQueries({ queryKey: documentQueries.detail(documentId).queryKey });
      return queryClient.invalidateQueries({ queryKey: documentQueries.lists() });
    },
  });
}
