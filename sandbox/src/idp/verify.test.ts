// @vitest-environment node
import { SignJWT, importJWK, type JWK } from 'jose';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../http-error';
import { createIdentityProvider } from './provider';
import { passwordGrant } from '#test-support/token-client';
import { startSandbox, type RunningSandbox } from '../sandbox.harness';

let s: RunningSandbox;
let token: string;
beforeAll(async () => {
  s = await startSandbox();
  token = (await passwordGrant(s.base, 'outsider')).body.access_token ?? '';
});
afterAll(async () => {
  await s.stop();
});

async function verify(header: string | undefined) {
  const idp = await createIdentityProvider(s.config);
  return idp.verifyAuthorization(header);
}

async function expect401(header: string | undefined) {
  const err = await verify(header).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(HttpError);
  expect((err as HttpError).status).toBe(401);
}

/** Signs arbitrary claims with the realm's persisted key, to forge edge cases. */
async function sign(claims: Record<string, unknown>, typ = 'at+jwt') {
  const file = JSON.parse(await readFile(path.join(s.config.dataDir, 'idp-keys.json'), 'utf8')) as { keys: JWK[] };
  const jwk = file.keys[0] as JWK;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ })
    .sign(await importJWK(jwk, 'RS256'));
}

const now = () => Math.floor(Date.now() / 1000);
const userClaims = {
  sub: 'x',
  preferred_username: 'orderer',
  organisation: 'acme',
  realm_access: { roles: ['orderer'] },
};

describe('verifyAuthorization', () => {
  it('accepts "Bearer" and "bearer" and returns the principal', async () => {
    const expected = {
      username: 'outsider',
      name: 'Oscar Outsider',
      email: 'outsider@example.com',
      organisation: 'globex',
      roles: ['orderer'],
    };
    expect(await verify(`Bearer ${token}`)).toMatchObject(expected);
    expect(await verify(`bearer ${token}`)).toMatchObject(expected);
  });

  it('keeps verifying after a restart (key persisted in the data folder)', async () => {
    // verify() builds a fresh provider from the same data folder.
    expect((await verify(`BEARER ${token}`)).sub).toMatch(/-/);
  });

  it('rejects missing, malformed and tampered tokens', async () => {
    await expect401(undefined);
    await expect401('');
    await expect401(`Basic ${token}`);
    const [h, p, sig] = token.split('.') as [string, string, string];
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...payload, organisation: 'acme' })).toString('base64url');
    await expect401(`Bearer ${h}.${forged}.${sig}`);
  });

  it('rejects expired, wrong-audience, wrong-issuer and non-access tokens', async () => {
    const iss = `${s.base}/auth/realms/portal`;
    const good = { ...userClaims, iss, aud: 'translation-api', exp: now() + 60, iat: now() };
    expect((await verify(`Bearer ${await sign(good)}`)).username).toBe('orderer');
    await expect401(`Bearer ${await sign({ ...good, exp: now() - 120, iat: now() - 600 })}`);
    await expect401(`Bearer ${await sign({ ...good, aud: 'portal-web' })}`);
    await expect401(`Bearer ${await sign({ ...good, iss: 'http://evil.example/auth/realms/portal' })}`);
    await expect401(`Bearer ${await sign(good, 'JWT')}`);
  });
});
