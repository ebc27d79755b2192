import { preprocess, z } from './zod';
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

export const deliverySchema = preprocess(
  normalisePostEditing,
  z.object({
    id: idSchema,
    state: z.string(),
    target: languageCodeSchema,
    postEditing: z.pipe(
      z.optional(z.boolean()),
      z.transform((v) => v === true),
    ),
    translationTaskId: idSchema,
    targetDocumentIds: z._default(z.array(idSchema), []),
  }),
);
export type Delivery = z.output<typeof deliverySchema>;
export const deliveryListSchema = z.array(deliverySchema);

export const deliveryPatchSchema = preprocess(normalisePostEditing, z.strictObject({ postEditing: z.literal(true) }));
