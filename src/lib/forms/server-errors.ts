/**
 * The one way the service's validation errors (`Validation failed | rule | field`) reach a form: an error whose
 * field the form shows goes on that field; everything else (errors of fields the form does not show, other
 * messages, failures that are no validation errors) becomes one form-level message, `root.server`.
 */
import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { describeError } from '#portal/lib/describe-error.ts';
import type { FieldError } from '#contract/errors';
import { isApiError } from '#portal/lib/api/api-error.ts';

export interface ServerErrorMapping<F extends string = string> {
  /** The form field a service field path names (`availableLanguages.0.source`), or null when none shows it. */
  field: (serverField: string) => F | null;
  /** The text shown for one error; the service's own message by default. */
  message?: (error: FieldError) => string;
}

export interface PlacedServerErrors<F extends string> {
  fields: { name: F; message: string }[];
  /** What no field shows, one entry per message; empty when every error found its field. */
  formMessages: string[];
}

/** The service's field path without the detail some messages append (`jsonExceptions.0: bad pattern`). */
function serverFieldPath(field: string): string {
  return field.split(':')[0]?.trim() ?? '';
}

export function placeServerErrors<F extends string>(
  error: unknown,
  mapping: ServerErrorMapping<F>,
  t: TFunction,
): PlacedServerErrors<F> {
  if (!isApiError(error) || error.fieldErrors.length === 0)
    return { fields: [], formMessages: [describeError(error, t)] };
  const messageOf = mapping.message ?? ((fieldError: FieldError) => fieldError.message);
  const fields: PlacedServerErrors<F>['fields'] = [];
  const formMessages: string[] = [];
  for (const fieldError of error.fieldErrors) {
    const name = mapping.field(serverFieldPath(fieldError.field));
    if (name) fields.push({ name, message: messageOf(fieldError) });
    else formMessages.push(messageOf(fieldError));
  }
  const validation = new Set(error.fieldErrors.map((f) => f.message));
  formMessages.push(...error.messages.filter((message) => !validation.has(message)));
  return { fields, formMessages };
}

export interface ApplyServerErrorsOptions<V extends FieldValues> extends ServerErrorMapping<Path<V>> {
  /** Where the form-level message goes; `root.server` by default (the form shows it above its fields). */
  formField?: Path<V> | 'root.server';
}

/** Puts a failed save's errors on the form (type `server`, so the form can tell them from its own checks). */
export function applyServerErrors<V extends FieldValues>(
  setError: UseFormSetError<V>,
  error: unknown,
  { formField = 'root.server', ...mapping }: ApplyServerErrorsOptions<V>,
  t: TFunction,
): void {
  const { fields, formMessages } = placeServerErrors(error, mapping, t);
  for (const { name, message } of fields) setError(name, { type: 'server', message }, { shouldFocus: false });
  if (formMessages.length > 0) setError(formField, { type: 'server', message: formMessages.join(' ') });
}
