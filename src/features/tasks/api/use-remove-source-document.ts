import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeSourceDocument } from './task-api';
import { taskQueries } from './task-queries';

export interface RemoveSourceDocumentVariables {
  taskId: string;
  documentId: string;
}

/** Detach one source document from a task (the document itself stays). */
export function useRemoveSourceDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, documentId }: RemoveSourceDocumentVariables) => removeSourceDocument(taskId, documentId),
    onSuccess: (_id, { taskId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: taskQueries.detail(taskId).queryKey }),
        queryClient.invalidateQueries({ queryKey: taskQueries.lists() }),
      ]),
  });
}
