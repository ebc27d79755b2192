/**
 * bff mode: the portal server is a confidential OpenID Connect client. The browser holds only an
 * HttpOnly session cookie; the server keeps the tokens, proxies /rest/api with them and renews them.
 */
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { API_PATH } from '#contract/api-path';
import type { ServerExtension } from '../app';
import type { ServerConfig } from '../config';
import { errorMessage, type Logger } from '../logger';
import { CALLBACK_PATH, createRelyingParty } from './oidc';
import { signInProblemPage, type SignInProblem } from './pages';
import { createApiProxy } from './proxy';
import { createRenewal } from './renewal';
import {
  clearCookie,
  cookie,
  createSessions,
  LOGIN_COOKIE,
  readCookie,
  SESSION_COOKIE,
  type SessionData,
} from './sessions';
import { memoryStore, redisStore, type SessionStore } from './store';

/** State-changing requests must carry it; a cross-site form or fetch cannot send it without a CORS preflight we never grant. */
export const CSRF_HEADER = 'X-Portal-Request';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function safeReturnTo(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) && !value.startsWith('/bff') ? value : '/';
}

const json = (res: Response, status: number, body: Record<string, unknown> = {}) =>
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .json({ status, ...body });

/**
 * The sign-in start and the provider's redirect back are top-level navigations that arrive from the
 * provider's site (Entra ID, Okta, a Keycloak on another domain): they are let through. The callback is
 * protected by its one-time state bound to the `__Host-` login cookie; starting a sign-in changes nothing.
 */
const NAVIGATIONS = new Set(['/bff/login', CALLBACK_PATH]);

const csrf: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' && NAVIGATIONS.has(req.originalUrl.split('?')[0] ?? '')) {
    next();
    return;
  }
  const crossSite = req.get('sec-fetch-site') === 'cross-site';
  if (crossSite || (!SAFE_METHODS.has(req.method) && req.get(CSRF_HEADER) !== '1')) {
    json(res, 403, { error: 'Forbidden', message: `Missing ${CSRF_HEADER} header or cross-site request` });
    return;
  }
  next();
};

export async function createBff(config: ServerConfig, logger: Logger, store?: SessionStore): Promise<ServerExtension> {
  const sessionStore =
    store ?? (config.session.store === 'redis' ? await redisStore(config.session.redisUrl ?? '') : memoryStore());
  const sessions = createSessions(sessionStore, config.session.secret, config.session.ttlSeconds);
  const rp = createRelyingParty(config);
  const freshSession = createRenewal(sessions, rp, () => logger.log('info', 'tokens renewed'));
  const proxy = createApiProxy(config.upstreamApiUrl ?? '', (err) =>
    logger.log('error', 'API unreachable', { error: errorMessage(err) }),
  );
  const ttl = config.session.ttlSeconds;

  /** The signed-in session of this request, its access token renewed when due; 401 otherwise. */
  async function signedIn(req: Request, res: Response): Promise<SessionData | undefined> {
    const id = readCookie(req.headers.cookie, SESSION_COOKIE);
    const stored = id ? await sessions.load(id) : undefined;
    const data = id && stored ? await freshSession(id, stored) : undefined;
    if (!data) {
      if (id) res.append('Set-Cookie', clearCookie(SESSION_COOKIE));
      json(res, 401, { error: 'Unauthorized', message: 'Not signed in' });
    }
    return data;
  }

  const asyncRoute =
    (handler: (req: Request, res: Response) => Promise<void>): RequestHandler =>
    (req: Request, res: Response, next: NextFunction) => {
      handler(req, res).catch(next);
    };

  const router = express.Router();
  router.use('/bff', csrf);
  router.use(API_PATH, csrf);

  /** A sign-in route's failure: an HTML page in the browser's language with a way back to sign-in, never JSON. */
  function problemPage(req: Request, res: Response, problem: SignInProblem, returnTo = '/') {
    const language = req.acceptsLanguages('en', 'de') === 'de' ? 'de' : 'en';
    const again = `/bff/login?returnTo=${encodeURIComponent(returnTo)}`;
    res
      .status(problem === 'unavailable' ? 503 : 400)
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(signInProblemPage(problem, language, again));
  }

  router.get(
    '/bff/login',
    asyncRoute(async (req, res) => {
      const returnTo = safeReturnTo(req.query.returnTo);
      let started: Awaited<ReturnType<typeof rp.authorizationUrl>>;
      try {
        started = await rp.authorizationUrl(returnTo);
        await sessions.startLogin(started.state, started.login);
      } catch (err) {
        logger.log('error', 'sign-in could not start', { error: errorMessage(err) });
        problemPage(req, res, 'unavailable', returnTo);
        return;
      }
      res
        .set('Cache-Control', 'no-store')
        .append('Set-Cookie', cookie(LOGIN_COOKIE, started.state, 600))
        .redirect(303, started.url);
    }),
  );

  router.get(
    CALLBACK_PATH,
    asyncRoute(async (req, res) => {
      res.set('Cache-Control', 'no-store').append('Set-Cookie', clearCookie(LOGIN_COOKIE));
      const state = readCookie(req.headers.cookie, LOGIN_COOKIE);
      // The state must be the one this browser started with (no sign-in forced on it by another site).
      let login: Awaited<ReturnType<typeof sessions.finishLogin>>;
      try {
        login = state && req.query.state === state ? await sessions.finishLogin(state) : undefined;
      } catch (err) {
        logger.log('error', 'sign-in could not finish', { error: errorMessage(err) });
        problemPage(req, res, 'unavailable');
        return;
      }
      if (!state || !login) {
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
        data = await rp.callback(new URL(req.originalUrl, config.publicUrl), state, login);
      } catch (err) {
        logger.log('warn', 'sign-in failed', { error: errorMessage(err) });
        problemPage(req, res, 'failed', login.returnTo);
        return;
      }
      // A fresh id at every sign-in: an id known before it (fixation) is never signed in.
      const previous = readCookie(req.headers.cookie, SESSION_COOKIE);
      if (previous) await sessions.destroy(previous);
      const id = await sessions.create(data);
      logger.log('info', 'signed in', { user: data.user.sub });
      res.append('Set-Cookie', cookie(SESSION_COOKIE, id, ttl)).redirect(303, login.returnTo);
    }),
  );

  router.get(
    '/bff/session',
    asyncRoute(async (req, res) => {
      const data = await signedIn(req, res);
      if (data) res.set('Cache-Control', 'no-store').json({ user: data.user });
    }),
  );

  router.post(
    '/bff/logout',
    asyncRoute(async (req, res) => {
      const id = readCookie(req.headers.cookie, SESSION_COOKIE);
      const data = id ? await sessions.load(id) : undefined;
      if (id) await sessions.destroy(id);
      res.append('Set-Cookie', clearCookie(SESSION_COOKIE));
      json(res, 200, { logoutUrl: data ? await rp.endSessionUrl() : '/' });
    }),
  );

  router.use(
    API_PATH,
    asyncRoute(async (req, res) => {
      const data = await signedIn(req, res);
      if (data) proxy.forward(req, res, data.accessToken);
    }),
  );

  return {
    router,
    ready: async () => (await rp.ready()) && (await sessionStore.ready()),
    async close() {
      proxy.close();
      await sessionStore.close();
    },
  };
}
