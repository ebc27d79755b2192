/**
 * The sign-out, here and at the provider. `POST /bff/logout` ends the session; the provider's sign-out needs
 * the session's ID token (`id_token_hint`), which never reaches the page's scripts: the answer names
 * `/bff/end-session`, and the browser's navigation there, with the ticket of a short-lived HttpOnly cookie,
 * is redirected to the provider with the hint.
 */
import express from 'express';
import { BFF_PATH } from '../app';
import { asyncRoute, json, type BffContext } from './routing';
import { clearCookie, readCookie, SESSION_COOKIE, setCookie, SIGN_OUT_COOKIE, SIGN_OUT_TTL_SECONDS } from './sessions';

export const END_SESSION_PATH = `${BFF_PATH}/end-session`;

export function signOutRoutes({ config, sessions, rp, endSession }: BffContext): express.Router {
  const router = express.Router();
  const home = `${config.basePath}/`;

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
