/**
 * The new-order form: its values, the validation for "Save draft" and for "Order" (derived from the
 * task contract), and the mapping to the create and patch bodies. Validation messages are translated
 * where the schema is built (`tasks.form.errors.<code>`; see lib/forms/use-schema-form).
 */
import type { TFunction } from 'i18next';
import { z } from '#contract/zod';
import { idSchema, languageCodeSchema } from '#contract/common';
import {
  TASK_KINDS,
  featuresOfKind,
  kindOfFeatures,
  taskEmailSchema,
  taskTagSchema,
  type Task,
  type TaskCreate,
  type TaskPatch,
} from '#contract/task';

export const ORDER_FORM_ERRORS = [
  'sourceRequired',
  'targetRequired',
  'sourceIsTarget',
  'deadlineInvalid',
  'deadlinePast',
  'emailInvalid',
  'commentTooLong',
  'tagInvalid',
  'documentsRequired',
  'documentsOrTextRequired',
  'languageInvalid',
] as const;
export type OrderFormErrorCode = (typeof ORDER_FORM_ERRORS)[number];

export const COMMENT_MAX = 10000;

const selectedDocumentSchema = z.object({
  id: idSchema,
  filename: z.string(),
  length: z.nullable(z.number()),
});

/** Field types without cross-field rules: also used to read values back from sessionStorage. */
export const orderFormFieldsSchema = z.object({
  kind: z.enum(TASK_KINDS),
  sourceText: z.string(),
  documents: z.array(selectedDocumentSchema),
  projectId: z.nullable(idSchema),
  source: z.nullable(languageCodeSchema),
  target: z.array(languageCodeSchema),
  /** Local date and time as the date picker gives it (`YYYY-MM-DD HH:mm:ss`); null for the default. */
  desiredDeadline: z.nullable(z.string()),
  email: z.string(),
  comment: z.string(),
  tags: z.array(z.string()),
  /** Server mode: the purchase order and cost centre the order is charged to (kept by the portal server). */
  purchaseOrderId: z.optional(z.nullable(z.string())),
  costCentreId: z.optional(z.nullable(z.string())),
});
export type OrderFormValues = z.infer<typeof orderFormFieldsSchema>;

/** Picker values are local time; `Date` reads `YYYY-MM-DDTHH:mm:ss` as local time. */
export function deadlineToDate(value: string): Date | null {
  const date = new Date(value.includes('T') ? value : value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** An ISO timestamp as the picker's local `YYYY-MM-DD HH:mm:ss`. */
export function dateToPickerValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}:${pad(date.getSeconds())}`;
}

type Intent = 'draft' | 'order';

function refine(
  values: OrderFormValues,
  ctx: z.core.$RefinementCtx<OrderFormValues>,
  { intent, t, now }: { intent: Intent; t: TFunction; now: number },
) {
  const issue = (path: keyof OrderFormValues, code: OrderFormErrorCode) =>
    ctx.addIssue({ code: 'custom', path: [path], message: t(`tasks.form.errors.${code}`) });

  if (values.source && values.target.includes(values.source)) issue('target', 'sourceIsTarget');
  if (values.desiredDeadline) {
    const deadline = deadlineToDate(values.desiredDeadline);
    if (!deadline) issue('desiredDeadline', 'deadlineInvalid');
    else if (deadline.getTime() <= now) issue('desiredDeadline', 'deadlinePast');
  }
  if (values.email.trim() !== '' && !taskEmailSchema.safeParse(values.email.trim()).success)
    issue('email', 'emailInvalid');
  if (values.comment.length > COMMENT_MAX) issue('comment', 'commentTooLong');
  if (values.tags.some((tag) => !taskTagSchema.safeParse(tag).success)) issue('tags', 'tagInvalid');

  if (intent === 'order') {
    if (!values.source) issue('source', 'sourceRequired');
    if (values.target.length === 0) issue('target', 'targetRequired');
    const hasText = values.kind !== 'standard' && values.sourceText.trim() !== '';
    if (values.documents.length === 0 && !hasText) {
      issue('documents', values.kind === 'standard' ? 'documentsRequired' : 'documentsOrTextRequired');
    }
  }
}

/** "Save draft" checks what is filled in; "Order" also needs languages and documents. */
export function orderFormSchema(intent: Intent, t: TFunction, now: () => number = Date.now) {
  return orderFormFieldsSchema.check(z.superRefine((values, ctx) => refine(values, ctx, { intent, t, now: now() })));
}

export function emptyOrderForm(email: string): OrderFormValues {
  return {
    kind: 'standard',
    sourceText: '',
    documents: [],
    projectId: null,
    source: null,
    target: [],
    desiredDeadline: null,
    email,
    comment: '',
    tags: [],
  };
}

/** The form prefilled from a draft task and its source documents. */
export function orderFormFromTask(
  task: Task,
  documents: readonly { id: string; filename: string; length: number }[],
): OrderFormValues {
  const byId = new Map(documents.map((d) => [d.id, d]));
  const kind = kindOfFeatures(task.features);
  const deadline = task.desiredDeadline ? new Date(task.desiredDeadline) : null;
  return {
    kind,
    sourceText: '',
    documents: task.sourceDocumentIds.map((id) => {
      const doc = byId.get(id);
      return { id, filename: doc?.filename ?? id, length: doc?.length ?? null };
    }),
    projectId: task.projectId,
    source: task.source,
    target: task.target,
    desiredDeadline: deadline && !Number.isNaN(deadline.getTime()) ? dateToPickerValue(deadline) : null,
    email: task.email,
    comment: task.comment,
    tags: task.tags,
  };
}

/**
 * The form for ordering `task` again: its kind, project, languages, tags, comment and contact, with only the
 * source documents that still exist (`existing`), and no deadline, so it is computed anew as for a new order.
 */
export function orderAgainForm(
  task: Task,
  existing: readonly { id: string; filename: string; length: number }[],
): OrderFormValues {
  const ids = new Set(existing.map((d) => d.id));
  const sourceDocumentIds = task.sourceDocumentIds.filter((id) => ids.has(id));
  return { ...orderFormFromTask({ ...task, sourceDocumentIds }, existing), desiredDeadline: null };
}

function deadlineIso(values: OrderFormValues): string | null {
  return values.desiredDeadline ? (deadlineToDate(values.desiredDeadline)?.toISOString() ?? null) : null;
}

export function toCreateBody(values: OrderFormValues): TaskCreate {
  const body: TaskCreate = {
    features: featuresOfKind(values.kind),
    target: values.target,
    sourceDocumentIds: values.documents.map((d) => d.id),
    tags: values.tags.map((tag) => tag.trim()).filter(Boolean),
  };
  if (values.source) body.source = values.source;
  if (values.projectId) body.projectId = values.projectId;
  const deadline = deadlineIso(values);
  if (deadline) body.desiredDeadline = deadline;
  if (values.email.trim()) body.email = values.email.trim();
  if (values.comment) body.comment = values.comment;
  if (values.kind !== 'standard' && values.sourceText.trim()) body.sourceText = values.sourceText;
  return body;
}

/** Every editable field, so the draft on the server ends up exactly as the form shows it. */
export function toPatchBody(values: OrderFormValues, extraDocumentIds: readonly string[] = []): TaskPatch {
  const patch: TaskPatch = {
    features: featuresOfKind(values.kind),
    target: values.target,
    projectId: values.projectId,
    sourceDocumentIds: [...values.documents.map((d) => d.id), ...extraDocumentIds],
    desiredDeadline: deadlineIso(values),
    comment: values.comment,
    tags: values.tags.map((tag) => tag.trim()).filter(Boolean),
  };
  if (values.source) patch.source = values.source;
  if (values.email.trim()) patch.email = values.email.trim();
  return patch;
}
