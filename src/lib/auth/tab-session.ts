/**
 * One refresh-token chain per tab, and never a refresh token that may already be spent.
 *
 * Identity providers that rotate refresh tokens (the sandbox; Keycloak with "Revoke Refresh Token") accept each
 * refresh token once. The sandbox treats a second use as theft and revokes the grant, which every tab of the
 * browser shares, so all tabs lose their session. Two ways the portal could send a spent token:
 *
 * - A tab opened from the page (`window.open`) or with the browser's "Duplicate tab" starts with a copy of the
 *   opener's sessionStorage, so both tabs hold the same refresh token. Each tab holds a Web Lock named after an
 *   id it keeps in sessionStorage; a tab that finds its copied id locked by a live tab is a copy, takes a new id
 *   and drops the copied user, so it signs in through the identity provider's session and gets its own chain.
 *   A reload finds the id free (the old document released it) and keeps its user.
 * - A reload or navigation while a renewal is on the wire: the provider may have spent the stored token
 *   without the answer ever arriving (the browser aborts the request, which looks like a network failure).
 *   `trackRenewal` marks the renewal in sessionStorage; a document that starts with the mark still there drops
 *   the user instead of trying the token.
 */
import { ErrorResponse } from 'oidc-client-ts';

const TAB_KEY = 'portal:auth:tab';
const RENEWING_KEY = 'portal:auth:renewing';
/** Where oidc-client-ts keeps the signed-in user (`<prefix>user:<authority>:<client id>`), see user-manager.ts. */
export const USER_STORE_PREFIX = 'oidc.';
const STORED_USER_PREFIX = `${USER_STORE_PREFIX}user:`;
const lockName = (tabId: string) => `portal:tab:${tabId}`;

/**
 * `own`: this tab's id from before (reload, back from the identity provider); `new`: no id yet (fresh tab);
 * `copied`: another live tab holds the id this tab's sessionStorage was copied with;
 * `unsupported`: no Web Locks (very old browser, insecure origin), nothing can be told apart.
 */
export type TabClaim = 'own' | 'new' | 'copied' | 'unsupported';

export interface ClaimTabOptions {
  storage?: Storage;
  locks?: LockManager;
  /** How long to wait for the id's lock: the document this one replaced may still be releasing it. */
  waitMs?: number;
  newId?: () => string;
  /** Settles when the lock may go; by default never, so the browser releases it when the document goes. */
  holdUntil?: Promise<void>;
}

/** Takes this tab's lock for as long as the document lives and says whether the tab is a copy of a live one. */
export async function claimTab({
  storage = window.sessionStorage,
  locks = typeof navigator === 'undefined' ? undefined : navigator.locks,
  waitMs = 1_500,
  newId = () => crypto.randomUUID(),
  holdUntil = new Promise<void>(() => {}),
}: ClaimTabOptions = {}): Promise<TabClaim> {
  if (!locks) return 'unsupported';
  const hold = (tabId: string) =>
    new Promise<boolean>((resolve) => {
      locks
        .request(lockName(tabId), { signal: AbortSignal.timeout(waitMs) }, () => {
          resolve(true);
          return holdUntil;
        })
        .catch(() => resolve(false));
    });

  const copiedId = storage.getItem(TAB_KEY);
  if (copiedId && (await hold(copiedId))) return 'own';
  const tabId = newId();
  storage.setItem(TAB_KEY, tabId);
  await hold(tabId);
  return copiedId ? 'copied' : 'new';
}

/**
 * Removes the stored user when its refresh token may be another tab's too (`copied`) or may be spent (a renewal
 * was interrupted); the tab then signs in again through the identity provider's session. Call it before the
 * UserManager exists: its constructor reads the stored user and schedules a renewal with it.
 * Returns whether it removed the user.
 */
export function dropUnsafeSession(claim: TabClaim, storage: Storage = window.sessionStorage): boolean {
  const interrupted = storage.getItem(RENEWING_KEY) !== null;
  storage.removeItem(RENEWING_KEY);
  if (claim !== 'copied' && !interrupted) return false;
  const users: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(STORED_USER_PREFIX)) users.push(key);
  }
  for (const key of users) storage.removeItem(key);
  return users.length > 0;
}

/**
 * Runs a renewal with the mark set, so a document that replaces this one mid-renewal knows. The mark goes once
 * the outcome is known: new tokens stored, or the provider's refusal. It stays after a network failure, which
 * may have cost the refresh token too; this is also what a renewal cut off by a reload ends in.
 */
export async function trackRenewal<T>(renew: () => Promise<T>, storage: Storage = window.sessionStorage): Promise<T> {
  storage.setItem(RENEWING_KEY, String(Date.now()));
  try {
    const result = await renew();
    storage.removeItem(RENEWING_KEY);
    return result;
  } catch (error) {
    if (error instanceof ErrorResponse) storage.removeItem(RENEWING_KEY);
    throw error;
  }
}
