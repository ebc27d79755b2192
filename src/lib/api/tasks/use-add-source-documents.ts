import { useCacheMutation } from '#portal/lib/api/cache-writes.ts';
import { refreshTask } from './task-queries';
import { addSourceDocuments } from './task-api';

export interface AddSourceDocumentsVariables {
  taskId: string;
  documentIds: string[];
}

/** Attach uploaded documents to a task as source documents; may be called repeatedly. */
export function useAddSourceDocuments() {
  return useCacheMutation(
    ({ taskId, documentIds }: AddSourceDocumentsVariables) => addSourceDocuments(taskId, documentIds),
    (client, _ids, { taskId }) => refreshTask(client, taskId),
  );
}
