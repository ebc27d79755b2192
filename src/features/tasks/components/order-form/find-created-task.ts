/**
 * A create that timed out or lost its connection may still have reached the service; sending it again would
 * make a second order. Before the form reports such a failure, it looks for the task the request would have
 * made: created since the request started (with some clock skew), still a draft, with every field as sent.
 */
import { kindOfFeatures, type Task, type TaskCreate } from '#contract/task';
import { isApiError } from '#portal/lib/api/api-error.ts';

/** Client and service clocks may disagree by this much. */
const CLOCK_SKEW_MS = 2 * 60_000;

export function isAmbiguousFailure(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'timeout' || error.kind === 'network');
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');

/** The wire body may carry one language as a string (documented variant). */
function targetsOf(body: TaskCreate): string[] {
  const target: unknown = body.target;
  if (typeof target === 'string') return [target];
  return Array.isArray(target) ? target.filter((code): code is string => typeof code === 'string') : [];
}

export function matchesCreateBody(task: Task, body: TaskCreate, sentAt: number): boolean {
  const created = Date.parse(task.createdAt);
  if (Number.isNaN(created) || created < sentAt - CLOCK_SKEW_MS) return false;
  if (task.complete || task.cancelled) return false;
  return (
    (task.source ?? null) === (body.source ?? null) &&
    sameSet(task.target, targetsOf(body)) &&
    (task.projectId ?? null) === (body.projectId ?? null) &&
    task.comment === (body.comment ?? '') &&
    sameSet(task.tags, body.tags ?? []) &&
    kindOfFeatures(task.features) === kindOfFeatures(body.features ?? ['default']) &&
    (body.email === undefined || task.email === body.email) &&
    // Pasted text becomes a document on the service, with an id the client never saw.
    (body.sourceText !== undefined || sameSet(task.sourceDocumentIds, body.sourceDocumentIds ?? []))
  );
}

/** The newest task that the create request would have made, or null. */
export function findCreatedTask(tasks: readonly Task[], body: TaskCreate, sentAt: number): Task | null {
  const matches = tasks.filter((task) => matchesCreateBody(task, body, sentAt));
  matches.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return matches[0] ?? null;
}
