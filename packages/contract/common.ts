/** Primitives shared by every resource of the translation ordering API contract. */
import { preprocess, z } from './zod';

export const idSchema = z.string().check(z.minLength(1));
export const timestampSchema = z.string();
/** BCP-47 code, `<language>-<REGION>`; older data carries only the language part. */
export const LANGUAGE_CODE_PATTERN = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
export const languageCodeSchema = z.string().check(z.regex(LANGUAGE_CODE_PATTERN, 'Invalid language code'));
/** Money travels as decimal strings with at most four decimals; never parse into floats. */
export const decimalStringSchema = z.pipe(
  z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((v) => String(v)),
  ),
  z.string().check(z.regex(/^-?\d+(\.\d+)?$/, 'Invalid decimal')),
);

/** Accept `_id` where the service sends it instead of `id` (documented variant). */
export function withIdAlias(value: unknown): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    if (record.id === undefined && typeof record._id === 'string') {
      const { _id, ...rest } = record;
      return { ...rest, id: _id };
    }
  }
  return value;
}

/** A single language code sent where a list is expected (documented variant). */
export const languageListSchema = preprocess(
  (v) => (typeof v === 'string' ? (v === '' ? [] : [v]) : v),
  z.array(languageCodeSchema),
);
