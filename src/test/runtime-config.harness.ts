import type { BrowserRuntimeConfig } from '#portal/config/runtime-config.ts';

/** The shipped config.json (relative URLs) as the portal resolves it when served from `origin`. */
export function runtimeConfigFor(origin: string): BrowserRuntimeConfig {
  return {
    apiBaseUrl: `${origin}/rest/api`,
    oidc: {
      authority: `${origin}/auth/realms/portal`,
      clientId: 'portal-web',
      scope: 'openid profile email',
    },
    claims: { roles: 'realm_access.roles', organisation: 'organisation' },
  };
}
