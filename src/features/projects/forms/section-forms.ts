/**
 * Form values, validation and wire mapping of the project page's General, Languages, Vendors and
 * Order reference number sections. Each section is its own form and PATCHes only its fields.
 */
import type { SchemaT } from '#portal/lib/forms/use-schema-form.ts';
import { duplicateIndexes } from '#portal/lib/forms/duplicates.ts';
import { z } from '#contract/zod';
import type { Project, ProjectPatch } from '#contract/project';

/** A section form: how its values come from the project, how they go back, and where server errors land. */
export interface SectionDefinition<V> {
  /** Names the section in storage keys (unsaved edits survive a reload or a new sign-in). */
  name: string;
  schema: (t: SchemaT) => z.ZodMiniType<V, V>;
  toValues: (project: Project) => V;
  toPatch: (values: V) => ProjectPatch;
  /** Maps a server field path (`documentConfiguration.jsonExceptions.0`) to a form field; null = form level. */
  serverField: (path: string) => string | null;
}

const hasText = /\S/;

// General --------------------------------------------------------------------------------------

/** A project's name, also asked for by "New project". */
export function projectNameSchema(t: SchemaT) {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, t('projects:validation.nameRequired')),
      z.maxLength(200, t('projects:validation.nameTooLong', { max: 200 })),
    );
}

/** withReview: null = no review, [] = every user with sufficient rights, a list = these users. */
export type ReviewMode = 'none' | 'everyone' | 'users';

export interface GeneralValues {
  name: string;
  confidential: boolean;
  /** Hours; '' when the project has no default delivery time. */
  deliveryWithin: number | '';
  reviewMode: ReviewMode;
  reviewers: string[];
}

export function reviewModeOf(withReview: readonly string[] | null): ReviewMode {
  if (withReview === null) return 'none';
  return withReview.length === 0 ? 'everyone' : 'users';
}

export function withReviewOf(mode: ReviewMode, reviewers: readonly string[]): string[] | null {
  if (mode === 'none') return null;
  return mode === 'everyone' ? [] : [...reviewers];
}

export const generalSection: SectionDefinition<GeneralValues> = {
  name: 'general',
  schema: (t) =>
    z
      .object({
        name: projectNameSchema(t),
        confidential: z.boolean(),
        deliveryWithin: z.union([
          z.literal(''),
          z
            .number(t('projects:validation.hoursWhole'))
            .check(
              z.int(t('projects:validation.hoursWhole')),
              z.minimum(0, t('projects:validation.hoursRange', { max: 100000 })),
              z.maximum(100000, t('projects:validation.hoursRange', { max: 100000 })),
            ),
        ]),
        reviewMode: z.enum(['none', 'everyone', 'users']),
        reviewers: z.array(z.string()),
      })
      .check(
        z.superRefine((values, ctx) => {
          if (values.reviewMode === 'users' && values.reviewers.length === 0) {
            ctx.addIssue({ code: 'custom', path: ['reviewers'], message: t('projects:validation.reviewersRequired') });
          }
        }),
      ),
  toValues: (project) => ({
    name: project.name,
    confidential: project.confidential,
    deliveryWithin: project.deliveryWithin ?? '',
    reviewMode: reviewModeOf(project.withReview),
    reviewers: project.withReview ?? [],
  }),
  toPatch: (values) => ({
    name: values.name,
    confidential: values.confidential,
    deliveryWithin: values.deliveryWithin === '' ? null : values.deliveryWithin,
    withReview: withReviewOf(values.reviewMode, values.reviewers),
  }),
  serverField: (path) => {
    if (path === 'name' || path === 'confidential' || path === 'deliveryWithin') return path;
    return path.startsWith('withReview') ? 'reviewers' : null;
  },
};

// Languages ------------------------------------------------------------------------------------

export interface LanguageRow {
  source: string;
  targets: string[];
}
export interface LanguagesValues {
  rows: LanguageRow[];
}

export const languagesSection: SectionDefinition<LanguagesValues> = {
  name: 'languages',
  schema: (t) =>
    z
      .object({
        rows: z.array(
          z.object({
            source: z.string().check(z.minLength(1, t('projects:validation.sourceRequired'))),
            targets: z.array(z.string()).check(z.minLength(1, t('projects:validation.targetsRequired'))),
          }),
        ),
      })
      .check(
        z.superRefine((values, ctx) => {
          for (const i of duplicateIndexes(values.rows, (row) => row.source)) {
            ctx.addIssue({
              code: 'custom',
              path: ['rows', i, 'source'],
              message: t('projects:validation.duplicateSource'),
            });
          }
          values.rows.forEach((row, i) => {
            if (row.source !== '' && row.targets.includes(row.source)) {
              ctx.addIssue({
                code: 'custom',
                path: ['rows', i, 'targets'],
                message: t('projects:validation.targetIsSource'),
              });
            }
          });
        }),
      ),
  toValues: (project) => ({
    rows: project.availableLanguages.map((l) => ({ source: l.source, targets: [...l.target] })),
  }),
  toPatch: (values) => ({
    availableLanguages: values.rows.map((row) => ({ source: row.source, target: row.targets })),
  }),
  serverField: (path) => {
    const match = /^availableLanguages\.(\d+)\.(source|target)/.exec(path);
    if (!match) return null;
    return `rows.${match[1]}.${match[2] === 'source' ? 'source' : 'targets'}`;
  },
};

// Vendors --------------------------------------------------------------------------------------

export interface VendorsValues {
  /** `vendorId`, not `id`: useFieldArray keeps its own `id` on every row. */
  vendors: { vendorId: string }[];
}

export const vendorsSection: SectionDefinition<VendorsValues> = {
  name: 'vendors',
  schema: (t) =>
    z
      .object({
        vendors: z.array(
          z.object({ vendorId: z.string().check(z.regex(hasText, t('projects:validation.vendorRequired'))) }),
        ),
      })
      .check(
        z.superRefine((values, ctx) => {
          for (const i of duplicateIndexes(values.vendors, (v) => v.vendorId.trim())) {
            ctx.addIssue({
              code: 'custom',
              path: ['vendors', i, 'vendorId'],
              message: t('projects:validation.duplicateVendor'),
            });
          }
        }),
      ),
  toValues: (project) => ({ vendors: project.lspVendorIds.map((vendorId) => ({ vendorId })) }),
  toPatch: (values) => ({ lspVendorIds: values.vendors.map((v) => v.vendorId.trim()) }),
  serverField: (path) => {
    const match = /^lspVendorIds\.(\d+)$/.exec(path);
    return match ? `vendors.${match[1]}.vendorId` : null;
  },
};

// Order reference numbers ----------------------------------------------------------------------

export interface ReferenceRow {
  key: string;
  number: string;
  /** Target language; null = applies to every language. */
  target: string | null;
}
export interface ReferencesValues {
  refs: ReferenceRow[];
}

export const referencesSection: SectionDefinition<ReferencesValues> = {
  name: 'references',
  schema: (t) =>
    z
      .object({
        refs: z.array(
          z.object({
            key: z.string().check(z.regex(hasText, t('projects:validation.keyBlank'))),
            number: z.string().check(z.regex(hasText, t('projects:validation.numberBlank'))),
            target: z.nullable(z.string()),
          }),
        ),
      })
      .check(
        z.superRefine((values, ctx) => {
          for (const i of duplicateIndexes(values.refs, (r) => r.key.trim())) {
            ctx.addIssue({ code: 'custom', path: ['refs', i, 'key'], message: t('projects:validation.duplicateKey') });
          }
        }),
      ),
  // The wire shape is a list of single-key objects: [{ "<key>": { number, target? } }].
  toValues: (project) => ({
    refs: project.orderReferenceNumbers.flatMap((entry) =>
      Object.entries(entry).map(([key, value]) => ({ key, number: value.number, target: value.target ?? null })),
    ),
  }),
  toPatch: (values) => ({
    orderReferenceNumbers: values.refs.map((r) => ({
      [r.key]: r.target ? { number: r.number, target: r.target } : { number: r.number },
    })),
  }),
  serverField: (path) => {
    const match = /^orderReferenceNumbers\.(\d+)/.exec(path);
    return match ? `refs.${match[1]}.number` : null;
  },
};
