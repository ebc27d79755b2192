/** The portal's /config.json, written from the server's environment. */
import type { ServerConfig } from './config';

export function portalRuntimeConfig(config: ServerConfig): Record<string, unknown> {
  const optional = {
    ...(config.requestTimeoutMs !== undefined ? { requestTimeoutMs: config.requestTimeoutMs } : {}),
    ...(config.maxUploadBytes !== undefined ? { maxUploadBytes: config.maxUploadBytes } : {}),
    ...(config.money.referenceCurrency !== undefined ? { referenceCurrency: config.money.referenceCurrency } : {}),
    ...(config.money.exchangeRates !== undefined ? { exchangeRates: config.money.exchangeRates } : {}),
  };
  // bff: the browser knows no client and holds no token; the server tells it who is signed in.
  if (config.mode === 'bff') return { mode: 'bff', apiBaseUrl: config.apiBaseUrl, ...optional };
  return {
    mode: 'browser',
    apiBaseUrl: config.apiBaseUrl,
    oidc: { authority: config.oidc.issuer, clientId: config.oidc.clientId, scope: config.oidc.scope },
    claims: config.claims,
    ...optional,
  };
}
