import { storeSaved, useCacheMutation } from '#portal/lib/api/cache-writes.ts';
import { updateTagColor } from './tag-api';
import { tagQueries } from './tag-queries';

export interface UpdateTagColorVariables {
  tagId: string;
  /** Hex colour, e.g. `#1c7ed6`. */
  color: string;
}

export function useUpdateTagColor() {
  return useCacheMutation(
    ({ tagId, color }: UpdateTagColorVariables) => updateTagColor(tagId, color),
    (client, tag) => storeSaved(client, tagQueries.detail(tag.id).queryKey, tag, tagQueries.lists()),
  );
}
