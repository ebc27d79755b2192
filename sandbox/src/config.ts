import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { insecureProductionSettings } from '#server/config';
import { portalOrigins } from './idp/clients';
import { isProviderProfile, PROVIDER_PROFILES } from './idp/profiles';
import type { SandboxConfig } from './types';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function num(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isFinite(n) ? n : fallback;
}

/** A comma-separated list of origins, without trailing slashes. */
function origins(list: string): string[] {
  return list
    .split(',')
    .map((s) => s.trim().replace(/\/$/, ''))
    .filter(Boolean);
}

export function loadConfig(
  argv: string[] = process.argv.slice(2),
  env: NodeJS.ProcessEnv = process.env,
): SandboxConfig {
  const port = num(env.PORT, 8080);
  const reviewSeconds = num(env.SANDBOX_REVIEW_SECONDS, 0);
  const deliverySeconds = num(env.SANDBOX_DELIVERY_SECONDS, 0);
  const origin = (env.PUBLIC_ORIGIN ?? `http://localhost:${port}`).replace(/\/$/, '');
  const apiOrigin = (env.SANDBOX_API_ORIGIN || origin).replace(/\/$/, '');
  const portalUrls = origins(env.SANDBOX_PORTAL_URLS ?? '');
  const idpProfile = env.SANDBOX_IDP_PROFILE || 'keycloak';
  if (!isProviderProfile(idpProfile))
    throw new Error(`SANDBOX_IDP_PROFILE must be one of ${PROVIDER_PROFILES.join(', ')} (got "${idpProfile}")`);
  return {
    idpProfile,
    port,
    origin,
    idpOrigin: (env.SANDBOX_IDP_ORIGIN || origin).replace(/\/$/, ''),
    apiOrigin,
    corsOrigins: env.SANDBOX_CORS_ORIGINS
      ? origins(env.SANDBOX_CORS_ORIGINS)
      : apiOrigin === origin
        ? []
        : portalOrigins(origin, portalUrls),
    portalUrls,
    dataDir: path.resolve(env.SANDBOX_DATA_DIR ?? path.join(root, 'sandbox', 'data')),
    reset: argv.includes('--reset'),
    // `npm start` passes --bff (server mode, every feature); --browser after it, or SANDBOX_BFF=0, wins.
    bff: !argv.includes('--browser') && env.SANDBOX_BFF !== '0' && (argv.includes('--bff') || env.SANDBOX_BFF === '1'),
    timeScale: num(env.SANDBOX_TIME_SCALE, 1),
    variants: env.SANDBOX_VARIANTS === '1' || env.SANDBOX_VARIANTS === 'true',
    accessTokenTtl: num(env.SANDBOX_TOKEN_TTL, 300),
    uploadLimit: num(env.SANDBOX_UPLOAD_LIMIT, 2 * 1024 ** 3),
    referenceAllowList: origins(env.SANDBOX_REFERENCE_ALLOWLIST ?? origin),
    staticDir: path.resolve(env.SANDBOX_STATIC_DIR ?? path.join(root, 'dist')),
    securityHeaders: env.SANDBOX_SECURITY_HEADERS !== '0',
    reviewSeconds: reviewSeconds > 0 ? reviewSeconds : undefined,
    deliverySeconds: deliverySeconds > 0 ? deliverySeconds : undefined,
  };
}

/**
 * Under NODE_ENV=production, what makes this configuration unsafe: the portal server's rules (an https
 * public origin except on localhost; in server mode a SESSION_SECRET of 32+ characters). The provider
 * lives on the public origin, so its issuer needs no check of its own.
 */
export function insecureSandboxSettings(config: SandboxConfig, env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  return insecureProductionSettings(
    { publicUrl: config.origin, mode: config.bff ? 'bff' : 'browser' },
    env.SESSION_SECRET?.trim() || undefined,
    'PUBLIC_ORIGIN',
  );
}
