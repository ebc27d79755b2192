/**
 * A sandbox realm: an oidc-provider instance configured to look like one provider profile (profiles.ts): the
 * Keycloak realm (`/auth/realms/portal/protocol/openid-connect/...`, JWT access tokens for the translation API)
 * or the Entra ID and Okta look-alikes beside it.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import express from 'express';
import Provider, {
  errors,
  type Client,
  type Configuration,
  type ErrorOut,
  type Grant,
  type KoaContextWithOIDC,
  type ResourceServerInfo,
} from 'oidc-provider';
import { API_AUDIENCE, type SandboxConfig, type VerifyAuthorization } from '../types';
import { clientMetadata, portalOrigins } from './clients';
import { pickLocale } from './i18n';
import { interactionPath, interactionRouter } from './interactions';
import { loadOrCreateSigningKey, publicJwk } from './keys';
import { createMemoryAdapterFactory } from './memory-adapter';
import { errorPage, logoutPage, SIGN_OUT_SCRIPT_HASH, signedOutPage, signingOutPage } from './pages';
import { OIDC_SCOPES, registerPasswordGrant } from './password-grant';
import { PROFILES, realmPath, type ProviderProfile } from './profiles';
import { findUserBySub, standardClaims } from './users';
import { userinfoHandler } from './userinfo';
import { bearerToken, createVerifier, principalOfUser, unauthorized } from './verify';

export interface IdentityProvider {
  profile: ProviderProfile;
  /** Where `router` is mounted: /auth/realms/<realm>. */
  path: string;
  router: express.Router;
  issuer: string;
  verifyAuthorization: VerifyAuthorization;
  close(): Promise<void>;
}

const STYLESHEET = readFileSync(new URL('./login.css', import.meta.url), 'utf8');

const SESSION_TTL = 10 * 60 * 60;
/** Sliding refresh-token lifetime (Keycloak's default SSO idle timeout). */
const REFRESH_TTL = 30 * 60;

function principalOfSubject(sub: unknown) {
  const user = typeof sub === 'string' ? findUserBySub(sub) : undefined;
  if (!user) throw unauthorized('Access token names no known user');
  return principalOfUser(user);
}

function localeOf(ctx: KoaContextWithOIDC) {
  return pickLocale(ctx.oidc.params.ui_locales, ctx.get('accept-language'));
}

/**
 * Consent is implied for our first-party clients: extend (or create) the grant
 * with whatever the authorization request asks for, so no consent prompt appears.
 */
async function loadExistingGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
  const { client, session, provider } = ctx.oidc;
  const accountId = session?.accountId;
  if (!client || !session || !accountId) return undefined;
  const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  const existing = grantId ? await provider.Grant.find(grantId) : undefined;
  const grant =
    existing && existing.accountId === accountId
      ? existing
      : new provider.Grant({ accountId, clientId: client.clientId });
  const scopes = [...ctx.oidc.requestParamScopes].filter(
    (s) => (OIDC_SCOPES as readonly string[]).includes(s) || s === 'offline_access',
  );
  if (scopes.length) grant.addOIDCScope(scopes.join(' '));
  // No resource servers where access tokens are opaque (no resource indicators).
  for (const [indicator, server] of Object.entries(ctx.oidc.resourceServers ?? {}))
    grant.addResourceScope(indicator, server.scope);
  await grant.save();
  return grant;
}

export async function createIdentityProvider(
  config: SandboxConfig,
  profile: ProviderProfile = 'keycloak',
): Promise<IdentityProvider> {
  const spec = PROFILES[profile];
  const path = realmPath(profile);
  const ROUTES = spec.routes;
  const issuer = `${config.idpOrigin}${path}`;
  // Opaque access tokens (Okta's look-alike) are oidc-provider's own: no resource indicator, no audience.
  const jwtAccessTokens = spec.accessToken === 'jwt';
  const apiResource = `${config.origin}/rest/api`;
  const resourceServerInfo: ResourceServerInfo = {
    audience: API_AUDIENCE,
    scope: 'api',
    accessTokenFormat: 'jwt',
    accessTokenTTL: config.accessTokenTtl,
  };
  const signingKey = await loadOrCreateSigningKey(config.dataDir);

  const configuration: Configuration = {
    adapter: createMemoryAdapterFactory(),
    clients: clientMetadata(config.origin, config.portalUrls),
    jwks: { keys: [signingKey] },
    // Sessions live in memory only, so fresh cookie keys per start are fine.
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username', 'organisation', 'realm_access', 'roles', 'groups', 'organization'],
      email: ['email', 'email_verified'],
    },
    // Put the profile claims into ID tokens even though an access token is issued too.
    conformIdTokenClaims: false,
    findAccount(_ctx: unknown, sub: string) {
      const user = findUserBySub(sub);
      return (
        user && {
          accountId: sub,
          claims: (use: string) => ({
            sub,
            ...standardClaims(user),
            ...(use === 'id_token' ? spec.idTokenClaims(user) : spec.userinfoClaims(user)),
          }),
        }
      );
    },
    extraTokenClaims(_ctx: unknown, token: { accountId?: string }) {
      const user = token.accountId && jwtAccessTokens ? findUserBySub(token.accountId) : undefined;
      return user ? { ...standardClaims(user), ...spec.accessTokenClaims(user) } : undefined;
    },
    features: {
      devInteractions: { enabled: false },
      backchannelLogout: { enabled: true },
      revocation: {
        enabled: spec.revocation,
        // RFC 7009 2.1: a client revokes only tokens issued to it (the portal server revokes at sign-out).
        allowedPolicy: (_ctx: unknown, client: { clientId: string }, token: { clientId?: string }) =>
          token.clientId === client.clientId,
      },
      // Advertised in discovery; the route itself is answered by userinfo.ts.
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx: KoaContextWithOIDC, form: string) {
          ctx.type = 'html';
          const hint = ctx.oidc.entities.IdTokenHint?.payload;
          if (!hint && spec.signOutWithoutHint === 'refused') {
            ctx.status = 400;
            ctx.body = errorPage(
              localeOf(ctx),
              'invalid_request',
              "The 'id_token_hint' parameter is required.",
              `${config.origin}/`,
            );
          } else if (hint?.sub !== undefined && hint.sub === ctx.oidc.session?.accountId) {
            const csp = String(ctx.res.getHeader('content-security-policy') ?? '');
            ctx.set(
              'Content-Security-Policy',
              csp.replace(/script-src ([^;]*)/, `script-src $1 ${SIGN_OUT_SCRIPT_HASH}`),
            );
            ctx.body = signingOutPage(localeOf(ctx), form);
          } else {
            ctx.body = logoutPage(localeOf(ctx), form);
          }
        },
        postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
          ctx.type = 'html';
          ctx.body = signedOutPage(localeOf(ctx), `${config.origin}/`);
        },
      },
      resourceIndicators: {
        enabled: jwtAccessTokens,
        // Clients never send `resource`; every token is for the API anyway.
        defaultResource: () => apiResource,
        // Keep issuing API JWTs on refresh even when `openid` is in scope.
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx: unknown, indicator: string) {
          if (indicator !== apiResource) throw new errors.InvalidTarget();
          return resourceServerInfo;
        },
      },
    },
    // Back-channel logout posts to the portal server on this machine: oidc-provider's own fetch refuses loopback
    // and private addresses (its defence against SSRF, right for a provider on the internet), this one does not.
    fetch: (url: string, options: RequestInit & { dispatcher?: unknown }) =>
      globalThis.fetch(url, { ...options, dispatcher: undefined } as RequestInit),
    pkce: { required: (_ctx: unknown, client: Client) => client.clientAuthMethod === 'none' },
    // Refresh tokens without the offline_access consent dance (none at all in a profile without them),
    // rotated on every use where the profile rotates them.
    issueRefreshToken: (_ctx: unknown, client: Client) =>
      spec.refreshTokens !== 'none' && client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: spec.refreshTokens === 'rotating',
    loadExistingGrant,
    routes: ROUTES,
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => interactionPath(path, interaction.uid) },
    clientBasedCORS: (_ctx: unknown, origin: string) =>
      portalOrigins(config.origin, config.portalUrls).includes(origin),
    discovery: { ui_locales_supported: ['en', 'de'] },
    ttl: {
      AccessToken: config.accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      RefreshToken: REFRESH_TTL,
      Interaction: 60 * 60,
      Session: SESSION_TTL,
      Grant: SESSION_TTL,
    },
    renderError(ctx: KoaContextWithOIDC, out: ErrorOut) {
      ctx.type = 'html';
      ctx.body = errorPage(localeOf(ctx), out.error, out.error_description, `${config.origin}/`);
    },
  };

  const provider = new Provider(issuer, configuration);
  // Trust X-Forwarded-Host/Proto from a proxy in front; the Vite dev proxy keeps Host as is anyway.
  provider.proxy = true;
  if (profile === 'keycloak') registerPasswordGrant(provider, { resource: apiResource, resourceServerInfo });
  provider.on('server_error', (_ctx, err) => console.error('Identity provider error:', err));
  provider.on('backchannel.error', (_ctx, err) => console.error('Back-channel logout failed:', err));

  const verifyAuthorization = jwtAccessTokens
    ? await createVerifier(
        issuer,
        publicJwk(signingKey),
        // Keycloak's access token carries the user's roles; Entra's look-alike only names the user.
        profile === 'keycloak' ? undefined : (payload) => principalOfSubject(payload.sub),
      )
    : async (header: string | undefined) => {
        // As an API would introspect an opaque token (RFC 7662): the provider knows what it issued.
        const token = await provider.AccessToken.find(bearerToken(header));
        if (!token || token.isExpired) throw unauthorized('Invalid access token');
        return principalOfSubject(token.accountId);
      };
  const router = express.Router();
  router.get('/resources/login.css', (_req, res) => {
    res.type('css').set('Cache-Control', 'public, max-age=3600').send(STYLESHEET);
  });
  router.use(interactionRouter(provider, `${config.origin}/`, path));
  if (jwtAccessTokens) {
    router.get(ROUTES.userinfo, userinfoHandler(verifyAuthorization, spec.userinfoClaims));
    router.post(ROUTES.userinfo, userinfoHandler(verifyAuthorization, spec.userinfoClaims));
  }
  router.use(provider.callback());

  return {
    profile,
    path,
    router,
    issuer,
    verifyAuthorization,
    // Nothing to release: the memory adapter and key material die with the process.
    close: () => Promise.resolve(),
  };
}
