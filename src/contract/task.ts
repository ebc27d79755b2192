/** TranslationTask: the order. Wire shapes are normalised here so components see one shape. */
import { z } from 'zod';
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
export type TaskKind = 'standard' | 'instant' | 'instantWithPostEditing';

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
function normaliseProgress(progress: string, preparationComplete: boolean): TaskProgress {
  if (progress !== 'TASK_COMPLETE') return progress;
  return preparationComplete ? 'COMPLETE_AND_PREPARED' : 'IN_PREPARATION';
}

const idList = z.array(idSchema).nullish().transform((v) => v ?? []);

export const taskSchema = z.preprocess(
  withIdAlias,
  z
    .object({
      id: idSchema,
      source: languageCodeSchema.nullish().transform((v) => v ?? null),
      target: languageListSchema.nullish().transform((v) => v ?? []),
      createdAt: timestampSchema,
      desiredDeadline: timestampSchema.nullish().transform((v) => v ?? null),
      complete: z.boolean().default(false),
      preparationComplete: z.boolean().default(false),
      cancelled: z.boolean().default(false),
      email: z.string().nullish().transform((v) => v ?? ''),
      sourceDocumentIds: idList,
      additionalDocumentIds: idList,
      convertedSourceDocumentIds: idList,
      transformedSourceDocumentIds: idList,
      comment: z.string().nullish().transform((v) => v ?? ''),
      quoteIds: idList,
      progress: z.string(),
      projectId: idSchema.nullish().transform((v) => v ?? null),
      workflowConfig: z.object({ mode: z.string() }).nullish().transform((v) => v ?? { mode: 'AUTO' }),
      tags: z.array(z.string()).nullish().transform((v) => v ?? []),
      features: z.array(z.string()).nullish().transform((v) => (v && v.length > 0 ? v : ['default'])),
    })
    .transform((task) => ({ ...task, progress: normaliseProgress(task.progress, task.preparationComplete) })),
);
export type Task = z.output<typeof taskSchema>;
export const taskListSchema = z.array(taskSchema);

/** POST /translationTasks/ body. */
export const taskCreateSchema = z
  .object({
    source: languageCodeSchema.optional(),
    target: languageListSchema.optional(),
    projectId: idSchema.nullish(),
    sourceDocumentIds: z.array(idSchema).optional(),
    desiredDeadline: timestampSchema.nullish(),
    email: z.email().optional(),
    comment: z.string().max(10000).optional(),
    tags: z.array(z.string().trim().min(1).max(100)).optional(),
    features: z.array(featureSchema).optional(),
    sourceText: z.string().optional(),
  })
  .strict();
export type TaskCreate = z.input<typeof taskCreateSchema>;

/** PATCH /translationTasks/{id} body: any subset of the writeable fields. */
export const taskPatchSchema = z
  .object({
    source: languageCodeSchema.optional(),
    target: languageListSchema.optional(),
    projectId: idSchema.nullish(),
    sourceDocumentIds: z.array(idSchema).optional(),
    desiredDeadline: timestampSchema.nullish(),
    email: z.email().optional(),
    comment: z.string().max(10000).optional(),
    tags: z.array(z.string().trim().min(1).max(100)).optional(),
    features: z.array(featureSchema).optional(),
    complete: z.boolean().optional(),
    cancelled: z.boolean().optional(),
  })
  .strict();
export type TaskPatch = z.input<typeof taskPatchSchema>;

export const documentIdsBodySchema = z.object({ documentIds: z.array(idSchema) }).strict();
