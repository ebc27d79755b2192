/**
 * bff mode: the portal server is a confidential OpenID Connect client. The browser holds only an
 * HttpOnly session cookie; the server keeps the tokens, proxies /rest/api with them and renews them.
 */
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { API_PATH, type ServerExtension } from '../app';
import type { ServerConfig } from '../config';
import { errorMessage, type Logger } from '../logger';
import { CALLBACK_PATH, createRelyingParty } from './oidc';
import { signInFailedPage } from './pages';
import { createApiProxy } from './proxy';
import { createRenewal } from './renewal';
import { clearCookie, cookie, createSessions, LOGIN_COOKIE, readCookie, SESSION_COOKIE, type SessionData } from './sessions';
import { memoryStore, redisStore, type SessionStore } from './store';

/** State-changing requests must carry it; a cross-site form or fetch cannot send it without a CORS preflight we never grant. */
export const CSRF_HEADER = 'X-Portal-Request';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function safeReturnTo(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) && !value.startsWith('/bff') ? value : '/';
}

const json = (res: Response, status: number, body: Record<string, unknown> = {}) =>
  res.status(status).set('Cache-Control', 'no-store').json({ status, ...body });

const csrf: RequestHandler = (req, res, next) => {
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

  router.get('/bff/login', asyncRoute(async (req, res) => {
    const { url, state, login } = await rp.authorizationUrl(safeReturnTo(req.query.returnTo));
    await sessions.startLogin(state, login);
    res.set('Cache-Control', 'no-store').append('Set-Cookie', cookie(LOGIN_COOKIE, state, 600)).redirect(303, url);
  }));

  router.get(CALLBACK_PATH, asyncRoute(async (req, res) => {
    res.set('Cache-Control', 'no-store').append('Set-Cookie', clearCookie(LOGIN_COOKIE));
    const state = readCookie(req.headers.cookie, LOGIN_COOKIE);
    // The state must be the one this browser started with (no sign-in forced on it by another site).
    const login = state && req.query.state === state ? await sessions.finishLogin(state) : undefined;
    if (!state || !login) {
      logger.log('warn', 'sign-in refused', { reason: 'unknown or foreign state' });
      res.status(400).type('html').send(signInFailedPage());
      return;
    }
    let data: SessionData;
    try {
      data = await rp.callback(new URL(req.originalUrl, config.publicUrl), state, login);
    } catch (err) {
      logger.log('warn', 'sign-in failed', { error: errorMessage(err) });
      res.status(400).type('html').send(signInFailedPage());
      return;
    }
    // A fresh id at every sign-in: an id known before it (fixation) is never signed in.
    const previous = readCookie(req.headers.cookie, SESSION_COOKIE);
    if (previous) await sessions.destroy(previous);
    const id = await sessions.create(data);
    logger.log('info', 'signed in', { user: data.user.sub });
    res.append('Set-Cookie', cookie(SESSION_COOKIE, id, ttl)).redirect(303, login.returnTo);
  }));

  router.get('/bff/session', asyncRoute(async (req, res) => {
    const data = await signedIn(req, res);
    if (data) res.set('Cache-Control', 'no-store').json({ user: data.user });
  }));

  router.post('/bff/logout', asyncRoute(async (req, res) => {
    const id = readCookie(req.headers.cookie, SESSION_COOKIE);
    const data = id ? await sessions.load(id) : undefined;
    if (id) await sessions.destroy(id);
    res.append('Set-Cookie', clearCookie(SESSION_COOKIE));
    json(res, 200, { logoutUrl: data ? await rp.endSessionUrl() : '/' });
  }));

  router.use(API_PATH, asyncRoute(async (req, res) => {
    const data = await signedIn(req, res);
    if (data) proxy.forward(req, res, data.accessToken);
  }));

  return {
    router,
    ready: async () => (await rp.ready()) && (await sessionStore.ready()),
    async close() {
      proxy.close();
      await sessionStore.close();
    },
  };
}
