/**
 * bff mode: the portal server is a confidential OpenID Connect client. The browser holds only an
 * HttpOnly session cookie; the server keeps the tokens, proxies /rest/api with them and renews them.
 */
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { API_PATH } from '#contract/api-path';
import { apiSecurityHeaders } from '#web-security/security-headers';
import { BFF_PATH, type ServerExtension } from '../app';
import type { ServerConfig } from '../config';
import { errorMessage, type Logger } from '../logger';
import { CALLBACK_PATH, createRelyingParty, type RelyingParty } from './oidc';
import { signInProblemPage, type SignInProblem } from './pages';
import { createApiProxy } from './proxy';
import { createRenewal } from './renewal';
import { createSessions, LOGIN_TTL_SECONDS, portalCookies, readCookie, type SessionData } from './sessions';
import { memoryStore, redisStore, type SessionStore } from './store';

/**
 * Every request must carry it (the OAuth browser-apps BCP's BFF section): a cross-site form, link or
 * fetch cannot send it without a CORS preflight, which the server never grants.
 */
export const CSRF_HEADER = 'X-Portal-Request';

/**
 * Where a sign-in may send the browser back to: a path of the portal's pages (below PUBLIC_URL's path),
 * nothing that could leave the origin, and no dot segments that could climb out of the portal's path.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !/^\/(?![/\\])/.test(value) || /[\p{Cc}\\]/u.test(value)) return '/';
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

const json = (res: Response, status: number, body: Record<string, unknown> = {}) =>
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .json({ status, ...body });

/** `Sec-Fetch-Site` values of requests the portal's own pages make (absent: not a browser, or an old one). */
const OWN_SITE = new Set([undefined, 'same-origin']);

/**
 * The sign-in start and the provider's redirect back are top-level navigations that arrive from the
 * provider's site (Entra ID, Okta, a Keycloak on another domain): they are let through. The callback is
 * protected by its one-time state bound to the login cookie; starting a sign-in changes nothing.
 * `basePath`: PUBLIC_URL's path, before every route.
 */
function csrf(basePath: string): RequestHandler {
  const navigations = new Set([`${basePath}${BFF_PATH}/login`, `${basePath}${CALLBACK_PATH}`]);
  return (req, res, next) => {
    if (req.method === 'GET' && navigations.has(req.originalUrl.split('?')[0] ?? '')) {
      next();
      return;
    }
    if (!OWN_SITE.has(req.get('sec-fetch-site')) || req.get(CSRF_HEADER) !== '1') {
      json(res, 403, { error: 'Forbidden', message: `Missing ${CSRF_HEADER} header or a request from another site` });
      return;
    }
    next();
  };
}

export interface BffParts {
  /** Default: SESSION_STORE's. */
  store?: SessionStore;
  /** Default: openid-client against OIDC_ISSUER. */
  rp?: RelyingParty;
}

export async function createBff(config: ServerConfig, logger: Logger, parts: BffParts = {}): Promise<ServerExtension> {
  const sessionStore =
    parts.store ?? (config.session.store === 'redis' ? await redisStore(config.session.redisUrl ?? '') : memoryStore());
  const sessions = createSessions(sessionStore, config.session.secret, config.session);
  const rp = parts.rp ?? createRelyingParty(config);
  const freshSession = createRenewal(sessions, rp, () => logger.log('info', 'tokens renewed'));
  const proxy = createApiProxy(config, (err) => logger.log('error', 'API unreachable', { error: errorMessage(err) }));
  const { basePath } = config;
  const cookies = portalCookies(basePath);

  /** The signed-in session of this request, its access token renewed when due; 401 otherwise. */
  async function signedIn(req: Request, res: Response): Promise<SessionData | undefined> {
    const id = readCookie(req.headers.cookie, cookies.session);
    const stored = id ? await sessions.load(id) : undefined;
    const data = id && stored ? await freshSession(id, stored) : undefined;
    if (!data) {
      if (id) res.append('Set-Cookie', cookies.clear(cookies.session));
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
  // The API's answers are data, never documents: the proxy keeps these over whatever the service sends.
  const apiHeaders = apiSecurityHeaders();
  router.use(API_PATH, (_req, res, next) => {
    res.set(apiHeaders);
    next();
  });
  router.use(BFF_PATH, csrf(basePath));
  router.use(API_PATH, csrf(basePath));

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
      res
        .set('Cache-Control', 'no-store')
        .append('Set-Cookie', cookies.set(cookies.login, sessions.sealLogin(started.login), LOGIN_TTL_SECONDS, 'Lax'))
        .redirect(303, started.url);
    }),
  );

  router.get(
    CALLBACK_PATH,
    asyncRoute(async (req, res) => {
      res.set('Cache-Control', 'no-store').append('Set-Cookie', cookies.clear(cookies.login));
      // The state must be the one this browser started with (no sign-in forced on it by another site).
      const started = sessions.openLogin(readCookie(req.headers.cookie, cookies.login));
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
      // A fresh id at every sign-in: an id known before it (fixation) is never signed in.
      const previous = readCookie(req.headers.cookie, cookies.session);
      let id: string;
      try {
        if (previous) await sessions.destroy(previous);
        id = await sessions.create(data);
      } catch (err) {
        logger.log('error', 'sign-in could not finish', { error: errorMessage(err) });
        problemPage(req, res, 'unavailable', login.returnTo);
        return;
      }
      logger.log('info', 'signed in', { user: data.user.sub });
      // returnTo is a path of the portal's pages, below PUBLIC_URL's path.
      res
        .append('Set-Cookie', cookies.set(cookies.session, id, config.session.maxSeconds))
        .redirect(303, `${basePath}${login.returnTo}`);
    }),
  );

  router.get(
    `${BFF_PATH}/session`,
    asyncRoute(async (req, res) => {
      const data = await signedIn(req, res);
      // Without a refresh token the session cannot be renewed: the portal is told when it ends, to say so then.
      const endsIn = data?.refreshToken
        ? {}
        : { expiresIn: Math.max(0, Math.floor(((data?.expiresAt ?? 0) - Date.now()) / 1000)) };
      if (data) res.set('Cache-Control', 'no-store').json({ user: data.user, ...endsIn });
    }),
  );

  router.post(
    `${BFF_PATH}/logout`,
    asyncRoute(async (req, res) => {
      const id = readCookie(req.headers.cookie, cookies.session);
      const data = id ? await sessions.load(id) : undefined;
      if (id) await sessions.destroy(id);
      res.append('Set-Cookie', cookies.clear(cookies.session));
      // The refresh token dies with the session (RFC 7009); a provider that cannot be reached does not stop the sign-out.
      await rp.revoke(data?.refreshToken).catch((err: unknown) => {
        logger.log('warn', 'refresh token not revoked', { error: errorMessage(err) });
      });
      json(res, 200, { logoutUrl: data ? await rp.endSessionUrl() : `${basePath}/` });
    }),
  );

  router.use(
    API_PATH,
    asyncRoute(async (req, res) => {
      const data = await signedIn(req, res);
      if (data) await proxy.forward(req, res, data.accessToken, data.user.sub);
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
