/**
 * Streams a request to the service's API with the user's access token and streams the answer back:
 * bodies are piped, never buffered, so uploads and downloads of any size pass in constant memory.
 */
import http from 'node:http';
import https from 'node:https';
import type { Request, Response } from 'express';

/** Hop-by-hop headers and what the browser sends for the portal server only. */
const DROP_REQUEST = new Set([
  'connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer',
  'host', 'cookie', 'authorization', 'x-portal-request', 'origin', 'referer',
]);
const DROP_RESPONSE = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'trailer', 'set-cookie']);

export interface ApiProxy {
  forward(req: Request, res: Response, accessToken: string): void;
  close(): void;
}

export function createApiProxy(upstreamApiUrl: string, onError: (err: Error) => void): ApiProxy {
  const upstream = new URL(upstreamApiUrl);
  const transport = upstream.protocol === 'https:' ? https : http;
  const agent = new transport.Agent({ keepAlive: true, maxSockets: 256 });
  const basePath = upstream.pathname.replace(/\/+$/, '');

  return {
    forward(req, res, accessToken) {
      const headers: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (!DROP_REQUEST.has(name) && value !== undefined) headers[name] = value;
      }
      headers.authorization = `Bearer ${accessToken}`;
      headers['x-forwarded-proto'] = req.protocol;
      headers['x-forwarded-host'] = req.get('host') ?? '';
      // req.url is relative to the mount point (/rest/api): /translationTasks/?page=1
      const outgoing = transport.request(
        {
          protocol: upstream.protocol,
          hostname: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: `${basePath}${req.url}`,
          headers,
          agent,
        },
        (answer) => {
          const out: http.OutgoingHttpHeaders = {};
          for (const [name, value] of Object.entries(answer.headers)) {
            if (!DROP_RESPONSE.has(name) && value !== undefined) out[name] = value;
          }
          res.writeHead(answer.statusCode ?? 502, out);
          answer.pipe(res);
          res.on('close', () => answer.destroy());
        },
      );
      outgoing.on('error', (err) => {
        if (!res.headersSent) {
          onError(err);
          res.status(502).json({ status: 502, error: 'Bad Gateway', message: 'The service did not answer' });
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
