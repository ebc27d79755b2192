/**
 * Streams a request to the service's API with the user's access token and streams the answer back:
 * bodies are piped, never buffered, so uploads and downloads of any size pass in constant memory.
 * Only paths under the API root reach the service, and only headers the API needs.
 */
import http from 'node:http';
import https from 'node:https';
import type { Request, Response } from 'express';
import type { ServerConfig } from '../config';
import { apiSecurityHeaders } from '#web-security/security-headers';

/**
 * Hop-by-hop headers, what the browser sends for the portal server only, and what a client could use
 * to pose as a proxy or change the method behind the portal's back.
 */
const DROP_REQUEST = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'host',
  'cookie',
  'authorization',
  'proxy-authorization',
  'x-portal-request',
  'origin',
  'referer',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-prefix',
  'x-real-ip',
  'x-http-method-override',
  'x-http-method',
  'x-method-override',
]);
/** The portal's own API headers (apiSecurityHeaders) win over the service's; CORS stays the portal's business. */
const DROP_RESPONSE = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'trailer',
  'set-cookie',
  ...Object.keys(apiSecurityHeaders()).map((name) => name.toLowerCase()),
]);
const dropResponse = (name: string) => DROP_RESPONSE.has(name) || name.startsWith('access-control-');

/** Headers a Connection header names are hop-by-hop too (RFC 9110, 7.6.1). */
function connectionNamed(req: Request): Set<string> {
  return new Set((req.get('connection') ?? '').split(',').map((name) => name.trim().toLowerCase()));
}

/**
 * The path below the API root, when it is one: absolute-form targets, `.` and `..` segments (also
 * percent-encoded), encoded slashes and backslashes, empty segments and control characters are refused,
 * so nothing outside the API root, or read differently by the service, gets through.
 */
export function apiSubPath(url: string): string | undefined {
  if (!url.startsWith('/') || url.startsWith('//')) return undefined;
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  if (/[\p{Cc} \\]|%(?:2f|5c|00)|\/\//iu.test(path)) return undefined;
  for (const segment of path.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return undefined;
    }
    if (decoded === '.' || decoded === '..') return undefined;
  }
  return url;
}

export interface ApiProxy {
  forward(req: Request, res: Response, accessToken: string): void;
  close(): void;
}

export function createApiProxy(
  config: Pick<ServerConfig, 'upstreamApiUrl' | 'publicUrl' | 'apiTimeoutMs'>,
  onError: (err: Error) => void,
): ApiProxy {
  const upstream = new URL(config.upstreamApiUrl ?? '');
  const publicUrl = new URL(config.publicUrl);
  const transport = upstream.protocol === 'https:' ? https : http;
  const agent = new transport.Agent({ keepAlive: true, maxSockets: 256 });
  const basePath = upstream.pathname.replace(/\/+$/, '');
  const fail = (res: Response, status: number, error: string, message: string) =>
    res.status(status).json({ status, error, message });

  return {
    forward(req, res, accessToken) {
      // req.url is relative to the mount point (/rest/api): /translationTasks/?page=1
      const subPath = apiSubPath(req.url);
      if (subPath === undefined) {
        fail(res, 400, 'Bad Request', 'Not an API path');
        return;
      }
      const named = connectionNamed(req);
      const headers: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (!DROP_REQUEST.has(name) && !named.has(name) && value !== undefined) headers[name] = value;
      }
      headers.authorization = `Bearer ${accessToken}`;
      // What the browser used, from the configuration: not what a client or an untrusted hop claims.
      headers['x-forwarded-proto'] = publicUrl.protocol.slice(0, -1);
      headers['x-forwarded-host'] = publicUrl.host;
      if (req.ip) headers['x-forwarded-for'] = req.ip;
      const outgoing = transport.request(
        {
          protocol: upstream.protocol,
          hostname: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: `${basePath}${subPath}`,
          headers,
          agent,
          // No byte either way for this long (a hung API, a stalled download) ends the exchange; a slow
          // upload that keeps sending is never cut.
          timeout: config.apiTimeoutMs,
        },
        (answer) => {
          const out: http.OutgoingHttpHeaders = {};
          for (const [name, value] of Object.entries(answer.headers)) {
            if (!dropResponse(name) && value !== undefined) out[name] = value;
          }
          res.writeHead(answer.statusCode ?? 502, out);
          answer.pipe(res);
          res.on('close', () => answer.destroy());
        },
      );
      outgoing.on('timeout', () => {
        const timedOut = new Error(`The API sent nothing for ${config.apiTimeoutMs} ms`);
        if (!res.headersSent) {
          onError(timedOut);
          fail(res, 504, 'Gateway Timeout', 'The service did not answer in time');
        }
        outgoing.destroy(timedOut);
      });
      outgoing.on('error', (err) => {
        if (!res.headersSent) {
          onError(err);
          fail(res, 502, 'Bad Gateway', 'The service did not answer');
        } else res.destroy(err);
      });
      // The browser went away: stop the upload or download upstream too.
      res.on('close', () => {
        if (!res.writableFinished) outgoing.destroy();
      });
      req.pipe(outgoing);
    },
    close: () => agent.destroy(),
  };
}
