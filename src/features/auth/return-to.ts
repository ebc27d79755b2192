/** The page to come back to after a sign-in redirect, carried in the OIDC `state`. */

export const CALLBACK_PATH = '/auth/callback';

export interface SigninState {
  returnTo: string;
}

export function currentReturnTo(location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location): string {
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
