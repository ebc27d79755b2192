import { forgetDeleted, useCacheMutation } from '../cache-writes';
import { deleteDocument } from './document-api';
import { documentQueries } from './document-queries';

export function useDeleteDocument() {
  return useCacheMutation(deleteDocument, (client, _void, documentId) =>
    forgetDeleted(client, documentQueries.detail(documentId).queryKey, documentQueries.lists()),
  );
}
