import type { BffRuntimeConfig, BrowserRuntimeConfig } from '#portal/config/runtime-config.ts';
import { API } from '#portal/test/api.harness.ts';

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

/** Server mode's config.json: the portal server proxies the API and keeps the approvals. */
export const SERVER_MODE: BffRuntimeConfig = { mode: 'bff', apiBaseUrl: API };

/** A quote's amount pinned by an approval request, and in the reference currency at the day's rate. */
export const PINNED_AMOUNTS = {
  amount: '1750.00',
  currency: 'GBP',
  referenceAmount: '2000',
  referenceCurrency: 'EUR',
  rate: '0.8750',
  rateDate: '2026-11-20',
};
