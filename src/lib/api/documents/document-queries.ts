import { queryOptions } from '@tanstack/react-query';
import { getDocument, getDocuments } from './document-api';

export const documentQueries = {
  all: () => ['documents'] as const,
  lists: () => [...documentQueries.all(), 'list'] as const,
  list: () =>
    queryOptions({
      queryKey: documentQueries.lists(),
      queryFn: ({ signal }) => getDocuments(signal),
    }),
  details: () => [...documentQueries.all(), 'detail'] as const,
  detail: (documentId: string) =>
    queryOptions({
      queryKey: [...documentQueries.details(), documentId],
      queryFn: ({ signal }) => getDocument(documentId, signal),
    }),
};
