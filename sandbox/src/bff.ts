/**
 * `npm start` (server mode, its default): the portal server's bff endpoints inside the sandbox, on the same origin and
 * paths. The provider and the API stay where they are: requests with a bearer token (scripts, and the
 * server's own proxy) reach the API directly; the browser's cookie requests go through the proxy.
 */
import path from 'node:path';
import express from 'express';
import { API_PATH } from '#contract/api-path';
import type { ServerExtension } from '#server/app';
import { createBff } from '#server/bff/bff';
import { loadServerConfig, type ServerConfig } from '#server/config';
import { jsonLogger } from '#server/logger';
import { portalRuntimeConfig } from '#server/runtime-config';
import { PORTAL_BFF, PORTAL_BFF_SECRET, PORTAL_SYNC, PORTAL_SYNC_SECRET, PORTAL_WEB } from './idp/clients';
import { SYNC_USER } from './idp/users';
import { PROFILES, realmPath } from './idp/profiles';
import type { SandboxConfig } from './types';

/**
 * The portal server's settings for the sandbox in its sign-in mode (browser: the public client and the
 * config.json that names it; bff: the confidential client); SESSION_* and REDIS_URL come from the environment.
 */
export function sandboxServerConfig(
  config: SandboxConfig,
  env: NodeJS.ProcessEnv = process.env,
  smtpUrl?: string,
): ServerConfig {
  // The simulated vendors quote in EUR, GBP and CHF: sample rates (not a market's) so quotes compare out of the box.
  const money = {
    REFERENCE_CURRENCY: env.REFERENCE_CURRENCY ?? 'EUR',
    EXCHANGE_RATES: env.EXCHANGE_RATES ?? 'GBP=0.8750,CHF=0.9350',
    EXCHANGE_RATES_DATE: env.EXCHANGE_RATES_DATE ?? '2026-11-20',
  };
  // The provider profile's realm, and the claim settings its recipe in docs/identity-providers.md gives.
  const provider = {
    OIDC_ISSUER: `${config.idpOrigin}${realmPath(config.idpProfile)}`,
    ...PROFILES[config.idpProfile].portalEnv,
  };
  if (!config.bff) {
    return loadServerConfig({
      ...provider,
      ...money,
      PORT: String(config.port),
      PUBLIC_URL: config.origin,
      STATIC_DIR: config.staticDir,
      AUTH_MODE: 'browser',
      API_BASE_URL: `${config.apiOrigin}${API_PATH}`,
      OIDC_CLIENT_ID: PORTAL_WEB,
    });
  }
  return loadServerConfig({
    ...money,
    ...provider,
    NODE_ENV: env.NODE_ENV,
    SESSION_SECRET: env.SESSION_SECRET,
    SESSION_STORE: env.SESSION_STORE,
    REDIS_URL: env.REDIS_URL,
    SESSION_TTL_SECONDS: env.SESSION_TTL_SECONDS,
    // The portal's own records (approvals, the audit trail) live with the sandbox's data unless DATABASE_URL says.
    DATABASE_URL: env.DATABASE_URL,
    DATABASE_DIR: env.DATABASE_DIR ?? path.join(config.dataDir, 'portal-db'),
    // Its e-mails go to the sandbox's SMTP catcher (shown at /sandbox/mail) unless SMTP_URL says otherwise.
    SMTP_URL: env.SMTP_URL ?? smtpUrl,
    MAIL_FROM: env.MAIL_FROM,
    PORT: String(config.port),
    PUBLIC_URL: config.origin,
    STATIC_DIR: config.staticDir,
    AUTH_MODE: 'bff',
    OIDC_CLIENT_ID: PORTAL_BFF,
    OIDC_CLIENT_SECRET: PORTAL_BFF_SECRET,
    // The proxy calls the API of this very process with the user's token.
    API_URL: `http://127.0.0.1:${config.port}/rest/api`,
    // The copy of the service's facts, read with the realm's sync client and technical user (password grant).
    ...(config.idpProfile === 'keycloak'
      ? {
          SYNC_TOKEN_URL: `${config.idpOrigin}${realmPath('keycloak')}/protocol/openid-connect/token`,
          SYNC_CLIENT_ID: PORTAL_SYNC,
          SYNC_CLIENT_SECRET: PORTAL_SYNC_SECRET,
          SYNC_USERNAME: SYNC_USER.username,
          SYNC_PASSWORD: SYNC_USER.password,
          SYNC_ORGANISATION: SYNC_USER.organisation,
          SYNC_INTERVAL_SECONDS: env.SYNC_INTERVAL_SECONDS ?? '60',
        }
      : {}),
  });
}

export interface SandboxBff extends ServerExtension {
  /** Mounts the API for bearer requests and the bff endpoints. */
  mount(app: express.Express, apiPath: string, api: express.Router): void;
}

/** The portal's /config.json for the sandbox's sign-in mode, as the portal server writes it. */
export function sandboxRuntimeConfig(config: SandboxConfig): string {
  return JSON.stringify(portalRuntimeConfig(sandboxServerConfig(config)));
}

/** `smtpUrl`: the sandbox's SMTP catcher, where the portal server's e-mails go. */
export async function createSandboxBff(config: SandboxConfig, smtpUrl?: string): Promise<SandboxBff> {
  const serverConfig = sandboxServerConfig(config, process.env, smtpUrl);
  const bff = await createBff(serverConfig, jsonLogger());
  // Migrated before the sandbox listens; a schema newer than this code stops the start with the reason.
  await bff.database.migrated;
  return {
    ...bff,
    mount(app, apiPath, api) {
      const bearer = express.Router();
      bearer.use((req, _res, next) => next(req.headers.authorization ? undefined : 'router'));
      bearer.use(api);
      app.use(apiPath, bearer);
      app.use(bff.router);
    },
  };
}
