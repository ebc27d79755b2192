import { decodeJwtPayload, readClaim, rolesFrom, toCurrentUser } from './claims';

function base64Url(value: unknown) {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function jwt(payload: unknown) {
  return `${base64Url({ alg: 'RS256' })}.${base64Url(payload)}.signature`;
}

const idToken = (claims: Record<string, unknown> = {}) => ({
  sub: 'u1',
  iss: 'x',
  aud: 'y',
  exp: 0,
  iat: 0,
  ...claims,
});

describe('decodeJwtPayload', () => {
  it('decodes base64url with non-ASCII text', () => {
    expect(decodeJwtPayload(jwt({ name: 'Jörg Müller' }))).toEqual({ name: 'Jörg Müller' });
  });

  it('returns null for junk', () => {
    expect(decodeJwtPayload('not-a-jwt')).toBeNull();
    expect(decodeJwtPayload('a.%%%.c')).toBeNull();
    expect(decodeJwtPayload(undefined)).toBeNull();
  });
});

describe('readClaim', () => {
  it('follows a dotted path', () => {
    expect(readClaim({ realm_access: { roles: ['admin'] } }, 'realm_access.roles')).toEqual(['admin']);
    expect(readClaim({ realm_access: 'x' }, 'realm_access.roles')).toBeUndefined();
  });

  it('reads only the claims’ own properties', () => {
    expect(readClaim({}, 'constructor.name')).toBeUndefined();
    expect(readClaim({}, '__proto__')).toBeUndefined();
  });
});

describe('rolesFrom', () => {
  const entra = { 'Portal.Orderer': 'orderer', 'Portal.Admin': 'admin' } as const;

  it('keeps the portal’s own role names when no map is given', () => {
    expect(rolesFrom(['orderer', 'offline_access', 'orderer', 'admin'])).toEqual(['orderer', 'admin']);
    expect(rolesFrom('reviewer admin,orderer')).toEqual(['reviewer', 'admin', 'orderer']);
    expect(rolesFrom({ roles: ['admin'] })).toEqual([]);
  });

  it('with a map, grants only the mapped names', () => {
    expect(rolesFrom(['Portal.Admin', 'Portal.Orderer', 'orderer', 'Everyone'], entra)).toEqual(['admin', 'orderer']);
    expect(rolesFrom(['toString', '__proto__', 'hasOwnProperty'], entra)).toEqual([]);
  });

  it('maps several provider names to one role', () => {
    expect(
      rolesFrom(['Translation Orderers', 'Marketing'], { 'Translation Orderers': 'orderer', Marketing: 'orderer' }),
    ).toEqual(['orderer']);
  });
});

describe('toCurrentUser', () => {
  it('reads Keycloak’s realm roles and the organisation from the access token', () => {
    const user = toCurrentUser(
      {
        accessToken: jwt({ realm_access: { roles: ['orderer', 'offline_access', 'orderer'] }, organisation: 'ACME' }),
        idToken: idToken({ name: 'Olga Orderer', email: 'olga@example.com', preferred_username: 'olga' }),
      },
      { roles: 'realm_access.roles', organisation: 'organisation' },
    );
    expect(user).toEqual({
      sub: 'u1',
      name: 'Olga Orderer',
      email: 'olga@example.com',
      username: 'olga',
      roles: ['orderer'],
      organisation: 'ACME',
    });
  });

  it('reads only the source it is told: the access token’s roles are not taken from the ID token', () => {
    const user = toCurrentUser(
      { accessToken: 'opaque-token', idToken: idToken({ realm_access: { roles: ['admin'] }, organisation: 'ACME' }) },
      { source: 'access_token', roles: 'realm_access.roles', organisation: 'organisation' },
    );
    expect(user).toMatchObject({ roles: [], organisation: null, name: 'u1', username: 'u1', email: '' });
  });

  it('reads Entra ID’s app roles from the ID token, mapped, with a fixed organisation', () => {
    const user = toCurrentUser(
      {
        // Entra's access token for the API carries its own roles; the portal reads the ID token's.
        accessToken: jwt({ roles: ['Api.Read'], organisation: 'not this' }),
        idToken: idToken({ roles: ['Portal.Admin', 'Portal.Orderer'], name: 'Adam Admin', tid: 'tenant' }),
      },
      {
        source: 'id_token',
        roles: 'roles',
        roleMap: { 'Portal.Orderer': 'orderer', 'Portal.Admin': 'admin', 'Portal.Reviewer': 'reviewer' },
        fixedOrganisation: 'acme',
      },
    );
    expect(user).toMatchObject({ sub: 'u1', name: 'Adam Admin', roles: ['admin', 'orderer'], organisation: 'acme' });
  });

  it('reads Okta’s groups and the organisation from userinfo, with an opaque access token', () => {
    const user = toCurrentUser(
      {
        accessToken: 'opaque-token',
        idToken: idToken({ groups: ['Translation Admins'] }),
        userinfo: {
          sub: 'u1',
          groups: ['Everyone', 'Translation Reviewers'],
          organization: 'Lingo',
          preferred_username: 'rita@example.com',
          email: 'rita@example.com',
        },
      },
      {
        source: 'userinfo',
        roles: 'groups',
        roleMap: { 'Translation Reviewers': 'reviewer', 'Translation Admins': 'admin' },
        organisation: 'organization',
      },
    );
    expect(user).toMatchObject({
      username: 'rita@example.com',
      email: 'rita@example.com',
      roles: ['reviewer'],
      organisation: 'Lingo',
    });
  });

  it('has no roles and no organisation when userinfo was not fetched', () => {
    expect(
      toCurrentUser(
        { accessToken: 'opaque', idToken: idToken({ groups: ['orderer'] }) },
        { source: 'userinfo', roles: 'groups', organisation: 'organisation' },
      ),
    ).toMatchObject({ roles: [], organisation: null });
  });

  it('writes a numeric organisation id as text', () => {
    expect(
      toCurrentUser(
        { accessToken: jwt({ org: { id: 42 } }), idToken: idToken() },
        { roles: 'r', organisation: 'org.id' },
      ).organisation,
    ).toBe('42');
  });
});
