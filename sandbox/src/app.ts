/**
 * The sandbox HTTP server: identity provider, API, sandbox outbox and the built
 * portal behind one origin, like the real deployment behind its gateway.
 */
import http from 'node:http';
import { API_PATH } from '#contract/api-path';
import cors from 'cors';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { closeHttp, listenHttp } from '#server/listen';
import { isUnder, portalStatic, REVALIDATE } from '#server/portal-static';
import { foreignOrigins, securityHeaders } from '#web-security/security-headers';
import { createSandboxBff, sandboxRuntimeConfig } from './bff';
import { HttpError } from './http-error';
import { formActionOrigins } from './idp/clients';
import { createRealms } from './idp/realms';
import { mailRoutes } from './mail/mail-page';
import { startSmtpCatcher } from './mail/smtp-catcher';
import type { SandboxConfig, VerifyAuthorization } from './types';

export const OUTBOX_PATH = '/sandbox';

export interface ApiDeps {
  config: SandboxConfig;
  verify: VerifyAuthorization;
}

export interface ApiModule {
  router: express.Router;
  /** Sandbox-only endpoints (sent emails etc.), mounted at /sandbox. */
  outbox?: express.Router;
  close(): Promise<void>;
}

export type ApiFactory = (deps: ApiDeps) => Promise<ApiModule>;

export interface Sandbox {
  app: express.Express;
  /** Starts listening on config.port (0 picks a free port). */
  listen(): Promise<http.Server>;
  close(): Promise<void>;
}

/**
 * The portal's headers. CSP form-action also covers the redirect back to the portal after sign-in (the
 * provider's pages are served from here, on the provider's origin); in browser mode the portal fetches
 * from the provider's origin (discovery, tokens) when that is another one.
 */
function sandboxSecurityHeaders(config: SandboxConfig): RequestHandler {
  const provider = foreignOrigins(config.origin, [config.idpOrigin]);
  const headers = securityHeaders({
    formAction: [
      ...formActionOrigins(config.origin, config.portalUrls),
      ...provider,
      ...foreignOrigins(config.idpOrigin, [config.origin]),
    ],
    connectSrc: config.bff ? [] : foreignOrigins(config.origin, [config.idpOrigin, config.apiOrigin]),
  });
  return (req, res, next) => {
    // The API sets its own headers; these are for documents (portal, sign-in pages).
    if (!isUnder(req.path, API_PATH)) res.set(headers);
    next();
  };
}

/**
 * CORS for the API, as a service on its own host name is set up for a portal on another origin: the
 * bearer token and JSON bodies need a preflight (Authorization, Content-Type, If-None-Match for the
 * orders list's revalidation); the portal reads ETag and Content-Disposition (download names). No
 * credentials: the API takes a bearer token, never a cookie.
 */
function apiCors(config: SandboxConfig): RequestHandler {
  return cors({
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'If-None-Match'],
    exposedHeaders: ['ETag', 'Content-Disposition', 'Location'],
    maxAge: 600,
  });
}

/** Stand-in API while none is plugged in: proves the token check, knows no resources. */
function placeholderApi(verify: VerifyAuthorization): express.Router {
  const router = express.Router();
  router.use(async (req) => {
    await verify(req.get('authorization'));
    throw new HttpError(404, `No API in this sandbox build: ${req.method} ${req.originalUrl}`);
  });
  return router;
}

const NOT_BUILT_PAGE = `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Portal not built</title></head>
<body><main><h1>Portal not built</h1><p>Portal not built: run <code>npm run build</code>, then reload this page.</p></main></body>
</html>`;

function portal(config: SandboxConfig): express.Router {
  // /auth/realms belongs to the IdP, but /auth/callback is a portal route.
  return portalStatic({
    staticDir: config.staticDir,
    reserved: [API_PATH, '/auth/realms', OUTBOX_PATH, '/assets'],
    notBuiltPage: NOT_BUILT_PAGE,
  });
}

interface StatusError {
  status?: unknown;
  statusCode?: unknown;
  expose?: unknown;
  message?: unknown;
}

/** Errors from express/body-parser carry a 4xx status and are safe to show. */
function clientErrorStatus(err: unknown): number | undefined {
  const e = err as StatusError | null;
  const status = e?.status ?? e?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 && e?.expose !== false ? status : undefined;
}

const errorHandler: ErrorRequestHandler = (err: unknown, req, res, next) => {
  if (res.headersSent) {
    next(err); // express closes the connection
    return;
  }
  let status = 500;
  let message = 'Internal Server Error';
  let body: unknown;
  if (err instanceof HttpError) {
    ({ status, message, body } = err);
  } else if (clientErrorStatus(err) !== undefined) {
    status = clientErrorStatus(err) ?? 400;
    message = String((err as StatusError).message);
  }
  if (status >= 500) console.error(`${req.method} ${req.originalUrl} failed:`, err);
  if (status === 401) res.set('WWW-Authenticate', 'Bearer realm="portal"');
  res.status(status).json(
    body ?? {
      timestamp: Date.now(),
      status,
      error: http.STATUS_CODES[status] ?? 'Error',
      message,
      path: req.originalUrl.split('?')[0],
    },
  );
};

export async function createSandbox(config: SandboxConfig, options: { api?: ApiFactory } = {}): Promise<Sandbox> {
  const idp = await createRealms(config);
  const api = options.api ? await options.api({ config, verify: idp.verifyAuthorization }) : undefined;
  // Server mode sends e-mails (approvals): the sandbox catches them and shows them at /sandbox/mail.
  const catcher = config.bff ? await startSmtpCatcher() : undefined;
  const bff = config.bff ? await createSandboxBff(config, catcher?.url) : undefined;

  const app = express();
  app.disable('x-powered-by');
  // Only the local dev proxy sits in front; trust it for req.protocol/host.
  app.set('trust proxy', 'loopback');
  if (config.securityHeaders) app.use(sandboxSecurityHeaders(config));

  for (const realm of idp.mounts) app.use(realm.path, realm.router);
  if (config.corsOrigins.length > 0) app.use(API_PATH, apiCors(config));
  const apiRouter = api?.router ?? placeholderApi(idp.verifyAuthorization);
  if (bff) bff.mount(app, API_PATH, apiRouter);
  else app.use(API_PATH, apiRouter);
  if (api?.outbox) app.use(OUTBOX_PATH, api.outbox);
  if (catcher) app.use(OUTBOX_PATH, mailRoutes(catcher));
  // Written for the sign-in mode and the provider's origin, like the portal server's (public/config.json
  // serves `npm run dev`).
  const runtimeConfig = sandboxRuntimeConfig(config);
  app.get('/config.json', (_req, res) => {
    res.set('Cache-Control', REVALIDATE).type('json').send(runtimeConfig);
  });
  app.use(portal(config));
  app.use((req) => {
    throw new HttpError(404, `Not found: ${req.method} ${req.path}`);
  });
  app.use(errorHandler);

  let server: http.Server | undefined;
  return {
    app,
    async listen() {
      server = await listenHttp(app, config.port);
      return server;
    },
    async close() {
      const s = server;
      server = undefined;
      if (s) await closeHttp(s);
      await bff?.close();
      await catcher?.close();
      await api?.close();
      await idp.close();
    },
  };
}
