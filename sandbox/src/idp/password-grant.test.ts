// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordGrant, postToken } from '#test-support/token-client';
import { decodeJwt, startSandbox, type RunningSandbox } from '../sandbox.harness';
import { PORTAL_CLI, PORTAL_CLI_SECRET } from './clients';

let s: RunningSandbox;
beforeAll(async () => {
  s = await startSandbox();
});
afterAll(async () => {
  await s.stop();
});

describe('password grant (spec form B)', () => {
  it('returns a Keycloak-shaped response with a JWT for the API', async () => {
    const { status, body } = await passwordGrant(s.base, 'admin');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      token_type: 'Bearer',
      expires_in: s.config.accessTokenTtl,
      refresh_expires_in: expect.any(Number) as number,
      refresh_token: expect.any(String) as string,
      'not-before-policy': 0,
      session_state: expect.any(String) as string,
    });
    const claims = decodeJwt(body.access_token ?? '');
    expect(claims).toMatchObject({
      iss: `${s.base}/auth/realms/portal`,
      aud: 'translation-api',
      preferred_username: 'admin',
      name: 'Adam Admin',
      email: 'admin@example.com',
      organisation: 'acme',
      realm_access: { roles: ['admin', 'orderer'] },
    });
  });

  it('accepts the client secret as HTTP Basic', async () => {
    const basic = Buffer.from(`${PORTAL_CLI}:${PORTAL_CLI_SECRET}`).toString('base64');
    const { status } = await postToken(
      s.base,
      { grant_type: 'password', username: 'orderer', password: 'orderer' },
      { authorization: `Basic ${basic}` },
    );
    expect(status).toBe(200);
  });

  it('rejects a wrong password with invalid_grant', async () => {
    const { status, body } = await passwordGrant(s.base, 'orderer', 'nope');
    expect(status).toBe(400);
    expect(body.error).toBe('invalid_grant');
    expect(body.error_description).toBe('Invalid user credentials');
  });

  it('answers userinfo for API access tokens, like Keycloak', async () => {
    const token = (await passwordGrant(s.base, 'orderer')).body.access_token ?? '';
    const url = `${s.base}/auth/realms/portal/protocol/openid-connect/userinfo`;
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      preferred_username: 'orderer',
      name: 'Olivia Orderer',
      email: 'orderer@example.com',
      organisation: 'acme',
      realm_access: { roles: ['orderer'] },
    });
    expect((await fetch(url)).status).toBe(401);
  });

  it('rejects a wrong client secret', async () => {
    const { status, body } = await postToken(s.base, {
      grant_type: 'password',
      client_id: PORTAL_CLI,
      client_secret: 'x',
      username: 'orderer',
      password: 'orderer',
    });
    expect(status).toBe(401);
    expect(body.error).toBe('invalid_client');
  });

  it('rotates refresh tokens and keeps issuing API JWTs', async () => {
    const first = await passwordGrant(s.base, 'reviewer');
    const refresh = (token: string) =>
      postToken(s.base, {
        grant_type: 'refresh_token',
        client_id: PORTAL_CLI,
        client_secret: PORTAL_CLI_SECRET,
        refresh_token: token,
      });
    const second = await refresh(first.body.refresh_token ?? '');
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).toBeTruthy();
    expect(second.body.refresh_token).not.toBe(first.body.refresh_token);
    expect(decodeJwt(second.body.access_token ?? '')).toMatchObject({
      aud: 'translation-api',
      realm_access: { roles: ['reviewer'] },
    });
    const reused = await refresh(first.body.refresh_token ?? '');
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('invalid_grant');
  });
});
