import { WebStorageStateStore } from 'oidc-client-ts';
import { createUserManager } from './user-manager';

const config = {
  apiBaseUrl: 'https://portal.example.com/rest/api',
  oidc: {
    authority: 'https://portal.example.com/auth/realms/portal',
    clientId: 'portal-web',
    scope: 'openid profile email',
  },
  claims: { roles: 'realm_access.roles', organisation: 'organisation' },
};

describe('createUserManager', () => {
  it('uses code flow, the callback route and sessionStorage only', async () => {
    const manager = createUserManager(config, 'https://portal.example.com');
    const { settings } = manager;
    expect(settings).toMatchObject({
      authority: 'https://portal.example.com/auth/realms/portal',
      client_id: 'portal-web',
      redirect_uri: 'https://portal.example.com/auth/callback',
      post_logout_redirect_uri: 'https://portal.example.com/',
      response_type: 'code',
      scope: 'openid profile email',
      automaticSilentRenew: true,
      disablePKCE: false,
    });
    expect(settings.userStore).toBeInstanceOf(WebStorageStateStore);

    await settings.userStore.set('probe', 'x');
    await settings.stateStore.set('probe-state', 'y');
    expect(window.sessionStorage.getItem('oidc.probe')).toBe('x');
    expect(window.sessionStorage.getItem('oidc.probe-state')).toBe('y');
    expect(window.localStorage.length).toBe(0);
    window.sessionStorage.clear();
  });
});
