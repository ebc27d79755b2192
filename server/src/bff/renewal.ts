/**
 * A session with an access token that is still good: renewed with the refresh token shortly before
 * it expires, one renewal at a time per session (callers in this process share one; other instances
 * wait for the lock in the store and read what the holder saved).
 */
import * as client from 'openid-client';
import type { RelyingParty } from './oidc';
import type { SessionData, Sessions } from './sessions';

/** Renew this long before expiry, so a request never reaches the API with a token about to lapse. */
const MARGIN_MS = 30_000;
const WAIT_STEP_MS = 100;
const WAIT_MAX_MS = 10_000;

const fresh = (data: SessionData | undefined, now: number) => data !== undefined && data.expiresAt - MARGIN_MS > now;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The provider refused the refresh token: the session is over (revoked, expired or replayed). */
function refused(err: unknown): boolean {
  return err instanceof client.ResponseBodyError && (err.error === 'invalid_grant' || err.error === 'invalid_client');
}

export function createRenewal(sessions: Sessions, rp: RelyingParty, onRenewed: () => void = () => undefined) {
  const underway = new Map<string, Promise<SessionData | undefined>>();

  async function renew(id: string): Promise<SessionData | undefined> {
    const deadline = Date.now() + WAIT_MAX_MS;
    for (;;) {
      const current = await sessions.load(id);
      if (!current || fresh(current, Date.now())) return current;
      let outcome: { data: SessionData | undefined } | undefined;
      try {
        outcome = await sessions.withRenewalLock(id, async () => {
          const latest = await sessions.load(id); // another instance may have just renewed it
          if (!latest || fresh(latest, Date.now())) return { data: latest };
          try {
            const renewed = await rp.refresh(latest);
            await sessions.save(id, renewed);
            onRenewed();
            return { data: renewed };
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
      if (Date.now() > deadline) return current.expiresAt > Date.now() ? current : undefined;
      await sleep(WAIT_STEP_MS);
    }
  }

  return async function freshSession(id: string, data: SessionData): Promise<SessionData | undefined> {
    if (fresh(data, Date.now())) return data;
    let running = underway.get(id);
    if (!running) {
      running = renew(id).finally(() => underway.delete(id));
      underway.set(id, running);
    }
    return running;
  };
}
