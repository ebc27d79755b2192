/**
 * Turns the OIDC user into the portal's `CurrentUser`, reading roles and organisation from configured claim
 * paths. Shared by the portal (browser mode) and the portal server (server mode); no DOM or Node APIs.
 */

/** The roles a token may carry for the portal. */
export const ROLES = ['orderer', 'admin', 'reviewer'] as const;
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

export interface ClaimPaths {
  roles: string;
  organisation: string;
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
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

function rolesFrom(value: unknown): Role[] | undefined {
  if (Array.isArray(value)) return value.filter(isRole);
  // Some providers send a single role or a space separated list.
  if (typeof value === 'string') return value.split(/[\s,]+/).filter(isRole);
  return undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** What claims are read from: an oidc-client-ts `User`, or the tokens the portal server holds (bff mode). */
export interface ClaimSource {
  access_token: string;
  profile: { sub: string; [claim: string]: unknown };
}

export function toCurrentUser(user: ClaimSource, paths: ClaimPaths): CurrentUser {
  const access = decodeJwtPayload(user.access_token);
  const profile = user.profile as unknown as Record<string, unknown>;
  const claim = (path: string) => readClaim(access, path) ?? readClaim(profile, path);

  const username = text(profile.preferred_username) ?? text(access?.preferred_username) ?? user.profile.sub;
  const organisation = claim(paths.organisation);
  return {
    sub: user.profile.sub,
    username,
    name: text(profile.name) ?? text(access?.name) ?? username,
    email: text(profile.email) ?? text(access?.email) ?? '',
    roles: [...new Set(rolesFrom(readClaim(access, paths.roles)) ?? rolesFrom(readClaim(profile, paths.roles)) ?? [])],
    organisation: text(organisation) ?? (typeof organisation === 'number' ? String(organisation) : null),
  };
}
