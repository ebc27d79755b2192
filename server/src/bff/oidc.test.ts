// @vitest-environment node
/**
 * Server mode's OpenID Connect client against a provider of the test's own: how it authenticates at each
 * OIDC_TOKEN_AUTH_METHOD, what a sign-in asks for and takes, and where the sign-out goes.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

type KeyLike = Parameters<SignJWT['sign']>[0];
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadServerConfig } from '../config';
import { createRelyingParty } from './oidc';

interface Received {
  authorization: string | undefined;
  form: Record<string, string>;
}

let provider: http.Server;
let issuer: string;
const received: Received[] = [];
/** What the token endpoint answers (a test sets it) and the discovery document's extras. */
let tokenResponse: () => Promise<Record<string, unknown>> = () => Promise.resolve({});
let advertisePkce = true;
const keys = await generateKeyPair('RS256');
const jwks = { keys: [{ ...(await exportJWK(keys.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }] };

/** An ID token of the test provider for the portal's client. */
const idToken = (claims: Record<string, unknown>) =>
  new SignJWT({ sub: 'u1', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(issuer)
    .setAudience(CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(keys.privateKey);

beforeAll(async () => {
  provider = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      if (req.url === '/realm/.well-known/openid-configuration') {
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({
            issuer,
            authorization_endpoint: `${issuer}/auth`,
            token_endpoint: `${issuer}/token`,
            revocation_endpoint: `${issuer}/revoke`,
            end_session_endpoint: `${issuer}/logout`,
            jwks_uri: `${issuer}/jwks`,
            token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
            ...(advertisePkce ? { code_challenge_methods_supported: ['S256'] } : {}),
          }),
        );
        return;
      }
      if (req.url === '/realm/jwks') {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(jwks));
        return;
      }
      if (req.url === '/realm/token' && req.method === 'POST') {
        void tokenResponse().then((answer) => {
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify({ access_token: 'access-1', token_type: 'Bearer', expires_in: 300, ...answer }));
        });
        return;
      }
      if (req.url === '/realm/revoke' && req.method === 'POST') {
        received.push({
          authorization: req.headers.authorization,
          form: Object.fromEntries(new URLSearchParams(body)),
        });
        res.end();
        return;
      }
      res.statusCode = 404;
      res.end();
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/realm`;
});
afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

/** A client id and secret with characters that RFC 6749 §2.3.1 form-encodes before Basic's base64. */
const CLIENT_ID = 'portal server';
const CLIENT_SECRET = 'se:cr+et&1';

const relyingParty = (env: NodeJS.ProcessEnv = {}, warn?: (message: string) => void) =>
  createRelyingParty(
    loadServerConfig({
      AUTH_MODE: 'bff',
      PUBLIC_URL: 'http://localhost:8080',
      API_URL: 'http://localhost:9/rest/api',
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_CLIENT_SECRET: CLIENT_SECRET,
      ...env,
    }),
    warn,
  );

async function revokeWith(method: string | undefined) {
  const rp = relyingParty(method ? { OIDC_TOKEN_AUTH_METHOD: method } : {});
  received.length = 0;
  await rp.revoke('refresh-1');
  expect(received).toHaveLength(1);
  return received[0]!;
}

describe('OIDC_TOKEN_AUTH_METHOD', () => {
  it('client_secret_basic sends the form-encoded id and secret as HTTP Basic, and no secret in the body', async () => {
    const request = await revokeWith('client_secret_basic');
    const expected = Buffer.from('portal+server:se%3Acr%2Bet%261').toString('base64');
    expect(request.authorization).toBe(`Basic ${expected}`);
    expect(request.form.client_secret).toBeUndefined();
    expect(request.form.token).toBe('refresh-1');
  });

  it('client_secret_post, the default, sends id and secret in the body and no Authorization header', async () => {
    for (const method of [undefined, 'client_secret_post']) {
      const request = await revokeWith(method);
      expect(request.authorization).toBeUndefined();
      expect(request.form).toMatchObject({ client_id: CLIENT_ID, client_secret: CLIENT_SECRET, token: 'refresh-1' });
    }
  });
});

describe('sign-in', () => {
  /** Starts a sign-in and comes back with a code, as the provider's redirect would. */
  async function signInWith(answer: (nonce: string) => Promise<Record<string, unknown>>) {
    const rp = relyingParty();
    const { url, login } = await rp.authorizationUrl('/orders');
    const asked = new URL(url).searchParams;
    tokenResponse = () => answer(asked.get('nonce') ?? '');
    const callback = new URL(`http://localhost:8080/bff/callback?code=c1&state=${login.state}`);
    return { asked, session: rp.callback(callback, login) };
  }

  it('asks with PKCE and a nonce, and keeps the ID token of the sign-in', async () => {
    const { asked, session } = await signInWith(async (nonce) => ({ id_token: await idToken({ nonce }) }));
    expect(asked.get('code_challenge_method')).toBe('S256');
    expect(asked.get('nonce')).toMatch(/^[\w-]{43}$/);
    const data = await session;
    expect(data.user.sub).toBe('u1');
    expect(data.idToken).toMatch(/^eyJ/);
  });

  it('signs nobody in without an ID token, or with one of another sign-in (its nonce)', async () => {
    await expect((await signInWith(() => Promise.resolve({}))).session).rejects.toThrow();
    const foreign = await signInWith(async () => ({ id_token: await idToken({ nonce: 'of-another-sign-in' }) }));
    await expect(foreign.session).rejects.toThrow();
    const none = await signInWith(async () => ({ id_token: await idToken({}) }));
    await expect(none.session).rejects.toThrow();
  });

  it('says so when the provider does not advertise PKCE (the nonce still binds the sign-in)', async () => {
    advertisePkce = false;
    try {
      const warnings: string[] = [];
      await relyingParty({}, (message) => warnings.push(message)).ready();
      expect(warnings).toEqual(['The provider does not advertise PKCE with S256 (code_challenge_methods_supported)']);
    } finally {
      advertisePkce = true;
    }
  });
});

describe('sign-out', () => {
  it('sends the ID token to the provider’s end-session endpoint as id_token_hint', async () => {
    const url = new URL(await relyingParty().endSessionUrl('the-id-token'));
    expect(`${url.origin}${url.pathname}`).toBe(`${issuer}/logout`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: CLIENT_ID,
      id_token_hint: 'the-id-token',
      post_logout_redirect_uri: 'http://localhost:8080/',
    });
  });
});

describe('back-channel logout tokens', () => {
  const EVENTS = { 'http://schemas.openid.net/event/backchannel-logout': {} };
  /** A logout token as the provider signs it, with `change` applied to its claims, header, key or age. */
  async function logoutToken(
    change: {
      claims?: Record<string, unknown>;
      typ?: string;
      key?: KeyLike;
      issuer?: string;
      audience?: string;
      age?: number;
    } = {},
  ) {
    const now = Math.floor(Date.now() / 1000) - (change.age ?? 0);
    return new SignJWT({ sub: 'u1', sid: 's1', events: EVENTS, jti: crypto.randomUUID(), ...change.claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1', typ: change.typ ?? 'logout+jwt' })
      .setIssuer(change.issuer ?? issuer)
      .setAudience(change.audience ?? CLIENT_ID)
      .setIssuedAt(now)
      .setExpirationTime(now + 120)
      .sign(change.key ?? keys.privateKey);
  }

  it('takes a token the provider signed for this client, with the logout event and a sid or sub', async () => {
    const rp = relyingParty();
    expect(await rp.verifyLogoutToken(await logoutToken({ claims: { jti: 'j1' } }))).toEqual({
      jti: 'j1',
      sub: 'u1',
      sid: 's1',
    });
    expect(await rp.verifyLogoutToken(await logoutToken({ claims: { jti: 'j2', sid: undefined } }))).toEqual({
      jti: 'j2',
      sub: 'u1',
      sid: undefined,
    });
  });

  it.each([
    ['signed with another key', async () => logoutToken({ key: (await generateKeyPair('RS256')).privateKey })],
    ['of another issuer', () => logoutToken({ issuer: 'https://evil.example' })],
    ['for another client', () => logoutToken({ audience: 'another-client' })],
    ['without the logout event (an access token)', () => logoutToken({ claims: { events: undefined } })],
    ['with a nonce (an ID token)', () => logoutToken({ claims: { nonce: 'n' } })],
    ['naming neither user nor session', () => logoutToken({ claims: { sub: undefined, sid: undefined } })],
    ['without a jti', () => logoutToken({ claims: { jti: undefined } })],
    ['ten minutes old', () => logoutToken({ age: 600 })],
    ['typed as an access token', () => logoutToken({ typ: 'at+jwt' })],
    [
      'signed with HMAC',
      () =>
        new SignJWT({ sub: 'u1', events: EVENTS, jti: 'j' })
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuer(issuer)
          .setAudience(CLIENT_ID)
          .setIssuedAt()
          .sign(new TextEncoder().encode(CLIENT_SECRET.padEnd(32, '!'))),
    ],
  ])('refuses one %s', async (_what, make) => {
    await expect(relyingParty().verifyLogoutToken(await make())).rejects.toThrow();
  });
});
