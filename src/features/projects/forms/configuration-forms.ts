/** Form values, validation and wire mapping of the Documents, Notifications and Pretranslation sections. */
import type { SchemaT } from '#portal/lib/forms/use-schema-form.ts';
import { z } from '#contract/zod';
import { XLSX_COLORS } from '#contract/project';
import { xmlForParsing } from '#portal/lib/trusted-types.ts';
import type { SectionDefinition } from './section-forms';

export type XlsxColor = (typeof XLSX_COLORS)[number];

/** The error text of `new RegExp(pattern)`, or null when the pattern compiles. */
export function regexError(pattern: string): string | null {
  try {
    new RegExp(pattern);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Why `text` is not well-formed XML, or null when it is. */
export function xmlError(text: string): string | null {
  const doc = new DOMParser().parseFromString(xmlForParsing(text), 'application/xml');
  const failure = doc.getElementsByTagName('parsererror')[0];
  if (!failure) return null;
  // Chromium puts the reason in a <div>; other engines in the element's text.
  const detail = (failure.querySelector('div')?.textContent ?? failure.textContent ?? '').trim();
  return detail.split('\n')[0] ?? '';
}

export function isEmail(value: string): boolean {
  return z.email().safeParse(value).success;
}

// Documents ------------------------------------------------------------------------------------

export interface PatternRow {
  pattern: string;
}
export interface DocumentsValues {
  attachOriginals: boolean;
  applySubfilterHtml: boolean;
  excludePatterns: PatternRow[];
  jsonExceptions: PatternRow[];
  /** '' = no ITS rules. */
  itsDocument: string;
  xlsxColors: XlsxColor[];
}

function patternSchema(t: SchemaT) {
  return z.object({
    pattern: z.string().check(
      z.minLength(1, t('projects:validation.patternBlank')),
      z.superRefine((value, ctx) => {
        const error = value === '' ? null : regexError(value);
        if (error !== null)
          ctx.addIssue({ code: 'custom', message: t('projects:validation.invalidRegex', { detail: error }) });
      }),
    ),
  });
}

export const documentsSection: SectionDefinition<DocumentsValues> = {
  name: 'documents',
  schema: (t) =>
    z.object({
      attachOriginals: z.boolean(),
      applySubfilterHtml: z.boolean(),
      excludePatterns: z.array(patternSchema(t)),
      jsonExceptions: z.array(patternSchema(t)),
      itsDocument: z.string().check(
        z.superRefine((value, ctx) => {
          const error = value.trim() === '' ? null : xmlError(value);
          if (error !== null)
            ctx.addIssue({ code: 'custom', message: t('projects:validation.invalidXml', { detail: error }) });
        }),
      ),
      xlsxColors: z.array(z.enum(XLSX_COLORS)),
    }),
  toValues: ({ documentConfiguration: c }) => ({
    attachOriginals: c.attachOriginals,
    applySubfilterHtml: c.applySubfilterHtml,
    excludePatterns: c.excludeContentsFromTranslationPatterns.map((pattern) => ({ pattern })),
    jsonExceptions: c.jsonExceptions.map((pattern) => ({ pattern })),
    itsDocument: c.itsDocument ?? '',
    xlsxColors: [...c.xlsxExcludedBackgroundColors],
  }),
  toPatch: (values) => ({
    documentConfiguration: {
      attachOriginals: values.attachOriginals,
      applySubfilterHtml: values.applySubfilterHtml,
      excludeContentsFromTranslationPatterns: values.excludePatterns.map((p) => p.pattern),
      jsonExceptions: values.jsonExceptions.map((p) => p.pattern),
      itsDocument: values.itsDocument.trim() === '' ? null : values.itsDocument,
      // Kept in the order of the palette, so toggling a colour off and on again is no change.
      xlsxExcludedBackgroundColors: XLSX_COLORS.filter((c) => values.xlsxColors.includes(c)),
    },
  }),
  serverField: (path) => {
    const match = /^documentConfiguration\.(\w+)(?:\.(\d+))?/.exec(path);
    if (!match) return null;
    const [, member, index] = match;
    if (member === 'excludeContentsFromTranslationPatterns' && index) return `excludePatterns.${index}.pattern`;
    if (member === 'jsonExceptions' && index) return `jsonExceptions.${index}.pattern`;
    if (member === 'itsDocument') return 'itsDocument';
    if (member === 'attachOriginals' || member === 'applySubfilterHtml') return member;
    return member === 'xlsxExcludedBackgroundColors' ? 'xlsxColors' : null;
  },
};

// Notifications --------------------------------------------------------------------------------

export interface ReceiverValues {
  USER: boolean;
  TRANSLATION_TASK: boolean;
  ADDITIONAL: boolean;
  additionalEmails: string[];
}
export interface NotificationsValues {
  quotation: ReceiverValues;
  delivery: ReceiverValues & { shouldAttachTargetDocuments: boolean };
}

const receiverFields = {
  USER: z.boolean(),
  TRANSLATION_TASK: z.boolean(),
  ADDITIONAL: z.boolean(),
  additionalEmails: z.array(z.string()),
};

function checkEmails(t: SchemaT) {
  return (value: ReceiverValues, ctx: z.core.$RefinementCtx) => {
    const invalid = value.additionalEmails.filter((email) => !isEmail(email));
    if (invalid.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['additionalEmails'],
        message: t('projects:validation.invalidEmails', { emails: invalid.join(', '), count: invalid.length }),
      });
    } else if (value.ADDITIONAL && value.additionalEmails.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['additionalEmails'], message: t('projects:validation.emailsRequired') });
    }
  };
}

export const notificationsSection: SectionDefinition<NotificationsValues> = {
  name: 'notifications',
  schema: (t) =>
    z.object({
      quotation: z.object(receiverFields).check(z.superRefine(checkEmails(t))),
      delivery: z
        .object({ ...receiverFields, shouldAttachTargetDocuments: z.boolean() })
        .check(z.superRefine(checkEmails(t))),
    }),
  toValues: ({ notifications: n }) => ({
    quotation: { ...n.quotation.receiverTypes, additionalEmails: [...n.quotation.additionalEmails] },
    delivery: {
      ...n.delivery.receiverTypes,
      additionalEmails: [...n.delivery.additionalEmails],
      shouldAttachTargetDocuments: n.delivery.shouldAttachTargetDocuments,
    },
  }),
  toPatch: ({ quotation: q, delivery: d }) => ({
    notifications: {
      quotation: {
        receiverTypes: { USER: q.USER, TRANSLATION_TASK: q.TRANSLATION_TASK, ADDITIONAL: q.ADDITIONAL },
        additionalEmails: q.additionalEmails,
      },
      delivery: {
        receiverTypes: { USER: d.USER, TRANSLATION_TASK: d.TRANSLATION_TASK, ADDITIONAL: d.ADDITIONAL },
        additionalEmails: d.additionalEmails,
        shouldAttachTargetDocuments: d.shouldAttachTargetDocuments,
      },
    },
  }),
  serverField: (path) => {
    const match = /^notifications\.(quotation|delivery)\.(additionalEmails|shouldAttachTargetDocuments)/.exec(path);
    return match ? `${match[1]}.${match[2]}` : null;
  },
};

// Pretranslation -------------------------------------------------------------------------------

export interface PretranslationValues {
  shouldPretranslate: boolean;
  matchCap: number;
}

export const pretranslationSection: SectionDefinition<PretranslationValues> = {
  name: 'pretranslation',
  schema: (t) =>
    z.object({
      shouldPretranslate: z.boolean(),
      matchCap: z
        .number(t('projects:validation.matchCapRange'))
        .check(
          z.minimum(0, t('projects:validation.matchCapRange')),
          z.maximum(100, t('projects:validation.matchCapRange')),
        ),
    }),
  toValues: ({ pretranslationConfiguration: p }) => ({
    shouldPretranslate: p?.shouldPretranslate ?? false,
    matchCap: p?.matchCap ?? 100,
  }),
  toPatch: (values) => ({ pretranslationConfiguration: values }),
  serverField: (path) => (path.startsWith('pretranslationConfiguration.matchCap') ? 'matchCap' : null),
};
