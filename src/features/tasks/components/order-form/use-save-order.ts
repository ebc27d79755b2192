/**
 * Saving the order form is one mutation: create (new) or patch (draft) the task, then for "Order" set
 * `complete`. On a draft, pasted text for an instant translation is uploaded as a .txt document first
 * (`sourceText` exists only when creating a task). A create that timed out is looked for before it counts
 * as failed (find-created-task.ts). In server mode the PO and cost centre chosen are then recorded by the portal
 * server. Each step updates the cache as it lands, so a task created before
 * ordering failed is known all the same.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Task } from '#contract/task';
import { saveOrderLink } from '#portal/lib/api/budgets/budget-api.ts';
import { applyUploadedDocument } from '#portal/lib/api/documents/use-upload-document.ts';
import { uploadFile } from '#portal/lib/api/file-upload.ts';
import { toCreateBody, toPatchBody, type OrderFormValues } from '#portal/features/tasks/forms/order-form-schema.ts';
import { createTask, getTasks, updateTask } from '#portal/lib/api/tasks/task-api.ts';
import { applyCreatedTask } from '#portal/lib/api/tasks/use-create-task.ts';
import { applyTaskUpdate } from '#portal/lib/api/tasks/use-update-task.ts';
import { findCreatedTask, isAmbiguousFailure } from './find-created-task';

export type SaveIntent = 'draft' | 'order';

export interface SaveOrderVariables {
  values: OrderFormValues;
  intent: SaveIntent;
}

export interface SavedOrder {
  task: Task;
  /** The form's documents plus the one made from pasted text, if any. */
  documents: OrderFormValues['documents'];
}

/** A failed save; `task` is the task that exists on the server all the same (created before ordering failed). */
export class SaveOrderError extends Error {
  readonly task: Task | null;
  override readonly cause: unknown;
  constructor(cause: unknown, task: Task | null) {
    super(cause instanceof Error ? cause.message : 'Saving the order failed');
    this.cause = cause;
    this.task = task;
  }
}

export const SOURCE_TEXT_FILENAME = 'source-text.txt';

async function createOnce(queryClient: QueryClient, values: OrderFormValues): Promise<Task> {
  const body = toCreateBody(values);
  const sentAt = Date.now();
  try {
    const task = await createTask(body);
    await applyCreatedTask(queryClient, task);
    return task;
  } catch (error) {
    if (!isAmbiguousFailure(error)) throw error;
    // It may have arrived all the same: never create the order twice.
    const arrived = await getTasks()
      .then((tasks) => findCreatedTask(tasks, body, sentAt))
      .catch(() => null);
    if (!arrived) throw error;
    await applyCreatedTask(queryClient, arrived);
    return arrived;
  }
}

async function patchDraft(queryClient: QueryClient, taskId: string, values: OrderFormValues): Promise<SavedOrder> {
  let documents = values.documents;
  if (values.kind !== 'standard' && values.sourceText.trim()) {
    const text = new Blob([values.sourceText], { type: 'text/plain' });
    const doc = await uploadFile(text, { filename: SOURCE_TEXT_FILENAME });
    await applyUploadedDocument(queryClient, doc);
    documents = [...documents, { id: doc.id, filename: doc.filename, length: doc.length }];
  }
  const extra = documents.slice(values.documents.length).map((d) => d.id);
  const task = await updateTask(taskId, toPatchBody(values, extra));
  await applyTaskUpdate(queryClient, task);
  return { task, documents };
}

export async function saveOrder(
  queryClient: QueryClient,
  taskId: string | undefined,
  { values, intent }: SaveOrderVariables,
): Promise<SavedOrder> {
  let saved: SavedOrder | null = null;
  try {
    saved = taskId
      ? await patchDraft(queryClient, taskId, values)
      : { task: await createOnce(queryClient, values), documents: values.documents };
    // Server mode: the PO and cost centre chosen, kept by the portal server under the order's id.
    if (values.purchaseOrderId !== undefined || values.costCentreId !== undefined)
      await saveOrderLink(saved.task.id, {
        purchaseOrderId: values.purchaseOrderId ?? null,
        costCentreId: values.costCentreId ?? null,
      });
    if (intent === 'order') {
      const placed = await updateTask(saved.task.id, { complete: true });
      await applyTaskUpdate(queryClient, placed);
      return { ...saved, task: placed };
    }
    return saved;
  } catch (error) {
    throw new SaveOrderError(error, saved?.task ?? null);
  }
}

export const saveOrderKey = (taskId: string | undefined) => ['tasks', 'save-order', taskId ?? 'new'] as const;

export function useSaveOrder(taskId: string | undefined) {
  const queryClient = useQueryClient();
  const mutation = useMutation<SavedOrder, SaveOrderError, SaveOrderVariables>({
    mutationKey: saveOrderKey(taskId),
    mutationFn: (variables: SaveOrderVariables) => saveOrder(queryClient, taskId, variables),
  });
  return {
    ...mutation,
    /** Which button's save runs, if any. */
    pendingIntent: mutation.isPending ? mutation.variables.intent : null,
    /**
     * Saves unless a save runs already: a double click must not send two requests, and the mutation's own
     * state reaches the component a render too late to tell. The cache knows at once.
     */
    save: (variables: SaveOrderVariables, callbacks: Parameters<typeof mutation.mutate>[1]) => {
      if (queryClient.isMutating({ mutationKey: saveOrderKey(taskId) }) > 0) return;
      mutation.mutate(variables, callbacks);
    },
  };
}
