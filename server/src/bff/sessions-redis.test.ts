// @vitest-environment node
/** Several portal servers behind one origin share their sessions through Redis; a restarted one keeps them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBff } from './bff';
import { loadServerConfig } from '../config';
import { jsonLogger } from '../logger';
import { sharedTestDatabase } from '../testing/bff-server.harness';
import { startServer, type Running } from '../testing/server.harness';
import { startRedis } from '../testing/redis.harness';
import { createApiRouter } from '#sandbox/api/router';
import { PORTAL_BFF, PORTAL_BFF_SECRET } from '#sandbox/idp/clients';
import { signInThroughBff, startSandbox, type RunningSandbox } from '#sandbox/sandbox.harness';

let provider: RunningSandbox;
let redis: Awaited<ReturnType<typeof startRedis>>;
const silent = jsonLogger(() => undefined);
const CSRF = { 'X-Portal-Request': '1' };

beforeAll(async () => {
  [provider, redis] = await Promise.all([startSandbox({}, { api: createApiRouter }), startRedis()]);
});
afterAll(async () => {
  await provider.stop();
  await redis.stop();
});

/** One portal server instance; all of them claim the sandbox's origin, as behind one load balancer. */
async function instance(): Promise<Running> {
  const env = {
    AUTH_MODE: 'bff',
    PUBLIC_URL: provider.base,
    OIDC_ISSUER: `${provider.base}/auth/realms/portal`,
    OIDC_CLIENT_ID: PORTAL_BFF,
    OIDC_CLIENT_SECRET: PORTAL_BFF_SECRET,
    API_URL: `${provider.base}/rest/api`,
    SESSION_STORE: 'redis',
    REDIS_URL: redis.url,
    SESSION_SECRET: 'shared-by-every-instance-0123456789abcdef',
  };
  // The instances share one database too, as they share Redis.
  const database = await sharedTestDatabase();
  return startServer(env, silent, await createBff(loadServerConfig({ PORT: '0', ...env }), silent, { database }));
}

/** Signs in through `via`; the provider's redirect to the shared origin is delivered to that instance. */
const signInThrough = (via: Running) => signInThroughBff(via.url, provider.base);

const session = (at: Running, cookie: string) => fetch(`${at.url}/bff/session`, { headers: { cookie, ...CSRF } });

describe('sessions in Redis', () => {
  it('are shared by two instances and survive an instance restart', async () => {
    const a = await instance();
    const b = await instance();
    try {
      expect((await fetch(`${a.url}/readyz`)).status).toBe(200);
      const cookie = await signInThrough(a);
      const onB = await session(b, cookie);
      expect(onB.status).toBe(200);
      expect(await onB.json()).toMatchObject({
        user: { username: 'admin', roles: ['admin', 'orderer'], organisation: 'acme' },
      });
      const tasks = await fetch(`${b.url}/rest/api/translationTasks/`, { headers: { cookie, ...CSRF } });
      expect(tasks.status).toBe(200);

      await a.portal.close();
      const restarted = await instance();
      try {
        expect((await session(restarted, cookie)).status).toBe(200);
        // Signed out on one instance: signed out on all of them.
        const out = await fetch(`${restarted.url}/bff/logout`, { method: 'POST', headers: { cookie, ...CSRF } });
        expect(out.status).toBe(200);
        expect((await session(b, cookie)).status).toBe(401);
      } finally {
        await restarted.portal.close();
      }
    } finally {
      await a.portal.close();
      await b.portal.close();
    }
  });
});
