/**
 * "Order again": the values of a new order filled from an existing one. Each source document is checked with
 * the documents API (GET /documents/{id}); one that answers 404 was deleted and is listed apart, by name when
 * the order's document list is in the cache, else by id. Nothing is written.
 */
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '#portal/lib/api/api-error.ts';
import { documentQueries } from '#portal/lib/api/documents/document-queries.ts';
import { orderAgainForm, type OrderFormValues } from '#portal/features/tasks/forms/order-form-schema.ts';
import { taskQueries } from '#portal/lib/api/tasks/task-queries.ts';

export interface DeletedDocument {
  id: string;
  /** Known when the order's document list was loaded before the document went. */
  filename: string | null;
}

export type OrderAgainState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => Promise<unknown>; retrying: boolean; notFound: boolean }
  | { status: 'ready'; values: OrderFormValues; deleted: DeletedDocument[]; leftOut: DeletedDocument[] };

const isGone = (error: unknown) => isApiError(error) && error.status === 404;

/** `leaveOut`: source documents not to take over, e.g. the files a failed preparation could not read. */
export function useOrderAgain(taskId: string, leaveOut: readonly string[] = []): OrderAgainState {
  const queryClient = useQueryClient();
  const task = useQuery(taskQueries.detail(taskId));
  const ids = (task.data?.sourceDocumentIds ?? []).filter((id) => !leaveOut.includes(id));
  const documents = useQueries({ queries: ids.map((id) => documentQueries.detail(id)) });

  const failed = documents.filter((d) => d.isError && d.data === undefined && !isGone(d.error));
  const pending = task.isPending || documents.some((d) => d.isPending && !d.isError);
  const settled = documents.map((d) => d.data ?? (isGone(d.error) ? 'gone' : null));

  if (task.isError && task.data === undefined) {
    return {
      status: 'error',
      error: task.error,
      retry: () => task.refetch(),
      retrying: task.isFetching,
      notFound: isGone(task.error),
    };
  }
  if (failed.length > 0) {
    return {
      status: 'error',
      error: failed[0]?.error,
      retry: () => Promise.all(failed.map((d) => d.refetch())),
      retrying: documents.some((d) => d.isFetching),
      notFound: false,
    };
  }
  if (pending || !task.data || settled.some((d) => d === null)) return { status: 'loading' };
  const existing = settled.flatMap((d) => (d && d !== 'gone' ? [d] : []));
  const known = queryClient.getQueryData(taskQueries.sourceDocuments(taskId).queryKey) ?? [];
  const named = (id: string) => ({ id, filename: known.find((d) => d.id === id)?.filename ?? null });
  const deleted = ids.filter((_, i) => settled[i] === 'gone').map(named);
  const leftOut = task.data.sourceDocumentIds.filter((id) => leaveOut.includes(id)).map(named);
  return { status: 'ready', values: orderAgainForm(task.data, existing), deleted, leftOut };
}
