/** The portal server's settings, all from the environment (one image serves every environment). */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ClaimSettings } from '#auth-claims/claims';
import { claimSettings } from './claims-config';
import type { DatabaseSettings } from './db/database';
import { databaseSettings, mailSettings, moneySettings, type MailSettings, type MoneySettings } from './data-settings';
import { syncSettings, type SyncSettings } from './sync-settings';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export type AuthMode = 'browser' | 'bff';

export interface ServerConfig {
  port: number;
  host: string | undefined;
  /**
   * The URL browsers use, without a trailing slash: an origin (https://portal.example.com) or an origin and
   * the path a reverse proxy forwards as it is (https://intranet.example.com/translations).
   */
  publicUrl: string;
  /** PUBLIC_URL's path, where every route of the server lives: '' at the root, '/translations' under a prefix. */
  basePath: string;
  staticDir: string;
  production: boolean;
  mode: AuthMode;
  /** Browser mode: the API root the browser calls. bff mode: always `<basePath>/rest/api` on this server. */
  apiBaseUrl: string;
  /** bff mode: the service's API root the server proxies `/rest/api/*` to. */
  upstreamApiUrl: string | undefined;
  oidc: {
    issuer: string;
    clientId: string;
    clientSecret: string | undefined;
    /** How server mode proves the client to the token endpoint (OIDC_TOKEN_AUTH_METHOD). */
    tokenAuthMethod: TokenAuthMethod;
    scope: string;
  };
  /** Where roles and organisation are read (CLAIM_SOURCE, CLAIM_ROLES, CLAIM_ROLE_MAP, CLAIM_ORGANISATION, FIXED_ORGANISATION). */
  claims: ClaimSettings;
  requestTimeoutMs: number | undefined;
  maxUploadBytes: number | undefined;
  /** What quotes in different currencies are compared in: `referenceCurrency` and `exchangeRates` in config.json. */
  money: MoneySettings;
  /**
   * Express's `trust proxy`: which hops' X-Forwarded-* to believe (a number of hops or addresses and
   * subnets, from TRUST_PROXY); false, the default, believes none of them.
   */
  trustProxy: number | string | false;
  /** bff mode: how long the API may stay silent (no answer, or no bytes either way) before the proxy gives up. */
  apiTimeoutMs: number;
  /** bff mode: how many requests of one user the proxy has at the API at once (the others wait their turn). */
  apiUserConcurrency: number;
  /** bff mode: how long a request may wait for its turn at the API before it is answered 503. */
  apiQueueTimeoutMs: number;
  session: {
    secret: string;
    /** No SESSION_SECRET (only outside production, with the memory store): a random one, gone with the process. */
    ephemeralSecret: boolean;
    store: 'memory' | 'redis';
    redisUrl: string | undefined;
    /** A session ends after this many seconds without a token renewal. */
    idleSeconds: number;
    /** A session ends this many seconds after sign-in, however often it was renewed. */
    maxSeconds: number;
  };
  /**
   * Server mode's own database (approvals, reasons, the audit trail): PostgreSQL at DATABASE_URL, or PGlite
   * in DATABASE_DIR (`:memory:` keeps nothing).
   */
  database: DatabaseSettings;
  /** Server mode's e-mails (approvals): SMTP_URL (none: they wait in the outbox) and MAIL_FROM. */
  mail: MailSettings;
  /** bff mode: the copy of the service's facts and the credential its sync worker reads with (SYNC_*; docs/sync.md). */
  sync: SyncSettings | undefined;
  shutdownTimeoutMs: number;
}

/**
 * The client authentication methods of OpenID Connect Core §9 that a client secret allows: in the form body
 * (Auth0's default) or as HTTP Basic (the OAuth 2.0 default, Okta's for web apps). Entra ID and Keycloak take both.
 */
export const TOKEN_AUTH_METHODS = ['client_secret_post', 'client_secret_basic'] as const;
export type TokenAuthMethod = (typeof TOKEN_AUTH_METHODS)[number];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
}

/** This machine: `localhost` (and its subdomains), the IPv4 loopback network, the IPv6 loopback address. */
export function isLocalhost(url: string): boolean {
  const { hostname } = new URL(url);
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127(?:\.\d{1,3}){3}$/.test(hostname)
  );
}

export function loadServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const problems: string[] = [];
  const value = (name: string) => (env[name]?.trim() ? env[name].trim() : undefined);
  const required = (name: string) => {
    const v = value(name);
    if (v === undefined) problems.push(`${name} is required`);
    return v ?? '';
  };
  const int = (name: string, fallback?: number) => {
    const v = value(name);
    if (v === undefined) return fallback;
    const n = Number(v);
    if (Number.isInteger(n) && n >= 0) return n;
    problems.push(`${name} must be a whole number (got "${v}")`);
    return fallback;
  };
  const url = (name: string, v: string) => {
    if (v === '') return v; // reported as required
    try {
      const u = new URL(v);
      if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error();
      return u.href.replace(/\/+$/, '');
    } catch {
      problems.push(`${name} must be an http(s) URL (got "${v}")`);
      return v;
    }
  };

  const atLeastOne = (name: string, fallback: number) => {
    const n = int(name, fallback) ?? fallback;
    if (n >= 1) return n;
    problems.push(`${name} must be at least 1`);
    return fallback;
  };

  const port = int('PORT', 8080) ?? 8080;
  const production = value('NODE_ENV') === 'production';
  const mode = (value('AUTH_MODE') ?? 'browser') as AuthMode;
  if (mode !== 'browser' && mode !== 'bff')
    problems.push(`AUTH_MODE must be "browser" or "bff" (got "${String(mode)}")`);
  const publicUrl = url('PUBLIC_URL', value('PUBLIC_URL') ?? `http://localhost:${port}`);
  const basePath = pathOf(publicUrl, problems);
  const issuer = url('OIDC_ISSUER', required('OIDC_ISSUER'));
  const store = (value('SESSION_STORE') ?? 'memory') as 'memory' | 'redis';
  if (store !== 'memory' && store !== 'redis')
    problems.push(`SESSION_STORE must be "memory" or "redis" (got "${String(store)}")`);
  const bff = mode === 'bff';
  const secret = value('SESSION_SECRET');
  // Instances that share a store must share the secret: a random one per process would not open the others' sessions.
  if (bff && store === 'redis' && secret === undefined)
    problems.push('SESSION_SECRET is required with SESSION_STORE=redis');
  const tokenAuthMethod = (value('OIDC_TOKEN_AUTH_METHOD') ?? 'client_secret_post') as TokenAuthMethod;
  if (!TOKEN_AUTH_METHODS.includes(tokenAuthMethod))
    problems.push(
      `OIDC_TOKEN_AUTH_METHOD must be ${TOKEN_AUTH_METHODS.map((m) => `"${m}"`).join(' or ')} (got "${String(tokenAuthMethod)}")`,
    );
  const scope = value('OIDC_SCOPE') ?? 'openid profile email';
  // Without it the provider answers as a plain OAuth server: no ID token, so nobody to sign in.
  if (!scope.split(/\s+/).includes('openid')) problems.push(`OIDC_SCOPE must include openid (got "${scope}")`);
  const trustProxy = value('TRUST_PROXY');
  const money = moneySettings(value, problems);

  const config: ServerConfig = {
    port,
    host: value('HOST'),
    publicUrl,
    basePath,
    staticDir: path.resolve(root, value('STATIC_DIR') ?? 'dist'),
    production,
    mode,
    // bff: the proxy, under PUBLIC_URL's path like every route of the server.
    apiBaseUrl: bff ? `${basePath}/rest/api` : (value('API_BASE_URL') ?? '/rest/api'),
    upstreamApiUrl: bff ? url('API_URL', required('API_URL')) : undefined,
    oidc: {
      issuer,
      clientId: required('OIDC_CLIENT_ID'),
      clientSecret: bff ? required('OIDC_CLIENT_SECRET') : undefined,
      tokenAuthMethod,
      scope,
    },
    claims: claimSettings(value, problems),
    requestTimeoutMs: int('REQUEST_TIMEOUT_MS'),
    maxUploadBytes: int('MAX_UPLOAD_BYTES'),
    money,
    trustProxy: trustProxy === undefined ? false : /^\d+$/.test(trustProxy) ? Number(trustProxy) : trustProxy,
    apiTimeoutMs: int('API_TIMEOUT_MS', 60_000) ?? 60_000,
    apiUserConcurrency: atLeastOne('API_USER_CONCURRENCY', 16),
    apiQueueTimeoutMs: int('API_QUEUE_TIMEOUT_MS', 10_000) ?? 10_000,
    session: {
      secret: secret ?? randomBytes(32).toString('base64url'),
      ephemeralSecret: secret === undefined,
      store,
      redisUrl: store === 'redis' ? required('REDIS_URL') : undefined,
      idleSeconds: int('SESSION_TTL_SECONDS', 8 * 3600) ?? 8 * 3600,
      // NIST SP 800-63B, AAL2: authenticate again at least every 12 hours.
      maxSeconds: int('SESSION_MAX_SECONDS', 12 * 3600) ?? 12 * 3600,
    },
    database: databaseSettings(value, atLeastOne, problems, root),
    mail: mailSettings(value, problems),
    sync: bff ? syncSettings(value, atLeastOne, problems) : undefined,
    shutdownTimeoutMs: int('SHUTDOWN_TIMEOUT_MS', 10_000) ?? 10_000,
  };
  problems.push(
    ...(production ? insecureProductionSettings(config, secret) : insecureServerModeSettings(config, secret)),
  );
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * The path of PUBLIC_URL without its trailing slash. It goes into cookies' Path, the pages' <base href> and
 * redirects, so only plain segments are taken (letters, digits, `-`, `.`, `_`, `~`), and no query or fragment.
 */
function pathOf(publicUrl: string, problems: string[]): string {
  let parsed: URL;
  try {
    parsed = new URL(publicUrl);
  } catch {
    return ''; // reported as an invalid URL
  }
  const path = parsed.pathname.replace(/\/+$/, '');
  if (parsed.search || parsed.hash || !/^(?:\/[\w.~-]+)*$/.test(path)) {
    problems.push(
      `PUBLIC_URL must be an origin or an origin and a path of plain segments, e.g. https://intranet.example.com/translations (got "${publicUrl}")`,
    );
    return '';
  }
  return path;
}

/**
 * What makes server mode unsafe in any environment: the portal server sends its client secret to the issuer
 * and the users' access tokens to the API, and its cookies are Secure (a browser keeps none from a plain-http
 * host other than localhost); a session secret, when given, has to be one. Production checks more
 * (insecureProductionSettings).
 */
export function insecureServerModeSettings(
  config: Pick<ServerConfig, 'publicUrl' | 'mode' | 'upstreamApiUrl'> & { oidc: { issuer: string } },
  sessionSecret: string | undefined,
): string[] {
  if (config.mode !== 'bff') return [];
  const plainHttp = (u: string) => u.startsWith('http://') && !isLocalhost(u);
  const problems: string[] = [];
  for (const [name, url] of [
    ['PUBLIC_URL', config.publicUrl],
    ['OIDC_ISSUER', config.oidc.issuer],
    ['API_URL', config.upstreamApiUrl ?? ''],
  ] as const) {
    if (plainHttp(url)) problems.push(`${name} must use https in server mode (plain http only on localhost)`);
  }
  if (sessionSecret !== undefined && sessionSecret.length < 32)
    problems.push('SESSION_SECRET must be at least 32 random characters (e.g. openssl rand -base64 48)');
  return problems;
}

/** What makes a production configuration unsafe; the server refuses to start with any of these. */
export function insecureProductionSettings(
  /** `oidc` is left out where the provider is on the public URL itself (the sandbox's). */
  config: Pick<ServerConfig, 'publicUrl' | 'mode'> & { oidc?: { issuer: string }; upstreamApiUrl?: string | undefined },
  sessionSecret: string | undefined,
  publicUrlName = 'PUBLIC_URL',
): string[] {
  const problems: string[] = [];
  const plainHttp = (u: string) => u.startsWith('http://') && !isLocalhost(u);
  if (plainHttp(config.publicUrl))
    problems.push(`${publicUrlName} must use https in production (plain http only on localhost)`);
  if (config.oidc && plainHttp(config.oidc.issuer)) problems.push('OIDC_ISSUER must use https in production');
  // The proxy sends the user's access token there.
  if (config.upstreamApiUrl && plainHttp(config.upstreamApiUrl))
    problems.push('API_URL must use https in production (plain http only on localhost)');
  if (config.mode === 'bff' && (sessionSecret ?? '').length < 32) {
    problems.push(
      'SESSION_SECRET must be set to at least 32 random characters in production (e.g. openssl rand -base64 48)',
    );
  }
  return problems;
}
