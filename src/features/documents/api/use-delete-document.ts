import { forgetDeleted, useCacheMutation } from '../../../lib/api/cache-writes';
import { deleteDocument } from '../../../lib/api/documents/document-api';
import { documentQueries } from '../../../lib/api/documents/document-queries';

export function useDeleteDocument() {
  return useCacheMutation(deleteDocument, (client, _void, documentId) =>
    forgetDeleted(client, documentQueries.detail(documentId).queryKey, documentQueries.lists()),
  );
}
