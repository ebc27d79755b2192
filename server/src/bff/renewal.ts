/**
 * A session with an access token that is still good: renewed with the refresh token shortly before
 * it expires (without a refresh token, the session ends with the access token), one renewal at a time per session (callers in this process share one; other instances
 * wait for the lock in the store and read what the holder saved).
 */
import * as client from 'openid-client';
import { PROVIDER_TIMEOUT_SECONDS, SubjectChangedError, type RelyingParty } from './oidc';
import type { SessionData, Sessions } from './sessions';
import { REDIS_COMMAND_TIMEOUT_MS } from './store';

/** Renew this long before expiry, so a request never reaches the API with a token about to lapse. */
const MARGIN_MS = 30_000;
/**
 * The renewal lock outlasts everything its holder may do before the renewed session is saved, so that while
 * the holder may still spend (or has spent, unsaved) the rotating refresh token, nobody else does: discovery
 * again (after a failed one), the token call and userinfo, each given up by openid-client after
 * PROVIDER_TIMEOUT_SECONDS, then reading and saving the session (REDIS_COMMAND_TIMEOUT_MS each), with room
 * to spare for a busy event loop.
 */
export const RENEWAL_LOCK_MS = (3 * PROVIDER_TIMEOUT_SECONDS + 2 * (REDIS_COMMAND_TIMEOUT_MS / 1000) + 6) * 1000;
const WAIT_STEP_MS = 100;

const fresh = (data: SessionData | undefined, now: number) => data !== undefined && data.expiresAt - MARGIN_MS > now;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Another instance is still renewing after the lock's lifetime: 503, the browser keeps its cookie and tries again. */
export class RenewalBusyError extends Error {
  readonly status = 503;
  constructor() {
    super('The session is being renewed elsewhere');
  }
}

/** The provider refused the refresh token, or named another user: the session is over. */
function refused(err: unknown): boolean {
  return (
    err instanceof SubjectChangedError ||
    (err instanceof client.ResponseBodyError && (err.error === 'invalid_grant' || err.error === 'invalid_client'))
  );
}

export function createRenewal(
  sessions: Sessions,
  rp: Pick<RelyingParty, 'refresh' | 'revoke'>,
  onRenewed: () => void = () => undefined,
) {
  const underway = new Map<string, Promise<SessionData | undefined>>();

  async function renew(id: string): Promise<SessionData | undefined> {
    const deadline = Date.now() + RENEWAL_LOCK_MS;
    for (;;) {
      const current = await sessions.load(id);
      if (!current || fresh(current, Date.now())) return current;
      let outcome: { data: SessionData | undefined } | undefined;
      try {
        outcome = await sessions.withRenewalLock(id, RENEWAL_LOCK_MS, async () => {
          const latest = await sessions.load(id); // another instance may have just renewed it
          if (!latest || fresh(latest, Date.now())) return { data: latest };
          try {
            const renewed = await rp.refresh(latest);
            if (await sessions.save(id, renewed)) {
              onRenewed();
              return { data: renewed };
            }
            // Signed out while the provider answered: the new refresh token must not outlive the session.
            await rp.revoke(renewed.refreshToken);
            return { data: undefined };
          } catch (err) {
            if (!refused(err)) throw err;
            await sessions.destroy(id);
            return { data: undefined };
          }
        });
      } catch (err) {
        // The provider is unreachable: a token that has not expired yet still works.
        if (current.expiresAt > Date.now()) return current;
        throw err;
      }
      if (outcome) return outcome.data;
      if (Date.now() > deadline) {
        if (current.expiresAt > Date.now()) return current;
        throw new RenewalBusyError();
      }
      await sleep(WAIT_STEP_MS);
    }
  }

  return async function freshSession(id: string, data: SessionData): Promise<SessionData | undefined> {
    // No refresh token (the provider issues none): the session ends when the access token expires.
    if (!data.refreshToken) {
      if (data.expiresAt > Date.now()) return data;
      await sessions.destroy(id);
      return undefined;
    }
    if (fresh(data, Date.now())) return data;
    let running = underway.get(id);
    if (!running) {
      running = renew(id).finally(() => underway.delete(id));
      underway.set(id, running);
    }
    return running;
  };
}
