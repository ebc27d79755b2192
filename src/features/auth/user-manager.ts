import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { RuntimeConfig } from '../../config/runtime-config';
import { CALLBACK_PATH } from './return-to';

/**
 * One UserManager for the app. Tokens and sign-in state live in sessionStorage (per tab, gone when it
 * closes) — never localStorage. Code flow with PKCE (S256) is the library default.
 */
export function createUserManager(config: RuntimeConfig, origin: string = window.location.origin): UserManager {
  return new UserManager({
    authority: config.oidc.authority,
    client_id: config.oidc.clientId,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: config.oidc.scope,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
    // Renews with the refresh token shortly before the access token expires.
    automaticSilentRenew: true,
    monitorSession: false,
    loadUserInfo: false,
  });
}
