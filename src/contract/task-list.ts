/**
 * GET /translationTasks/: every task of the organisation, tens of thousands of them (the API has no
 * paging). Parsing 50,000 tasks through `taskSchema` costs about twice the `JSON.parse` of the payload,
 * so each item first meets `canonicalTask`: a plain check that takes an item only when it already has
 * the shape `taskSchema` gives (absent or null optional fields become their defaults, as there) and
 * builds the same output. Anything else (the documented variants: `_id`, a single `target` string,
 * `TASK_COMPLETE`; and every invalid item) goes through `taskSchema` itself, which stays the contract:
 * it normalises the variants and its issues are reported with the item's index.
 * `task-list.test.ts` checks that both paths give the same result for every shape.
 */
import { LANGUAGE_CODE_PATTERN } from './common';
import { normaliseProgress, taskSchema, type Task } from './task';
import { z } from './zod';

type Item = Record<string, unknown>;

const isObject = (value: unknown): value is Item =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isLanguage = (value: unknown): value is string => typeof value === 'string' && LANGUAGE_CODE_PATTERN.test(value);

function every(value: unknown[], test: (item: unknown) => boolean): boolean {
  for (const item of value) if (!test(item)) return false;
  return true;
}

/** A list field: the array when each item passes, [] for null or absent, undefined (not canonical) otherwise. */
function listOf(value: unknown, test: (item: unknown) => boolean): string[] | undefined {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) && every(value, test) ? (value as string[]) : undefined;
}

/** A nullable text field: the string, `fallback` for null or absent, undefined (not canonical) otherwise. */
function textOr<T>(value: unknown, fallback: T, test: (v: unknown) => boolean = (v) => typeof v === 'string') {
  if (value === null || value === undefined) return fallback;
  return test(value) ? (value as string) : undefined;
}

function flag(value: unknown): boolean | undefined {
  if (value === undefined) return false;
  return typeof value === 'boolean' ? value : undefined;
}

const isString = (value: unknown) => typeof value === 'string';

/** The fields of a canonical task; `workflowConfig` holds `mode` alone. */
const FIELD_COUNT = 20;

/**
 * Whether an item that passed the checks is already `taskSchema`'s output: exactly the canonical
 * fields, none of them absent, no null where a default ('' or false or []) would replace it.
 */
function isAsGiven(value: Item, config: unknown): boolean {
  if (
    value.source === undefined ||
    value.desiredDeadline === undefined ||
    value.projectId === undefined ||
    typeof value.email !== 'string' ||
    typeof value.comment !== 'string' ||
    typeof value.complete !== 'boolean' ||
    typeof value.preparationComplete !== 'boolean' ||
    typeof value.cancelled !== 'boolean' ||
    !Array.isArray(value.target) ||
    !Array.isArray(value.sourceDocumentIds) ||
    !Array.isArray(value.additionalDocumentIds) ||
    !Array.isArray(value.convertedSourceDocumentIds) ||
    !Array.isArray(value.transformedSourceDocumentIds) ||
    !Array.isArray(value.quoteIds) ||
    !Array.isArray(value.tags) ||
    !Array.isArray(value.features)
  ) {
    return false;
  }
  return keyCount(value) === FIELD_COUNT && keyCount(config as Item) === 1;
}

/** Enumerable keys, inherited ones too (a parsed object has none; any would only send it to the copy). */
function keyCount(value: Item): number {
  let count = 0;
  for (const _key in value) count++;
  return count;
}

/** `taskSchema`'s output for an item already in canonical shape; undefined for anything else. */
export function canonicalTask(value: unknown): Task | undefined {
  if (!isObject(value)) return undefined;
  const { id, createdAt, progress, workflowConfig: config } = value;
  if (!isId(id) || typeof createdAt !== 'string' || typeof progress !== 'string') return undefined;
  const source = textOr(value.source, null, isLanguage);
  const target = listOf(value.target, isLanguage);
  const desiredDeadline = textOr(value.desiredDeadline, null);
  const email = textOr(value.email, '');
  const comment = textOr(value.comment, '');
  const projectId = textOr(value.projectId, null, isId);
  const complete = flag(value.complete);
  const preparationComplete = flag(value.preparationComplete);
  const cancelled = flag(value.cancelled);
  const sourceDocumentIds = listOf(value.sourceDocumentIds, isId);
  const additionalDocumentIds = listOf(value.additionalDocumentIds, isId);
  const convertedSourceDocumentIds = listOf(value.convertedSourceDocumentIds, isId);
  const transformedSourceDocumentIds = listOf(value.transformedSourceDocumentIds, isId);
  const quoteIds = listOf(value.quoteIds, isId);
  const tags = listOf(value.tags, isString);
  const features = listOf(value.features, isString);
  const mode = config === null || config === undefined ? 'AUTO' : isObject(config) ? config.mode : undefined;
  if (
    source === undefined ||
    target === undefined ||
    desiredDeadline === undefined ||
    email === undefined ||
    comment === undefined ||
    projectId === undefined ||
    complete === undefined ||
    preparationComplete === undefined ||
    cancelled === undefined ||
    sourceDocumentIds === undefined ||
    additionalDocumentIds === undefined ||
    convertedSourceDocumentIds === undefined ||
    transformedSourceDocumentIds === undefined ||
    quoteIds === undefined ||
    tags === undefined ||
    features === undefined ||
    typeof mode !== 'string'
  ) {
    return undefined;
  }
  const normalised = normaliseProgress(progress, preparationComplete);
  // The service's usual item: every field present as `taskSchema` gives it. Taken as it is, without a
  // copy: 50,000 copies would double the memory the garbage collector has to move after the parse.
  if (normalised === progress && features.length > 0 && isAsGiven(value, config)) return value as unknown as Task;
  return {
    id,
    source,
    target,
    createdAt,
    desiredDeadline,
    complete,
    preparationComplete,
    cancelled,
    email,
    sourceDocumentIds,
    additionalDocumentIds,
    convertedSourceDocumentIds,
    transformedSourceDocumentIds,
    comment,
    quoteIds,
    progress: normalised,
    projectId,
    workflowConfig: { mode },
    tags,
    features: features.length > 0 ? features : ['default'],
  };
}

/** An item's issue as the list's own, under the item's index (its message already written). */
function itemIssue(issue: z.core.$ZodIssue, input: unknown, index: number): z.core.$ZodRawIssue {
  return { ...issue, input, path: [index, ...issue.path] } as z.core.$ZodRawIssue;
}

export const taskListSchema = z.pipe(
  z.unknown(),
  z.transform((value, payload): Task[] => {
    if (!Array.isArray(value)) {
      payload.issues.push({ code: 'invalid_type', expected: 'array', input: value });
      return z.NEVER;
    }
    const tasks: Task[] = new Array<Task>(value.length);
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const canonical = canonicalTask(item);
      if (canonical) {
        tasks[i] = canonical;
        continue;
      }
      const parsed = z.safeParse(taskSchema, item);
      if (parsed.success) tasks[i] = parsed.data;
      else for (const issue of parsed.error.issues) payload.issues.push(itemIssue(issue, item, i));
    }
    return tasks;
  }),
);
