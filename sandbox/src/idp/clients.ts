/** The OAuth clients of the sandbox realm. */
import type { ClientMetadata } from 'oidc-provider';

export const PORTAL_WEB = 'portal-web';
export const PORTAL_CLI = 'portal-cli';
export const PORTAL_CLI_SECRET = 'portal-cli-secret';
/** The portal server's confidential client (`npm start`, `AUTH_MODE=bff`). */
export const PORTAL_BFF = 'portal-bff';
export const PORTAL_BFF_SECRET = 'portal-bff-secret';

/** The portal server's service credential for its copy of the service's facts (docs/sync.md): password grant only. */
export const PORTAL_SYNC = 'portal-sync';
export const PORTAL_SYNC_SECRET = 'portal-sync-secret';

/** The Vite dev server origin; always allowed so `npm run dev` works against any sandbox. */
export const VITE_DEV_ORIGIN = 'http://localhost:5173';

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/**
 * The portals the sandbox's clients sign in for: its own origin, Vite's dev server and `portalUrls`
 * (SANDBOX_PORTAL_URLS: portal servers elsewhere, e.g. under a path, http://localhost:8201/translations).
 */
function portalBases(origin: string, portalUrls: readonly string[]): string[] {
  return unique([origin, VITE_DEV_ORIGIN, ...portalUrls]);
}

export function portalOrigins(origin: string, portalUrls: readonly string[] = []): string[] {
  return unique(portalBases(origin, portalUrls).map((base) => new URL(base).origin));
}

/** A web client that signs in with code + PKCE and returns to `callbackPath` under the portals' URLs. */
function webClient(bases: string[], callbackPath: string, client: ClientMetadata): ClientMetadata {
  return {
    ...client,
    application_type: 'web',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: bases.map((base) => `${base}${callbackPath}`),
    post_logout_redirect_uris: bases.map((base) => `${base}/`),
  };
}

export function clientMetadata(origin: string, portalUrls: readonly string[] = []): ClientMetadata[] {
  const origins = portalBases(origin, portalUrls);
  return [
    webClient(origins, '/auth/callback', {
      client_id: PORTAL_WEB,
      client_name: 'Translation Portal',
      // Browser app: no secret, PKCE (S256) is enforced by `pkce.required`.
      token_endpoint_auth_method: 'none',
    }),
    webClient(origins, '/bff/callback', {
      client_id: PORTAL_BFF,
      client_name: 'Translation Portal (server)',
      client_secret: PORTAL_BFF_SECRET,
      // A confidential client: the portal server signs in with code + PKCE and keeps the tokens.
      token_endpoint_auth_method: 'client_secret_post',
      // OpenID Connect Back-Channel Logout: a sign-out at the provider ends the sandbox's server-mode sessions
      // (one URI per client: the sandbox's own origin, where `--bff` runs the portal server).
      backchannel_logout_uri: `${origin}/bff/backchannel-logout`,
      backchannel_logout_session_required: true,
    }),
    {
      client_id: PORTAL_SYNC,
      client_name: 'Translation Portal (sync)',
      client_secret: PORTAL_SYNC_SECRET,
      token_endpoint_auth_method: 'client_secret_post',
      grant_types: ['password'],
      response_types: [],
      redirect_uris: [],
    },
    {
      client_id: PORTAL_CLI,
      client_name: 'Translation Portal CLI',
      client_secret: PORTAL_CLI_SECRET,
      // oidc-provider accepts the secret in the body or as HTTP Basic for either method.
      token_endpoint_auth_method: 'client_secret_post',
      grant_types: ['password', 'refresh_token'],
      response_types: [],
      redirect_uris: [],
    },
  ];
}

/**
 * Origins a form on the login or logout page may end up at after redirects.
 * CSP `form-action` also applies to redirects following a form submission,
 * so these must be listed next to 'self'.
 */
export function formActionOrigins(origin: string, portalUrls: readonly string[] = []): string[] {
  return portalOrigins(origin, portalUrls).filter((o) => o !== origin);
}
