import { preprocess, z } from './zod';
import { withIdAlias } from './common';

export const hexColorSchema = z.string().check(z.regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'Invalid hex colour'));
export const tagSchema = preprocess(
  withIdAlias,
  z.object({ id: z.string().check(z.minLength(1)), color: z.nullish(z.string()) }),
);
export type Tag = z.output<typeof tagSchema>;
export const tagListSchema = z.array(tagSchema);
export const tagPatchSchema = z.strictObject({ color: hexColorSchema });
