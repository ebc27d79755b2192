import type { UserManager } from 'oidc-client-ts';
import { parseRuntimeConfig, type RuntimeConfig } from '#portal/config/runtime-config.ts';
import { DEFAULT_TIMEOUT_MS, getApiClientOptions } from '#portal/lib/api/http-client.ts';
import { connectApiClient } from './connect-api-client';

function config(extra: Record<string, unknown> = {}): RuntimeConfig {
  const result = parseRuntimeConfig(
    {
      apiBaseUrl: '/rest/api',
      oidc: { authority: '/auth/realms/portal', clientId: 'portal-web', scope: 'openid' },
      claims: { roles: 'realm_access.roles', organisation: 'organisation' },
      ...extra,
    },
    'https://portal.example.com',
  );
  if (!result.ok) throw new Error('invalid test config');
  return result.config;
}

const userManager = { getUser: () => Promise.resolve(null) } as unknown as UserManager;

describe('connectApiClient', () => {
  it('hands the configured request timeout to the API client', () => {
    connectApiClient(config({ requestTimeoutMs: 2500 }), userManager);
    expect(getApiClientOptions()?.timeoutMs).toBe(2500);
  });

  it('leaves the client on its 30 s default when the config sets no timeout', () => {
    connectApiClient(config(), userManager);
    expect(getApiClientOptions()?.timeoutMs).toBeUndefined();
    expect(DEFAULT_TIMEOUT_MS).toBe(30_000);
  });
});
