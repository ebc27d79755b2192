/**
 * The logout token of OpenID Connect Back-Channel Logout 1.0 (section 2.6): a JWT the provider signs and
 * posts to the portal server when a user's session there ends. Checked as the specification says: signature
 * by a key of the provider's JWKS, issuer, audience, a recent iat, the back-channel logout event, sub or sid,
 * and no nonce (so an ID token cannot pass for one).
 */
import { createRemoteJWKSet, jwtVerify } from 'jose';

export const BACKCHANNEL_LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';
/** Asymmetric algorithms only: a key of a public JWKS signs it. */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];
/** Header types providers give it: the specification's, the generic one, or none (older Keycloak and Okta). */
const TYPES = new Set([undefined, 'logout+jwt', 'JWT']);

export interface LogoutClaims {
  jti: string;
  sub: string | undefined;
  sid: string | undefined;
}

export class InvalidLogoutTokenError extends Error {}

export interface LogoutTokenIssuer {
  issuer: string;
  jwksUri: string;
  clientId: string;
}

export function logoutTokenVerifier(): (token: string, from: LogoutTokenIssuer) => Promise<LogoutClaims> {
  const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
  return async (token, { issuer, jwksUri, clientId }) => {
    let keys = keySets.get(jwksUri);
    if (!keys) keySets.set(jwksUri, (keys = createRemoteJWKSet(new URL(jwksUri))));
    const { payload, protectedHeader } = await jwtVerify(token, keys, {
      issuer,
      audience: clientId,
      algorithms: ALGORITHMS,
      requiredClaims: ['iat', 'jti'],
      maxTokenAge: '5 minutes',
      clockTolerance: 30,
    }).catch((err: unknown) => {
      throw new InvalidLogoutTokenError(err instanceof Error ? err.message : String(err));
    });
    const events = payload.events as Record<string, unknown> | undefined;
    const event = events?.[BACKCHANNEL_LOGOUT_EVENT];
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
    const [sub, sid, jti] = [text(payload.sub), text(payload.sid), text(payload.jti)];
    if (!TYPES.has(protectedHeader.typ)) throw new InvalidLogoutTokenError(`typ ${protectedHeader.typ}`);
    if (typeof event !== 'object' || event === null) throw new InvalidLogoutTokenError('no back-channel logout event');
    if (!sub && !sid) throw new InvalidLogoutTokenError('neither sub nor sid');
    if ('nonce' in payload) throw new InvalidLogoutTokenError('a nonce: an ID token, not a logout token');
    if (!jti) throw new InvalidLogoutTokenError('no jti');
    return { jti, sub, sid };
  };
}
