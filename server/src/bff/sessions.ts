/**
 * Server-side sessions: the browser holds only a random id in an HttpOnly `__Host-` cookie; the
 * store holds the tokens, under a key derived from the id with the session secret and sealed
 * (AES-256-GCM), so a copy of the store yields neither cookies nor tokens.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { CurrentUser } from '#auth-claims/claims';
import type { SessionStore } from './store';

export const SESSION_COOKIE = '__Host-portal-session';
export const LOGIN_COOKIE = '__Host-portal-login';

export interface SessionData {
  user: CurrentUser;
  accessToken: string;
  refreshToken: string | undefined;
  /** When the access token expires, ms since the epoch. */
  expiresAt: number;
}

export interface LoginState {
  codeVerifier: string;
  returnTo: string;
}

export interface Sessions {
  create(data: SessionData): Promise<string>;
  load(id: string): Promise<SessionData | undefined>;
  save(id: string, data: SessionData): Promise<void>;
  destroy(id: string): Promise<void>;
  startLogin(state: string, login: LoginState): Promise<void>;
  finishLogin(state: string): Promise<LoginState | undefined>;
  /** Runs `renew` unless another caller (here or on another instance) is renewing this session. */
  withRenewalLock<T>(id: string, renew: () => Promise<T>): Promise<T | undefined>;
  store: SessionStore;
}

const LOGIN_TTL_SECONDS = 600;
const RENEWAL_LOCK_MS = 15_000;

export function createSessions(store: SessionStore, secret: string, ttlSeconds: number): Sessions {
  const keyOf = (kind: string, id: string) => `${kind}:${createHmac('sha256', secret).update(id).digest('base64url')}`;
  const sealKey = Buffer.from(hkdfSync('sha256', secret, 'portal-session', 'seal', 32));
  const seal = (value: unknown) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  };
  const open = <T>(sealed: string | undefined): T | undefined => {
    if (sealed === undefined) return undefined;
    try {
      const raw = Buffer.from(sealed, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', sealKey, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')) as T;
    } catch {
      return undefined; // sealed with another secret: as good as no session
    }
  };

  return {
    store,
    async create(data) {
      const id = randomBytes(32).toString('base64url');
      await store.set(keyOf('session', id), seal(data), ttlSeconds);
      return id;
    },
    load: async (id) => open<SessionData>(await store.get(keyOf('session', id))),
    save: (id, data) => store.set(keyOf('session', id), seal(data), ttlSeconds),
    destroy: (id) => store.delete(keyOf('session', id)),
    startLogin: (state, login) => store.set(keyOf('login', state), seal(login), LOGIN_TTL_SECONDS),
    finishLogin: async (state) => open<LoginState>(await store.take(keyOf('login', state))),
    async withRenewalLock(id, renew) {
      const lock = keyOf('renewing', id);
      if (!(await store.lock(lock, RENEWAL_LOCK_MS))) return undefined;
      try {
        return await renew();
      } finally {
        await store.unlock(lock);
      }
    },
  };
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}

/** `__Host-`: Secure, Path=/, no Domain. Browsers treat http://localhost as secure, so it works there too. */
export function cookie(name: string, value: string, maxAgeSeconds: number): string {
  return `${name}=${value}; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=${maxAgeSeconds}`;
}

export function clearCookie(name: string): string {
  return cookie(name, '', 0);
}
