/**
 * bff mode: the portal server is a confidential OpenID Connect client. The browser holds only an
 * HttpOnly session cookie; the server keeps the tokens, proxies /rest/api with them and renews them.
 */
import express, { type Request, type RequestHandler, type Response } from 'express';
import { API_PATH } from '#contract/api-path';
import { apiSecurityHeaders } from '#web-security/security-headers';
import { BFF_PATH, type ServerExtension } from '../app';
import type { ServerConfig } from '../config';
import { createApprovals } from '../approvals/approvals';
import { budgetSpendCheck, createBudgets } from '../budgets/budgets';
import type { Mailer } from '../approvals/mailer';
import type { TranslationService } from '../approvals/service';
import { openDatabase, type PortalDatabase } from '../db/database';
import { createReviews } from '../reviews/reviews';
import { createCopy } from '../sync/copy';
import { decisionCopy } from '../sync/decisions';
import type { ReviewSource } from '../reviews/source';
import type { ServiceReader } from '../sync/service-reader';
import { errorMessage, type Logger } from '../logger';
import { CALLBACK_PATH, createRelyingParty, type RelyingParty } from './oidc';
import { createApiProxy } from './proxy';
import { createRenewal } from './renewal';
import { asyncRoute, json, type BffContext } from './routing';
import { clearCookie, createSessions, readCookie, SESSION_COOKIE, type SessionData } from './sessions';
import { signInRoutes } from './sign-in';
import { BACKCHANNEL_LOGOUT_PATH, END_SESSION_PATH, signOutRoutes } from './sign-out';
import { memoryStore, redisStore, type SessionStore } from './store';

/**
 * Every request must carry it (the OAuth browser-apps BCP's BFF section): a cross-site form, link or
 * fetch cannot send it without a CORS preflight, which the server never grants.
 */
export const CSRF_HEADER = 'X-Portal-Request';

/** `Sec-Fetch-Site` values of requests the portal's own pages make (absent: not a browser, or an old one). */
const OWN_SITE = new Set([undefined, 'same-origin']);

/**
 * The sign-in start and the provider's redirect back are top-level navigations that arrive from the
 * provider's site (Entra ID, Okta, a Keycloak on another domain): they are let through. The callback is
 * protected by its one-time state bound to the login cookie; starting a sign-in changes nothing. The way to
 * the provider's sign-out is a navigation too; it needs the SameSite=Strict ticket of a sign-out. The
 * provider's back-channel logout comes from its server, proven by the logout token it signs.
 * `basePath`: PUBLIC_URL's path, before every route.
 */
function csrf(basePath: string): RequestHandler {
  const navigations = new Set([
    `${basePath}${BFF_PATH}/login`,
    `${basePath}${CALLBACK_PATH}`,
    `${basePath}${END_SESSION_PATH}`,
  ]);
  const fromProvider = `${basePath}${BACKCHANNEL_LOGOUT_PATH}`;
  return (req, res, next) => {
    const path = req.originalUrl.split('?')[0] ?? '';
    if ((req.method === 'GET' && navigations.has(path)) || (req.method === 'POST' && path === fromProvider)) {
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
  /** Default: DATABASE_URL's or DATABASE_DIR's, closed with the server; one given here is its owner's to close. */
  database?: PortalDatabase;
  /** Default: the service at API_URL, as the approval checks ask it. */
  service?: TranslationService;
  /** Default: the service at API_URL, as the reviews read deliveries. */
  reviewSource?: ReviewSource;
  /** The clock of budget periods and PO validity (default: the system's; tests fix it). */
  now?: () => Date;
  /** Default: the service at API_URL with SYNC_*'s credential, as the sync worker reads it. */
  syncService?: ServiceReader;
}

/** Server mode's routes, and the database it keeps its own records in. */
export interface Bff extends ServerExtension {
  database: PortalDatabase;
  /** Sends the outbox's e-mails; `sendDue` sends what is due now. */
  mailer: Mailer;
}

export async function createBff(config: ServerConfig, logger: Logger, parts: BffParts = {}): Promise<Bff> {
  const database = parts.database ?? openDatabase(config.database, logger);
  const sessionStore =
    parts.store ?? (config.session.store === 'redis' ? await redisStore(config.session.redisUrl ?? '') : memoryStore());
  const { basePath } = config;
  const sessions = createSessions(sessionStore, config.session.secret, config.session, basePath);
  const rp = parts.rp ?? createRelyingParty(config, (message) => logger.log('warn', message));
  const freshSession = createRenewal(sessions, rp, () => logger.log('info', 'tokens renewed'));
  const proxy = createApiProxy(config, (err) => logger.log('error', 'API unreachable', { error: errorMessage(err) }));

  const context: BffContext = {
    config,
    logger,
    sessions,
    rp,
    endSession: async (id) => {
      const data = await sessions.load(id);
      await sessions.destroy(id);
      // The tokens die with the session (RFC 7009; an opaque access token the API looks up, too); a provider
      // that cannot be reached does not stop it.
      const revoked = [
        rp.revoke(data?.refreshToken, 'refresh_token'),
        rp.revoke(data?.accessToken, 'access_token'),
      ].map((revoking) =>
        revoking.catch((err: unknown) => logger.log('warn', 'token not revoked', { error: errorMessage(err) })),
      );
      await Promise.all(revoked);
      return data;
    },
  };

  /** The signed-in session of this request, its access token renewed when due; 401 otherwise. */
  async function signedIn(req: Request, res: Response): Promise<SessionData | undefined> {
    const id = readCookie(req.headers.cookie, SESSION_COOKIE);
    const stored = id ? await sessions.load(id) : undefined;
    const data = id && stored ? await freshSession(id, stored) : undefined;
    if (!data) {
      if (req.headers.cookie?.includes(SESSION_COOKIE)) res.append('Set-Cookie', clearCookie(SESSION_COOKIE));
      json(res, 401, { error: 'Unauthorized', message: 'Not signed in' });
    }
    return data;
  }

  const now = parts.now ?? (() => new Date());
  const approvals = createApprovals(config, database, logger, signedIn, {
    ...(parts.service ? { service: parts.service } : {}),
    spend: budgetSpendCheck(config, now),
    copy: decisionCopy(now),
  });
  const budgets = createBudgets(approvals.deps, signedIn, now);
  const copy = createCopy(config, approvals.deps, signedIn, parts.syncService);

  const reviews = createReviews(config, database, logger, signedIn, {
    source: parts.reviewSource,
    mailed: () => approvals.mailer.nudge(),
  });

  const router = express.Router();
  // The API's answers are data, never documents: the proxy keeps these over whatever the service sends.
  const apiHeaders = apiSecurityHeaders();
  router.use(API_PATH, (_req, res, next) => {
    res.set(apiHeaders);
    next();
  });
  router.use(BFF_PATH, csrf(basePath));
  router.use(API_PATH, csrf(basePath));
  // The API first: its requests, most of the server's, pass no other route.
  router.use(
    API_PATH,
    asyncRoute(async (req, res) => {
      const data = await signedIn(req, res);
      if (data) await proxy.forward(req, res, data.accessToken, data.user.sub, approvals.gateFor(req, data));
    }),
  );
  router.use(BFF_PATH, approvals.router);
  router.use(BFF_PATH, reviews.router);
  router.use(BFF_PATH, budgets.router);
  router.use(BFF_PATH, copy.router);
  router.use(signInRoutes(context));
  router.use(signOutRoutes(context));

  router.get(
    `${BFF_PATH}/session`,
    asyncRoute(async (req, res) => {
      const data = await signedIn(req, res);
      // Without a refresh token the session cannot be renewed: the portal is told when it ends, to say so then.
      const endsIn = data?.refreshToken
        ? {}
        : { expiresIn: Math.max(0, Math.floor(((data?.expiresAt ?? 0) - Date.now()) / 1000)) };
      if (data) {
        approvals.seen(data);
        res.set('Cache-Control', 'no-store').json({ user: data.user, ...endsIn });
      }
    }),
  );

  const problems = async () => {
    const [provider, store, db] = await Promise.all([
      rp.ready().catch(() => false),
      sessionStore.ready().catch(() => false),
      database.problem(),
    ]);
    return [
      ...(provider ? [] : ['identity provider: not reachable']),
      ...(store ? [] : ['session store: not reachable']),
      ...(db === undefined ? [] : [db]),
    ];
  };

  return {
    router,
    database,
    mailer: approvals.mailer,
    ready: async () => (await problems()).length === 0,
    problems,
    async close() {
      await copy.close();
      approvals.close();
      proxy.close();
      await sessionStore.close();
      if (!parts.database) await database.close();
    },
  };
}
