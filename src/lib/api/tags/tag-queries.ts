import { queryOptions } from '@tanstack/react-query';
import { getTag, getTags } from './tag-api';

export const tagQueries = {
  lists: () => ['tags', 'list'] as const,
  list: () => queryOptions({ queryKey: tagQueries.lists(), queryFn: ({ signal }) => getTags(signal) }),
  detail: (tagId: string) =>
    queryOptions({ queryKey: ['tags', 'detail', tagId], queryFn: ({ signal }) => getTag(tagId, signal) }),
};
