/**
 * Minimal typings for the parts of oidc-provider 9 the sandbox uses; the
 * package ships no TypeScript declarations and @types/oidc-provider is not
 * installed. Only what we call is declared, so mistakes surface in tsc.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type UnknownObject = Record<string, unknown>;

  export interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    client_name?: string;
    token_endpoint_auth_method?: string;
    grant_types?: string[];
    response_types?: string[];
    redirect_uris?: string[];
    post_logout_redirect_uris?: string[];
    application_type?: 'web' | 'native';
    scope?: string;
    backchannel_logout_uri?: string;
    backchannel_logout_session_required?: boolean;
  }

  export interface Client {
    clientId: string;
    clientName?: string;
    clientAuthMethod: string;
    redirectUris: string[];
    grantTypeAllowed(type: string): boolean;
  }

  export interface ResourceServerInfo {
    audience: string;
    scope: string;
    accessTokenTTL?: number;
    accessTokenFormat?: 'opaque' | 'jwt';
    jwt?: { sign?: { alg: string } };
  }

  export class ResourceServer {
    constructor(identifier: string, info: ResourceServerInfo);
    audience: string;
    scope: string;
    accessTokenTTL?: number;
  }

  export interface Account {
    accountId: string;
    claims(
      use: string,
      scope: string,
      claims: UnknownObject,
      rejected: string[],
    ): Promise<UnknownObject> | UnknownObject;
  }

  /** Fields shared by the token models (AccessToken, RefreshToken, ...). */
  export interface BaseToken {
    jti: string;
    accountId?: string;
    clientId?: string;
    grantId?: string;
    gty?: string;
    scope?: string;
    resourceServer?: ResourceServer;
    /** Seconds until expiry, as used for `expires_in`. */
    readonly expiration: number;
    save(): Promise<string>;
  }

  export interface TokenInit {
    accountId: string;
    client: Client;
    grantId: string;
    gty: string;
    scope?: string;
    expiresWithSession?: boolean;
    resource?: string;
    rotations?: number;
  }

  export interface Grant {
    jti: string;
    accountId: string;
    clientId: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface GrantConstructor {
    new (init: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export interface Interaction {
    uid: string;
    prompt: { name: string; reasons: string[]; details: UnknownObject };
    params: UnknownObject & { client_id?: string; ui_locales?: string };
    grantId?: string;
    session?: { accountId?: string; uid?: string };
    lastSubmission?: UnknownObject;
  }

  export interface OIDCContext {
    params: UnknownObject;
    client?: Client;
    session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
    result?: { consent?: { grantId?: string } };
    requestParamScopes: Set<string>;
    resourceServers: Record<string, ResourceServer>;
    issuer: string;
    entity(name: string, value: unknown): void;
    /** What oidc-provider has read and checked; at the end-session endpoint, the id_token_hint's payload. */
    entities: { IdTokenHint?: { payload: { sub?: string } } };
    provider: Provider;
  }

  /** The Koa context oidc-provider passes to configuration helpers. */
  export interface KoaContextWithOIDC {
    oidc: OIDCContext;
    body: unknown;
    type: string;
    status: number;
    get(header: string): string;
    set(header: string, value: string): void;
    res: ServerResponse;
  }

  export interface ErrorOut {
    error: string;
    error_description?: string;
    [key: string]: unknown;
  }

  export type Configuration = UnknownObject;

  export class Provider {
    constructor(issuer: string, configuration: Configuration);
    issuer: string;
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    registerGrantType(
      name: string,
      handler: (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>,
      params?: string[] | Set<string>,
    ): void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: UnknownObject,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
    Grant: GrantConstructor;
    AccessToken: (new (init: TokenInit) => BaseToken) & {
      /** An issued opaque token by its value; undefined when unknown (expired ones come back with isExpired). */
      find(value: string): Promise<(BaseToken & { isExpired: boolean }) | undefined>;
    };
    RefreshToken: new (init: TokenInit) => BaseToken;
    ResourceServer: typeof ResourceServer;
    Client: { find(id: string): Promise<Client | undefined> };
  }

  export class OIDCProviderError extends Error {
    status: number;
    statusCode: number;
    error: string;
    error_description?: string;
  }

  export const errors: {
    OIDCProviderError: typeof OIDCProviderError;
    InvalidGrant: new (description?: string) => OIDCProviderError;
    InvalidTarget: new (description?: string) => OIDCProviderError;
    InvalidRequest: new (description?: string) => OIDCProviderError;
    SessionNotFound: new (description?: string) => OIDCProviderError;
  };

  export default Provider;
}
