import { z } from 'zod';
import { withIdAlias } from './common';

export const hexColorSchema = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'Invalid hex colour');
export const tagSchema = z.preprocess(withIdAlias, z.object({ id: z.string().min(1), color: z.string().nullish() }));
export type Tag = z.output<typeof tagSchema>;
export const tagListSchema = z.array(tagSchema);
export const tagPatchSchema = z.object({ color: hexColorSchema }).strict();
