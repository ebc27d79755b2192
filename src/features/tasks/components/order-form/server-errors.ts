/** Where the service's validation errors (`Validation failed | rule | field`) show on the order form, and in what words. */
import type { TFunction } from 'i18next';
import type { FieldError } from '#contract/errors';
import type { ServerErrorMapping } from '#portal/lib/forms/server-errors.ts';
import type { OrderFormErrorCode, OrderFormValues } from '#portal/features/tasks/forms/order-form-schema.ts';

/** Service field names → form fields. */
const FIELD_MAP: Partial<Record<string, keyof OrderFormValues>> = {
  source: 'source',
  target: 'target',
  desiredDeadline: 'desiredDeadline',
  email: 'email',
  comment: 'comment',
  tags: 'tags',
  projectId: 'projectId',
  sourceDocumentIds: 'documents',
  sourceText: 'sourceText',
  features: 'kind',
};

/** The fields whose service errors say what the form's own check says (`tasks.form.errors.<code>`). */
const FIELD_WORDING: Partial<Record<string, OrderFormErrorCode>> = {
  sourceDocumentIds: 'documentsRequired',
  source: 'sourceRequired',
  target: 'targetRequired',
  desiredDeadline: 'deadlinePast',
};

/** One wording per service error of a task, on the order form and on the order page alike; others as sent. */
export function taskServiceErrorText(t: TFunction, { field, rule, message }: FieldError): string {
  const code = FIELD_WORDING[field];
  if (code) return t(`tasks.form.errors.${code}`);
  if (rule === 'required') return t('tasks.form.server.required');
  if (rule === 'future') return t('tasks.form.server.future');
  if (rule === 'not-found') return t('tasks.form.server.notFound');
  return message;
}

export function orderFormServerErrors(t: TFunction): ServerErrorMapping<keyof OrderFormValues> {
  return {
    field: (serverField) => FIELD_MAP[serverField] ?? null,
    message: (error: FieldError) => taskServiceErrorText(t, error),
  };
}
