/** Project: shared configuration for the orders linked to it. */
import { z } from 'zod';
import { idSchema, languageCodeSchema, withIdAlias } from './common';

export const XLSX_COLORS = [
  'DARKRED',
  'RED',
  'ORANGE',
  'YELLOW',
  'LIGHTGREEN',
  'GREEN',
  'LIGHTBLUE',
  'BLUE',
  'DARKBLUE',
  'PURPLE',
] as const;

const nonBlank = z.string().regex(/\S/, 'Must contain a non-blank character');

export const availableLanguageSchema = z.object({
  source: languageCodeSchema,
  target: z.array(languageCodeSchema),
});

export const orderReferenceNumberSchema = z.record(
  nonBlank,
  z.object({ number: nonBlank, target: languageCodeSchema.optional() }),
);

export const documentConfigurationSchema = z.object({
  attachOriginals: z.boolean().default(false),
  applySubfilterHtml: z.boolean().default(false),
  excludeContentsFromTranslationPatterns: z.array(z.string()).default([]),
  itsDocument: z.string().nullable().default(null),
  jsonExceptions: z.array(z.string()).default([]),
  xlsxExcludedBackgroundColors: z.array(z.enum(XLSX_COLORS)).default([]),
});
export type DocumentConfiguration = z.output<typeof documentConfigurationSchema>;

export const receiverTypesSchema = z.object({
  USER: z.boolean().default(false),
  TRANSLATION_TASK: z.boolean().default(false),
  ADDITIONAL: z.boolean().default(false),
});
export const quotationNotificationSchema = z.object({
  receiverTypes: receiverTypesSchema.default({ USER: false, TRANSLATION_TASK: false, ADDITIONAL: false }),
  additionalEmails: z.array(z.email()).default([]),
});
export const deliveryNotificationSchema = quotationNotificationSchema.extend({
  receiverTypes: receiverTypesSchema.default({ USER: false, TRANSLATION_TASK: true, ADDITIONAL: false }),
  shouldAttachTargetDocuments: z.boolean().default(false),
});
export const notificationsSchema = z.object({
  quotation: quotationNotificationSchema.default({
    receiverTypes: { USER: false, TRANSLATION_TASK: false, ADDITIONAL: false },
    additionalEmails: [],
  }),
  delivery: deliveryNotificationSchema.default({
    receiverTypes: { USER: false, TRANSLATION_TASK: true, ADDITIONAL: false },
    additionalEmails: [],
    shouldAttachTargetDocuments: false,
  }),
});
export type Notifications = z.output<typeof notificationsSchema>;

export const pretranslationConfigurationSchema = z.object({
  shouldPretranslate: z.boolean().default(false),
  matchCap: z.number().min(0).max(100).default(100),
});

/** `true`/`false` are legacy spellings of `[]`/`null` (documented). */
export const withReviewSchema = z.preprocess(
  (v) => (v === true ? [] : v === false || v === undefined ? null : v),
  z.array(z.string()).nullable(),
);

const projectFields = {
  name: z.string().trim().min(1, 'Name is required').max(200),
  confidential: z.boolean(),
  withReview: withReviewSchema,
  availableLanguages: z.array(availableLanguageSchema),
  orderReferenceNumbers: z.array(orderReferenceNumberSchema),
  lspVendorIds: z.array(z.string().min(1)),
  deliveryWithin: z.number().int().min(0).max(100000),
  documentConfiguration: documentConfigurationSchema,
  notifications: notificationsSchema,
  pretranslationConfiguration: pretranslationConfigurationSchema,
};

export const projectSchema = z.preprocess(
  withIdAlias,
  z.object({
    id: idSchema,
    name: z.string(),
    confidential: z.boolean().default(false),
    withReview: withReviewSchema,
    availableLanguages: z.array(availableLanguageSchema).nullish().transform((v) => v ?? []),
    orderReferenceNumbers: z.array(z.record(z.string(), z.object({ number: z.string(), target: z.string().optional() }))).nullish().transform((v) => v ?? []),
    lspVendorIds: z.array(z.string()).nullish().transform((v) => v ?? []),
    deliveryWithin: z.number().nullish().transform((v) => v ?? null),
    documentConfiguration: documentConfigurationSchema.prefault({}),
    notifications: notificationsSchema.prefault({}),
    pretranslationConfiguration: pretranslationConfigurationSchema.optional(),
  }),
);
export type Project = z.output<typeof projectSchema>;
export const projectListSchema = z.array(projectSchema);

export const projectCreateSchema = z
  .object({ ...projectFields, name: projectFields.name })
  .partial()
  .required({ name: true })
  .strict();
/** `deliveryWithin: null` clears the default delivery time. */
export const projectPatchSchema = z
  .object({ ...projectFields, deliveryWithin: projectFields.deliveryWithin.nullable() })
  .partial()
  .strict();
export type ProjectCreate = z.input<typeof projectCreateSchema>;
export type ProjectPatch = z.input<typeof projectPatchSchema>;
