import { runtimeConfigFor } from '#portal/test/runtime-config.harness.ts';
import { loadRuntimeConfig, parseRuntimeConfig } from './runtime-config';

const origin = 'https://portal.example.com';

const valid = {
  apiBaseUrl: '/rest/api',
  oidc: { authority: '/auth/realms/portal', clientId: 'portal-web', scope: 'openid profile email' },
  claims: { roles: 'realm_access.roles', organisation: 'organisation' },
};

function jsonResponse(body: unknown, status = 200) {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('parseRuntimeConfig', () => {
  it('accepts the shipped config and resolves relative URLs against the origin', () => {
    const result = parseRuntimeConfig(valid, origin);
    expect(result).toEqual({ ok: true, config: runtimeConfigFor(origin) });
  });

  it('keeps absolute URLs and drops trailing slashes', () => {
    const result = parseRuntimeConfig(
      {
        ...valid,
        apiBaseUrl: 'https://api.example.com/v1/',
        oidc: { ...valid.oidc, authority: 'https://id.example.com/realms/x/' },
      },
      origin,
    );
    expect(result.ok && result.config.apiBaseUrl).toBe('https://api.example.com/v1');
    expect(result.ok && 'oidc' in result.config && result.config.oidc.authority).toBe(
      'https://id.example.com/realms/x',
    );
  });

  it('names a missing field', () => {
    const result = parseRuntimeConfig({ ...valid, oidc: { authority: '/auth', scope: 'openid' } }, origin);
    expect(result).toEqual({
      ok: false,
      error: { kind: 'invalid', issues: [{ path: 'oidc.clientId', message: 'required' }] },
    });
  });

  it('names a missing section', () => {
    const { claims: _claims, ...withoutClaims } = valid;
    const result = parseRuntimeConfig(withoutClaims, origin);
    expect(!result.ok && result.error).toEqual({ kind: 'invalid', issues: [{ path: 'claims', message: 'required' }] });
  });

  it('takes where claims are read, a role map and a fixed organisation', () => {
    const claims = {
      source: 'id_token',
      roles: 'roles',
      roleMap: { 'Portal.Orderer': 'orderer', 'Portal.Admin': 'admin' },
      fixedOrganisation: 'acme',
    };
    const result = parseRuntimeConfig({ ...valid, claims }, origin);
    expect(result.ok && 'claims' in result.config && result.config.claims).toEqual(claims);
  });

  it.each([
    {
      what: 'a bad claim source and a role the portal does not know',
      config: { ...valid, claims: { source: 'token', roles: 'groups', roleMap: { Admins: 'owner' } } },
      issues: [
        { path: 'claims.source', message: 'invalidClaimSource' },
        { path: 'claims.roleMap.Admins', message: 'invalidRole' },
      ],
    },
    {
      what: 'a missing organisation',
      config: { ...valid, claims: { roles: 'groups' } },
      issues: [{ path: 'claims.organisation', message: 'required' }],
    },
    {
      what: 'a bad reference currency, rates date and rates',
      config: {
        ...valid,
        referenceCurrency: 'euro',
        exchangeRates: { date: '20.11.2026', rates: { GBP: 0.875, CHF: '0' } },
      },
      issues: [
        { path: 'referenceCurrency', message: 'invalidCurrency' },
        { path: 'exchangeRates.date', message: 'invalidDate' },
        { path: 'exchangeRates.rates.GBP', message: 'invalidRate' },
        { path: 'exchangeRates.rates.CHF', message: 'invalidRate' },
      ],
    },
    {
      what: 'an invalid URL',
      config: { ...valid, apiBaseUrl: 'http://exa mple.com' },
      issues: [{ path: 'apiBaseUrl', message: 'invalidUrl' }],
    },
    {
      what: 'a non-http URL',
      config: { ...valid, oidc: { ...valid.oidc, authority: 'javascript:alert(1)' } },
      issues: [{ path: 'oidc.authority', message: 'invalidUrl' }],
    },
    {
      what: 'empty and non-text values',
      config: { ...valid, oidc: { ...valid.oidc, clientId: '  ', scope: 42 } },
      issues: [
        { path: 'oidc.clientId', message: 'empty' },
        { path: 'oidc.scope', message: 'notText' },
      ],
    },
  ])('names $what', ({ config, issues }) => {
    const result = parseRuntimeConfig(config, origin);
    expect(!result.ok && result.error).toEqual({ kind: 'invalid', issues });
  });

  it('takes an optional request timeout in milliseconds', () => {
    const withTimeout = parseRuntimeConfig({ ...valid, requestTimeoutMs: 2000 }, origin);
    expect(withTimeout.ok && withTimeout.config.requestTimeoutMs).toBe(2000);
    const without = parseRuntimeConfig(valid, origin);
    expect(without.ok && without.config.requestTimeoutMs).toBeUndefined();
    for (const bad of [0, -5, 1.5, '2000']) {
      const result = parseRuntimeConfig({ ...valid, requestTimeoutMs: bad }, origin);
      expect(!result.ok && result.error.kind === 'invalid' && result.error.issues.map((i) => i.path)).toEqual([
        'requestTimeoutMs',
      ]);
    }
  });

  it('takes the reference currency and its rates as decimal strings', () => {
    const money = { referenceCurrency: 'EUR', exchangeRates: { date: '2026-11-20', rates: { GBP: '0.8750' } } };
    const result = parseRuntimeConfig({ ...valid, ...money }, origin);
    expect(result.ok && result.config.referenceCurrency).toBe('EUR');
    expect(result.ok && result.config.exchangeRates).toEqual(money.exchangeRates);
  });

  it('rejects a document that is not an object', () => {
    const result = parseRuntimeConfig(null, origin);
    expect(!result.ok && result.error).toEqual({ kind: 'invalid', issues: [{ path: '', message: 'notObject' }] });
  });
});

describe('loadRuntimeConfig', () => {
  it('fetches /config.json without caching', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(valid));
    const result = await loadRuntimeConfig(fetchImpl, origin);
    expect(result.ok).toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://portal.example.com/config.json',
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it('uses the window origin by default', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(valid));
    const result = await loadRuntimeConfig(fetchImpl);
    expect(result.ok && result.config.apiBaseUrl).toBe(`${window.location.origin}/rest/api`);
  });

  it('fetches config.json under the portal’s path and resolves relative URLs against it', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValue(jsonResponse({ mode: 'bff', apiBaseUrl: '/translations/rest/api' }));
    const result = await loadRuntimeConfig(fetchImpl, 'https://intranet.example.com/translations/');
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://intranet.example.com/translations/config.json',
      expect.objectContaining({ cache: 'no-store' }),
    );
    expect(result.ok && result.config.apiBaseUrl).toBe('https://intranet.example.com/translations/rest/api');
    const relative = parseRuntimeConfig(
      { mode: 'bff', apiBaseUrl: 'rest/api' },
      'https://intranet.example.com/translations/',
    );
    expect(relative.ok && relative.config.apiBaseUrl).toBe('https://intranet.example.com/translations/rest/api');
  });

  it('reports a missing file', async () => {
    const result = await loadRuntimeConfig(vi.fn<typeof fetch>().mockResolvedValue(jsonResponse('nope', 404)), origin);
    expect(result).toEqual({ ok: false, error: { kind: 'http', status: 404 } });
  });

  it('reports an unparseable file', async () => {
    const result = await loadRuntimeConfig(
      vi.fn<typeof fetch>().mockResolvedValue(jsonResponse('{ "apiBaseUrl": ')),
      origin,
    );
    expect(!result.ok && result.error.kind).toBe('parse');
  });

  it('reports a network failure', async () => {
    const result = await loadRuntimeConfig(
      vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')),
      origin,
    );
    expect(result).toEqual({ ok: false, error: { kind: 'network', message: 'Failed to fetch' } });
  });
});
