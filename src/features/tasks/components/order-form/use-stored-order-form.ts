/**
 * The order form's values and their copy in sessionStorage (`portal:order-form:<new|taskId|again:taskId>`, see
 * lib/form-storage): every change is stored at once, so a reload or a new sign-in restores what was typed, until
 * a save succeeds or the user discards it. An order being repeated has its own entry, apart from a new order
 * typed meanwhile.
 */
import { useEffect, useState, type RefObject } from 'react';
import { useCurrentUser } from '#portal/lib/auth/session-context.tsx';
import { useSchemaForm } from '#portal/lib/forms/use-schema-form.ts';
import { clearStoredForm, readStoredForm, writeStoredForm } from '#portal/lib/form-storage.ts';
import {
  orderFormFieldsSchema,
  orderFormSchema,
  type OrderFormValues,
} from '#portal/features/tasks/forms/order-form-schema.ts';
import type { SaveIntent } from './use-save-order';

export interface StoredOrderFormOptions {
  /** The draft being edited; undefined for a new order. */
  taskId: string | undefined;
  /** For a new order: the order it repeats (its unsaved values are kept apart). */
  repeatOf?: string | undefined;
  /** The values the page starts from (empty, a draft's, or an order's to repeat). */
  initialValues: OrderFormValues;
  /** Which button was pressed: "Order" asks for more than "Save draft". */
  intent: RefObject<SaveIntent>;
}

export function orderFormStorageKey(taskId: string | undefined, repeatOf?: string): string {
  if (taskId === undefined && repeatOf !== undefined) return `portal:order-form:again:${repeatOf}`;
  return `portal:order-form:${taskId ?? 'new'}`;
}

const storedValues = (values: unknown): OrderFormValues | null => {
  const parsed = orderFormFieldsSchema.safeParse(values);
  return parsed.success ? parsed.data : null;
};

const validation = (t: Parameters<typeof orderFormSchema>[1], intent: RefObject<SaveIntent>) =>
  orderFormSchema(intent.current, t);

export function useStoredOrderForm({ taskId, repeatOf, initialValues, intent }: StoredOrderFormOptions) {
  const { sub } = useCurrentUser();
  const storageKey = orderFormStorageKey(taskId, repeatOf);
  const [restored] = useState(() => readStoredForm(storageKey, sub, storedValues));
  const [showRestored, setShowRestored] = useState(restored !== null);
  const form = useSchemaForm(validation, { defaultValues: restored ?? initialValues, context: intent });
  const { subscribe, reset } = form;

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => writeStoredForm(storageKey, sub, values),
      }),
    [subscribe, storageKey, sub],
  );

  return {
    form,
    /** Values from storage fill the form; the page says so and offers to discard them. */
    showRestored,
    discardRestored: () => {
      reset(initialValues);
      clearStoredForm(storageKey);
      setShowRestored(false);
    },
    /** A save succeeded: the stored copy goes; a form that stays shows `values` as saved. */
    saved: (values?: OrderFormValues) => {
      if (values) reset(values);
      clearStoredForm(storageKey);
      setShowRestored(false);
    },
  };
}
