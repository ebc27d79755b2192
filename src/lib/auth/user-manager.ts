import { UserManager, WebStorageStateStore, type SigninSilentArgs, type User } from 'oidc-client-ts';
import type { BrowserRuntimeConfig } from '#portal/config/runtime-config.ts';
import { portalUrl } from '#portal/config/portal-base.ts';
import { CALLBACK_PATH } from './return-to';
import { NoRefreshTokenError } from './session-recovery';
import { trackRenewal, USER_STORE_PREFIX } from './tab-session';

/**
 * A UserManager that renews one at a time. Automatic renewal, the API's token source, the route guard and the
 * recovery retries all call `signinSilent`; two of them at once would send the same refresh token twice, and a
 * provider that rotates refresh tokens revokes the session on the second use. Concurrent callers share the
 * renewal under way, which is marked in sessionStorage while it runs (see `trackRenewal`).
 */
export class PortalUserManager extends UserManager {
  #renewal: Promise<User | null> | null = null;

  override signinSilent(args?: SigninSilentArgs): Promise<User | null> {
    this.#renewal ??= trackRenewal(async () => {
      // A provider that issues no refresh token: nothing to renew with (an iframe would need the provider's
      // third-party cookies), so the session ends when the access token expires (see session-recovery.ts).
      const user = await this.getUser();
      if (user && !user.refresh_token) throw new NoRefreshTokenError();
      return super.signinSilent(args);
    }).finally(() => {
      this.#renewal = null;
    });
    return this.#renewal;
  }
}

/**
 * One UserManager for the app. Tokens and sign-in state live in sessionStorage (per tab, gone when it
 * closes) — never localStorage. Code flow with PKCE (S256) is the library default. The redirect URIs are
 * under the portal's base URL (`base`, by default the document's `<base href>`).
 */
export function createUserManager(config: BrowserRuntimeConfig, base?: string): PortalUserManager {
  return new PortalUserManager({
    authority: config.oidc.authority,
    client_id: config.oidc.clientId,
    redirect_uri: portalUrl(CALLBACK_PATH, base),
    post_logout_redirect_uri: portalUrl('/', base),
    response_type: 'code',
    scope: config.oidc.scope,
    userStore: new WebStorageStateStore({ store: window.sessionStorage, prefix: USER_STORE_PREFIX }),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
    // Renews with the refresh token shortly before the access token expires.
    automaticSilentRenew: true,
    monitorSession: false,
    // Roles and organisation read from userinfo (access tokens opaque to the client): fetched at each sign-in
    // and renewal, merged into `profile`.
    loadUserInfo: config.claims.source === 'userinfo',
  });
}
