import { z } from 'zod';
import { idSchema, languageCodeSchema, withIdAlias } from './common';

export const DELIVERY_STATES = ['NEW', 'IN_REVIEW', 'DELIVERED'] as const;

/** `postediting` is a documented misspelling of `postEditing`; both are accepted. */
function normalisePostEditing(value: unknown): unknown {
  const v = withIdAlias(value);
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    const { postediting, ...rest } = v as Record<string, unknown>;
    if (rest.postEditing === undefined && postediting !== undefined) return { ...rest, postEditing: postediting };
    return rest;
  }
  return v;
}

export const deliverySchema = z.preprocess(
  normalisePostEditing,
  z.object({
    id: idSchema,
    state: z.string(),
    target: languageCodeSchema,
    postEditing: z.boolean().optional().transform((v) => v === true),
    translationTaskId: idSchema,
    targetDocumentIds: z.array(idSchema).default([]),
  }),
);
export type Delivery = z.output<typeof deliverySchema>;
export const deliveryListSchema = z.array(deliverySchema);

export const deliveryPatchSchema = z.preprocess(
  normalisePostEditing,
  z.object({ postEditing: z.literal(true) }).strict(),
);
