/**
 * What a successful write does to the query cache, the same for every feature: a saved resource goes into its
 * detail query and its lists are fetched again; a deleted one's detail query goes (a changed task: refreshTask in
 * tasks/task-queries.ts).
 */
import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';

export function storeSaved<T>(client: QueryClient, detailKey: QueryKey, saved: T, refresh: QueryKey): Promise<void> {
  client.setQueryData<T>(detailKey, saved);
  return client.invalidateQueries({ queryKey: refresh });
}

export function forgetDeleted(client: QueryClient, detailKey: QueryKey, refresh: QueryKey): Promise<void> {
  client.removeQueries({ queryKey: detailKey });
  return client.invalidateQueries({ queryKey: refresh });
}

/**
 * A mutation whose success updates the cache with `onSaved` (one of the above); `mutateAsync` settles once the
 * refreshed queries have been asked for again.
 */
export function useCacheMutation<V, R>(
  write: (variables: V) => Promise<R>,
  onSaved: (client: QueryClient, result: R, variables: V) => Promise<unknown>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => write(variables),
    onSuccess: (result, variables) => onSaved(client, result, variables),
  });
}
