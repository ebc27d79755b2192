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
/** Codes seen valid: the same few repeat across 50,000 tasks, and a Set answers faster than the pattern. */
const validLanguages = new Set<string>();
function isLanguage(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (validLanguages.has(value)) return true;
  if (!LANGUAGE_CODE_PATTERN.test(value)) return false;
  if (validLanguages.size < 10_000) validLanguages.add(value);
  return true;
}
const isString = (value: unknown) => typeof value === 'string';

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
function textOr<T>(value: unknown, fallback: T, test: (v: unknown) => boolean = isString) {
  if (value === null || value === undefined) return fallback;
  return test(value) ? (value as string) : undefined;
}

function flag(value: unknown): boolean | undefined {
  if (value === undefined) return false;
  return typeof value === 'boolean' ? value : undefined;
}

/** The fields of a canonical task; `workflowConfig` holds `mode` alone. */
const FIELD_COUNT = 20;

/** Enumerable keys, inherited ones too (a parsed object has none; any would only send it to the copy). */
function keyCount(value: Item): number {
  let count = 0;
  for (const _key in value) count++;
  return count;
}

// Written out for the service's usual item, which all 50,000 usually are: one plain loop per list.
function allIds(value: unknown): boolean {
  if (!Array.isArray(value)) return false;
  for (const item of value) if (typeof item !== 'string' || item === '') return false;
  return true;
}
function allStrings(value: unknown): boolean {
  if (!Array.isArray(value)) return false;
  for (const item of value) if (typeof item !== 'string') return false;
  return true;
}
function allLanguages(value: unknown): boolean {
  if (!Array.isArray(value)) return false;
  for (const item of value) if (!isLanguage(item)) return false;
  return true;
}

/**
 * Whether an item is already `taskSchema`'s output: exactly the canonical fields, each valid, none of
 * them absent, no null where a default ('' or false or []) would replace it, nothing to normalise.
 * Such an item is taken as it is, without a copy: 50,000 copies would double the memory the garbage
 * collector has to move after the parse.
 */
function isAsGiven(value: Item): boolean {
  const { id, source, createdAt, desiredDeadline, progress, preparationComplete, projectId } = value;
  const { features, workflowConfig: config } = value;
  return (
    isId(id) &&
    typeof createdAt === 'string' &&
    typeof progress === 'string' &&
    typeof preparationComplete === 'boolean' &&
    normaliseProgress(progress, preparationComplete) === progress &&
    (source === null || isLanguage(source)) &&
    allLanguages(value.target) &&
    (desiredDeadline === null || typeof desiredDeadline === 'string') &&
    typeof value.email === 'string' &&
    typeof value.comment === 'string' &&
    (projectId === null || isId(projectId)) &&
    typeof value.complete === 'boolean' &&
    typeof value.cancelled === 'boolean' &&
    allIds(value.sourceDocumentIds) &&
    allIds(value.additionalDocumentIds) &&
    allIds(value.convertedSourceDocumentIds) &&
    allIds(value.transformedSourceDocumentIds) &&
    allIds(value.quoteIds) &&
    allStrings(value.tags) &&
    allStrings(features) &&
    (features as unknown[]).length > 0 &&
    isObject(config) &&
    typeof config.mode === 'string' &&
    keyCount(config) === 1 &&
    keyCount(value) === FIELD_COUNT
  );
}

/** `taskSchema`'s output for an item already in canonical shape; undefined for anything else. */
export function canonicalTask(value: unknown): Task | undefined {
  if (!isObject(value)) return undefined;
  if (isAsGiven(value)) return value as unknown as Task;
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
    progress: normaliseProgress(progress, preparationComplete),
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
