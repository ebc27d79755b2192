/** Types shared inside the sandbox: who is calling, and how the sandbox is configured. */

export type Role = 'orderer' | 'admin' | 'reviewer' | 'approver';

/** How an identity provider issues tokens and claims; each is a realm of the sandbox (idp/profiles.ts). */
export type ProviderProfile = 'keycloak' | 'entra' | 'okta';

/** The caller of an API request, taken from a verified access token. */
export interface Principal {
  /** Stable user id (the token `sub`). */
  sub: string;
  username: string;
  name: string;
  email: string;
  organisation: string;
  roles: Role[];
}

export interface SandboxConfig {
  /** Port to listen on (PORT, default 8080). */
  port: number;
  /** Public origin the browser uses, e.g. http://localhost:8080 (PUBLIC_ORIGIN, default from port). */
  origin: string;
  /**
   * Origin of the identity provider's issuer (SANDBOX_IDP_ORIGIN, default `origin`). The same process
   * answers it; another host name for this machine (http://127.0.0.1:8080 next to http://localhost:8080)
   * puts the provider on another site than the portal, as Entra ID, Okta or a remote Keycloak are.
   */
  idpOrigin: string;
  /**
   * Origin the portal is told the API lives at (SANDBOX_API_ORIGIN, default `origin`); the same process
   * answers it. Another name of this machine (http://127.0.0.2:8080) puts the API on another origin than the
   * portal, as a service behind its own host name is, and the API then answers CORS for `corsOrigins`.
   */
  apiOrigin: string;
  /**
   * Origins whose pages may call the API from the browser (SANDBOX_CORS_ORIGINS, comma separated; default
   * the portal's origins when the API is on another origin, else none).
   */
  corsOrigins: string[];
  /**
   * Portals served by portal servers elsewhere that the provider signs in for besides the sandbox's own
   * (SANDBOX_PORTAL_URLS, comma separated, e.g. `http://localhost:8201/translations`): their callbacks and
   * sign-out pages are registered with both clients, and their origins are allowed CORS and form-action.
   */
  portalUrls: string[];
  /**
   * The provider profile the portal signs in with (SANDBOX_IDP_PROFILE: keycloak, the default, entra or okta;
   * see idp/profiles.ts). Every profile's realm is served either way; this picks the one config.json and the
   * portal server name, with the claim settings that read it.
   */
  idpProfile: ProviderProfile;
  /** Folder for state and documents (SANDBOX_DATA_DIR, default sandbox/data). */
  dataDir: string;
  /** Start from an empty data folder (`--reset`). */
  reset: boolean;
  /** Multiplier for simulated delays: 1 realistic, 0.01 near-instant (SANDBOX_TIME_SCALE). */
  timeScale: number;
  /** Emit the documented variants (`_id`, target as string, TASK_COMPLETE, ...) (SANDBOX_VARIANTS=1). */
  variants: boolean;
  /** Access token lifetime in seconds (SANDBOX_TOKEN_TTL, default 300). */
  accessTokenTtl: number;
  /** Maximum upload size in bytes (SANDBOX_UPLOAD_LIMIT, default 2 GiB). */
  uploadLimit: number;
  /** Origins that upload-by-reference may fetch from (SANDBOX_REFERENCE_ALLOWLIST, comma separated; default own origin). */
  referenceAllowList: string[];
  /** Folder of the built portal to serve at / (default dist). */
  staticDir: string;
  /** Server mode: the portal signs in through the portal server's bff endpoints (`--bff` or SANDBOX_BFF=1). */
  bff: boolean;
  /** Serve strict security headers (CSP etc.) with the portal. */
  securityHeaders: boolean;
  /**
   * Wall-clock seconds a delivery stays IN_REVIEW before the sandbox approves it, not scaled by
   * timeScale (SANDBOX_REVIEW_SECONDS). Unset: the scaled default of 90 s.
   */
  reviewSeconds?: number | undefined;
  /**
   * Wall-clock seconds from the vendor's confirmation to its delivery (SANDBOX_DELIVERY_SECONDS); unset: 15–30 s
   * × time scale. A journey that must act before the vendor delivers sets it far beyond its own length.
   */
  deliverySeconds?: number | undefined;
}

/** Verifies an `Authorization` header value; throws HttpError(401) when invalid. */
export type VerifyAuthorization = (authorizationHeader: string | undefined) => Promise<Principal>;

export const API_AUDIENCE = 'translation-api';
export const REALM_PATH = '/auth/realms/portal';
