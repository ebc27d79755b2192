/**
 * OAuth 2.0 resource owner password grant ("form B" of the API spec, as Keycloak
 * answers it). oidc-provider has no built-in password grant, so this builds the
 * Grant, AccessToken and RefreshToken itself with the provider's public models.
 * The refresh token it issues is a normal one: the built-in refresh_token grant
 * rotates it and keeps issuing JWT access tokens for the same resource.
 */
import { errors, type KoaContextWithOIDC, type Provider, type ResourceServerInfo } from 'oidc-provider';
import { authenticate } from './users';

export const OIDC_SCOPES = ['openid', 'profile', 'email'] as const;

export interface PasswordGrantOptions {
  /** Resource indicator of the API; access tokens are issued for it. */
  resource: string;
  resourceServerInfo: ResourceServerInfo;
}

function grantedScope(requested: unknown): string {
  if (typeof requested !== 'string' || requested.trim() === '') return OIDC_SCOPES.join(' ');
  const wanted = new Set(requested.split(' '));
  // Unknown scopes are dropped silently, as Keycloak does for optional scopes.
  return OIDC_SCOPES.filter((s) => wanted.has(s)).join(' ');
}

export function registerPasswordGrant(
  provider: Provider,
  { resource, resourceServerInfo }: PasswordGrantOptions,
): void {
  async function passwordGrant(ctx: KoaContextWithOIDC): Promise<void> {
    const { client, params } = ctx.oidc;
    if (!client) throw new errors.InvalidRequest('client not authenticated');

    const user = authenticate(params.username, params.password);
    if (!user) {
      const err = new errors.InvalidGrant('invalid credentials');
      err.error_description = 'Invalid user credentials'; // Keycloak's wording
      throw err;
    }

    const scope = grantedScope(params.scope);
    const grant = new provider.Grant({ accountId: user.sub, clientId: client.clientId });
    if (scope) grant.addOIDCScope(scope);
    grant.addResourceScope(resource, resourceServerInfo.scope);
    const grantId = await grant.save();
    ctx.oidc.entity('Grant', grant);

    const base = { accountId: user.sub, client, grantId, gty: 'password' };
    const accessToken = new provider.AccessToken(base);
    accessToken.resourceServer = new provider.ResourceServer(resource, resourceServerInfo);
    accessToken.scope = resourceServerInfo.scope;
    ctx.oidc.entity('AccessToken', accessToken);
    const accessTokenValue = await accessToken.save();

    // `resource` lets the refresh_token grant (useGrantedResource) issue API JWTs again.
    const refreshToken = new provider.RefreshToken({
      ...base,
      scope,
      resource,
      rotations: 0,
      expiresWithSession: false,
    });
    ctx.oidc.entity('RefreshToken', refreshToken);
    const refreshTokenValue = await refreshToken.save();

    ctx.body = {
      access_token: accessTokenValue,
      expires_in: accessToken.expiration,
      refresh_expires_in: refreshToken.expiration,
      refresh_token: refreshTokenValue,
      token_type: 'Bearer',
      'not-before-policy': 0,
      // Keycloak's session id; the grant id plays that role here.
      session_state: grantId,
      scope,
    };
  }

  provider.registerGrantType('password', passwordGrant, ['username', 'password', 'scope']);
}
