/**
 * bff mode: the portal server signs in and keeps the tokens. The browser only asks it who is signed
 * in, sends people to its sign-in, and asks it to sign out; its session cookie is HttpOnly.
 */
import { z } from '#contract/zod';
import type { RuntimeConfig } from '#portal/config/runtime-config.ts';
import { configureApiClient } from '#portal/lib/api/http-client.ts';
import { isRole, type CurrentUser } from '#auth-claims/claims';
import { portalUrl } from '#portal/config/portal-base.ts';
import { handleSessionLost } from './session-lost';

/** Every request to the portal server must carry it (its CSRF defence); it refuses one without it. */
export const BFF_CSRF_HEADERS = { 'X-Portal-Request': '1' } as const;
export const BFF_SESSION_KEY = ['bff-session'] as const;

const sessionSchema = z.object({
  user: z.object({
    sub: z.string(),
    name: z.string(),
    email: z.string(),
    username: z.string(),
    roles: z.array(z.string()).check(z.overwrite((roles) => roles.filter(isRole))),
    organisation: z.nullable(z.string()),
  }),
  /** Seconds until the session ends; only for a session that cannot be renewed (no refresh token). */
  expiresIn: z.optional(z.number()),
});

export interface BffSession {
  user: CurrentUser;
  expiresIn?: number | undefined;
}

/** The portal server's routes are under the portal's path, as every page is; `returnTo` is a route (paths.ts). */
export function bffSignInUrl(returnTo: string): string {
  return portalUrl(`/bff/login?${new URLSearchParams({ returnTo }).toString()}`);
}

/** The signed-in user, or null when there is no session (401). */
export async function fetchBffSession(signal?: AbortSignal): Promise<BffSession | null> {
  const response = await fetch(portalUrl('/bff/session'), {
    headers: { Accept: 'application/json', ...BFF_CSRF_HEADERS },
    cache: 'no-store',
    signal,
  });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`.trim());
  const { user, expiresIn } = sessionSchema.parse(await response.json());
  return { user: user as CurrentUser, expiresIn };
}

/**
 * Set while this tab signs out: a request still under way when the session ends answers 401, which is the
 * sign-out itself, not a lost session (sending the browser to sign in again then raced the provider's sign-out
 * and could win, signing the user straight back in).
 */
let signingOut = false;

/** Ends the session on the server; resolves with where to go next (the provider's sign-out). */
export async function bffSignOut(): Promise<string> {
  signingOut = true;
  const response = await fetch(portalUrl('/bff/logout'), {
    method: 'POST',
    headers: { Accept: 'application/json', ...BFF_CSRF_HEADERS },
  }).catch((error: unknown) => {
    signingOut = false;
    throw error;
  });
  if (!response.ok) {
    signingOut = false;
    throw new Error(`${response.status} ${response.statusText}`.trim());
  }
  const { logoutUrl } = z.object({ logoutUrl: z.string() }).parse(await response.json());
  return logoutUrl;
}

/** Sends the browser to the server's sign-in, coming back to `state.returnTo`. */
export const bffRedirector = {
  signinRedirect({ state }: { state?: unknown } = {}): Promise<void> {
    const returnTo = (state as { returnTo?: string } | undefined)?.returnTo ?? '/';
    window.location.assign(bffSignInUrl(returnTo));
    return Promise.resolve();
  },
};

/** The API client in bff mode: no Authorization header; the cookie goes along, and the CSRF header on every request. */
export function connectBffApiClient(config: Pick<RuntimeConfig, 'apiBaseUrl' | 'requestTimeoutMs'>): void {
  configureApiClient({
    baseUrl: config.apiBaseUrl,
    ...(config.requestTimeoutMs !== undefined ? { timeoutMs: config.requestTimeoutMs } : {}),
    getAccessToken: () => Promise.resolve(null),
    headers: { ...BFF_CSRF_HEADERS },
    onUnauthorized: () => {
      if (!signingOut) handleSessionLost(bffRedirector);
    },
  });
}
