/** Server validation errors (`Validation failed | rule | field`) mapped onto the order form's fields. */
import type { FieldError } from '../../../../contract/errors';
import { isApiError } from '../../../../lib/api/api-error';
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

export interface MappedServerErrors {
  fields: { field: keyof OrderFormValues; error: FieldError }[];
  /** The error when something remains that no field can show. */
  rest: unknown;
}

export function mapServerErrors(error: unknown): MappedServerErrors {
  if (!isApiError(error) || error.fieldErrors.length === 0) return { fields: [], rest: error };
  const fields: MappedServerErrors['fields'] = [];
  const unmatched: FieldError[] = [];
  for (const fieldError of error.fieldErrors) {
    const field = FIELD_MAP[fieldError.field];
    if (field) fields.push({ field, error: fieldError });
    else unmatched.push(fieldError);
  }
  const otherMessages = error.messages.filter((m) => !error.fieldErrors.some((f) => f.message === m));
  const rest = unmatched.length > 0 || otherMessages.length > 0 ? error : null;
  return { fields, rest };
}
