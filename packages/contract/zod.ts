/**
 * The zod the contract, the API client and the runtime config are written in: `zod/mini`, the
 * tree-shakable functional API of zod 4, so the first page does not load all of classic zod.
 * Classic zod installs its English issue messages when it is imported; mini does not, so they are
 * installed here and every message reads as before.
 */
import { z } from 'zod/mini';

z.config(z.locales.en());

export { z };

/** Classic zod's `z.preprocess`: `fn` runs on the raw input, then `schema` parses its result. */
export function preprocess<T extends z.core.$ZodType>(
  fn: (value: unknown) => unknown,
  schema: T,
): z.ZodMiniPipe<z.ZodMiniTransform<unknown, unknown>, T> {
  return z.pipe<z.ZodMiniTransform<unknown, unknown>, T>(z.transform(fn), schema);
}
