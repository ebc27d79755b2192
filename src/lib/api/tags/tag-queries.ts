import { queryOptions } from '@tanstack/react-query';
import { getTag, getTags } from './tag-api';

export const tagQueries = {
  all: () => ['tags'] as const,
  lists: () => [...tagQueries.all(), 'list'] as const,
  list: () =>
    queryOptions({
      queryKey: tagQueries.lists(),
      queryFn: ({ signal }) => getTags(signal),
    }),
  details: () => [...tagQueries.all(), 'detail'] as const,
  detail: (tagId: string) =>
    queryOptions({
      queryKey: [...tagQueries.details(), tagId],
      queryFn: ({ signal }) => getTag(tagId, signal),
    }),
};
