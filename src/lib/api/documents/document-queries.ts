import { queryOptions } from '@tanstack/react-query';
import { getDocument, getDocuments } from './document-api';

export const documentQueries = {
  lists: () => ['documents', 'list'] as const,
  list: () => queryOptions({ queryKey: documentQueries.lists(), queryFn: ({ signal }) => getDocuments(signal) }),
  detail: (id: string) =>
    queryOptions({ queryKey: ['documents', 'detail', id], queryFn: ({ signal }) => getDocument(id, signal) }),
};
