/**
 * The sandbox HTTP server: identity provider, API, sandbox outbox and the built
 * portal behind one origin, like the real deployment behind its gateway.
 */
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { HttpError } from './http-error';
import { createIdentityProvider, formActionOrigins } from './idp';
import { REALM_PATH, type SandboxConfig, type VerifyAuthorization } from './types';

export const API_PATH = '/rest/api';
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

/** The portal's Content-Security-Policy; form-action also covers the redirect back to the portal after sign-in. */
export function contentSecurityPolicy(config: SandboxConfig): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    ["form-action 'self'", ...formActionOrigins(config.origin)].join(' '),
  ].join('; ');
}

function securityHeaders(config: SandboxConfig): RequestHandler {
  const csp = contentSecurityPolicy(config);
  return (req, res, next) => {
    // The API sets its own headers; these are for documents (portal, sign-in pages).
    if (!isUnder(req.path, API_PATH)) {
      res.set({
        'Content-Security-Policy': csp,
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
        'X-Frame-Options': 'DENY',
      });
    }
    next();
  };
}

function isUnder(requestPath: string, prefix: string): boolean {
  return requestPath === prefix || requestPath.startsWith(`${prefix}/`);
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
  const router = express.Router();
  const indexFile = path.join(config.staticDir, 'index.html');
  router.use(
    express.static(config.staticDir, {
      index: false,
      setHeaders(res, filePath) {
        const relative = path.relative(config.staticDir, filePath).split(path.sep).join('/');
        // Vite's hashed bundles never change; index.html and the runtime config must be revalidated.
        if (relative.startsWith('assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else if (relative === 'index.html' || relative === 'config.json') res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  // Client-side routes: any other page navigation gets the SPA shell.
  router.get(/.*/, (req, res, next) => {
    // /auth/realms belongs to the IdP, but /auth/callback is a portal route.
    const reserved = [API_PATH, '/auth/realms', OUTBOX_PATH, '/assets'].some((p) => isUnder(req.path, p));
    const looksLikeFile = /\.[a-z0-9]+$/i.test(req.path) && !req.path.endsWith('.html');
    if (reserved || looksLikeFile || !req.accepts('html')) {
      next();
      return;
    }
    if (!existsSync(indexFile)) {
      res.status(200).set('Cache-Control', 'no-cache').type('html').send(NOT_BUILT_PAGE);
      return;
    }
    res.sendFile(indexFile, { headers: { 'Cache-Control': 'no-cache' } });
  });
  return router;
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
  const idp = await createIdentityProvider(config);
  const api = options.api ? await options.api({ config, verify: idp.verifyAuthorization }) : undefined;

  const app = express();
  app.disable('x-powered-by');
  // Only the local dev proxy sits in front; trust it for req.protocol/host.
  app.set('trust proxy', 'loopback');
  if (config.securityHeaders) app.use(securityHeaders(config));

  app.use(REALM_PATH, idp.router);
  app.use(API_PATH, api?.router ?? placeholderApi(idp.verifyAuthorization));
  if (api?.outbox) app.use(OUTBOX_PATH, api.outbox);
  app.use(portal(config));
  app.use((req) => {
    throw new HttpError(404, `Not found: ${req.method} ${req.path}`);
  });
  app.use(errorHandler);

  let server: http.Server | undefined;
  return {
    app,
    listen: () =>
      new Promise((resolve, reject) => {
        const s = http.createServer(app);
        s.once('error', reject);
        s.listen(config.port, () => {
          s.off('error', reject);
          server = s;
          resolve(s);
        });
      }),
    async close() {
      if (server) {
        const s = server;
        server = undefined;
        const closed = new Promise<void>((resolve) => s.close(() => resolve()));
        // Idle keep-alive sockets would otherwise hold close() open for seconds.
        s.closeAllConnections();
        await closed;
      }
      await api?.close();
      await idp.close();
    },
  };
}
