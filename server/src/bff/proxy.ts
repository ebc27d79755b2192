/**
 * Streams a request to the service's API with the user's access token and streams the answer back:
 * bodies are piped, never buffered, so uploads and downloads of any size pass in constant memory.
 * Only the API's methods, paths that keep to its grammar (proxy-path.ts) and headers it needs reach the
 * service, and each user gets a fair share of the connections to it (fair-share.ts).
 */
import http from 'node:http';
import https from 'node:https';
import type { Request, Response } from 'express';
import type { ServerConfig } from '../config';
import { apiSecurityHeaders } from '#web-security/security-headers';
import { createFairShare, type FairShare } from './fair-share';
import { apiSubPath } from './proxy-path';

/**
 * The request headers an API call needs: content negotiation, the body's own, conditional and range requests,
 * and W3C trace context. Anything else (cookies, forwarding and client-address headers, X-Original-URL and the
 * other routing overrides some stacks obey, method overrides) stays at the portal server.
 */
const FORWARD_REQUEST = new Set([
  'accept',
  'accept-encoding',
  'accept-language',
  'cache-control',
  'content-encoding',
  'content-length',
  'content-type',
  'if-match',
  'if-modified-since',
  'if-none-match',
  'if-range',
  'if-unmodified-since',
  'range',
  'user-agent',
  'traceparent',
  'tracestate',
]);
/** A REST API's methods: TRACE would echo the bearer token back, OPTIONS (CORS) and WebDAV's are not the portal's. */
export const API_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const METHODS = new Set<string>(API_METHODS);

/**
 * The portal's own API headers (apiSecurityHeaders) win over the service's; CORS stays the portal's business,
 * and a Basic challenge would open the browser's password prompt on the portal's origin.
 */
const DROP_RESPONSE = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'trailer',
  'set-cookie',
  'www-authenticate',
  'proxy-authenticate',
  ...Object.keys(apiSecurityHeaders()).map((name) => name.toLowerCase()),
]);
const dropResponse = (name: string) => DROP_RESPONSE.has(name) || name.startsWith('access-control-');

/** Connections to the API in all; the fair share hands them out, so the agent never queues a request. */
export const UPSTREAM_SOCKETS = 256;

/** Headers a Connection header names are hop-by-hop, even where the API would take them (RFC 9110, 7.6.1). */
function connectionNamed(req: Request): Set<string> {
  return new Set((req.get('connection') ?? '').split(',').map((name) => name.trim().toLowerCase()));
}

/**
 * A check of the decisions that pass (approvals/gate.ts): it refuses a request, or replaces its body and is told
 * the service's answer before the browser is. Undefined: the request passes as it is.
 */
export type ProxyGate = (
  path: string,
) => Promise<
  | { refuse: { status: number; body: Record<string, unknown> } }
  | { body: Buffer; after: (status: number) => Promise<void> }
  | undefined
>;

export interface ApiProxy {
  /** `user`: whose fair share the request counts against (the session's subject). */
  forward(req: Request, res: Response, accessToken: string, user: string, gate?: ProxyGate): Promise<void>;
  close(): void;
  share: FairShare;
}

export function createApiProxy(
  config: Pick<
    ServerConfig,
    'upstreamApiUrl' | 'publicUrl' | 'apiTimeoutMs' | 'apiUserConcurrency' | 'apiQueueTimeoutMs'
  >,
  onError: (err: Error) => void,
): ApiProxy {
  const upstream = new URL(config.upstreamApiUrl ?? '');
  const publicUrl = new URL(config.publicUrl);
  const transport = upstream.protocol === 'https:' ? https : http;
  const agent = new transport.Agent({ keepAlive: true, maxSockets: UPSTREAM_SOCKETS });
  const share = createFairShare({
    perUser: config.apiUserConcurrency,
    total: UPSTREAM_SOCKETS,
    waitMs: config.apiQueueTimeoutMs,
  });
  const basePath = upstream.pathname.replace(/\/+$/, '');
  const fail = (res: Response, status: number, error: string, message: string) =>
    res.status(status).json({ status, error, message });

  /** A slot once one is free for `user`; undefined (503 answered, or the browser gone) when none came in time. */
  async function waitForTurn(res: Response, user: string): Promise<(() => void) | undefined> {
    const gone = new AbortController();
    const leave = () => gone.abort();
    res.once('close', leave);
    const release = await share.acquire(user, gone.signal);
    res.off('close', leave);
    if (gone.signal.aborted) {
      release?.(); // the browser left while it waited
      return undefined;
    }
    if (!release) {
      res.set('Retry-After', '1');
      fail(res, 503, 'Service Unavailable', 'Too many requests are at the service at once; try again');
    }
    return release;
  }

  /**
   * Sends the request upstream; `release` gives its slot back once the exchange is over, however it ends.
   * `checked`: the gate's body, sent instead of the browser's, and what it is told of the answer first.
   */
  function send(
    req: Request,
    res: Response,
    path: string,
    accessToken: string,
    release: () => void,
    checked?: { body: Buffer; after: (status: number) => Promise<void> },
  ) {
    const named = connectionNamed(req);
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (FORWARD_REQUEST.has(name) && !named.has(name) && value !== undefined) headers[name] = value;
    }
    if (checked) {
      headers['content-length'] = String(checked.body.length);
      headers['content-type'] = 'application/json';
      delete headers['content-encoding'];
    }
    headers.authorization = `Bearer ${accessToken}`;
    // What the browser used, from the configuration: not what a client or an untrusted hop claims.
    headers['x-forwarded-proto'] = publicUrl.protocol.slice(0, -1);
    headers['x-forwarded-host'] = publicUrl.host;
    if (req.ip) headers['x-forwarded-for'] = req.ip;
    let answered = false;
    // No answer at all: the gate releases what it held (a claimed quote).
    const unanswered = () => {
      if (!answered && checked) {
        answered = true;
        void checked.after(502);
      }
    };
    const outgoing = transport.request(
      {
        protocol: upstream.protocol,
        hostname: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: `${basePath}${path}`,
        headers,
        agent,
        // No byte either way for this long (a hung API, a stalled download) ends the exchange; a slow
        // upload that keeps sending is never cut.
        timeout: config.apiTimeoutMs,
      },
      (answer) => {
        answered = true;
        const out: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!dropResponse(name) && value !== undefined) out[name] = value;
        }
        if (checked) {
          // The decision is recorded before the browser hears of it (the page's next read sees it).
          answer.pause();
          void checked.after(answer.statusCode ?? 502).finally(() => {
            if (res.destroyed) return;
            res.writeHead(answer.statusCode ?? 502, out);
            answer.pipe(res);
            answer.resume();
          });
        } else {
          res.writeHead(answer.statusCode ?? 502, out);
          answer.pipe(res);
        }
        // Either side failing ends the other: an API that resets mid-download ends the browser's response
        // (it sees a broken transfer, not one that never ends), and a browser that leaves ends the download.
        // What stream.pipeline does, without its bookkeeping, which cost an eighth of the proxy's rate of
        // small requests (npm run bench -- bff-proxy).
        answer.once('close', () => {
          if (!answer.complete) res.destroy();
        });
        res.once('close', () => {
          if (!res.writableFinished) answer.destroy();
        });
      },
    );
    outgoing.once('close', release);
    outgoing.on('timeout', () => {
      unanswered();
      const timedOut = new Error(`The API sent nothing for ${config.apiTimeoutMs} ms`);
      if (!res.headersSent) {
        onError(timedOut);
        fail(res, 504, 'Gateway Timeout', 'The service did not answer in time');
      }
      outgoing.destroy(timedOut);
    });
    outgoing.on('error', (err) => {
      unanswered();
      if (!res.headersSent) {
        onError(err);
        fail(res, 502, 'Bad Gateway', 'The service did not answer');
      } else res.destroy(err);
    });
    // The browser went away: stop the upload or download upstream too.
    res.on('close', () => {
      if (!res.writableFinished) outgoing.destroy();
    });
    // Not pipeline: a request stream that fails destroys its socket, which would cut the answer to the
    // browser too (an API that answers 413 and closes before reading a whole upload).
    if (checked) outgoing.end(checked.body);
    else req.pipe(outgoing);
  }

  return {
    share,
    async forward(req, res, accessToken, user, gate) {
      if (!METHODS.has(req.method)) {
        res.set('Allow', API_METHODS.join(', '));
        fail(res, 405, 'Method Not Allowed', `The API takes ${API_METHODS.join(', ')}`);
        return;
      }
      // req.url is relative to the mount point (/rest/api): /translationTasks/?page=1
      const path = apiSubPath(req.url);
      if (path === undefined) {
        fail(res, 400, 'Bad Request', 'Not an API path');
        return;
      }
      const checked = gate ? await gate(path) : undefined;
      if (checked && 'refuse' in checked) {
        const { status, body } = checked.refuse;
        res.status(status).json({ status, error: http.STATUS_CODES[status] ?? 'Error', ...body });
        return;
      }
      const release = share.tryAcquire(user) ?? (await waitForTurn(res, user));
      if (release) send(req, res, path, accessToken, release, checked);
      else if (checked) await checked.after(503);
    },
    close: () => agent.destroy(),
  };
}
