/**
 * Verification of API access tokens. The API does not call the IdP: it checks
 * the JWT signature against the realm's own public key, like a Keycloak-protected
 * resource server would with the realm's JWKS.
 */
import { errors as joseErrors, importJWK, jwtVerify, type JWK, type JWTPayload } from 'jose';
import { HttpError } from '../http-error';
import { API_AUDIENCE, type Principal, type Role, type VerifyAuthorization } from '../types';
import type { DemoUser } from './users';

const ROLES: ReadonlySet<string> = new Set<Role>(['orderer', 'admin', 'reviewer', 'approver']);

export function unauthorized(message: string): HttpError {
  return new HttpError(401, message);
}

/** A Keycloak-style access token names the user and carries the realm roles and the organisation. */
export function principalFrom(payload: JWTPayload): Principal {
  const { sub, preferred_username, name, email, organisation, realm_access } = payload as JWTPayload &
    Record<string, unknown>;
  const roles = (realm_access as { roles?: unknown } | undefined)?.roles;
  if (
    typeof sub !== 'string' ||
    typeof preferred_username !== 'string' ||
    typeof organisation !== 'string' ||
    !Array.isArray(roles)
  ) {
    throw unauthorized('Access token lacks user claims');
  }
  return {
    sub,
    username: preferred_username,
    name: typeof name === 'string' ? name : preferred_username,
    email: typeof email === 'string' ? email : '',
    organisation,
    roles: roles.filter((r): r is Role => typeof r === 'string' && ROLES.has(r)),
  };
}

/** The token of an `Authorization: Bearer …` header; 401 when there is none. */
export function bearerToken(header: string | undefined): string {
  // RFC 6750 schemes are case-insensitive; the API spec shows lower-case `bearer`.
  const match = /^bearer +([A-Za-z0-9\-._~+/]+=*) *$/i.exec(header ?? '');
  const token = match?.[1];
  if (!token) throw unauthorized(header ? 'Malformed Authorization header' : 'Missing bearer token');
  return token;
}

/** The API's user for a demo account (a service that knows its users by the token's subject). */
export function principalOfUser(user: DemoUser): Principal {
  const { sub, username, name, email, organisation, roles } = user;
  return { sub, username, name, email, organisation, roles: [...roles] };
}

/**
 * Verifies the realm's JWT access tokens; `principalOf` reads the user from the verified payload (by default
 * from its Keycloak-style claims).
 */
export async function createVerifier(
  issuer: string,
  publicKey: JWK,
  principalOf: (payload: JWTPayload) => Principal = principalFrom,
): Promise<VerifyAuthorization> {
  const key = await importJWK(publicKey, 'RS256');
  return async (header) => {
    const token = bearerToken(header);
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer,
        audience: API_AUDIENCE,
        algorithms: ['RS256'],
        // oidc-provider types JWT access tokens per RFC 9068; this rejects ID tokens.
        typ: 'at+jwt',
        requiredClaims: ['exp', 'sub'],
      });
      return principalOf(payload);
    } catch (err) {
      if (err instanceof HttpError) throw err;
      if (err instanceof joseErrors.JWTExpired) throw unauthorized('Access token expired');
      if (err instanceof joseErrors.JOSEError) throw unauthorized(`Invalid access token (${err.code})`);
      throw err;
    }
  };
}
