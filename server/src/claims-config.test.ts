import { describe, expect, it } from 'vitest';
import { loadServerConfig } from './config';
import { parseRoleMap } from './claims-config';
import { portalRuntimeConfig } from './runtime-config';

const base = { OIDC_ISSUER: 'https://sso.example.com/realms/t', OIDC_CLIENT_ID: 'portal' };

/** Expects the server to refuse `env`, naming exactly these problems. */
const refuses = (env: NodeJS.ProcessEnv, problems: string[]) =>
  expect(() => loadServerConfig({ ...base, ...env })).toThrow(expect.objectContaining({ problems }));

describe('claim settings from the environment', () => {
  it('reads Keycloak’s realm roles and an organisation claim from the access token by default', () => {
    expect(loadServerConfig(base).claims).toEqual({
      source: 'access_token',
      roles: 'realm_access.roles',
      organisation: 'organisation',
    });
  });

  it('reads Entra ID’s app roles from the ID token with a role map and a fixed organisation', () => {
    const config = loadServerConfig({
      ...base,
      CLAIM_SOURCE: 'id_token',
      CLAIM_ROLES: 'roles',
      CLAIM_ROLE_MAP: 'Portal.Orderer=orderer, Portal.Admin=admin,Portal.Reviewer=reviewer',
      FIXED_ORGANISATION: 'acme',
    });
    expect(config.claims).toEqual({
      source: 'id_token',
      roles: 'roles',
      roleMap: { 'Portal.Orderer': 'orderer', 'Portal.Admin': 'admin', 'Portal.Reviewer': 'reviewer' },
      fixedOrganisation: 'acme',
    });
    // Browser mode hands the same settings to the portal in config.json.
    expect(portalRuntimeConfig(config).claims).toEqual(config.claims);
  });

  it('takes the role map as JSON, for group names with commas or equals signs', () => {
    expect(parseRoleMap('{"Translation, Orderers": "orderer", "a=b": "reviewer"}')).toEqual({
      map: { 'Translation, Orderers': 'orderer', 'a=b': 'reviewer' },
    });
    expect(parseRoleMap('Translation Orderers=orderer')).toEqual({ map: { 'Translation Orderers': 'orderer' } });
  });

  it('names every bad claim setting', () => {
    refuses(
      {
        CLAIM_SOURCE: 'token',
        CLAIM_ROLE_MAP: 'Portal.Orderer=owner',
        CLAIM_ORGANISATION: 'org',
        FIXED_ORGANISATION: 'acme',
      },
      [
        'CLAIM_SOURCE must be one of access_token, id_token, userinfo (got "token")',
        'CLAIM_ROLE_MAP: "Portal.Orderer" must map to orderer, admin or reviewer (got "owner")',
        'Set either CLAIM_ORGANISATION or FIXED_ORGANISATION, not both',
      ],
    );
    refuses({ CLAIM_ROLE_MAP: 'Portal.Orderer' }, [
      'CLAIM_ROLE_MAP: "Portal.Orderer" must map to orderer, admin or reviewer (got "undefined")',
    ]);
    refuses({ CLAIM_ROLE_MAP: '{"a": 1' }, ['CLAIM_ROLE_MAP is not valid JSON']);
    refuses({ CLAIM_ROLE_MAP: '["a"]' }, ['CLAIM_ROLE_MAP must be a JSON object']);
    refuses({ CLAIM_ROLE_MAP: ' , ' }, ['CLAIM_ROLE_MAP names no role']);
  });
});
