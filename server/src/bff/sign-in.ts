/**
 * The sign-in routes: `/bff/login` sends the browser to the provider, `/bff/callback` takes it back, exchanges
 * the code and starts a session. Both are top-level navigations that may come from the provider's site.
 */
import express, { type Request, type Response } from 'express';
import { API_PATH } from '#contract/api-path';
import { BFF_PATH } from '../app';
import { errorMessage } from '../logger';
import { CALLBACK_PATH } from './oidc';
import { signInProblemPage, type SignInProblem } from './pages';
import { asyncRoute, type BffContext } from './routing';
import {
  clearCookie,
  LOGIN_COOKIE,
  LOGIN_TTL_SECONDS,
  readCookie,
  SESSION_COOKIE,
  setCookie,
  type SessionData,
} from './sessions';

/** Longer return addresses go to the start page: the sealed login cookie has to stay under the browsers' 4 KB. */
export const MAX_RETURN_TO = 2048;

/**
 * Where a sign-in may send the browser back to: a path of the portal's pages (below PUBLIC_URL's path),
 * nothing that could leave the origin, and no dot segments that could climb out of the portal's path.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > MAX_RETURN_TO) return '/';
  if (!/^\/(?![/\\])/.test(value) || /[\p{Cc}\\]/u.test(value)) return '/';
  const target = new URL(value, 'https://portal.invalid');
  if (target.origin !== 'https://portal.invalid') return '/';
  let path: string;
  try {
    path = decodeURIComponent(target.pathname).toLowerCase();
    const segments = (value.split(/[?#]/)[0] ?? '').split('/').map((segment) => decodeURIComponent(segment));
    if (segments.some((segment) => segment === '.' || segment === '..')) return '/';
  } catch {
    return '/';
  }
  return [BFF_PATH, API_PATH].some((reserved) => path === reserved || path.startsWith(`${reserved}/`)) ? '/' : value;
}

export function signInRoutes({ config, logger, sessions, rp }: BffContext): express.Router {
  const { basePath } = config;
  const router = express.Router();

  /** A sign-in route's failure: an HTML page in the browser's language with a way back to sign-in, never JSON. */
  function problemPage(req: Request, res: Response, problem: SignInProblem, returnTo = '/') {
    const language = req.acceptsLanguages('en', 'de') === 'de' ? 'de' : 'en';
    const again = `${basePath}${BFF_PATH}/login?returnTo=${encodeURIComponent(returnTo)}`;
    res
      .status(problem === 'unavailable' ? 503 : 400)
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(signInProblemPage(problem, language, again));
  }

  // The sign-in under way (state, PKCE verifier, where to return) travels sealed in the login cookie:
  // an unauthenticated request writes nothing to the store.
  router.get(
    `${BFF_PATH}/login`,
    asyncRoute(async (req, res) => {
      const returnTo = safeReturnTo(req.query.returnTo);
      let started: Awaited<ReturnType<typeof rp.authorizationUrl>>;
      try {
        started = await rp.authorizationUrl(returnTo);
      } catch (err) {
        logger.log('error', 'sign-in could not start', { error: errorMessage(err) });
        problemPage(req, res, 'unavailable', returnTo);
        return;
      }
      // Here the session cookie still comes along (a navigation from the portal's own page).
      const previous = readCookie(req.headers.cookie, SESSION_COOKIE);
      const login = { ...started.login, ...(previous ? { previous } : {}) };
      res
        .set('Cache-Control', 'no-store')
        .append('Set-Cookie', setCookie(LOGIN_COOKIE, sessions.sealLogin(login), LOGIN_TTL_SECONDS, 'Lax'))
        .redirect(303, started.url);
    }),
  );

  router.get(
    CALLBACK_PATH,
    asyncRoute(async (req, res) => {
      res.set('Cache-Control', 'no-store').append('Set-Cookie', clearCookie(LOGIN_COOKIE));
      // The state must be the one this browser started with (no sign-in forced on it by another site).
      const started = sessions.openLogin(readCookie(req.headers.cookie, LOGIN_COOKIE));
      const login = started && req.query.state === started.state ? started : undefined;
      if (!login) {
        logger.log('warn', 'sign-in refused', { reason: 'unknown or foreign state' });
        problemPage(req, res, 'failed');
        return;
      }
      if (typeof req.query.error === 'string') {
        logger.log('warn', 'sign-in refused by the provider', { error: req.query.error.slice(0, 64) });
        problemPage(req, res, 'refused', login.returnTo);
        return;
      }
      let data: SessionData;
      try {
        data = await rp.callback(new URL(req.originalUrl, config.publicUrl), login);
      } catch (err) {
        logger.log('warn', 'sign-in failed', { error: errorMessage(err) });
        problemPage(req, res, 'failed', login.returnTo);
        return;
      }
      // A fresh id at every sign-in: an id known before it (fixation) is never signed in. The session it
      // replaces ends now rather than at its idle timeout, its tokens with it (nobody else holds them). They
      // are not revoked: the provider may tie both sign-ins to one grant or session (oidc-provider's grant,
      // Keycloak's client session), and revoking the old tokens would end the new ones.
      const replaced = new Set([readCookie(req.headers.cookie, SESSION_COOKIE), login.previous]);
      let id: string;
      try {
        for (const previous of replaced) if (previous) await sessions.destroy(previous);
        id = await sessions.create(data);
      } catch (err) {
        logger.log('error', 'sign-in could not finish', { error: errorMessage(err) });
        problemPage(req, res, 'unavailable', login.returnTo);
        return;
      }
      logger.log('info', 'signed in', { user: data.user.sub });
      // returnTo is a path of the portal's pages, below PUBLIC_URL's path.
      res
        .append('Set-Cookie', setCookie(SESSION_COOKIE, id, config.session.maxSeconds))
        .redirect(303, `${basePath}${login.returnTo}`);
    }),
  );

  return router;
}
