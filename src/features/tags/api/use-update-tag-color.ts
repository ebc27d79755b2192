import { storeSaved, useCacheMutation } from '../../../lib/api/cache-writes';
import { updateTagColor } from '../../../lib/api/tags/tag-api';
import { tagQueries } from '../../../lib/api/tags/tag-queries';

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
