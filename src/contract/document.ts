import { z } from 'zod';
import { idSchema, timestampSchema, withIdAlias } from './common';

export const DOCUMENT_TYPES = ['source', 'target', 'transformed', 'translated'] as const;

export const documentMetadataSchema = z
  .object({
    type: z.string().optional(),
    userId: z.string().optional(),
    jobId: z.string().optional(),
    translationTaskId: z.string().optional(),
    sourceDocumentId: z.string().optional(),
    translatedXliffDocumentId: z.string().optional(),
    documentTransformationId: z.string().optional(),
    targetLanguage: z.string().optional(),
    tmUpdate: z.string().optional(),
  })
  .catchall(z.unknown());

export const documentSchema = z.preprocess(
  withIdAlias,
  z.object({
    id: idSchema,
    length: z.number().int().nonnegative(),
    chunkSize: z.number().int().optional(),
    uploadDate: timestampSchema.optional(),
    createdAt: timestampSchema.optional(),
    md5: z.string().optional(),
    filename: z.string(),
    contentType: z.string().nullish().transform((v) => v ?? 'application/octet-stream'),
    aliases: z.unknown().optional(),
    metadata: documentMetadataSchema.optional(),
  }),
);
export type ApiDocument = z.output<typeof documentSchema>;
export const documentListSchema = z.array(documentSchema);

/** Upload by reference. */
export const documentReferenceSchema = z
  .object({ filename: z.string().trim().min(1).max(255), contentUri: z.url({ protocol: /^https?$/ }) })
  .strict();
export type DocumentReference = z.infer<typeof documentReferenceSchema>;
