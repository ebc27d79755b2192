/** The confidential OpenID Connect client (openid-client): code + PKCE, refresh, RP-initiated logout. */
import * as client from 'openid-client';
import { toCurrentUser } from '#auth-claims/claims';
import type { ServerConfig } from '../config';
import type { LoginState, SessionData } from './sessions';

export const CALLBACK_PATH = '/bff/callback';

export interface RelyingParty {
  /** Where to send the browser to sign in, and what to keep until it comes back. */
  authorizationUrl(returnTo: string): Promise<{ url: string; state: string; login: LoginState }>;
  /** Exchanges the code of the callback URL for tokens. */
  callback(currentUrl: URL, state: string, login: LoginState): Promise<SessionData>;
  refresh(session: SessionData): Promise<SessionData>;
  /** The provider's sign-out; identified by client_id, not id_token_hint, so no token ever appears in a URL. */
  endSessionUrl(): Promise<string>;
  ready(): Promise<boolean>;
}

export function createRelyingParty(config: ServerConfig): RelyingParty {
  const redirectUri = `${config.publicUrl}${CALLBACK_PATH}`;
  let discovered: Promise<client.Configuration> | undefined;
  // Discovered on first use and again after a failure: the provider may start after this server
  // (in the sandbox it is served by the same process).
  const oidc = () => {
    discovered ??= client
      .discovery(
        new URL(config.oidc.issuer),
        config.oidc.clientId,
        undefined,
        client.ClientSecretPost(config.oidc.clientSecret ?? ''),
        // Plain http only outside production or on localhost (config.ts refuses it otherwise).
        config.oidc.issuer.startsWith('http://') ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((err: unknown) => {
        discovered = undefined;
        throw err;
      });
    return discovered;
  };

  const toSession = (tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers, previous?: SessionData): SessionData => {
    const idClaims = tokens.claims();
    const user =
      idClaims || !previous ? toCurrentUser({ access_token: tokens.access_token, profile: idClaims ?? { sub: '' } }, config.claims) : previous.user;
    return {
      user,
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token ?? previous?.refreshToken,
      expiresAt: Date.now() + (tokens.expiresIn() ?? 300) * 1000,
    };
  };

  return {
    async authorizationUrl(returnTo) {
      const configuration = await oidc();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: config.oidc.scope,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
      });
      return { url: url.href, state, login: { codeVerifier, returnTo } };
    },
    async callback(currentUrl, state, login) {
      const tokens = await client.authorizationCodeGrant(await oidc(), currentUrl, {
        pkceCodeVerifier: login.codeVerifier,
        expectedState: state,
      });
      return toSession(tokens);
    },
    async refresh(session) {
      if (!session.refreshToken) throw new Error('no refresh token');
      return toSession(await client.refreshTokenGrant(await oidc(), session.refreshToken), session);
    },
    async endSessionUrl() {
      const configuration = await oidc();
      if (!configuration.serverMetadata().end_session_endpoint) return '/';
      return client.buildEndSessionUrl(configuration, { post_logout_redirect_uri: `${config.publicUrl}/` }).href;
    },
    ready: () => oidc().then(
      () => true,
      () => false,
    ),
  };
}
