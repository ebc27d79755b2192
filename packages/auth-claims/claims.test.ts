import { decodeJwtPayload, readClaim, toCurrentUser } from './claims';

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

const paths = { roles: 'realm_access.roles', organisation: 'organisation' };

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
});

describe('toCurrentUser', () => {
  it('reads roles and organisation from the access token', () => {
    const user = toCurrentUser(
      {
        access_token: jwt({ realm_access: { roles: ['orderer', 'offline_access', 'orderer'] }, organisation: 'ACME' }),
        profile: {
          sub: 'u1',
          iss: 'x',
          aud: 'y',
          exp: 0,
          iat: 0,
          name: 'Olga Orderer',
          email: 'olga@example.com',
          preferred_username: 'olga',
        },
      },
      paths,
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

  it('falls back to the id token profile', () => {
    const user = toCurrentUser(
      {
        access_token: 'opaque-token',
        profile: {
          sub: 'u2',
          iss: 'x',
          aud: 'y',
          exp: 0,
          iat: 0,
          realm_access: { roles: ['reviewer'] },
          organisation: 'Lingo',
        },
      },
      paths,
    );
    expect(user).toMatchObject({
      sub: 'u2',
      name: 'u2',
      username: 'u2',
      email: '',
      roles: ['reviewer'],
      organisation: 'Lingo',
    });
  });
});
