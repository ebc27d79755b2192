/**
 * Unsaved form values in sessionStorage (`portal:…` keys), so a reload or a sign-in after an expired session
 * loses nothing. Sign-out clears every `portal:` key. Entries carry the user's id: another user signing in on
 * the same tab does not see them.
 */

interface StoredForm {
  sub: string;
  values: unknown;
}

/** The stored values of `sub`, passed through `parse` (which returns null for values it cannot take). */
export function readStoredForm<T>(key: string, sub: string, parse: (values: unknown) => T | null): T | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredForm>;
    if (stored.sub !== sub) return null;
    return parse(stored.values);
  } catch {
    return null;
  }
}

export function writeStoredForm(key: string, sub: string, values: unknown): void {
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
