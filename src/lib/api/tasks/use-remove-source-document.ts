import { useCacheMutation } from '#portal/lib/api/cache-writes.ts';
import { refreshTask } from './task-queries';
import { removeSourceDocument } from './task-api';

export interface RemoveSourceDocumentVariables {
  taskId: string;
  documentId: string;
}

/** Detach one source document from a task (the document itself stays). */
export function useRemoveSourceDocument() {
  return useCacheMutation(
    ({ taskId, documentId }: RemoveSourceDocumentVariables) => removeSourceDocument(taskId, documentId),
    (client, _id, { taskId }) => refreshTask(client, taskId),
  );
}
