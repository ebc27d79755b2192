/**
 * The sign-out, here and at the provider, and the provider's word that a user signed out there.
 * `POST /bff/logout` ends the session; the provider's sign-out needs the session's ID token
 * (`id_token_hint`), which never reaches the page's scripts: the answer names `/bff/end-session`, and the
 * browser's navigation there, with the ticket of a short-lived HttpOnly cookie, is redirected to the
 * provider with the hint.
 */
import express from 'express';
import { BFF_PATH } from '../app';
import { InvalidLogoutTokenError, type LogoutClaims } from './logout-token';
import { asyncRoute, json, type BffContext } from './routing';
import { clearCookie, readCookie, SESSION_COOKIE, setCookie, SIGN_OUT_COOKIE, SIGN_OUT_TTL_SECONDS } from './sessions';

export const END_SESSION_PATH = `${BFF_PATH}/end-session`;
/** Where the provider posts its logout tokens (the client's backchannel_logout_uri). */
export const BACKCHANNEL_LOGOUT_PATH = `${BFF_PATH}/backchannel-logout`;
/** A logout token is at most 5 minutes old (logout-token.ts); its jti is remembered a little longer. */
const SEEN_LOGOUT_SECONDS = 10 * 60;

export function signOutRoutes({ config, logger, sessions, rp, endSession }: BffContext): express.Router {
  const router = express.Router();
  const home = `${config.basePath}/`;

  // OpenID Connect Back-Channel Logout 1.0: the user's session at the provider ended (signed out in another
  // application, or by an administrator), so the portal's sessions of it end too. Server to server: no
  // cookie, no CSRF header; the signed logout token is the proof.
  router.post(
    BACKCHANNEL_LOGOUT_PATH,
    express.urlencoded({ extended: false, limit: '16kb' }),
    asyncRoute(async (req, res) => {
      const token = (req.body as Record<string, unknown> | undefined)?.logout_token;
      let claims: LogoutClaims;
      try {
        claims = await rp.verifyLogoutToken(typeof token === 'string' ? token : '');
        if (!(await sessions.firstSeen('logout-token', claims.jti, SEEN_LOGOUT_SECONDS)))
          throw new InvalidLogoutTokenError('seen before');
      } catch (err) {
        if (!(err instanceof InvalidLogoutTokenError)) throw err;
        logger.log('warn', 'logout token refused', { error: err.message });
        json(res, 400, { error: 'invalid_request', error_description: 'Not a valid logout token' });
        return;
      }
      // With a sid, the provider session it names (its sub, when there, must be the session's user); else
      // every session of the user.
      const ids = claims.sid
        ? await sessions.sessionsOf('sid', claims.sid)
        : await sessions.sessionsOf('sub', claims.sub ?? '');
      let ended = 0;
      for (const id of ids) {
        const data = await sessions.load(id);
        const same =
          data && (claims.sid ? data.sid === claims.sid : true) && (!claims.sub || data.user.sub === claims.sub);
        if (same) {
          await sessions.destroy(id);
          ended++;
        }
      }
      logger.log('info', 'signed out by the provider', { sessions: ended });
      res.set('Cache-Control', 'no-store').status(200).end();
    }),
  );

  router.post(
    `${BFF_PATH}/logout`,
    asyncRoute(async (req, res) => {
      const id = readCookie(req.headers.cookie, SESSION_COOKIE);
      const data = id ? await endSession(id) : undefined;
      res.append('Set-Cookie', clearCookie(SESSION_COOKIE));
      let logoutUrl = home;
      if (data?.idToken) {
        const ticket = await sessions.keepForSignOut(data.idToken);
        res.append('Set-Cookie', setCookie(SIGN_OUT_COOKIE, ticket, SIGN_OUT_TTL_SECONDS));
        logoutUrl = `${config.basePath}${END_SESSION_PATH}`;
      } else if (data) {
        logoutUrl = await rp.endSessionUrl(); // a session from before ID tokens were kept
      }
      json(res, 200, { logoutUrl });
    }),
  );

  router.get(
    END_SESSION_PATH,
    asyncRoute(async (req, res) => {
      res.set('Cache-Control', 'no-store').append('Set-Cookie', clearCookie(SIGN_OUT_COOKIE));
      // A navigation only: a script's fetch that follows the redirect could read where it went.
      const mode = req.get('sec-fetch-mode');
      const idToken =
        mode === undefined || mode === 'navigate'
          ? await sessions.takeForSignOut(readCookie(req.headers.cookie, SIGN_OUT_COOKIE))
          : undefined;
      res.redirect(303, idToken ? await rp.endSessionUrl(idToken) : home);
    }),
  );

  return router;
}
