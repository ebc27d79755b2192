/**
 * Turns the OIDC tokens into the portal's `CurrentUser`: roles and organisation are read from the token the
 * deployment names (access token, ID token or userinfo), at a configured claim path, with the provider's role
 * names mapped to the portal's. Shared by the portal (browser mode) and the portal server (server mode); no
 * DOM or Node APIs.
 */

/** The roles a token may carry for the portal. */
export const ROLES = ['orderer', 'admin', 'reviewer', 'approver'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export interface CurrentUser {
  sub: string;
  name: string;
  email: string;
  username: string;
  roles: Role[];
  organisation: string | null;
}

/**
 * Where roles and organisation are read: the access token (Keycloak; a JWT the client may read), the ID token
 * (Entra ID's app roles), or the userinfo response (access tokens opaque to the client, e.g. Okta's groups).
 */
export const CLAIM_SOURCES = ['access_token', 'id_token', 'userinfo'] as const;
export type ClaimSourceName = (typeof CLAIM_SOURCES)[number];

export interface ClaimSettings {
  /** Default `access_token`. */
  source?: ClaimSourceName | undefined;
  /** Dot path of the roles (or groups) claim, e.g. `realm_access.roles`, `roles`, `groups`. */
  roles: string;
  /**
   * The provider's role or group names and the portal role each one grants. Without it, names equal to a
   * portal role (`orderer`, `admin`, `reviewer`, `approver`) count; with it, only the names it lists.
   */
  roleMap?: Readonly<Record<string, Role>> | undefined;
  /** Dot path of the organisation claim; not read when `fixedOrganisation` is set. */
  organisation?: string | undefined;
  /** The organisation of every user of this deployment (a provider tenant that is one company). */
  fixedOrganisation?: string | undefined;
}

/** Decodes a JWT's payload without verifying it (the API verifies; the UI only reads claims). */
export function decodeJwtPayload(token: string | undefined | null): Record<string, unknown> | null {
  const part = token?.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Reads `a.b.c` from a claims object; `undefined` when any step is missing. */
export function readClaim(claims: Record<string, unknown> | null | undefined, path: string): unknown {
  let node: unknown = claims;
  for (const key of path.split('.')) {
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** The portal roles a claim value grants: an array, a single name, or a space or comma separated list. */
export function rolesFrom(value: unknown, roleMap?: Readonly<Record<string, Role>>): Role[] {
  const names = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[\s,]+/) : [];
  const roles = names.map((name: unknown) =>
    typeof name !== 'string' ? undefined : roleMap ? (Object.hasOwn(roleMap, name) ? roleMap[name] : undefined) : name,
  );
  return [...new Set(roles.filter(isRole))];
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** What a sign-in yields: the access token, the ID token's claims and, when fetched, the userinfo response. */
export interface SignedInClaims {
  accessToken: string;
  idToken: { sub: string; [claim: string]: unknown };
  userinfo?: Record<string, unknown> | undefined;
}

export function toCurrentUser(
  { accessToken, idToken, userinfo }: SignedInClaims,
  settings: ClaimSettings,
): CurrentUser {
  const access = decodeJwtPayload(accessToken);
  const sources = { access_token: access, id_token: idToken, userinfo: userinfo ?? null };
  const claims = sources[settings.source ?? 'access_token'];
  // Who the user is: the ID token and userinfo describe the user; an access token may, too.
  const profile = (name: string) => text(userinfo?.[name]) ?? text(idToken[name]) ?? text(access?.[name]);

  const username = profile('preferred_username') ?? idToken.sub;
  const organisation = settings.organisation === undefined ? undefined : readClaim(claims, settings.organisation);
  return {
    sub: idToken.sub,
    username,
    name: profile('name') ?? username,
    email: profile('email') ?? '',
    roles: rolesFrom(readClaim(claims, settings.roles), settings.roleMap),
    organisation:
      text(settings.fixedOrganisation) ??
      text(organisation) ??
      (typeof organisation === 'number' ? String(organisation) : null),
  };
}
