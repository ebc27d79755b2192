/** User-specific browser storage: everything the portal keeps in sessionStorage starts with `portal:`. */

export const SESSION_KEY_PREFIX = 'portal:';

/** Removes the portal's sessionStorage entries (drafts etc.). Preferences in localStorage stay. */
export function clearPortalSessionStorage(storage: Storage = window.sessionStorage): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(SESSION_KEY_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
