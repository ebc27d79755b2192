/**
 * The one validation-message policy: a form's zod schema is built with `t` and carries finished, translated
 * messages (with their values: "at most 200 characters"); inputs show `error.message` as it is. The schema is
 * built when the form validates, from the language in use then; `context` reaches it (e.g. which button was
 * pressed, when "Order" asks for more than "Save draft").
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import {
  useForm,
  useFormState,
  type Control,
  type FieldError,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from '#contract/zod';

/**
 * `t` reads the main catalogue and the namespaces of the pages that have forms (`projects:…`): the page loads its
 * namespace before it renders (pageWithTexts), and i18next finds a prefixed key in any namespace it holds.
 */
export type SchemaT = TFunction<['translation', 'projects', 'approvals']>;

export type FormSchema<V extends FieldValues, C = unknown> = (t: SchemaT, context: C) => z.core.$ZodType<V, V>;

export function useSchemaForm<V extends FieldValues, C = unknown>(
  schema: FormSchema<V, C>,
  options: Omit<UseFormProps<V, C, V>, 'resolver'>,
) {
  const { t } = useTranslation();
  const resolver = useMemo<Resolver<V, C, V>>(
    () => (values, context, resolverOptions) =>
      zodResolver(schema(t as unknown as SchemaT, context as C))(values, context, resolverOptions),
    [schema, t],
  );
  return useForm<V, C, V>({ ...options, resolver });
}

/** The message of a field's error; for a list, the list's own error (`root`) when no item has one. */
export function fieldErrorMessage(error: (FieldError & { root?: FieldError }) | undefined): string | undefined {
  return error?.message ?? error?.root?.message;
}

/** The error message of a field the form `register`s (the adapters in fields.tsx show theirs themselves). */
export function useFieldError<V extends FieldValues, C>(control: Control<V, C, V>, name: Path<V>): string | undefined {
  const formState = useFormState({ control, name });
  return fieldErrorMessage(control.getFieldState(name, formState).error);
}
