import { describe, expect, it } from 'vitest';
import { ConfigError, loadServerConfig } from './config';
import { fakeDist, spawnServe } from './testing/server.harness';

const base = { OIDC_ISSUER: 'https://sso.example.com/realms/t', OIDC_CLIENT_ID: 'portal' };

describe('npm run serve', () => {
  it('starts, answers, and stops gracefully on SIGTERM with JSON logs', async () => {
    const dist = await fakeDist();
    try {
      const serve = spawnServe({ ...base, PORT: '0', STATIC_DIR: dist.dir });
      const listening = await serve.waitFor('listening');
      const res = await fetch(`http://127.0.0.1:${String(listening.port)}/readyz`);
      expect(res.status).toBe(200);
      serve.child.kill('SIGTERM');
      expect(await serve.exited).toBe(0);
      expect(serve.lines.map((l) => l.msg)).toEqual(['listening', 'request', 'stopping', 'stopped']);
      expect(serve.lines[2]).toMatchObject({ level: 'info', signal: 'SIGTERM' });
    } finally {
      await dist.remove();
    }
  });

  it('refuses to start with an insecure production configuration', async () => {
    const serve = spawnServe({ ...base, PORT: '0', NODE_ENV: 'production', PUBLIC_URL: 'http://portal.example.com' });
    expect(await serve.exited).toBe(1);
    expect(serve.lines[0]).toMatchObject({ level: 'error', msg: 'refusing to start' });
    expect(String(serve.lines[0]?.problems)).toContain('PUBLIC_URL must use https');
  });
});

describe('configuration', () => {
  const problems = (env: NodeJS.ProcessEnv) => {
    try {
      loadServerConfig(env);
      return [];
    } catch (err) {
      if (err instanceof ConfigError) return err.problems;
      throw err;
    }
  };

  it('names every missing or bad variable', () => {
    expect(problems({ AUTH_MODE: 'bff', PORT: 'x' })).toEqual([
      'PORT must be a whole number (got "x")',
      'OIDC_ISSUER is required',
      'API_URL is required',
      'OIDC_CLIENT_ID is required',
      'OIDC_CLIENT_SECRET is required',
    ]);
  });

  it('reads how many statements each PostgreSQL connection keeps prepared, 0 for none, and names a bad value', () => {
    expect(loadServerConfig(base).database.preparedStatements).toBe(200);
    expect(loadServerConfig({ ...base, DATABASE_PREPARED_STATEMENTS: '0' }).database.preparedStatements).toBe(0);
    expect(problems({ ...base, DATABASE_PREPARED_STATEMENTS: 'all' })).toEqual([
      'DATABASE_PREPARED_STATEMENTS must be a whole number, 0 for none (got "all")',
    ]);
  });

  it('reads the reference currency and rates for config.json, exactly as written, and names bad ones', () => {
    const env = {
      ...base,
      REFERENCE_CURRENCY: 'EUR',
      EXCHANGE_RATES: 'GBP=0.8402, CHF=0.93120',
      EXCHANGE_RATES_DATE: '2026-11-20',
    };
    expect(loadServerConfig(env).money).toEqual({
      referenceCurrency: 'EUR',
      exchangeRates: { date: '2026-11-20', rates: { GBP: '0.8402', CHF: '0.93120' } },
    });
    expect(loadServerConfig(base).money).toEqual({ referenceCurrency: undefined, exchangeRates: undefined });
    expect(
      problems({
        ...base,
        REFERENCE_CURRENCY: 'euro',
        EXCHANGE_RATES: 'GBP=0,CHF=1.2.3',
        EXCHANGE_RATES_DATE: 'today',
      }),
    ).toEqual([
      'REFERENCE_CURRENCY must be an ISO 4217 code such as EUR (got "euro")',
      'EXCHANGE_RATES must list CODE=rate pairs such as GBP=0.8402 (got "GBP=0")',
      'EXCHANGE_RATES must list CODE=rate pairs such as GBP=0.8402 (got "CHF=1.2.3")',
      'EXCHANGE_RATES_DATE must be the rates\' date, e.g. 2026-11-20 (got "today")',
    ]);
    expect(problems({ ...base, EXCHANGE_RATES: 'GBP=0.84', EXCHANGE_RATES_DATE: '2026-11-20' })).toEqual([
      'EXCHANGE_RATES needs REFERENCE_CURRENCY',
    ]);
  });

  /** Server mode in production, with what every case here needs besides what it tests. */
  const productionBff = { ...base, AUTH_MODE: 'bff', OIDC_CLIENT_SECRET: 's', NODE_ENV: 'production' };

  it('in production requires https (except on localhost) and a session secret in bff mode', () => {
    const bff = { ...productionBff, API_URL: 'https://api.example.com/rest/api' };
    expect(problems({ ...bff, PUBLIC_URL: 'https://portal.example.com' })).toEqual([
      'SESSION_SECRET must be set to at least 32 random characters in production (e.g. openssl rand -base64 48)',
    ]);
    expect(problems({ ...bff, PUBLIC_URL: 'http://localhost:8080', SESSION_SECRET: 'x'.repeat(32) })).toEqual([]);
    expect(problems({ ...bff, PUBLIC_URL: 'http://portal.example.com', SESSION_SECRET: 'x'.repeat(32) })).toEqual([
      'PUBLIC_URL must use https in production (plain http only on localhost)',
    ]);
    // Outside production, no session secret is allowed (a random one per process).
    expect(problems({ ...bff, NODE_ENV: 'development', PUBLIC_URL: 'https://portal.test' })).toEqual([]);
  });

  it('in server mode refuses plain http to other hosts and a short session secret in every environment', () => {
    const bff = { ...base, AUTH_MODE: 'bff', OIDC_CLIENT_SECRET: 's', NODE_ENV: 'development' };
    expect(
      problems({
        ...bff,
        PUBLIC_URL: 'http://portal.test',
        OIDC_ISSUER: 'http://sso.internal.example.com/realms/t',
        API_URL: 'http://api.internal.example.com/rest/api',
        SESSION_SECRET: 'x'.repeat(31),
      }),
    ).toEqual([
      'PUBLIC_URL must use https in server mode (plain http only on localhost)',
      'OIDC_ISSUER must use https in server mode (plain http only on localhost)',
      'API_URL must use https in server mode (plain http only on localhost)',
      'SESSION_SECRET must be at least 32 random characters (e.g. openssl rand -base64 48)',
    ]);
    // This machine, by any of its names, is fine; so is browser mode (the browser talks to them, not the server).
    const local = { ...bff, PUBLIC_URL: 'http://localhost:8080', OIDC_ISSUER: 'http://127.0.0.2:8080/realms/t' };
    expect(problems({ ...local, API_URL: 'http://[::1]:9/rest/api', SESSION_SECRET: 'x'.repeat(32) })).toEqual([]);
    expect(problems({ ...base, OIDC_ISSUER: 'http://sso.internal.example.com/realms/t' })).toEqual([]);
  });

  it('in production refuses a plain-http API_URL other than localhost: the access tokens go there', () => {
    const bff = { ...productionBff, PUBLIC_URL: 'https://portal.example.com', SESSION_SECRET: 'x'.repeat(32) };
    expect(problems({ ...bff, API_URL: 'http://api.internal.example.com/rest/api' })).toEqual([
      'API_URL must use https in production (plain http only on localhost)',
    ]);
    expect(problems({ ...bff, API_URL: 'http://127.0.0.1:8080/rest/api' })).toEqual([]);
  });

  it('without SESSION_SECRET seals sessions with a random key of this process, never a known one; Redis needs the shared secret', () => {
    const bff = { ...base, AUTH_MODE: 'bff', API_URL: 'http://localhost:9/rest/api', OIDC_CLIENT_SECRET: 's' };
    const [a, b] = [loadServerConfig(bff), loadServerConfig(bff)];
    expect(a.session.ephemeralSecret).toBe(true);
    expect(a.session.secret).not.toBe(b.session.secret);
    expect(a.session.secret.length).toBeGreaterThanOrEqual(32);
    expect(problems({ ...bff, SESSION_STORE: 'redis', REDIS_URL: 'redis://localhost:6379' })).toEqual([
      'SESSION_SECRET is required with SESSION_STORE=redis',
    ]);
  });

  it('sends the client secret as the provider expects it: OIDC_TOKEN_AUTH_METHOD, in the body unless told', () => {
    expect(loadServerConfig(base).oidc.tokenAuthMethod).toBe('client_secret_post');
    expect(loadServerConfig({ ...base, OIDC_TOKEN_AUTH_METHOD: 'client_secret_basic' }).oidc.tokenAuthMethod).toBe(
      'client_secret_basic',
    );
    expect(problems({ ...base, OIDC_TOKEN_AUTH_METHOD: 'private_key_jwt' })).toEqual([
      'OIDC_TOKEN_AUTH_METHOD must be "client_secret_post" or "client_secret_basic" (got "private_key_jwt")',
    ]);
  });

  it('shares the API between users: 16 requests of one user at once, a 10 s wait for a turn, unless told', () => {
    expect(loadServerConfig(base)).toMatchObject({ apiUserConcurrency: 16, apiQueueTimeoutMs: 10_000 });
    expect(loadServerConfig({ ...base, API_USER_CONCURRENCY: '4', API_QUEUE_TIMEOUT_MS: '500' })).toMatchObject({
      apiUserConcurrency: 4,
      apiQueueTimeoutMs: 500,
    });
    expect(problems({ ...base, API_USER_CONCURRENCY: '0' })).toEqual(['API_USER_CONCURRENCY must be at least 1']);
  });

  it('requires openid in OIDC_SCOPE: without it no ID token comes, and nobody is signed in', () => {
    expect(loadServerConfig({ ...base, OIDC_SCOPE: 'profile openid' }).oidc.scope).toBe('profile openid');
    expect(problems({ ...base, OIDC_SCOPE: 'profile email openidx' })).toEqual([
      'OIDC_SCOPE must include openid (got "profile email openidx")',
    ]);
  });

  it('believes no X-Forwarded-* unless TRUST_PROXY names the hops', () => {
    expect(loadServerConfig(base).trustProxy).toBe(false);
    expect(loadServerConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadServerConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toBe('10.0.0.0/8, loopback');
  });

  it('takes the path of PUBLIC_URL as the one every route lives under, plain segments only', () => {
    const under = (url: string) => loadServerConfig({ ...base, PUBLIC_URL: url });
    expect(under('https://portal.example.com')).toMatchObject({
      publicUrl: 'https://portal.example.com',
      basePath: '',
    });
    expect(under('https://intranet.example.com/translations/')).toMatchObject({
      publicUrl: 'https://intranet.example.com/translations',
      basePath: '/translations',
    });
    expect(under('https://intranet.example.com/apps/translations').basePath).toBe('/apps/translations');
    expect(
      loadServerConfig({
        ...base,
        PUBLIC_URL: 'https://intranet.example.com/translations/',
        AUTH_MODE: 'bff',
        API_URL: 'https://api.example.com/rest/api',
        OIDC_CLIENT_SECRET: 's',
      }).apiBaseUrl,
    ).toBe('/translations/rest/api');
    for (const bad of [
      'https://intranet.example.com/translations/?x=1',
      'https://intranet.example.com/a;b/',
      'https://intranet.example.com/trans%20lations/',
    ]) {
      expect(problems({ ...base, PUBLIC_URL: bad }), bad).toEqual([
        `PUBLIC_URL must be an origin or an origin and a path of plain segments, e.g. https://intranet.example.com/translations (got "${new URL(bad).href.replace(/\/+$/, '')}")`,
      ]);
    }
  });
});
