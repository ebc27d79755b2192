/**
 * Keycloak-compatible userinfo. oidc-provider's own userinfo endpoint refuses
 * access tokens that have an audience, and ours are all for the API
 * (aud translation-api), so the realm answers userinfo itself, as Keycloak does.
 */
import type { RequestHandler } from 'express';
import { HttpError } from '../http-error';
import type { VerifyAuthorization } from '../types';
import { findUserBySub, standardClaims, type DemoUser } from './users';

/** `claims`: what the realm's userinfo tells beyond the standard profile claims. */
export function userinfoHandler(
  verify: VerifyAuthorization,
  claims: (user: DemoUser) => Record<string, unknown>,
): RequestHandler {
  return async (req, res) => {
    res.set('Cache-Control', 'no-store');
    try {
      const principal = await verify(req.get('authorization'));
      const user = findUserBySub(principal.sub);
      if (!user) throw new HttpError(401, 'Unknown user');
      res.json({ sub: user.sub, ...standardClaims(user), ...claims(user) });
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      res
        .status(401)
        .set('WWW-Authenticate', 'Bearer error="invalid_token"')
        .json({ error: 'invalid_token', error_description: err.message });
    }
  };
}
