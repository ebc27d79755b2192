import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import { runtimeConfigFor } from '#portal/test/runtime-config.harness.ts';
import { NoRefreshTokenError } from './session-recovery';
import { createUserManager, PortalUserManager } from './user-manager';

const config = runtimeConfigFor('https://portal.example.com');

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
      loadUserInfo: false,
    });
    expect(settings.userStore).toBeInstanceOf(WebStorageStateStore);

    await settings.userStore.set('probe', 'x');
    await settings.stateStore.set('probe-state', 'y');
    expect(window.sessionStorage.getItem('oidc.probe')).toBe('x');
    expect(window.sessionStorage.getItem('oidc.probe-state')).toBe('y');
    expect(window.localStorage.length).toBe(0);
    window.sessionStorage.clear();
  });

  it('returns to the callback and signs out to the home page under the portal’s path', () => {
    const { settings } = createUserManager(config, 'https://intranet.example.com/translations/');
    expect(settings.redirect_uri).toBe('https://intranet.example.com/translations/auth/callback');
    expect(settings.post_logout_redirect_uri).toBe('https://intranet.example.com/translations/');
  });
});

describe('createUserManager with claims from userinfo', () => {
  it('fetches userinfo at sign-in', () => {
    const manager = createUserManager(
      { ...config, claims: { ...config.claims, source: 'userinfo' } },
      'https://portal.example.com',
    );
    expect(manager.settings.loadUserInfo).toBe(true);
  });
});

describe('PortalUserManager', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.sessionStorage.clear();
  });

  it('renews one at a time: concurrent callers share the renewal under way, which is marked while it runs', async () => {
    let finish = (_user: User | null) => {};
    const renew = vi
      .spyOn(UserManager.prototype, 'signinSilent')
      .mockImplementation(() => new Promise<User | null>((resolve) => (finish = resolve)));
    const manager = createUserManager(config, 'https://portal.example.com');
    expect(manager).toBeInstanceOf(PortalUserManager);

    const first = manager.signinSilent();
    const second = manager.signinSilent();
    await vi.waitFor(() => expect(renew).toHaveBeenCalledTimes(1));
    expect(window.sessionStorage.getItem('portal:auth:renewing')).not.toBeNull();
    const renewed = { access_token: 'new' } as User;
    finish(renewed);
    expect(await first).toBe(renewed);
    expect(await second).toBe(renewed);
    expect(window.sessionStorage.getItem('portal:auth:renewing')).toBeNull();

    // A later renewal is a new one, and a failed one does not block the next.
    renew.mockRejectedValueOnce(new Error('Network Error'));
    await expect(manager.signinSilent()).rejects.toThrow('Network Error');
    renew.mockResolvedValueOnce(renewed);
    expect(await manager.signinSilent()).toBe(renewed);
    expect(renew).toHaveBeenCalledTimes(3);
    expect(window.sessionStorage.getItem('portal:auth:renewing')).toBeNull();
  });

  it('without a refresh token does not renew at all: the session ends with the access token', async () => {
    const renew = vi.spyOn(UserManager.prototype, 'signinSilent');
    const manager = createUserManager(config, 'https://portal.example.com');
    vi.spyOn(manager, 'getUser').mockResolvedValue({ access_token: 'a', refresh_token: undefined } as User);

    await expect(manager.signinSilent()).rejects.toBeInstanceOf(NoRefreshTokenError);
    expect(renew).not.toHaveBeenCalled();
  });
});
