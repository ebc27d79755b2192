import { portalBasePath, portalUrl, routePath } from './portal-base';

const ROOT = 'https://portal.example.com/';
const UNDER = 'https://intranet.example.com/translations/';

describe('the portal under its <base href>', () => {
  it('reads the base path from the base URL, without its trailing slash', () => {
    expect(portalBasePath(ROOT)).toBe('');
    expect(portalBasePath(UNDER)).toBe('/translations');
    expect(portalBasePath('https://intranet.example.com/apps/translations/')).toBe('/apps/translations');
  });

  it('builds absolute URLs of the portal’s own paths under it', () => {
    expect(portalUrl('/auth/callback', ROOT)).toBe('https://portal.example.com/auth/callback');
    expect(portalUrl('/auth/callback', UNDER)).toBe('https://intranet.example.com/translations/auth/callback');
    expect(portalUrl('/', UNDER)).toBe('https://intranet.example.com/translations/');
    expect(portalUrl('/bff/login?returnTo=%2Forders', UNDER)).toBe(
      'https://intranet.example.com/translations/bff/login?returnTo=%2Forders',
    );
  });

  it('takes the base path off a location’s path to name the route, and leaves other paths as they are', () => {
    expect(routePath('/translations/orders/42', UNDER)).toBe('/orders/42');
    expect(routePath('/translations/', UNDER)).toBe('/');
    expect(routePath('/translations', UNDER)).toBe('/');
    expect(routePath('/translationsX/orders', UNDER)).toBe('/translationsX/orders');
    expect(routePath('/orders/42', ROOT)).toBe('/orders/42');
  });

  it('follows the document’s <base href>, as the portal server writes it', () => {
    expect(portalUrl('/config.json')).toBe(`${window.location.origin}/config.json`);
    const base = document.createElement('base');
    base.href = '/translations/';
    document.head.append(base);
    try {
      expect(portalBasePath()).toBe('/translations');
      expect(portalUrl('/config.json')).toBe(`${window.location.origin}/translations/config.json`);
    } finally {
      base.remove();
    }
  });
});
