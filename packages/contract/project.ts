/** Project: shared configuration for the orders linked to it. */
import { preprocess, z } from './zod';
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

const nonBlank = z.string().check(z.regex(/\S/, 'Must contain a non-blank character'));

export const availableLanguageSchema = z.object({
  source: languageCodeSchema,
  target: z.array(languageCodeSchema),
});

export const orderReferenceNumberSchema = z.record(
  nonBlank,
  z.object({ number: nonBlank, target: z.optional(languageCodeSchema) }),
);

export const documentConfigurationSchema = z.object({
  attachOriginals: z._default(z.boolean(), false),
  applySubfilterHtml: z._default(z.boolean(), false),
  excludeContentsFromTranslationPatterns: z._default(z.array(z.string()), []),
  itsDocument: z._default(z.nullable(z.string()), null),
  jsonExceptions: z._default(z.array(z.string()), []),
  xlsxExcludedBackgroundColors: z._default(z.array(z.enum(XLSX_COLORS)), []),
});
export type DocumentConfiguration = z.output<typeof documentConfigurationSchema>;

export const receiverTypesSchema = z.object({
  USER: z._default(z.boolean(), false),
  TRANSLATION_TASK: z._default(z.boolean(), false),
  ADDITIONAL: z._default(z.boolean(), false),
});
export const quotationNotificationSchema = z.object({
  receiverTypes: z._default(receiverTypesSchema, { USER: false, TRANSLATION_TASK: false, ADDITIONAL: false }),
  additionalEmails: z._default(z.array(z.email()), []),
});
export const deliveryNotificationSchema = z.extend(quotationNotificationSchema, {
  receiverTypes: z._default(receiverTypesSchema, { USER: false, TRANSLATION_TASK: true, ADDITIONAL: false }),
  shouldAttachTargetDocuments: z._default(z.boolean(), false),
});
export const notificationsSchema = z.object({
  quotation: z._default(quotationNotificationSchema, {
    receiverTypes: { USER: false, TRANSLATION_TASK: false, ADDITIONAL: false },
    additionalEmails: [],
  }),
  delivery: z._default(deliveryNotificationSchema, {
    receiverTypes: { USER: false, TRANSLATION_TASK: true, ADDITIONAL: false },
    additionalEmails: [],
    shouldAttachTargetDocuments: false,
  }),
});
export type Notifications = z.output<typeof notificationsSchema>;

export const pretranslationConfigurationSchema = z.object({
  shouldPretranslate: z._default(z.boolean(), false),
  matchCap: z._default(z.number().check(z.minimum(0), z.maximum(100)), 100),
});

/** `true`/`false` are legacy spellings of `[]`/`null` (documented). */
export const withReviewSchema = preprocess(
  (v) => (v === true ? [] : v === false || v === undefined ? null : v),
  z.nullable(z.array(z.string())),
);

const projectFields = {
  name: z.string().check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(200)),
  confidential: z.boolean(),
  withReview: withReviewSchema,
  availableLanguages: z.array(availableLanguageSchema),
  orderReferenceNumbers: z.array(orderReferenceNumberSchema),
  lspVendorIds: z.array(z.string().check(z.minLength(1))),
  deliveryWithin: z.int().check(z.minimum(0), z.maximum(100000)),
  documentConfiguration: documentConfigurationSchema,
  notifications: notificationsSchema,
  pretranslationConfiguration: pretranslationConfigurationSchema,
};

export const projectSchema = preprocess(
  withIdAlias,
  z.object({
    id: idSchema,
    name: z.string(),
    confidential: z._default(z.boolean(), false),
    withReview: withReviewSchema,
    availableLanguages: z.pipe(
      z.nullish(z.array(availableLanguageSchema)),
      z.transform((v) => v ?? []),
    ),
    orderReferenceNumbers: z.pipe(
      z.nullish(z.array(z.record(z.string(), z.object({ number: z.string(), target: z.optional(z.string()) })))),
      z.transform((v) => v ?? []),
    ),
    lspVendorIds: z.pipe(
      z.nullish(z.array(z.string())),
      z.transform((v) => v ?? []),
    ),
    deliveryWithin: z.pipe(
      z.nullish(z.number()),
      z.transform((v) => v ?? null),
    ),
    documentConfiguration: z.prefault(documentConfigurationSchema, {}),
    notifications: z.prefault(notificationsSchema, {}),
    pretranslationConfiguration: z.optional(pretranslationConfigurationSchema),
  }),
);
export type Project = z.output<typeof projectSchema>;
export const projectListSchema = z.array(projectSchema);

export const projectCreateSchema = z.required(z.partial(z.strictObject(projectFields)), { name: true });
/** `deliveryWithin: null` clears the default delivery time. */
export const projectPatchSchema = z.partial(
  z.strictObject({ ...projectFields, deliveryWithin: z.nullable(projectFields.deliveryWithin) }),
);
export type ProjectCreate = z.input<typeof projectCreateSchema>;
export type ProjectPatch = z.input<typeof projectPatchSchema>;
