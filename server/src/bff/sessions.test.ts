import * as client from 'openid-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionFromTokens, SubjectChangedError, type RelyingParty } from './oidc';
import { createRenewal, RENEWAL_LOCK_MS } from './renewal';
import { createSessions, type SessionData, type SessionLifetimes } from './sessions';
import { memoryStore, type SessionStore } from './store';

const SECRET = 'a-session-secret-of-at-least-32-characters';
const LIFETIMES: SessionLifetimes = { idleSeconds: 60, maxSeconds: 3600 };
const user = { sub: 'u1', name: 'U', email: 'u@example.com', username: 'u', roles: [], organisation: 'acme' };
const expired = (token: string): SessionData => ({
  user,
  accessToken: token,
  refreshToken: `refresh-${token}`,
  expiresAt: Date.now() - 1,
  signedInAt: Date.now(),
});
const renewedFrom = (s: SessionData): SessionData => ({
  ...s,
  accessToken: 'renewed',
  refreshToken: 'refresh-renewed',
  expiresAt: Date.now() + 300_000,
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function fakeProvider(refresh: (s: SessionData) => Promise<SessionData>) {
  const calls: string[] = [];
  const revoked: (string | undefined)[] = [];
  const rp: Pick<RelyingParty, 'refresh' | 'revoke'> = {
    refresh: (s: SessionData) => {
      calls.push(s.refreshToken ?? '');
      return refresh(s);
    },
    revoke: (token) => {
      revoked.push(token);
      return Promise.resolve();
    },
  };
  return { rp, calls, revoked };
}

/** A store that remembers what was written under which key. */
function recordingStore() {
  const store = memoryStore();
  const written = new Map<string, string>();
  const spy: SessionStore = {
    ...store,
    set: (k, v, t) => (written.set(k, v), store.set(k, v, t)),
    replace: (k, v, t) => (written.set(k, v), store.replace(k, v, t)),
  };
  return { store, spy, written };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('sessions', () => {
  it('keeps tokens sealed in the store, under a key that is not the cookie value', async () => {
    const { store, spy, written } = recordingStore();
    const sessions = createSessions(spy, SECRET, LIFETIMES);
    const id = await sessions.create({ ...expired('ACCESS-TOKEN'), expiresAt: 1 });
    const values = [...written].flat().join(' ');
    expect(values).not.toContain('ACCESS-TOKEN');
    expect(values).not.toContain(id);
    expect((await sessions.load(id))?.accessToken).toBe('ACCESS-TOKEN');
    // Another secret opens nothing.
    expect(await createSessions(store, `${SECRET}-other`, LIFETIMES).load(id)).toBeUndefined();
    await sessions.destroy(id);
    expect(await sessions.load(id)).toBeUndefined();
  });

  it('binds a sealed session to its key: a value copied under another session key opens nothing', async () => {
    const { store, spy, written } = recordingStore();
    const sessions = createSessions(spy, SECRET, LIFETIMES);
    const victim = await sessions.create({ ...expired('VICTIM'), expiresAt: Date.now() + 300_000 });
    const sessionKeys = () => [...written.keys()].filter((k) => k.startsWith('session:'));
    const [victimKey = ''] = sessionKeys();
    const victimValue = written.get(victimKey);
    const attacker = await sessions.create({ ...expired('ATTACKER'), expiresAt: Date.now() + 300_000 });
    const attackerKey = sessionKeys().find((k) => k !== victimKey) ?? '';
    // Someone with write access to the store, but not the secret, copies the victim's value over their own.
    await store.set(attackerKey, victimValue ?? '', 60);
    expect(await sessions.load(attacker)).toBeUndefined();
    expect((await sessions.load(victim))?.accessToken).toBe('VICTIM');
  });

  it('binds sealed sessions and sign-ins to the portal’s path: a portal on another path of the host opens neither', async () => {
    const store = memoryStore();
    const translations = createSessions(store, SECRET, LIFETIMES, '/translations');
    const id = await translations.create({ ...expired('TRANSLATIONS'), expiresAt: Date.now() + 300_000 });
    const login = translations.sealLogin({ state: 's', codeVerifier: 'v', returnTo: '/', previous: id });
    expect((await translations.load(id))?.accessToken).toBe('TRANSLATIONS');
    expect(translations.openLogin(login)?.previous).toBe(id);
    // Same store and secret (a second portal on the host, sharing them by mistake): nothing opens.
    for (const other of [createSessions(store, SECRET, LIFETIMES, '/wiki'), createSessions(store, SECRET, LIFETIMES)]) {
      expect(await other.load(id)).toBeUndefined();
      expect(other.openLogin(login)).toBeUndefined();
    }
  });

  it('keeps a sign-in under way sealed in its cookie for ten minutes, and refuses a changed one', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const sessions = createSessions(memoryStore(), SECRET, LIFETIMES);
    const login = { state: 'state-1', codeVerifier: 'verifier', returnTo: '/orders' };
    const sealed = sessions.sealLogin(login);
    expect(sealed).not.toContain('verifier');
    expect(sealed).toMatch(/^[\w-]+$/); // a valid cookie value
    expect(sessions.openLogin(sealed)).toEqual(login);
    const flipped = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(sessions.openLogin(flipped)).toBeUndefined();
    expect(createSessions(memoryStore(), `${SECRET}-other`, LIFETIMES).openLogin(sealed)).toBeUndefined();
    vi.setSystemTime(Date.now() + 601_000);
    expect(sessions.openLogin(sealed)).toBeUndefined();
  });

  it('ends a session at its absolute lifetime however often it is renewed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const sessions = createSessions(memoryStore(), SECRET, { idleSeconds: 60, maxSeconds: 150 });
    const id = await sessions.create(expired('old'));
    for (let i = 0; i < 2; i++) {
      vi.setSystemTime(Date.now() + 50_000);
      const data = await sessions.load(id);
      expect(data).toBeDefined();
      expect(await sessions.save(id, { ...(data as SessionData), expiresAt: Date.now() + 300_000 })).toBe(true);
    }
    vi.setSystemTime(Date.now() + 51_000); // 151 s after sign-in, 51 s after the last renewal
    expect(await sessions.load(id)).toBeUndefined();
  });
});

describe('token renewal', () => {
  it('renews once on four instances when the holder uses all its time: discovery, token, userinfo, a slow store', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const store = memoryStore();
    const { rp, calls } = fakeProvider(async (s) => {
      await sleep(50);
      // Three provider calls of just under 10 s each and a read at the store's 2-second limit; the others
      // look at the lock meanwhile (they poll every 100 ms), before the renewed session is saved.
      vi.setSystemTime(Date.now() + 3 * 9_900 + 2_000);
      await sleep(300);
      return renewedFrom(s);
    });
    const instances = Array.from({ length: 4 }, () => createSessions(store, SECRET, LIFETIMES));
    const id = await instances[0]!.create(expired('old'));
    const renewals = instances.map((sessions) => createRenewal(sessions, rp));
    const results = await Promise.all(renewals.map((renew) => renew(id, expired('old'))));
    expect(results.map((r) => r?.accessToken)).toEqual(Array(4).fill('renewed'));
    expect(calls).toEqual(['refresh-old']);
  });

  it('renews once for concurrent requests on four instances sharing a store, with a provider slower than 15 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const store = memoryStore();
    const { rp, calls } = fakeProvider(async (s) => {
      await sleep(50);
      // The provider took 16 s: longer than a 15-second lock, within the provider timeout; the others look
      // at the lock meanwhile.
      vi.setSystemTime(Date.now() + 16_000);
      await sleep(300);
      return renewedFrom(s);
    });
    const instances = Array.from({ length: 4 }, () => createSessions(store, SECRET, LIFETIMES));
    const id = await instances[0]!.create(expired('old'));
    const stale = expired('old');
    const renewals = instances.map((sessions) => createRenewal(sessions, rp));
    const results = await Promise.all(renewals.flatMap((renew) => [renew(id, stale), renew(id, stale)]));
    expect(results.map((r) => r?.accessToken)).toEqual(Array(8).fill('renewed'));
    expect(calls).toEqual(['refresh-old']);
    expect((await instances[3]!.load(id))?.refreshToken).toBe('refresh-renewed');
    expect(RENEWAL_LOCK_MS).toBeGreaterThan(16_000);
  });

  it('answers 503 (and keeps the session) when a waiter outlasts its patience while another instance renews', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const store = memoryStore();
    const sessions = createSessions(store, SECRET, LIFETIMES);
    const id = await sessions.create(expired('old'));
    // Another instance holds the lock for longer than this one waits (a token that expired meanwhile:
    // before, the waiter answered 401 and the browser lost its cookie).
    await sessions.withRenewalLock(id, 10 * RENEWAL_LOCK_MS, async () => {
      const waiting = createRenewal(sessions, fakeProvider(() => Promise.reject(new Error('not called'))).rp)(
        id,
        expired('old'),
      );
      await sleep(150);
      vi.setSystemTime(Date.now() + RENEWAL_LOCK_MS + 1);
      await expect(waiting).rejects.toMatchObject({ status: 503 });
    });
    expect(await sessions.load(id)).toBeDefined();
  });

  it('stays signed out when the sign-out comes during a slow renewal, and revokes the refresh token it got', async () => {
    const { rp, revoked } = fakeProvider(async (s) => {
      await sleep(150);
      return renewedFrom(s);
    });
    const sessions = createSessions(memoryStore(), SECRET, LIFETIMES);
    const id = await sessions.create(expired('old'));
    const renewing = createRenewal(sessions, rp)(id, expired('old'));
    await sleep(50);
    await sessions.destroy(id); // POST /bff/logout while the provider is answering
    expect(await renewing).toBeUndefined();
    expect(await sessions.load(id)).toBeUndefined();
    expect(revoked).toEqual(['refresh-renewed']);
  });

  it('ends the session when the provider refuses the refresh token', async () => {
    const { rp } = fakeProvider(() => {
      const response = new Response(JSON.stringify({ error: 'invalid_grant' }), { status: 400 });
      return Promise.reject(new client.ResponseBodyError('refused', { cause: { error: 'invalid_grant' }, response }));
    });
    const sessions = createSessions(memoryStore(), SECRET, LIFETIMES);
    const id = await sessions.create(expired('old'));
    expect(await createRenewal(sessions, rp)(id, expired('old'))).toBeUndefined();
    expect(await sessions.load(id)).toBeUndefined();
  });

  it('ends the session when a refreshed ID token names another user', async () => {
    const tokens = (sub: string) =>
      ({
        access_token: 'a',
        token_type: 'bearer',
        claims: () => ({ sub, iss: 'https://sso.example.com', aud: 'portal', iat: 0, exp: 0 }),
        expiresIn: () => 300,
      }) as unknown as Parameters<typeof sessionFromTokens>[0];
    const claims = { roles: 'roles', organisation: 'organisation' };
    const previous = expired('old');
    expect(sessionFromTokens(tokens('u1'), claims, previous).user.sub).toBe('u1');
    expect(() => sessionFromTokens(tokens('someone-else'), claims, previous)).toThrow(SubjectChangedError);

    const { rp } = fakeProvider((s) => Promise.resolve(sessionFromTokens(tokens('someone-else'), claims, s)));
    const sessions = createSessions(memoryStore(), SECRET, LIFETIMES);
    const id = await sessions.create(previous);
    expect(await createRenewal(sessions, rp)(id, previous)).toBeUndefined();
    expect(await sessions.load(id)).toBeUndefined();
  });

  it('without a refresh token, keeps the session until its access token expires, then ends it without asking the provider', async () => {
    const { rp, calls } = fakeProvider((s) => Promise.resolve(renewedFrom(s)));
    const sessions = createSessions(memoryStore(), SECRET, LIFETIMES);
    const renewal = createRenewal(sessions, rp);
    // Inside the renewal margin, where a session with a refresh token would be renewed.
    const ending = { ...expired('no-refresh'), refreshToken: undefined, expiresAt: Date.now() + 5_000 };
    const id = await sessions.create(ending);
    expect((await renewal(id, ending))?.accessToken).toBe('no-refresh');

    const over = { ...ending, expiresAt: Date.now() - 1 };
    expect(await renewal(id, over)).toBeUndefined();
    expect(await sessions.load(id)).toBeUndefined();
    expect(calls).toEqual([]);
  });
});

describe('sessionFromTokens', () => {
  const tokens = (claims: Record<string, unknown> | undefined, accessToken = 'opaque') =>
    ({
      access_token: accessToken,
      token_type: 'bearer',
      claims: () => claims,
      expiresIn: () => 300,
    }) as unknown as Parameters<typeof sessionFromTokens>[0];

  it('reads roles and organisation from userinfo when told to', () => {
    const session = sessionFromTokens(
      tokens({ sub: 'u1', iss: 'i', aud: 'a', iat: 0, exp: 0, name: 'Rita' }),
      {
        source: 'userinfo',
        roles: 'groups',
        roleMap: { 'Translation Reviewers': 'reviewer' },
        organisation: 'organization',
      },
      undefined,
      { sub: 'u1', groups: ['Everyone', 'Translation Reviewers'], organization: 'acme' },
    );
    expect(session.user).toMatchObject({ sub: 'u1', name: 'Rita', roles: ['reviewer'], organisation: 'acme' });
    expect(session.refreshToken).toBeUndefined();
  });

  it('reads the user afresh from userinfo on a renewal without an ID token', () => {
    const previous = { ...expired('old'), user: { ...user, roles: ['orderer' as const] } };
    const session = sessionFromTokens(
      tokens(undefined),
      { source: 'userinfo', roles: 'groups', organisation: 'organization' },
      previous,
      { sub: 'u1', groups: ['admin'], organization: 'acme' },
    );
    expect(session.user).toMatchObject({ sub: 'u1', roles: ['admin'] });
    expect(session.refreshToken).toBe('refresh-old');
  });
});
