import { queryOptions } from '@tanstack/react-query';

/**
 * The query keys and options of a plain collection resource (`/name/` and `/name/:id`):
 * `all` prefixes everything of the resource, `lists` the list, `details` every single item.
 */
export function resourceQueries<Name extends string, Item>(
  name: Name,
  api: {
    list: (signal?: AbortSignal) => Promise<Item[]>;
    detail: (id: string, signal?: AbortSignal) => Promise<Item>;
  },
) {
  const all = () => [name] as const;
  const lists = () => [...all(), 'list'] as const;
  const details = () => [...all(), 'detail'] as const;
  return {
    all,
    lists,
    list: () => queryOptions({ queryKey: lists(), queryFn: ({ signal }) => api.list(signal) }),
    details,
    detail: (id: string) =>
      queryOptions({ queryKey: [...details(), id], queryFn: ({ signal }) => api.detail(id, signal) }),
  };
}
