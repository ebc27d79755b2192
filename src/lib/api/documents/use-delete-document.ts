import { forgetDeleted, useCacheMutation } from '#portal/lib/api/cache-writes.ts';
import { deleteDocument } from './document-api';
import { documentQueries } from './document-queries';

export function useDeleteDocument() {
  return useCacheMutation(deleteDocument, (client, _void, documentId) =>
    forgetDeleted(client, documentQueries.detail(documentId).queryKey, documentQueries.lists()),
  );
}
