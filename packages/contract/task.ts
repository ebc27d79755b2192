/** TranslationTask: the order. Wire shapes are normalised here so components see one shape. */
import { preprocess, z } from './zod';
import { idSchema, languageCodeSchema, languageListSchema, timestampSchema, withIdAlias } from './common';

export const KNOWN_PROGRESS = [
  'NEW',
  'IN_PREPARATION',
  'PREPARATION_FAILED',
  'COMPLETE_AND_PREPARED',
  'TASK_CANCELLED',
  'QUOTE_ACCEPTED',
  'ACCEPTED_QUOTE_SUBMITTED',
  'ORDER_CONFIRMED',
  'IN_REVIEW',
  'TRANSLATION_DELIVERED',
] as const;
export type KnownProgress = (typeof KNOWN_PROGRESS)[number];
/** Unknown values from a newer service are kept as-is and shown verbatim, never a crash. */
export type TaskProgress = KnownProgress | (string & {});

export function isKnownProgress(value: string): value is KnownProgress {
  return (KNOWN_PROGRESS as readonly string[]).includes(value);
}

export const FEATURES = ['default', 'instant', 'withPostEditing'] as const;
export const featureSchema = z.enum(FEATURES);
export type TaskFeature = z.infer<typeof featureSchema>;
/** The kinds of order the portal offers, in the order the form and the list show them. */
export const TASK_KINDS = ['standard', 'instant', 'instantWithPostEditing'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

export function kindOfFeatures(features: readonly string[]): TaskKind {
  if (!features.includes('instant')) return 'standard';
  return features.includes('withPostEditing') ? 'instantWithPostEditing' : 'instant';
}
export function featuresOfKind(kind: TaskKind): TaskFeature[] {
  if (kind === 'instant') return ['instant'];
  if (kind === 'instantWithPostEditing') return ['instant', 'withPostEditing'];
  return ['default'];
}

/** TASK_COMPLETE appears in guide responses; it means "completed", prepared or not. */
export function normaliseProgress(progress: string, preparationComplete: boolean): TaskProgress {
  if (progress !== 'TASK_COMPLETE') return progress;
  return preparationComplete ? 'COMPLETE_AND_PREPARED' : 'IN_PREPARATION';
}

const idList = z.pipe(
  z.nullish(z.array(idSchema)),
  z.transform((v) => v ?? []),
);

export const taskSchema = preprocess(
  withIdAlias,
  z.pipe(
    z.object({
      id: idSchema,
      source: z.pipe(
        z.nullish(languageCodeSchema),
        z.transform((v) => v ?? null),
      ),
      target: z.pipe(
        z.nullish(languageListSchema),
        z.transform((v) => v ?? []),
      ),
      createdAt: timestampSchema,
      desiredDeadline: z.pipe(
        z.nullish(timestampSchema),
        z.transform((v) => v ?? null),
      ),
      complete: z._default(z.boolean(), false),
      preparationComplete: z._default(z.boolean(), false),
      cancelled: z._default(z.boolean(), false),
      email: z.pipe(
        z.nullish(z.string()),
        z.transform((v) => v ?? ''),
      ),
      sourceDocumentIds: idList,
      additionalDocumentIds: idList,
      convertedSourceDocumentIds: idList,
      transformedSourceDocumentIds: idList,
      comment: z.pipe(
        z.nullish(z.string()),
        z.transform((v) => v ?? ''),
      ),
      quoteIds: idList,
      progress: z.string(),
      projectId: z.pipe(
        z.nullish(idSchema),
        z.transform((v) => v ?? null),
      ),
      workflowConfig: z.pipe(
        z.nullish(z.object({ mode: z.string() })),
        z.transform((v) => v ?? { mode: 'AUTO' }),
      ),
      tags: z.pipe(
        z.nullish(z.array(z.string())),
        z.transform((v) => v ?? []),
      ),
      features: z.pipe(
        z.nullish(z.array(z.string())),
        z.transform((v) => (v && v.length > 0 ? v : ['default'])),
      ),
    }),
    z.transform((task) => ({ ...task, progress: normaliseProgress(task.progress, task.preparationComplete) })),
  ),
);
export type Task = z.output<typeof taskSchema>;

/** A task's contact email and one of its tags, as the service accepts them (the order form checks with these). */
export const taskEmailSchema = z.email();
export const taskTagSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

const writableFields = {
  source: z.optional(languageCodeSchema),
  target: z.optional(languageListSchema),
  projectId: z.nullish(idSchema),
  sourceDocumentIds: z.optional(z.array(idSchema)),
  desiredDeadline: z.nullish(timestampSchema),
  email: z.optional(taskEmailSchema),
  comment: z.optional(z.string().check(z.maxLength(10000))),
  tags: z.optional(z.array(taskTagSchema)),
  features: z.optional(z.array(featureSchema)),
};

/** POST /translationTasks/ body. */
export const taskCreateSchema = z.strictObject({
  ...writableFields,
  sourceText: z.optional(z.string()),
});
export type TaskCreate = z.input<typeof taskCreateSchema>;

/** PATCH /translationTasks/{id} body: any subset of the writeable fields. */
export const taskPatchSchema = z.strictObject({
  ...writableFields,
  complete: z.optional(z.boolean()),
  cancelled: z.optional(z.boolean()),
});
export type TaskPatch = z.input<typeof taskPatchSchema>;

export const documentIdsBodySchema = z.strictObject({ documentIds: z.array(idSchema) });
