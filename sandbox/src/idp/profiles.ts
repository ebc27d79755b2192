/**
 * The provider profiles the sandbox serves side by side, each as a realm of its own under /auth/realms/<name>:
 * how each common provider issues tokens and where it puts roles and organisation, and the portal settings
 * that read them (the recipe for that provider in docs/identity-providers.md).
 *
 * | profile  | realm path              | roles                                   | organisation       | refresh token | access token | sign-out without id_token_hint | revocation |
 * | keycloak | /auth/realms/portal     | `realm_access.roles` in the access token | `organisation`     | rotating      | JWT          | asks to confirm | yes |
 * | entra    | /auth/realms/entra      | app roles `roles` in the ID token       | fixed per portal   | not rotating  | JWT for the API, no roles | asks to confirm | none |
 * | okta     | /auth/realms/okta       | `groups` in userinfo                    | `organization` in userinfo | none  | opaque       | refused | yes |
 */
import type { DemoUser } from './users';
import type { ProviderProfile, Role } from '../types';

export type { ProviderProfile };
export const PROVIDER_PROFILES: readonly ProviderProfile[] = ['keycloak', 'entra', 'okta'];

export function isProviderProfile(value: unknown): value is ProviderProfile {
  return typeof value === 'string' && (PROVIDER_PROFILES as readonly string[]).includes(value);
}

/** Entra ID app roles (the app registration's "App roles", their values). */
const ENTRA_APP_ROLES: Record<Role, string> = {
  orderer: 'Portal.Orderer',
  admin: 'Portal.Admin',
  reviewer: 'Portal.Reviewer',
  approver: 'Portal.Approver',
};
/** Okta groups assigned to the app. */
const OKTA_GROUPS: Record<Role, string> = {
  orderer: 'Translation Orderers',
  admin: 'Translation Admins',
  reviewer: 'Translation Reviewers',
  approver: 'Translation Approvers',
};
/** Entra ID: one tenant is one company, so the portal's organisation is fixed. */
export const ENTRA_ORGANISATION = 'acme';

const invert = (names: Record<Role, string>) =>
  Object.fromEntries(Object.entries(names).map(([role, name]) => [name, role])) as Record<string, Role>;

export interface ProfileSpec {
  /** Path segment under /auth/realms. */
  realm: string;
  /** Route layout inside the realm, as the provider's discovery document names them. */
  routes: {
    authorization: string;
    token: string;
    jwks: string;
    userinfo: string;
    end_session: string;
    revocation: string;
    introspection: string;
  };
  refreshTokens: 'rotating' | 'not rotating' | 'none';
  /**
   * RP-initiated logout without an id_token_hint: Okta refuses it (an error page, the user stays signed in
   * there); Keycloak and Entra ID ask the user to confirm. With a hint that names the signed-in user, all of
   * them sign out without asking.
   */
  signOutWithoutHint: 'refused' | 'confirm';
  /** A revocation endpoint (RFC 7009): Entra ID has none. */
  revocation: boolean;
  /** `opaque`: the client cannot read it; the API looks it up at the provider (as with introspection). */
  accessToken: 'jwt' | 'opaque';
  /** Claims the user's ID token and userinfo carry beyond the standard profile claims. */
  idTokenClaims: (user: DemoUser) => Record<string, unknown>;
  userinfoClaims: (user: DemoUser) => Record<string, unknown>;
  /** Claims of an access token for the API (JWT profiles). */
  accessTokenClaims: (user: DemoUser) => Record<string, unknown>;
  /** The portal server's environment that reads this provider (CLAIM_*, FIXED_ORGANISATION, OIDC_SCOPE). */
  portalEnv: Record<string, string>;
}

const KEYCLOAK_ROUTES = {
  authorization: '/protocol/openid-connect/auth',
  token: '/protocol/openid-connect/token',
  jwks: '/protocol/openid-connect/certs',
  userinfo: '/protocol/openid-connect/userinfo',
  end_session: '/protocol/openid-connect/logout',
  revocation: '/protocol/openid-connect/revoke',
  introspection: '/protocol/openid-connect/token/introspect',
};

const keycloakClaims = (u: DemoUser) => ({ organisation: u.organisation, realm_access: { roles: [...u.roles] } });

export const PROFILES: Record<ProviderProfile, ProfileSpec> = {
  keycloak: {
    realm: 'portal',
    routes: KEYCLOAK_ROUTES,
    refreshTokens: 'rotating',
    signOutWithoutHint: 'confirm',
    revocation: true,
    accessToken: 'jwt',
    idTokenClaims: keycloakClaims,
    userinfoClaims: keycloakClaims,
    accessTokenClaims: keycloakClaims,
    portalEnv: { CLAIM_SOURCE: 'access_token', CLAIM_ROLES: 'realm_access.roles', CLAIM_ORGANISATION: 'organisation' },
  },
  entra: {
    realm: 'entra',
    routes: {
      authorization: '/oauth2/v2.0/authorize',
      token: '/oauth2/v2.0/token',
      jwks: '/discovery/v2.0/keys',
      userinfo: '/oidc/userinfo',
      end_session: '/oauth2/v2.0/logout',
      revocation: '/oauth2/v2.0/revoke', // not served: revocation is off, as Entra ID has none
      introspection: '/oauth2/v2.0/introspect',
    },
    refreshTokens: 'not rotating',
    signOutWithoutHint: 'confirm',
    revocation: false,
    accessToken: 'jwt',
    idTokenClaims: (u) => ({ roles: u.roles.map((r) => ENTRA_APP_ROLES[r]) }),
    userinfoClaims: () => ({}),
    // The API's own token: its scope, no portal roles (the portal reads the ID token's).
    accessTokenClaims: () => ({ scp: 'api' }),
    portalEnv: {
      CLAIM_SOURCE: 'id_token',
      CLAIM_ROLES: 'roles',
      CLAIM_ROLE_MAP: Object.entries(ENTRA_APP_ROLES)
        .map(([role, name]) => `${name}=${role}`)
        .join(','),
      FIXED_ORGANISATION: ENTRA_ORGANISATION,
    },
  },
  okta: {
    realm: 'okta',
    routes: {
      authorization: '/v1/authorize',
      token: '/v1/token',
      jwks: '/v1/keys',
      userinfo: '/v1/userinfo',
      end_session: '/v1/logout',
      revocation: '/v1/revoke',
      introspection: '/v1/introspect',
    },
    refreshTokens: 'none',
    signOutWithoutHint: 'refused',
    revocation: true,
    accessToken: 'opaque',
    idTokenClaims: () => ({}),
    userinfoClaims: (u) => ({
      groups: ['Everyone', ...u.roles.map((r) => OKTA_GROUPS[r])],
      organization: u.organisation,
    }),
    accessTokenClaims: () => ({}),
    portalEnv: {
      CLAIM_SOURCE: 'userinfo',
      CLAIM_ROLES: 'groups',
      CLAIM_ROLE_MAP: JSON.stringify(invert(OKTA_GROUPS)),
      CLAIM_ORGANISATION: 'organization',
      // Okta's web apps authenticate their client with HTTP Basic unless set otherwise.
      OIDC_TOKEN_AUTH_METHOD: 'client_secret_basic',
    },
  },
};

export const realmPath = (profile: ProviderProfile) => `/auth/realms/${PROFILES[profile].realm}`;
