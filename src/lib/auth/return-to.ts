/** The page to come back to after a sign-in redirect, carried in the OIDC `state`. */
import { paths } from '#portal/lib/paths.ts';
import { routePath } from '#portal/config/portal-base.ts';

export const CALLBACK_PATH = paths.authCallback.path;

export interface SigninState {
  returnTo: string;
}

/** The route to come back to: the router's location, or by default the page's (its base path taken off). */
export function currentReturnTo(
  location: Pick<Location, 'pathname' | 'search' | 'hash'> = {
    pathname: routePath(window.location.pathname),
    search: window.location.search,
    hash: window.location.hash,
  },
): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** Only same-origin paths are followed, so a forged state cannot send the user elsewhere. */
export function readReturnTo(state: unknown): string {
  const value = state && typeof state === 'object' ? (state as Partial<SigninState>).returnTo : undefined;
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return '/';
  if (value === CALLBACK_PATH || value.startsWith(`${CALLBACK_PATH}?`) || value.startsWith(`${CALLBACK_PATH}#`))
    return '/';
  return value;
}

export function signinState(returnTo: string): SigninState {
  return { returnTo };
}

/**
 * Whether this page load arrived from the identity provider with `code` and `state`. Read when the
 * app starts, not when the lazily loaded callback page first renders: by then the provider may have
 * finished the sign-in and stripped the parameters, and the page would wrongly send the user home
 * instead of to the page first asked for.
 */
export const arrivedWithAuthParams =
  typeof window !== 'undefined' &&
  /[?&](code|error)=/.test(window.location.search) &&
  /[?&]state=/.test(window.location.search);
