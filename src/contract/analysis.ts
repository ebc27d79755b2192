import { z } from 'zod';
import { idSchema, timestampSchema, withIdAlias } from './common';

export const ANALYSIS_STATES = ['REQUESTED', 'ANALYZED', 'ERROR'] as const;
export const MEASURES = ['Segments', 'Words', 'Characters', 'Placeables'] as const;
export const BANDS = ['100', '98', '85', '75', '50', 'Repeated', 'NoMatch', 'Total'] as const;
export const PERCENTAGE_BANDS = ['100', '98', '85', '75', '50', 'Repeated', 'NoMatch'] as const;
export type Measure = (typeof MEASURES)[number];
export type Band = (typeof BANDS)[number];

const resultShape: Record<string, z.ZodDefault<z.ZodNumber>> = {};
for (const m of MEASURES) for (const b of BANDS) resultShape[`num${m}${b}`] = z.number().default(0);
for (const b of PERCENTAGE_BANDS) resultShape[`percentage${b}`] = z.number().default(0);

export const analysisResultSchema = z.object(resultShape).catchall(z.unknown());
export type AnalysisResult = Record<string, number>;

export const analysisSchema = z.preprocess(
  withIdAlias,
  z.object({
    id: idSchema,
    translationTaskId: idSchema,
    createdAt: timestampSchema,
    updatedAt: timestampSchema.nullish(),
    state: z.string(),
    response: z
      .record(
        z.string(),
        z.object({
          resultTotal: analysisResultSchema,
          resultsByDocument: z.array(analysisResultSchema.extend({ documentId: z.string().optional(), filename: z.string().optional() })).default([]),
        }),
      )
      .nullish()
      .transform((v) => v ?? {}),
    error: z.unknown().optional(),
  }),
);
export type Analysis = z.output<typeof analysisSchema>;
export const analysisListSchema = z.array(analysisSchema);
export const analysisCreateSchema = z.object({ translationTaskId: idSchema }).strict();

export function resultValue(result: Record<string, unknown>, key: string): number {
  const v = result[key];
  return typeof v === 'number' ? v : 0;
}
