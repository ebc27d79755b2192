/** Fetchers for /translationTasks: the task itself, its source documents and preparation records. */
import { preprocess, z } from '#contract/zod';
import { documentListSchema, type ApiDocument } from '#contract/document';
import { looseRecordListSchema } from '#contract/misc';
import { taskSchema, type Task, type TaskCreate, type TaskPatch } from '#contract/task';
import { taskListSchema } from '#contract/task-list';
import { apiRequest, apiRequestVersioned } from '#portal/lib/api/http-client.ts';

const base = '/translationTasks/';
export const taskPath = (taskId: string) => `${base}${encodeURIComponent(taskId)}`;
const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

/** The ETag each list came with; kept beside the data (and gone with it) rather than in it. */
const listVersions = new WeakMap<readonly Task[], string>();

/**
 * Every task of the organisation. Given the list the screen already has, asks the service whether it
 * changed (`If-None-Match`): an unchanged list of 50,000 orders costs a 304 instead of a download and
 * a parse, so the list can be refreshed often.
 */
export async function getTasks(signal?: AbortSignal, current?: readonly Task[]): Promise<Task[]> {
  const etag = current ? listVersions.get(current) : undefined;
  const previous = current && etag ? { value: current as Task[], etag } : undefined;
  const { value, etag: next } = await apiRequestVersioned(base, {
    schema: taskListSchema,
    previous,
    ...withSignal(signal),
  });
  if (next) listVersions.set(value, next);
  return value;
}

export function getTask(taskId: string, signal?: AbortSignal): Promise<Task> {
  return apiRequest(taskPath(taskId), { schema: taskSchema, ...withSignal(signal) });
}

export function createTask(body: TaskCreate): Promise<Task> {
  return apiRequest(base, { method: 'POST', body, schema: taskSchema });
}

export function updateTask(taskId: string, patch: TaskPatch): Promise<Task> {
  return apiRequest(taskPath(taskId), { method: 'PATCH', body: patch, schema: taskSchema });
}

export function deleteTask(taskId: string): Promise<Task | undefined> {
  return apiRequest(taskPath(taskId), { method: 'DELETE', schema: z.optional(taskSchema) });
}

export function getSourceDocuments(taskId: string, signal?: AbortSignal): Promise<ApiDocument[]> {
  return apiRequest(`${taskPath(taskId)}/sourceDocuments/`, { schema: documentListSchema, ...withSignal(signal) });
}

/** Adds the relationship; resolves with the ids the service reports. */
export function addSourceDocuments(taskId: string, documentIds: string[]): Promise<string[]> {
  return apiRequest(`${taskPath(taskId)}/sourceDocuments/`, {
    method: 'PATCH',
    body: { documentIds },
    schema: z.pipe(
      z.nullish(z.array(z.string())),
      z.transform((v) => v ?? documentIds),
    ),
  });
}

/** Resolves with the removed document id. */
export function removeSourceDocument(taskId: string, documentId: string): Promise<string> {
  return apiRequest(`${taskPath(taskId)}/sourceDocuments/${encodeURIComponent(documentId)}`, {
    method: 'DELETE',
    schema: z.pipe(
      z.nullish(z.string()),
      z.transform((v) => v ?? documentId),
    ),
  });
}

export type PreparationRecords = z.output<typeof looseRecordListSchema>;
/** Document reviews have a reader of their own: lib/api/deliveries/review-records.ts. */
export type PreparationRecordKind = 'documentConversions' | 'documentPretranslations';

/** Shapes are not specified: records are kept as loose objects. */
export function getPreparationRecords(
  taskId: string,
  kind: PreparationRecordKind,
  signal?: AbortSignal,
): Promise<PreparationRecords> {
  return apiRequest(`${taskPath(taskId)}/${kind}`, {
    schema: preprocess((v) => v ?? [], looseRecordListSchema),
    ...withSignal(signal),
  });
}
