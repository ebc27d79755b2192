import * as client from 'openid-client';
import { describe, expect, it } from 'vitest';
import type { RelyingParty } from './oidc';
import { createRenewal } from './renewal';
import { createSessions, type SessionData } from './sessions';
import { memoryStore } from './store';

const SECRET = 'a-session-secret-of-at-least-32-characters';
const user = { sub: 'u1', name: 'U', email: 'u@example.com', username: 'u', roles: [], organisation: 'acme' };
const expired = (token: string): SessionData => ({ user, accessToken: token, refreshToken: `refresh-${token}`, expiresAt: Date.now() - 1 });

function fakeProvider(refresh: (s: SessionData) => Promise<SessionData>) {
  const calls: string[] = [];
  const rp = {
    refresh: (s: SessionData) => {
      calls.push(s.refreshToken ?? '');
      return refresh(s);
    },
  } as unknown as RelyingParty;
  return { rp, calls };
}

describe('sessions', () => {
  it('keeps tokens sealed in the store, under a key that is not the cookie value', async () => {
    const store = memoryStore();
    const values: string[] = [];
    const spy = { ...store, set: (k: string, v: string, t: number) => (values.push(k, v), store.set(k, v, t)) };
    const sessions = createSessions(spy, SECRET, 60);
    const id = await sessions.create({ ...expired('ACCESS-TOKEN'), expiresAt: 1 });
    expect(values.join(' ')).not.toContain('ACCESS-TOKEN');
    expect(values.join(' ')).not.toContain(id);
    expect((await sessions.load(id))?.accessToken).toBe('ACCESS-TOKEN');
    // Another secret opens nothing.
    expect(await createSessions(store, `${SECRET}-other`, 60).load(id)).toBeUndefined();
    await sessions.destroy(id);
    expect(await sessions.load(id)).toBeUndefined();
  });

  it('uses sign-in state once', async () => {
    const sessions = createSessions(memoryStore(), SECRET, 60);
    await sessions.startLogin('state-1', { codeVerifier: 'v', returnTo: '/orders' });
    expect(await sessions.finishLogin('state-1')).toEqual({ codeVerifier: 'v', returnTo: '/orders' });
    expect(await sessions.finishLogin('state-1')).toBeUndefined();
  });
});

describe('token renewal', () => {
  it('renews once for concurrent requests on two instances sharing a store', async () => {
    const store = memoryStore();
    const { rp, calls } = fakeProvider(async (s) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { ...s, accessToken: 'renewed', refreshToken: 'refresh-renewed', expiresAt: Date.now() + 300_000 };
    });
    const a = createSessions(store, SECRET, 60);
    const b = createSessions(store, SECRET, 60);
    const id = await a.create(expired('old'));
    const stale = expired('old');
    const [renewA, renewB] = [createRenewal(a, rp), createRenewal(b, rp)];
    const results = await Promise.all([renewA(id, stale), renewA(id, stale), renewB(id, stale), renewB(id, stale)]);
    expect(results.map((r) => r?.accessToken)).toEqual(['renewed', 'renewed', 'renewed', 'renewed']);
    expect(calls).toEqual(['refresh-old']);
    expect((await b.load(id))?.refreshToken).toBe('refresh-renewed');
  });

  it('ends the session when the provider refuses the refresh token', async () => {
    const { rp } = fakeProvider(() => {
      const response = new Response(JSON.stringify({ error: 'invalid_grant' }), { status: 400 });
      return Promise.reject(new client.ResponseBodyError('refused', { cause: { error: 'invalid_grant' }, response }));
    });
    const sessions = createSessions(memoryStore(), SECRET, 60);
    const id = await sessions.create(expired('old'));
    expect(await createRenewal(sessions, rp)(id, expired('old'))).toBeUndefined();
    expect(await sessions.load(id)).toBeUndefined();
  });
});
