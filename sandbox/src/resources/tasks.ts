/** Translation tasks: create, modify, complete, cancel and delete, with the service's validation messages. */
import type { z } from '#contract/zod';
import type { taskCreateSchema, taskPatchSchema } from '#contract/task';
import { notFound, validationError, validationErrors } from '../http-error';
import { saveDocumentText } from '../store/documents';
import { newId, nowIso } from '../store/ids';
import type { StoredTask } from '../store/state';
import type { Principal } from '../types';
import type { Ctx } from './context';
import { addBusinessHours } from '#contract/delivery-time';
import { deadlineProblem } from './deadline';
import { ensureTags } from './tags';

type TaskCreate = z.output<typeof taskCreateSchema>;
export type TaskPatch = z.output<typeof taskPatchSchema>;

const FEATURE_SETS = ['default', 'instant', 'instant,withPostEditing'];

function checkFeatures(features: string[]): void {
  if (!FEATURE_SETS.includes([...new Set(features)].sort().join(','))) {
    throw validationError('enum', 'features');
  }
}

function checkReferences(
  ctx: Ctx,
  org: string,
  fields: { projectId?: string | null | undefined; sourceDocumentIds?: string[] | undefined },
): void {
  const failures: [string, string][] = [];
  if (fields.projectId && ctx.store.state.projects[fields.projectId]?.org !== org)
    failures.push(['not-found', 'projectId']);
  if (fields.sourceDocumentIds?.some((id) => ctx.store.state.documents[id]?.org !== org)) {
    failures.push(['not-found', 'sourceDocumentIds']);
  }
  if (failures.length > 0) throw validationErrors(failures);
}

function checkDeadline(deadline: string | null | undefined): void {
  const problem = deadline ? deadlineProblem(deadline) : null;
  if (problem) throw validationError(problem, 'desiredDeadline');
}

/** Without an explicit deadline, the project's `deliveryWithin` (business hours) applies. */
function applyDefaultDeadline(ctx: Ctx, task: StoredTask): void {
  if (task.desiredDeadline || !task.projectId) return;
  const hours = ctx.store.state.projects[task.projectId]?.deliveryWithin;
  if (typeof hours === 'number' && hours > 0) task.desiredDeadline = addBusinessHours(new Date(), hours).toISOString();
}

export async function createTask(ctx: Ctx, principal: Principal, body: TaskCreate): Promise<StoredTask> {
  const features = body.features && body.features.length > 0 ? body.features : ['default'];
  checkFeatures(features);
  if (body.sourceText !== undefined && !features.includes('instant'))
    throw validationError('instant-only', 'sourceText');
  checkReferences(ctx, principal.organisation, body);
  checkDeadline(body.desiredDeadline);
  const org = principal.organisation;
  const sourceDocumentIds = [...new Set(body.sourceDocumentIds ?? [])];
  if (body.sourceText !== undefined && body.sourceText.trim() !== '') {
    const doc = await saveDocumentText(
      ctx.store,
      {
        org,
        filename: 'source-text.txt',
        contentType: 'text/plain',
        metadata: { type: 'source', userId: principal.sub },
      },
      body.sourceText,
    );
    sourceDocumentIds.push(doc.id);
  }
  const tags = [...new Set(body.tags ?? [])];
  ensureTags(ctx.store, org, tags);
  const task: StoredTask = {
    id: newId(),
    source: body.source ?? null,
    target: [...new Set(body.target ?? [])],
    createdAt: nowIso(),
    desiredDeadline: body.desiredDeadline ?? null,
    complete: false,
    preparationComplete: false,
    cancelled: false,
    email: body.email ?? principal.email,
    sourceDocumentIds,
    additionalDocumentIds: [],
    convertedSourceDocumentIds: [],
    transformedSourceDocumentIds: [],
    comment: body.comment ?? '',
    quoteIds: [],
    progress: 'NEW',
    projectId: body.projectId ?? null,
    workflowConfig: { mode: 'AUTO' },
    tags,
    features,
    org,
    createdBy: { sub: principal.sub, email: principal.email },
    mailedQuoteIds: [],
  };
  applyDefaultDeadline(ctx, task);
  ctx.store.state.tasks[task.id] = task;
  ctx.store.changed();
  return task;
}

const EDITABLE = [
  'source',
  'target',
  'projectId',
  'sourceDocumentIds',
  'desiredDeadline',
  'email',
  'comment',
  'tags',
  'features',
] as const;

function changedFields(task: StoredTask, patch: TaskPatch): string[] {
  const fields: string[] = EDITABLE.filter(
    (key) => patch[key] !== undefined && JSON.stringify(patch[key]) !== JSON.stringify(task[key]),
  );
  if (patch.complete === false && task.complete) fields.push('complete');
  return fields;
}

/** The missing mandatory data, all failures in one list. */
export function completionFailures(task: StoredTask): [string, string][] {
  const failures: [string, string][] = [];
  if (!task.source) failures.push(['required', 'source']);
  if (task.target.length === 0) failures.push(['required', 'target']);
  if (task.sourceDocumentIds.length === 0) failures.push(['minCount', 'sourceDocumentIds']);
  return failures;
}

/**
 * What a PATCH of a task asks of the service's workflow once its fields are checked and applied: nothing, to
 * cancel the order, to prepare it (it was just completed), or only to reread its progress after an edit.
 * The workflow (vendors/customer-decisions.ts, patchTask) does it.
 */
export type TaskPatchOutcome = 'unchanged' | 'cancel' | 'prepare' | 'edited';

/** Checks a PATCH of a task against the service's rules and applies its fields (not the workflow it starts). */
export function applyTaskPatch(ctx: Ctx, task: StoredTask, patch: TaskPatch): TaskPatchOutcome {
  const changed = changedFields(task, patch);
  if (task.cancelled && patch.cancelled === false) {
    throw validationError('read-only-error', 'A cancelled task cannot be reopened');
  }
  if (task.complete && changed.length > 0) {
    throw validationError(
      'read-only-error',
      `Task cannot be modified because it is marked complete (${changed.join(', ')})`,
    );
  }
  if (patch.cancelled === true && !task.cancelled) {
    if (!task.complete) throw validationError('read-only-error', 'A draft task cannot be cancelled; delete it instead');
    return 'cancel';
  }
  if (task.complete) return 'unchanged';
  if (patch.features !== undefined) checkFeatures(patch.features.length > 0 ? patch.features : ['default']);
  checkReferences(ctx, task.org, patch);
  if (patch.desiredDeadline !== task.desiredDeadline) checkDeadline(patch.desiredDeadline);
  if (patch.source !== undefined) task.source = patch.source;
  if (patch.target !== undefined) task.target = [...new Set(patch.target)];
  if (patch.projectId !== undefined) task.projectId = patch.projectId;
  if (patch.sourceDocumentIds !== undefined) task.sourceDocumentIds = [...new Set(patch.sourceDocumentIds)];
  if (patch.desiredDeadline !== undefined) task.desiredDeadline = patch.desiredDeadline;
  if (patch.email !== undefined) task.email = patch.email;
  if (patch.comment !== undefined) task.comment = patch.comment;
  if (patch.features !== undefined) task.features = patch.features.length > 0 ? patch.features : ['default'];
  if (patch.tags !== undefined) {
    task.tags = [...new Set(patch.tags)];
    ensureTags(ctx.store, task.org, task.tags);
  }
  applyDefaultDeadline(ctx, task);
  if (patch.complete !== true) return 'edited';
  const failures = completionFailures(task);
  if (task.desiredDeadline && deadlineProblem(task.desiredDeadline)) failures.push(['future', 'desiredDeadline']);
  if (failures.length > 0) throw validationErrors(failures);
  task.complete = true;
  return 'prepare';
}

export function deleteTask(ctx: Ctx, task: StoredTask): StoredTask {
  if (task.progress !== 'NEW' && task.progress !== 'IN_PREPARATION') {
    throw validationError('read-only-error', 'Task cannot be deleted because it is marked complete');
  }
  const state = ctx.store.state;
  delete state.tasks[task.id];
  const collections: Record<string, { translationTaskId: string }>[] = [
    state.analyses,
    state.conversions,
    state.pretranslations,
    state.enquiries,
  ];
  for (const collection of collections) {
    for (const [id, record] of Object.entries(collection))
      if (record.translationTaskId === task.id) delete collection[id];
  }
  ctx.store.changed();
  return task;
}

/** PATCH sourceDocuments: adds documents to a draft task. */
export function addSourceDocuments(ctx: Ctx, task: StoredTask, documentIds: string[]): string[] {
  if (task.complete) throw validationError('read-only-error', 'Task cannot be modified because it is marked complete');
  checkReferences(ctx, task.org, { sourceDocumentIds: documentIds });
  task.sourceDocumentIds = [...new Set([...task.sourceDocumentIds, ...documentIds])];
  ctx.store.changed();
  return task.sourceDocumentIds;
}

export function removeSourceDocument(ctx: Ctx, task: StoredTask, documentId: string): string {
  if (task.complete) throw validationError('read-only-error', 'Task cannot be modified because it is marked complete');
  if (!task.sourceDocumentIds.includes(documentId)) throw notFound('Source document', documentId);
  task.sourceDocumentIds = task.sourceDocumentIds.filter((id) => id !== documentId);
  ctx.store.changed();
  return documentId;
}
