/**
 * Where the portal is served: at the root of its host or under a path a reverse proxy forwards
 * (`https://intranet.example.com/translations/`). index.html's `<base href>` says which ("/" as built; the
 * portal server writes its PUBLIC_URL's path there), and the router's basename, the sign-in URLs and
 * config.json follow it. The routes in paths.ts stay the same under any prefix.
 */

/** The `<base href>` of this document, resolved (`https://host/translations/`); the page's origin without one. */
function documentBase(): string {
  return document.querySelector('base')?.href ?? `${window.location.origin}/`;
}

/** The path the portal is served under, without its trailing slash: '' at the root, '/translations' under a prefix. */
export function portalBasePath(base: string = documentBase()): string {
  return new URL(base).pathname.replace(/\/+$/, '');
}

/** The absolute URL of one of the portal's own paths (`/auth/callback` → `https://host/translations/auth/callback`). */
export function portalUrl(path: string, base: string = documentBase()): string {
  return `${new URL(base).origin}${portalBasePath(base)}${path}`;
}

/** A location's path as the routes name it: the base path taken off (`/translations/orders` → `/orders`). */
export function routePath(pathname: string, base: string = documentBase()): string {
  const prefix = portalBasePath(base);
  if (prefix === '' || (pathname !== prefix && !pathname.startsWith(`${prefix}/`))) return pathname;
  return pathname.slice(prefix.length) || '/';
}
