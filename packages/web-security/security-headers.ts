/**
 * The portal's Content-Security-Policy and security headers, sent by the sandbox and by the portal
 * server alike (pure: no Node APIs).
 */
import { TRUSTED_TYPES_POLICIES } from './trusted-type-policies';

export interface CspOptions {
  /** Origins besides 'self' that scripts may fetch from (identity provider, API on another origin). */
  connectSrc?: readonly string[];
  /**
   * Origins besides 'self' a form may end up at after redirects (CSP `form-action` also covers the
   * redirects that follow a form submission, e.g. the provider's login form redirecting to the portal).
   */
  formAction?: readonly string[];
}

export interface HeaderOptions extends CspOptions {
  /**
   * Strict-Transport-Security, for a portal served over https (browsers ignore it on http): `true` for the
   * host and its subdomains, `'host'` for the host only (a portal under a path of a host others own too
   * does not set the policy of their subdomains).
   */
  hsts?: boolean | 'host';
}

/** Browser features the portal never uses, off for it and anything it embeds. */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Two years with subdomains, as the HSTS preload list asks (OWASP HTTP Headers Cheat Sheet). */
const HSTS = 'max-age=63072000; includeSubDomains';
const HSTS_HOST_ONLY = 'max-age=63072000';

function withSelf(directive: string, origins: readonly string[] = []): string {
  return [directive, "'self'", ...new Set(origins)].join(' ');
}

export function contentSecurityPolicy(options: CspOptions = {}): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    withSelf('connect-src', options.connectSrc),
    "object-src 'none'",
    // index.html's <base href> names the portal's own path (the servers write it under a prefix): only this
    // origin may be a document's base, so injected markup cannot move relative script URLs elsewhere.
    "base-uri 'self'",
    "frame-ancestors 'none'",
    withSelf('form-action', options.formAction),
    // Trusted Types: DOM injection sinks (innerHTML, script URLs, eval) refuse plain strings, and only
    // the portal's own policies can make trusted values (src/lib/trusted-types.ts says why each exists).
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')}`,
  ].join('; ');
}

/** Headers for every document and asset (the API's answers get apiSecurityHeaders). */
export function securityHeaders(options: HeaderOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(options.hsts ? { 'Strict-Transport-Security': options.hsts === 'host' ? HSTS_HOST_ONLY : HSTS } : {}),
  };
}

/**
 * Headers for API answers the portal server relays (bff mode), over whatever the service sends: data
 * that is never rendered as a page, read by this origin only, and kept in no cache (OWASP REST Security
 * Cheat Sheet, "Security headers").
 */
export function apiSecurityHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  };
}

/** The origins of absolute URLs that differ from `own` (for connect-src and form-action). */
export function foreignOrigins(own: string, urls: readonly string[]): string[] {
  const ownOrigin = new URL(own).origin;
  return [...new Set(urls.map((u) => new URL(u, own).origin))].filter((o) => o !== ownOrigin);
}
