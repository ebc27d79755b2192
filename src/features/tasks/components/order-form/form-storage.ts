/**
 * Unsaved order-form values in sessionStorage (`portal:order-form:<new|taskId|again:taskId>`), see
 * lib/form-storage. An order being repeated has its own entry, apart from a new order typed meanwhile.
 */
import { readStoredForm as readStored } from '../../../../lib/form-storage';
import { orderFormFieldsSchema, type OrderFormValues } from '../../api/order-form-schema';

export { clearStoredForm, writeStoredForm } from '../../../../lib/form-storage';

export function orderFormStorageKey(taskId: string | undefined, repeatOf?: string): string {
  if (taskId === undefined && repeatOf !== undefined) return `portal:order-form:again:${repeatOf}`;
  return `portal:order-form:${taskId ?? 'new'}`;
}

export function readStoredForm(key: string, sub: string): OrderFormValues | null {
  return readStored(key, sub, (values) => {
    const parsed = orderFormFieldsSchema.safeParse(values);
    return parsed.success ? parsed.data : null;
  });
}
