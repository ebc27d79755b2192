import { preprocess, z } from './zod';
import { idSchema, timestampSchema, withIdAlias } from './common';

export const ANALYSIS_STATES = ['REQUESTED', 'ANALYZED', 'ERROR'] as const;
export const MEASURES = ['Segments', 'Words', 'Characters', 'Placeables'] as const;
export const BANDS = ['100', '98', '85', '75', '50', 'Repeated', 'NoMatch', 'Total'] as const;
export const PERCENTAGE_BANDS = ['100', '98', '85', '75', '50', 'Repeated', 'NoMatch'] as const;
/**
 * Not one of the spec's bands but members it allows beside them (`num<Measure>Locked`,
 * `percentageLocked`): the part of the 100 band whose translation the file itself approves (XLIFF
 * approved, final or signed-off targets, locked segments), kept as it is and not translated again.
 */
export const LOCKED = 'Locked';
export type Measure = (typeof MEASURES)[number];
export type Band = (typeof BANDS)[number];

const resultShape: Record<string, z.ZodMiniDefault<z.ZodMiniNumber>> = {};
for (const m of MEASURES) for (const b of BANDS) resultShape[`num${m}${b}`] = z._default(z.number(), 0);
for (const b of PERCENTAGE_BANDS) resultShape[`percentage${b}`] = z._default(z.number(), 0);

export const analysisResultSchema = z.catchall(z.object(resultShape), z.unknown());
export type AnalysisResult = Record<string, number>;

export const analysisSchema = preprocess(
  withIdAlias,
  z.object({
    id: idSchema,
    translationTaskId: idSchema,
    createdAt: timestampSchema,
    updatedAt: z.nullish(timestampSchema),
    state: z.string(),
    response: z.pipe(
      z.nullish(
        z.record(
          z.string(),
          z.object({
            resultTotal: analysisResultSchema,
            resultsByDocument: z._default(
              z.array(
                z.extend(analysisResultSchema, {
                  documentId: z.optional(z.string()),
                  filename: z.optional(z.string()),
                }),
              ),
              [],
            ),
          }),
        ),
      ),
      z.transform((v) => v ?? {}),
    ),
    error: z.optional(z.unknown()),
  }),
);
export type Analysis = z.output<typeof analysisSchema>;
export const analysisListSchema = z.array(analysisSchema);
export const analysisCreateSchema = z.strictObject({ translationTaskId: idSchema });

export function resultValue(result: Record<string, unknown>, key: string): number {
  const v = result[key];
  return typeof v === 'number' ? v : 0;
}
