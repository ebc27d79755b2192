import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addSourceDocuments } from './task-api';
import { taskQueries } from './task-queries';

export interface AddSourceDocumentsVariables {
  taskId: string;
  documentIds: string[];
}

/** Attach uploaded documents to a task as source documents; may be called repeatedly. */
export function useAddSourceDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, documentIds }: AddSourceDocumentsVariables) => addSourceDocuments(taskId, documentIds),
    onSuccess: (_ids, { taskId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: taskQueries.detail(taskId).queryKey }),
        queryClient.invalidateQueries({ queryKey: taskQueries.lists() }),
      ]),
  });
}
