/**
 * The portal server's own requests to the translation service (the approval checks, the reviews' documents),
 * each with the signed-in user's bearer token, over one keep-alive agent, given up after the API timeout.
 */
import http from 'node:http';
import https from 'node:https';

export interface UpstreamAnswer {
  status: number;
  bytes: Buffer;
}

export type Upstream = (method: string, path: string, token: string, body?: string) => Promise<UpstreamAnswer>;

export class ServiceError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Requests to `apiUrl` + path; JSON is asked for unless the path is a document's content. */
export function upstream(apiUrl: string, timeoutMs: number): Upstream {
  const base = new URL(apiUrl);
  const transport = base.protocol === 'https:' ? https : http;
  const agent = new transport.Agent({ keepAlive: true, maxSockets: 64 });
  const root = base.pathname.replace(/\/+$/, '');

  return (method, path, token, body) =>
    new Promise((resolve, reject) => {
      const req = transport.request(
        {
          protocol: base.protocol,
          hostname: base.hostname,
          port: base.port,
          method,
          path: `${root}${path}`,
          agent,
          timeout: timeoutMs,
          headers: {
            accept: path.endsWith('/content') ? '*/*' : 'application/json',
            authorization: `Bearer ${token}`,
            ...(body === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 502, bytes: Buffer.concat(chunks) }));
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new ServiceError(504, 'The service did not answer in time')));
      req.on('error', reject);
      req.end(body);
    });
}
