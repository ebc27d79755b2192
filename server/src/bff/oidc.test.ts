// @vitest-environment node
/** How server mode authenticates to the provider: what a provider's endpoint receives for each OIDC_TOKEN_AUTH_METHOD. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
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
            token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
          }),
        );
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

async function revokeWith(method: string | undefined) {
  const rp = createRelyingParty(
    loadServerConfig({
      AUTH_MODE: 'bff',
      PUBLIC_URL: 'http://localhost:8080',
      API_URL: 'http://localhost:9/rest/api',
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_CLIENT_SECRET: CLIENT_SECRET,
      ...(method ? { OIDC_TOKEN_AUTH_METHOD: method } : {}),
    }),
  );
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
