/**
 * Server-side sessions: the browser holds only a random id in an HttpOnly cookie (SESSION_COOKIE); the
 * store holds the tokens, under a key derived from the id with the session secret and sealed
 * (AES-256-GCM, the key as associated data), so a copy of the store yields neither cookies nor
 * tokens, and a value moved to another key opens nothing.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { CurrentUser } from '#auth-claims/claims';
import type { SessionStore } from './store';

export interface SessionData {
  user: CurrentUser;
  accessToken: string;
  refreshToken: string | undefined;
  /** The latest ID token, for the provider's sign-out (`id_token_hint`); none in sessions from before it was kept. */
  idToken?: string | undefined;
  /** The provider's session (the ID token's `sid`), which its back-channel logout names. */
  sid?: string | undefined;
  /** When the access token expires, ms since the epoch. */
  expiresAt: number;
  /** When the user signed in, ms since the epoch: the session ends `maxSeconds` later however often it is renewed. */
  signedInAt: number;
}

/** A sign-in under way, sealed into the browser's login cookie (nothing is stored until the sign-in succeeds). */
export interface LoginState {
  state: string;
  codeVerifier: string;
  /** Binds the ID token to this sign-in (OpenID Connect Core 3.1.2.1), besides PKCE. */
  nonce?: string;
  returnTo: string;
  /**
   * The session this browser had when it started to sign in, ended when the new one begins: the callback, a
   * navigation from the provider's site, does not carry the SameSite=Strict session cookie.
   */
  previous?: string;
}

export interface SessionLifetimes {
  /** A session ends after this long without a renewal. */
  idleSeconds: number;
  /** A session ends this long after sign-in, renewed or not. */
  maxSeconds: number;
}

/** A sign-in must come back from the provider within this time. */
export const LOGIN_TTL_SECONDS = 600;
/** Sessions recorded per provider session or user for back-channel logout; older ones end by their lifetimes. */
const MAX_RECORDED = 20;
/** Between the sign-out and the browser's way to the provider's sign-out: one navigation. */
export const SIGN_OUT_TTL_SECONDS = 60;

/** The session store could not be reached: the request answers 503 and the browser keeps its cookie. */
export class StoreUnavailableError extends Error {
  readonly status = 503;
  constructor(cause: unknown) {
    super('The session store cannot be reached', { cause });
  }
}

export interface Sessions {
  create(data: SessionData): Promise<string>;
  load(id: string): Promise<SessionData | undefined>;
  /** Saves a renewed session; false when it was signed out meanwhile (then nothing is written). */
  save(id: string, data: SessionData): Promise<boolean>;
  destroy(id: string): Promise<void>;
  sealLogin(login: LoginState): string;
  /** The sign-in sealed into `cookie`, if it was sealed here within LOGIN_TTL_SECONDS. */
  openLogin(cookie: string | undefined): LoginState | undefined;
  /**
   * The ids of the sessions of a provider session (`sid`) or user (`sub`), as sign-ins recorded them, for a
   * back-channel logout. Some may have ended already (they load as nothing).
   */
  sessionsOf(kind: 'sid' | 'sub', value: string): Promise<string[]>;
  /** True the first time `value` of `kind` is seen within `ttlSeconds` (a logout token's jti: no replay). */
  firstSeen(kind: string, value: string, ttlSeconds: number): Promise<boolean>;
  /** Keeps a signed-out session's ID token for the way to the provider's sign-out, under a new random ticket. */
  keepForSignOut(idToken: string): Promise<string>;
  /** The ID token kept under `ticket`, once, within SIGN_OUT_TTL_SECONDS. */
  takeForSignOut(ticket: string | undefined): Promise<string | undefined>;
  /** Runs `renew` unless another caller (here or on another instance) holds this session's renewal lock. */
  withRenewalLock<T>(id: string, lockMs: number, renew: () => Promise<T>): Promise<T | undefined>;
  lifetimes: SessionLifetimes;
  store: SessionStore;
}

/** Store failures become StoreUnavailableError (503), so no caller mistakes them for "not signed in". */
function guarded(store: SessionStore): SessionStore {
  const call = <R>(operation: () => Promise<R>) =>
    operation().catch((err: unknown) => {
      throw new StoreUnavailableError(err);
    });
  return {
    ...store,
    get: (key) => call(() => store.get(key)),
    set: (key, value, ttl) => call(() => store.set(key, value, ttl)),
    replace: (key, value, ttl) => call(() => store.replace(key, value, ttl)),
    delete: (key) => call(() => store.delete(key)),
    lock: (key, ttl) => call(() => store.lock(key, ttl)),
    unlock: (key, token) => call(() => store.unlock(key, token)),
  };
}

/** `basePath`: PUBLIC_URL's path; what is sealed under one path opens under no other. */
export function createSessions(
  rawStore: SessionStore,
  secret: string,
  lifetimes: SessionLifetimes,
  basePath = '',
): Sessions {
  const store = guarded(rawStore);
  const boundTo = (what: string) => (basePath === '' ? what : `${what}@${basePath}`);
  const keyOf = (kind: string, id: string) => `${kind}:${createHmac('sha256', secret).update(id).digest('base64url')}`;
  const sealKey = Buffer.from(hkdfSync('sha256', secret, 'portal-session', 'seal', 32));
  /** `bound`: associated data, usually the store key, with the portal's path; the value opens only under the same. */
  const seal = (bound: string, value: unknown) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', sealKey, iv).setAAD(Buffer.from(boundTo(bound), 'utf8'));
    const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  };
  const open = <T>(bound: string, sealed: string | undefined): T | undefined => {
    if (sealed === undefined) return undefined;
    try {
      const raw = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', sealKey, raw.subarray(0, 12)).setAAD(
        Buffer.from(boundTo(bound), 'utf8'),
      );
      decipher.setAuthTag(raw.subarray(12, 28));
      return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')) as T;
    } catch {
      return undefined; // sealed with another secret or for another key: as good as none
    }
  };
  /** Seconds the session may still be kept: the idle lifetime, cut at the absolute one. */
  const ttlOf = (data: SessionData) =>
    Math.min(lifetimes.idleSeconds, Math.floor((data.signedInAt + lifetimes.maxSeconds * 1000 - Date.now()) / 1000));
  const write = async (id: string, data: SessionData, how: 'set' | 'replace') => {
    const key = keyOf('session', id);
    const ttl = ttlOf(data);
    if (ttl <= 0) {
      await store.delete(key);
      return false;
    }
    if (how === 'replace') return store.replace(key, seal(key, data), ttl);
    await store.set(key, seal(key, data), ttl);
    return true;
  };

  /**
   * Adds a session to those of a provider session or user. Read, then written: two sign-ins of one user in the
   * same instant may keep one of them only, whose session then ends by its lifetimes instead.
   */
  const record = async (kind: 'sid' | 'sub', value: string, id: string) => {
    const key = keyOf(`sessions-of-${kind}`, value);
    const ids = open<string[]>(key, await store.get(key)) ?? [];
    await store.set(key, seal(key, [...ids.slice(-(MAX_RECORDED - 1)), id]), lifetimes.maxSeconds);
  };

  return {
    store,
    lifetimes,
    async create(data) {
      const id = randomBytes(32).toString('base64url');
      await write(id, data, 'set');
      await record('sub', data.user.sub, id);
      if (data.sid) await record('sid', data.sid, id);
      return id;
    },
    async sessionsOf(kind, value) {
      const key = keyOf(`sessions-of-${kind}`, value);
      return open<string[]>(key, await store.get(key)) ?? [];
    },
    firstSeen: async (kind, value, ttlSeconds) =>
      (await store.lock(keyOf(`seen-${kind}`, value), ttlSeconds * 1000)) !== undefined,
    async load(id) {
      const key = keyOf('session', id);
      const data = open<SessionData>(key, await store.get(key));
      if (!data || ttlOf(data) > 0) return data;
      await store.delete(key);
      return undefined;
    },
    save: (id, data) => write(id, data, 'replace'),
    destroy: (id) => store.delete(keyOf('session', id)),
    sealLogin: (login) => seal('login', { ...login, startedAt: Date.now() }),
    openLogin(cookie) {
      const login = open<LoginState & { startedAt: number }>('login', cookie);
      if (!login || Date.now() - login.startedAt > LOGIN_TTL_SECONDS * 1000) return undefined;
      const { state, codeVerifier, nonce, returnTo, previous } = login;
      return { state, codeVerifier, returnTo, ...(nonce ? { nonce } : {}), ...(previous ? { previous } : {}) };
    },
    async keepForSignOut(idToken) {
      const ticket = randomBytes(32).toString('base64url');
      const key = keyOf('signing-out', ticket);
      await store.set(key, seal(key, idToken), SIGN_OUT_TTL_SECONDS);
      return ticket;
    },
    async takeForSignOut(ticket) {
      if (!ticket) return undefined;
      const key = keyOf('signing-out', ticket);
      const idToken = open<string>(key, await store.get(key));
      if (idToken !== undefined) await store.delete(key);
      return idToken;
    },
    async withRenewalLock(id, lockMs, renew) {
      const lock = keyOf('renewing', id);
      const token = await store.lock(lock, lockMs);
      if (token === undefined) return undefined;
      try {
        return await renew();
      } finally {
        await store.unlock(lock, token);
      }
    },
  };
}

/**
 * The value of the cookie `name`, when it arrives once. Twice is never the portal's doing (a `__Host-` cookie
 * has one host and one path, so the browser keeps one): a page of a sibling host that planted a second one is
 * not let choose whose session this request runs in.
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  let found: string | undefined;
  let seen = 0;
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      seen++;
      found = part.slice(eq + 1).trim() || undefined;
    }
  }
  return seen === 1 ? found : undefined;
}

/**
 * The portal's two cookies, `__Host-` on every path the portal is served under: Secure, Path=/, no Domain. The
 * prefix is the browser's promise that no other host set them; a `__Secure-` cookie with the portal's path
 * would take any Domain, so a sibling host (`Domain=example.com; Path=/translations/rest/api/documents`) could
 * put its own session in front of the user's. Under a path the cookies therefore reach the host's other
 * applications too; the sealed values are bound to the portal's path (createSessions), so a portal on another
 * path of the host cannot use them.
 */
export const SESSION_COOKIE = '__Host-portal-session';
export const LOGIN_COOKIE = '__Host-portal-login';
/** The ticket of a sign-out on its way to the provider (SIGN_OUT_TTL_SECONDS). */
export const SIGN_OUT_COOKIE = '__Host-portal-signout';

/**
 * The session cookie is SameSite=Strict: no request another site starts carries it, top-level navigations
 * included. The login cookie is Lax: it has to come back on the provider's redirect, a navigation from its site.
 */
export function setCookie(name: string, value: string, maxAgeSeconds: number, sameSite: 'Strict' | 'Lax' = 'Strict') {
  return `${name}=${value}; Path=/; HttpOnly; Secure; SameSite=${sameSite}; Max-Age=${maxAgeSeconds}`;
}

export const clearCookie = (name: string) => setCookie(name, '', 0);
