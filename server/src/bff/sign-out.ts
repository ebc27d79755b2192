/** The sign-out: the session ends here and at the provider. */
import express from 'express';
import { BFF_PATH } from '../app';
import { asyncRoute, json, type BffContext } from './routing';
import { clearCookie, readCookie, SESSION_COOKIE } from './sessions';

export function signOutRoutes({ config, rp, endSession }: BffContext): express.Router {
  const router = express.Router();

  router.post(
    `${BFF_PATH}/logout`,
    asyncRoute(async (req, res) => {
      const id = readCookie(req.headers.cookie, SESSION_COOKIE);
      const data = id ? await endSession(id) : undefined;
      res.append('Set-Cookie', clearCookie(SESSION_COOKIE));
      json(res, 200, { logoutUrl: data ? await rp.endSessionUrl() : `${config.basePath}/` });
    }),
  );

  return router;
}
