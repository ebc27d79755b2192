import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateTagColor } from '../../../lib/api/tags/tag-api';
import { tagQueries } from '../../../lib/api/tags/tag-queries';

export interface UpdateTagColorVariables {
  tagId: string;
  /** Hex colour, e.g. `#1c7ed6`. */
  color: string;
}

export function useUpdateTagColor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tagId, color }: UpdateTagColorVariables) => updateTagColor(tagId, color),
    onSuccess: (tag) => {
      queryClient.setQueryData(tagQueries.detail(tag.id).queryKey, tag);
      return queryClient.invalidateQueries({ queryKey: tagQueries.lists() });
    },
  });
}
