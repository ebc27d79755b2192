/**
 * The portal server in bff mode against stand-ins: a careless API that echoes what reached it, and a
 * provider that signs anyone in. Sessions are minted straight into the store, as a sign-in would.
 */
import { afterAll, beforeAll } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CurrentUser } from '#auth-claims/claims';
import { createBff, type BffParts } from '../bff/bff';
import { InvalidLogoutTokenError, type LogoutClaims } from '../bff/logout-token';
import type { Mailer } from '../approvals/mailer';
import type { RelyingParty } from '../bff/oidc';
import { createSessions, SESSION_COOKIE, type SessionData } from '../bff/sessions';
import { memoryStore, redisStore, type SessionStore } from '../bff/store';
import { loadServerConfig } from '../config';
import { openDatabase, type PortalDatabase } from '../db/database';
import { memoryLogger, startServer, type Running } from './server.harness';

/** What reached the stand-in API. */
export interface Arrived {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  bytes: number;
  /** The body's first kilobyte, as text. */
  body: string;
}

export interface EchoApi {
  url: string;
  arrived: Arrived[];
  /** Requests the API is reading or answering just now. */
  inFlight(): number;
  close(): Promise<void>;
}

/**
 * An API that answers every request with what it received (after reading the whole body), with the
 * headers a careless service sends; `/hang` is never answered, `/reset` sends half a download and then
 * resets the connection, `/challenge` answers 401 with a Basic challenge.
 */
export async function echoApi(): Promise<EchoApi> {
  const arrived: Arrived[] = [];
  let inFlight = 0;
  const server = http.createServer((req, res) => {
    inFlight++;
    res.once('close', () => inFlight--);
    let bytes = 0;
    let body = '';
    req.on('data', (chunk: Buffer) => {
      if (bytes < 1024) body += chunk.subarray(0, 1024 - bytes).toString('utf8');
      bytes += chunk.length;
    });
    req.on('end', () => {
      const seen = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, bytes, body };
      arrived.push(seen);
      if (req.url?.endsWith('/hang')) return;
      if (req.url?.endsWith('/reset')) {
        res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': String(1024 ** 2) });
        res.write(Buffer.alloc(64 * 1024, 1), () => req.socket.destroy());
        return;
      }
      const challenge = req.url?.endsWith('/challenge') ?? false;
      res.writeHead(challenge ? 401 : 200, {
        'Content-Type': 'application/json',
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Credentials': 'true',
        'Cache-Control': 'public, max-age=600',
        'Set-Cookie': 'tracking=1',
        ...(challenge ? { 'WWW-Authenticate': 'Basic realm="api"' } : {}),
      });
      res.end(JSON.stringify(seen));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/rest/api`,
    arrived,
    inFlight: () => inFlight,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request to `base` with its target exactly as given (fetch would normalise `..` and `%2e`). */
export function rawRequest(
  base: string,
  target: string,
  headers: Record<string, string>,
  method = 'GET',
  body?: string,
): Promise<RawAnswer> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: target, method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

export const TEST_USER = {
  sub: 'u1',
  name: 'Olivia',
  email: 'o@example.com',
  username: 'orderer',
  roles: [],
  organisation: 'acme',
};

/** A provider that signs in TEST_USER at once and records revoked tokens. */
export function standInProvider(): RelyingParty & { revoked: (string | undefined)[] } {
  const revoked: (string | undefined)[] = [];
  const session = (): SessionData => ({
    user: TEST_USER,
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
    idToken: 'id-token-1',
    expiresAt: Date.now() + 300_000,
    signedInAt: Date.now(),
  });
  return {
    revoked,
    authorizationUrl: (returnTo) =>
      Promise.resolve({
        url: 'https://sso.example.com/authorize?state=s1',
        login: { state: 's1', codeVerifier: 'v1', returnTo },
      }),
    callback: () => Promise.resolve(session()),
    refresh: () => Promise.resolve(session()),
    revoke(token) {
      if (token) revoked.push(token);
      return Promise.resolve();
    },
    endSessionUrl: (idToken) =>
      Promise.resolve(`https://sso.example.com/logout${idToken ? `?id_token_hint=${idToken}` : ''}`),
    // The stand-in's logout tokens are their claims as JSON (logout-token.ts's checks have tests of their own).
    verifyLogoutToken(token) {
      try {
        const { jti, sub, sid } = JSON.parse(token) as Partial<LogoutClaims>;
        if (typeof jti === 'string') return Promise.resolve({ jti, sub, sid });
      } catch {
        // not JSON
      }
      return Promise.reject(new InvalidLogoutTokenError('not a stand-in logout token'));
    },
    ready: () => Promise.resolve(true),
  };
}

export const BFF_TEST_SECRET = 'a-session-secret-of-at-least-32-characters';

export interface RunningBff extends Running {
  api: EchoApi;
  rp: ReturnType<typeof standInProvider>;
  store: SessionStore;
  logger: ReturnType<typeof memoryLogger>;
  /** A signed-in session's Cookie header; TEST_USER's unless `user` says otherwise, with `session`'s data. */
  signIn(user?: Partial<CurrentUser>, session?: Partial<SessionData>): Promise<string>;
  stop(): Promise<void>;
  /** The portal server's e-mail sender (its outbox). */
  mailer: Mailer;
}

let shared: PortalDatabase | undefined;
/**
 * One in-memory PGlite for the servers of a test file that need no database of their own (a PGlite takes a
 * second or two to start); a test of the portal's records opens its own.
 */
export async function sharedTestDatabase(): Promise<PortalDatabase> {
  shared ??= openDatabase({ url: undefined, dir: ':memory:', poolSize: 1 }, memoryLogger());
  await shared.migrated;
  return shared;
}

export async function startBff(env: NodeJS.ProcessEnv = {}, parts: BffParts = {}): Promise<RunningBff> {
  const api = await echoApi();
  const rp = standInProvider();
  const store = parts.store ?? (env.SESSION_STORE === 'redis' ? await redisStore(env.REDIS_URL ?? '') : memoryStore());
  const logger = memoryLogger();
  const fullEnv = {
    AUTH_MODE: 'bff',
    PUBLIC_URL: 'https://portal.example.com',
    OIDC_ISSUER: 'https://sso.example.com/realms/t',
    OIDC_CLIENT_ID: 'portal-bff',
    OIDC_CLIENT_SECRET: 'client-secret',
    API_URL: api.url,
    SESSION_SECRET: BFF_TEST_SECRET,
    ...env,
  };
  const config = loadServerConfig({ PORT: '0', ...fullEnv });
  const bff = await createBff(config, logger, {
    rp,
    ...parts,
    store,
    database: parts.database ?? (await sharedTestDatabase()),
  });
  const running = await startServer(fullEnv, logger, bff);
  const sessions = createSessions(store, config.session.secret, config.session, config.basePath);
  return {
    ...running,
    api,
    rp,
    store,
    logger,
    mailer: bff.mailer,
    async signIn(user = {}, session = {}) {
      const data = await rp.callback(new URL('https://portal.example.com/bff/callback'), {
        state: 's1',
        codeVerifier: 'v1',
        returnTo: '/',
      });
      const id = await sessions.create({ ...data, ...session, user: { ...data.user, ...user } });
      return `${SESSION_COOKIE}=${id}`;
    },
    async stop() {
      await running.portal.close();
      await api.close();
    },
  };
}

/** What the portal's own page sends with every request: the CSRF header, from the same origin. */
export const OWN_PAGE = { 'X-Portal-Request': '1', 'Sec-Fetch-Site': 'same-origin' };

/**
 * A portal server in server mode for a test file, started before its tests with a signed-in user and stopped
 * after them: `raw` sends a request as that user from the portal's own page, `echoed` reads what the stand-in API
 * says reached it.
 */
export function useSignedInBff(env: NodeJS.ProcessEnv = {}) {
  let running: RunningBff | undefined;
  let sessionCookie = '';
  beforeAll(async () => {
    running = await startBff(env);
    sessionCookie = await running.signIn();
  });
  afterAll(async () => {
    await running?.stop();
  });
  const signedIn = {
    get bff(): RunningBff {
      if (!running) throw new Error('The portal server starts in beforeAll');
      return running;
    },
    get cookie(): string {
      return sessionCookie;
    },
    raw: (target: string, headers: Record<string, string> = {}, method = 'GET') =>
      rawRequest(signedIn.bff.url, target, { cookie: sessionCookie, ...OWN_PAGE, ...headers }, method),
    echoed: (body: string) => JSON.parse(body) as Arrived,
  };
  return signedIn;
}
