/**
 * The portal server: the built portal with its security headers, caching and SPA fallback, the
 * runtime config, health checks and (in bff mode) the sign-in endpoints and the API proxy.
 */
import http from 'node:http';
import compression from 'compression';
import { API_PATH } from '#contract/api-path';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import type { ServerConfig } from './config';
import { closeHttp, listenHttp } from './listen';
import { errorMessage, type Logger } from './logger';
import { isUnder, portalStatic, REVALIDATE } from './portal-static';
import { portalRuntimeConfig } from './runtime-config';
import { foreignOrigins, securityHeaders } from '#web-security/security-headers';

export const BFF_PATH = '/bff';

/** bff mode plugs its routes in here; `ready` joins /readyz, and `problems` says why it is not. */
export interface ServerExtension {
  router: express.Router;
  ready(): Promise<boolean>;
  problems?(): Promise<string[]>;
  close(): Promise<void>;
}

export interface PortalServer {
  app: express.Express;
  listen(): Promise<http.Server>;
  /** Graceful: /readyz turns 503, no new connections, in-flight requests finish (up to shutdownTimeoutMs). */
  close(): Promise<void>;
}

function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    res.on('finish', () => {
      // The path only: query strings can carry an authorization code or state. originalUrl, as a
      // router mounted at a prefix (the API proxy at /rest/api) leaves req.path relative to it.
      logger.log(res.statusCode >= 500 ? 'error' : 'info', 'request', {
        method: req.method,
        path: req.originalUrl.split('?')[0],
        status: res.statusCode,
        ms: Math.round(Number(process.hrtime.bigint() - start) / 1e4) / 100,
      });
    });
    next();
  };
}

function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    const status = (err as { status?: unknown } | null)?.status;
    const code = typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
    if (code >= 500)
      logger.log('error', 'request failed', { method: req.method, path: req.path, error: errorMessage(err) });
    res.status(code).json({ status: code, error: http.STATUS_CODES[code] ?? 'Error', path: req.path });
  };
}

export function createPortalServer(config: ServerConfig, logger: Logger, extension?: ServerExtension): PortalServer {
  let stopping = false;
  const headers = securityHeaders({
    ...(config.mode === 'bff'
      ? {}
      : { connectSrc: foreignOrigins(config.publicUrl, [config.apiBaseUrl, config.oidc.issuer]) }),
    // Under a path the host is shared: its subdomains are other teams' to decide.
    hsts: config.publicUrl.startsWith('https://') && (config.basePath === '' || 'host'),
  });
  const runtimeConfig = JSON.stringify(portalRuntimeConfig(config));

  const app = express();
  app.disable('x-powered-by');
  // Off unless TRUST_PROXY names the load balancer: a client's own X-Forwarded-* must not set req.ip or req.protocol.
  app.set('trust proxy', config.trustProxy);
  app.use(requestLog(logger));
  const health = express.Router();
  health.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  health.get('/readyz', async (_req, res) => {
    const ready = !stopping && (await (extension?.ready() ?? Promise.resolve(true)).catch(() => false));
    // What is wrong, for the operator: a dependency's name and its error (no secret is in either).
    const problems = ready ? [] : await (extension?.problems?.() ?? Promise.resolve([])).catch(() => []);
    res
      .set('Cache-Control', 'no-store')
      .status(ready ? 200 : 503)
      .json({ status: ready ? 'ready' : 'not ready', ...(problems.length > 0 ? { problems } : {}) });
  });
  // At the root for the load balancer's checks of each instance, and under PUBLIC_URL's path as well.
  app.use(health);

  const portal = express.Router();
  if (config.basePath !== '') {
    portal.use(health);
    // The prefix without its slash: the cookies' Path (`/translations/`) would not match it, nor the <base href>.
    app.use((req, res, next) => {
      if (req.path !== config.basePath) {
        next();
        return;
      }
      const query = req.originalUrl.indexOf('?');
      res.redirect(308, `${config.basePath}/${query < 0 ? '' : req.originalUrl.slice(query)}`);
    });
  }
  // The API answers with its own headers; documents and assets get the portal's.
  portal.use((req, res, next) => {
    if (!isUnder(req.path, API_PATH)) res.set(headers);
    next();
  });
  if (extension) portal.use(extension.router);
  portal.use(compression());
  portal.get('/config.json', (_req, res) => {
    res.set('Cache-Control', REVALIDATE).type('json').send(runtimeConfig);
  });
  portal.use(
    portalStatic({
      staticDir: config.staticDir,
      reserved: [API_PATH, BFF_PATH, '/assets'],
      basePath: config.basePath,
    }),
  );
  // Everything lives under PUBLIC_URL's path (the reverse proxy forwards it as it is); nothing else is served.
  app.use(config.basePath || '/', portal);
  app.use((req, res) => {
    res.status(404).json({ status: 404, error: 'Not Found', path: req.path });
  });
  app.use(errorHandler(logger));

  let server: http.Server | undefined;
  let closing: Promise<void> | undefined;
  return {
    app,
    async listen() {
      server = await listenHttp(app, config.port, config.host);
      return server;
    },
    close() {
      stopping = true;
      closing ??= (async () => {
        if (server) await closeHttp(server, config.shutdownTimeoutMs);
        await extension?.close();
      })();
      return closing;
    },
  };
}
