/** Where the service's validation errors (`Validation failed | rule | field`) show on the order form, and in what words. */
import type { TFunction } from 'i18next';
import type { FieldError } from '#contract/errors';
import type { ServerErrorMapping } from '../../../../lib/forms/server-errors';
import type { OrderFormValues } from '../../api/order-form-schema';

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

export function orderFormServerErrors(t: TFunction): ServerErrorMapping<keyof OrderFormValues> {
  return {
    field: (serverField) => FIELD_MAP[serverField] ?? null,
    message: ({ field, rule, message }: FieldError) => {
      if (field === 'sourceDocumentIds' && rule === 'minCount') return t('tasks.form.server.documentsMinCount');
      if (rule === 'required') return t('tasks.form.server.required');
      if (rule === 'future') return t('tasks.form.server.future');
      if (rule === 'not-found') return t('tasks.form.server.notFound');
      return message;
    },
  };
}
