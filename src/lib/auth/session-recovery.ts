/** What happens when the session can no longer be renewed: retry network failures, then sign in again on the same page. */
import { ErrorResponse, type UserManager } from 'oidc-client-ts';
import { currentReturnTo, signinState } from './return-to';

export const DEFAULT_RETRY_DELAYS_MS = [2_000, 5_000, 15_000];

/**
 * The signed-in user holds no refresh token (the provider issues none, e.g. Okta without `offline_access`):
 * the session cannot be renewed and ends when the access token expires.
 */
export class NoRefreshTokenError extends Error {
  constructor() {
    super('No refresh token: the session ends when the access token expires');
  }
}

/** The provider said no (e.g. `invalid_grant`: refresh token expired or revoked); retrying will not help. */
export function isRecoverableRenewError(error: unknown): boolean {
  return !(error instanceof ErrorResponse);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface SilentRenewRecoveryOptions {
  /** Called once renewal cannot recover. */
  onGiveUp: (error: unknown) => void;
  retryDelaysMs?: readonly number[];
  wait?: (ms: number) => Promise<void>;
}

/**
 * Listens for failed automatic renewals. Network failures are retried with growing delays; when
 * that does not help, or the provider rejects the refresh token, `onGiveUp` runs. Without a refresh token
 * there is nothing to retry: `onGiveUp` runs when the access token expires. Returns an unsubscribe.
 */
export function attachSilentRenewRecovery(
  userManager: Pick<UserManager, 'events' | 'signinSilent' | 'getUser'>,
  { onGiveUp, retryDelaysMs = DEFAULT_RETRY_DELAYS_MS, wait = sleep }: SilentRenewRecoveryOptions,
): () => void {
  let disposed = false;
  let recovering = false;

  const handle = async (error: unknown) => {
    if (recovering || disposed || error instanceof NoRefreshTokenError) return;
    recovering = true;
    let lastError = error;
    try {
      if (isRecoverableRenewError(error)) {
        for (const delay of retryDelaysMs) {
          await wait(delay);
          if (disposed) return;
          try {
            await userManager.signinSilent();
            return;
          } catch (retryError) {
            lastError = retryError;
            if (!isRecoverableRenewError(retryError)) break;
          }
        }
      }
      if (!disposed) onGiveUp(lastError);
    } finally {
      recovering = false;
    }
  };
  const listener = (error: Error) => void handle(error);
  const expired = async () => {
    const user = await userManager.getUser();
    if (!disposed && user && !user.refresh_token) onGiveUp(new NoRefreshTokenError());
  };
  const expiredListener = () => void expired();

  // Each `add…` returns the function that removes its callback again.
  const detach = [
    userManager.events.addSilentRenewError(listener),
    userManager.events.addAccessTokenExpired(expiredListener),
  ];
  return () => {
    disposed = true;
    for (const remove of detach) remove();
  };
}

const REAUTH_KEY = 'portal:auth:reauth-at';
const REAUTH_GUARD_MS = 60_000;

/**
 * Starts a fresh sign-in that comes back to the current URL. Skips when one was started in the last
 * minute, so an API that keeps answering 401 cannot trap the user in a redirect loop.
 * Returns whether a redirect was started.
 */
export function reauthenticate(userManager: Pick<UserManager, 'signinRedirect'>, now: number = Date.now()): boolean {
  const last = Number(window.sessionStorage.getItem(REAUTH_KEY) ?? 0);
  if (now - last < REAUTH_GUARD_MS) return false;
  window.sessionStorage.setItem(REAUTH_KEY, String(now));
  void userManager.signinRedirect({ state: signinState(currentReturnTo()) });
  return true;
}
