/**
 * Unsaved order-form values in sessionStorage (`portal:order-form:<new|taskId>`), so a reload or a
 * sign-in after an expired session loses nothing. Sign-out clears every `portal:` key. Entries carry
 * the user's id: another user signing in on the same tab does not see them.
 */
import { orderFormFieldsSchema, type OrderFormValues } from '../../api/order-form-schema';

export function orderFormStorageKey(taskId: string | undefined): string {
  return `portal:order-form:${taskId ?? 'new'}`;
}

interface StoredForm {
  sub: string;
  values: unknown;
}

export function readStoredForm(key: string, sub: string): OrderFormValues | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredForm>;
    if (stored.sub !== sub) return null;
    const parsed = orderFormFieldsSchema.safeParse(stored.values);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeStoredForm(key: string, sub: string, values: OrderFormValues): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify({ sub, values } satisfies StoredForm));
  } catch {
    // Storage full or unavailable: the form still works, only the safety net is gone.
  }
}

export function clearStoredForm(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
