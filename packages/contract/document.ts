import { preprocess, z } from './zod';
import { idSchema, timestampSchema, withIdAlias } from './common';

export const DOCUMENT_TYPES = ['source', 'target', 'transformed', 'translated'] as const;

export const documentMetadataSchema = z.catchall(
  z.object({
    type: z.optional(z.string()),
    userId: z.optional(z.string()),
    jobId: z.optional(z.string()),
    translationTaskId: z.optional(z.string()),
    sourceDocumentId: z.optional(z.string()),
    translatedXliffDocumentId: z.optional(z.string()),
    documentTransformationId: z.optional(z.string()),
    targetLanguage: z.optional(z.string()),
    tmUpdate: z.optional(z.string()),
  }),
  z.unknown(),
);

export const documentSchema = preprocess(
  withIdAlias,
  z.object({
    id: idSchema,
    length: z.int().check(z.nonnegative()),
    chunkSize: z.optional(z.int()),
    uploadDate: z.optional(timestampSchema),
    createdAt: z.optional(timestampSchema),
    md5: z.optional(z.string()),
    filename: z.string(),
    contentType: z.pipe(
      z.nullish(z.string()),
      z.transform((v) => v ?? 'application/octet-stream'),
    ),
    aliases: z.optional(z.unknown()),
    metadata: z.optional(documentMetadataSchema),
  }),
);
export type ApiDocument = z.output<typeof documentSchema>;
export const documentListSchema = z.array(documentSchema);

/** Upload by reference. */
export const documentReferenceSchema = z.strictObject({
  filename: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
  contentUri: z.url({ protocol: /^https?$/ }),
});
export type DocumentReference = z.infer<typeof documentReferenceSchema>;
