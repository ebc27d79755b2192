/**
 * Saving the order form: create (new) or patch (draft) the task, then for "Order" set `complete`.
 * On a draft, pasted text for an instant translation is uploaded as a .txt document first
 * (`sourceText` exists only when creating a task). A create that timed out is looked for before it counts
 * as failed (find-created-task.ts).
 */
import { useCallback, useRef, useState } from 'react';
import type { Task } from '../../../../contract/task';
import { useUploadDocument } from '../../../../lib/api/documents/use-upload-document';
import { toCreateBody, toPatchBody, type OrderFormValues } from '../../api/order-form-schema';
import { useCompleteTask } from '../../api/use-complete-task';
import { useCreateTask } from '../../api/use-create-task';
import { useUpdateTask } from '../../api/use-update-task';
import { getTasks } from '../../api/task-api';
import { findCreatedTask, isAmbiguousFailure } from './find-created-task';

export type SaveIntent = 'draft' | 'order';

export class SaveOrderError extends Error {
  /** The task exists on the server (created before completing failed). */
  readonly task: Task | null;
  override readonly cause: unknown;
  constructor(cause: unknown, task: Task | null) {
    super(cause instanceof Error ? cause.message : 'Saving the order failed');
    this.cause = cause;
    this.task = task;
  }
}

export interface SavedOrder {
  task: Task;
  /** The form's documents plus the one made from pasted text, if any. */
  documents: OrderFormValues['documents'];
}

export const SOURCE_TEXT_FILENAME = 'source-text.txt';

export function useSaveOrder(taskId: string | undefined) {
  const { mutateAsync: createTask } = useCreateTask();
  const { mutateAsync: updateTask } = useUpdateTask();
  const { mutateAsync: completeTask } = useCompleteTask();
  const { mutateAsync: uploadDocument } = useUploadDocument();
  const [pending, setPending] = useState<SaveIntent | null>(null);
  // A double click must not send two requests: the state update comes a render too late.
  const running = useRef(false);

  const save = useCallback(
    async (values: OrderFormValues, intent: SaveIntent): Promise<SavedOrder | null> => {
      if (running.current) return null;
      running.current = true;
      setPending(intent);
      let saved: Task | null = null;
      try {
        let documents = values.documents;
        if (taskId) {
          if (values.kind !== 'standard' && values.sourceText.trim()) {
            const text = new Blob([values.sourceText], { type: 'text/plain' });
            const doc = await uploadDocument({ file: text, filename: SOURCE_TEXT_FILENAME });
            documents = [...documents, { id: doc.id, filename: doc.filename, length: doc.length }];
          }
          saved = await updateTask({
            taskId,
            patch: toPatchBody(
              values,
              documents.slice(values.documents.length).map((d) => d.id),
            ),
          });
        } else {
          const body = toCreateBody(values);
          const sentAt = Date.now();
          try {
            saved = await createTask(body);
          } catch (error) {
            if (!isAmbiguousFailure(error)) throw error;
            // It may have arrived all the same: never create the order twice.
            const arrived = await getTasks()
              .then((tasks) => findCreatedTask(tasks, body, sentAt))
              .catch(() => null);
            if (!arrived) throw error;
            saved = arrived;
          }
        }
        if (intent === 'order') saved = await completeTask(saved.id);
        return { task: saved, documents };
      } catch (error) {
        throw new SaveOrderError(error, saved);
      } finally {
        running.current = false;
        setPending(null);
      }
    },
    [taskId, createTask, updateTask, completeTask, uploadDocument],
  );

  return { save, pending };
}
