/** The confidential OpenID Connect client (openid-client): code + PKCE, refresh, RP-initiated logout. */
import * as client from 'openid-client';
import { toCurrentUser, type ClaimSettings } from '#auth-claims/claims';
import type { ServerConfig } from '../config';
import { InvalidLogoutTokenError, logoutTokenVerifier, type LogoutClaims } from './logout-token';
import type { LoginState, SessionData } from './sessions';

export const CALLBACK_PATH = '/bff/callback';
/** How long a call to the provider (discovery, token, revocation) may take. */
export const PROVIDER_TIMEOUT_SECONDS = 10;

/** A renewal's ID token names another user than the sign-in's (OpenID Connect Core 12.2 requires the same `sub`). */
export class SubjectChangedError extends Error {
  constructor() {
    super('The refreshed ID token names another subject');
  }
}

/** A sign-in's token response without an ID token: nobody is signed in (OpenID Connect Core 3.1.3.3). */
export class MissingIdTokenError extends Error {
  constructor() {
    super('The provider sent no ID token');
  }
}

type Tokens = client.TokenEndpointResponse & client.TokenEndpointResponseHelpers;

/**
 * The session for a token response (and the userinfo response, when roles are read from there); on a renewal
 * (`previous`), the ID token, when there is one, must name the same user. A renewal without an ID token or
 * userinfo keeps the user as it was.
 */
export function sessionFromTokens(
  tokens: Tokens,
  claims: ClaimSettings,
  previous?: SessionData,
  userinfo?: client.UserInfoResponse,
): SessionData {
  const idClaims = tokens.claims();
  if (!previous && !idClaims?.sub) throw new MissingIdTokenError();
  if (previous && idClaims && idClaims.sub !== previous.user.sub) throw new SubjectChangedError();
  const user =
    idClaims || userinfo || !previous
      ? toCurrentUser(
          { accessToken: tokens.access_token, idToken: idClaims ?? { sub: previous?.user.sub ?? '' }, userinfo },
          claims,
        )
      : previous.user;
  return {
    user,
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token ?? previous?.refreshToken,
    idToken: tokens.id_token ?? previous?.idToken,
    sid: typeof idClaims?.sid === 'string' ? idClaims.sid : previous?.sid,
    expiresAt: Date.now() + (tokens.expiresIn() ?? 300) * 1000,
    signedInAt: previous?.signedInAt ?? Date.now(),
  };
}

export interface RelyingParty {
  /** Where to send the browser to sign in, and what to keep until it comes back. */
  authorizationUrl(returnTo: string): Promise<{ url: string; login: LoginState }>;
  /** Exchanges the code of the callback URL for tokens. */
  callback(currentUrl: URL, login: LoginState): Promise<SessionData>;
  refresh(session: SessionData): Promise<SessionData>;
  /** Revokes a token at the provider (RFC 7009), when it has a revocation endpoint. */
  revoke(token: string | undefined, kind?: 'refresh_token' | 'access_token'): Promise<void>;
  /**
   * The provider's sign-out (RP-Initiated Logout 1.0), or the portal's start page when it has none. With the
   * session's ID token as `id_token_hint`: Okta requires it, and Keycloak and Entra ID ask the user to confirm
   * without it (a user who leaves that page stays signed in at the provider).
   */
  endSessionUrl(idToken?: string): Promise<string>;
  /** The claims of a back-channel logout token the provider signed for this client; throws for any other. */
  verifyLogoutToken(token: string): Promise<LogoutClaims>;
  ready(): Promise<boolean>;
}

export function createRelyingParty(
  config: ServerConfig,
  warn: (message: string) => void = () => undefined,
): RelyingParty {
  const redirectUri = `${config.publicUrl}${CALLBACK_PATH}`;
  const verifyLogout = logoutTokenVerifier();
  let discovered: Promise<client.Configuration> | undefined;
  // Discovered on first use and again after a failure: the provider may start after this server
  // (in the sandbox it is served by the same process).
  const oidc = () => {
    discovered ??= client
      .discovery(
        new URL(config.oidc.issuer),
        config.oidc.clientId,
        undefined,
        (config.oidc.tokenAuthMethod === 'client_secret_basic' ? client.ClientSecretBasic : client.ClientSecretPost)(
          config.oidc.clientSecret ?? '',
        ),
        {
          // Also the timeout of every later call with this configuration (token, revocation).
          timeout: PROVIDER_TIMEOUT_SECONDS,
          // Plain http only outside production or on localhost (config.ts refuses it otherwise).
          ...(config.oidc.issuer.startsWith('http://') ? { execute: [client.allowInsecureRequests] } : {}),
        },
      )
      .then((configuration) => {
        // PKCE is sent all the same; the nonce (sent always) binds the ID token to the sign-in where the
        // provider ignores it (RFC 9700 2.1.1). Entra ID does not advertise it, yet supports it.
        if (!configuration.serverMetadata().supportsPKCE())
          warn('The provider does not advertise PKCE with S256 (code_challenge_methods_supported)');
        return configuration;
      })
      .catch((err: unknown) => {
        discovered = undefined;
        throw err;
      });
    return discovered;
  };

  /** The userinfo response when roles and organisation are read from there (access tokens opaque to the client). */
  const userinfoFor = async (configuration: client.Configuration, tokens: Tokens, sub: string | undefined) =>
    config.claims.source === 'userinfo'
      ? client.fetchUserInfo(configuration, tokens.access_token, sub ?? client.skipSubjectCheck)
      : undefined;

  return {
    async authorizationUrl(returnTo) {
      const configuration = await oidc();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: config.oidc.scope,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, login: { state, codeVerifier, nonce, returnTo } };
    },
    async callback(currentUrl, login) {
      const configuration = await oidc();
      // An ID token is required (a token response without one is refused), with this sign-in's nonce.
      const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: login.codeVerifier,
        expectedState: login.state,
        idTokenExpected: true,
        ...(login.nonce ? { expectedNonce: login.nonce } : {}),
      });
      return sessionFromTokens(
        tokens,
        config.claims,
        undefined,
        await userinfoFor(configuration, tokens, tokens.claims()?.sub),
      );
    },
    async refresh(session) {
      if (!session.refreshToken) throw new Error('no refresh token');
      const configuration = await oidc();
      const tokens = await client.refreshTokenGrant(configuration, session.refreshToken);
      return sessionFromTokens(
        tokens,
        config.claims,
        session,
        await userinfoFor(configuration, tokens, tokens.claims()?.sub ?? session.user.sub),
      );
    },
    async revoke(token, kind = 'refresh_token') {
      if (!token) return;
      const configuration = await oidc();
      if (!configuration.serverMetadata().revocation_endpoint) return;
      await client.tokenRevocation(configuration, token, { token_type_hint: kind }).catch((err: unknown) => {
        // A provider that revokes no tokens of this kind (self-contained access tokens, RFC 7009 2.2.1).
        if (!(err instanceof client.ResponseBodyError && err.error === 'unsupported_token_type')) throw err;
      });
    },
    async endSessionUrl(idToken) {
      const configuration = await oidc();
      if (!configuration.serverMetadata().end_session_endpoint) return `${config.publicUrl}/`;
      return client.buildEndSessionUrl(configuration, {
        post_logout_redirect_uri: `${config.publicUrl}/`,
        ...(idToken ? { id_token_hint: idToken } : {}),
      }).href;
    },
    async verifyLogoutToken(token) {
      const { issuer, jwks_uri: jwksUri } = (await oidc()).serverMetadata();
      if (!jwksUri) throw new InvalidLogoutTokenError('The provider publishes no keys (jwks_uri)');
      return verifyLogout(token, { issuer, jwksUri, clientId: config.oidc.clientId });
    },
    ready: () =>
      oidc().then(
        () => true,
        () => false,
      ),
  };
}
