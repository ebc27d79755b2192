/**
 * Where sessions and sign-ins under way live: this process's memory (one instance) or Redis/Valkey
 * (several instances; a restart loses nothing). Values are opaque strings (sealed by sessions.ts).
 */
import { createClient } from 'redis';

export interface SessionStore {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** Reads and deletes in one step (sign-in state is used once). */
  take(key: string): Promise<string | undefined>;
  delete(key: string): Promise<void>;
  /** Takes a short lock (true) unless another holder has it (false); it expires by itself. */
  lock(key: string, ttlMs: number): Promise<boolean>;
  unlock(key: string): Promise<void>;
  ready(): Promise<boolean>;
  close(): Promise<void>;
}

export function memoryStore(now: () => number = Date.now): SessionStore {
  const entries = new Map<string, { value: string; expires: number }>();
  const read = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expires <= now()) entries.delete(key);
    return entry && entry.expires > now() ? entry.value : undefined;
  };
  // Expired entries go on reads and on a sweep, so abandoned sign-ins do not pile up.
  const sweep = setInterval(() => {
    for (const [key, entry] of entries) if (entry.expires <= now()) entries.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    get: (key) => Promise.resolve(read(key)),
    set(key, value, ttlSeconds) {
      entries.set(key, { value, expires: now() + ttlSeconds * 1000 });
      return Promise.resolve();
    },
    take(key) {
      const value = read(key);
      entries.delete(key);
      return Promise.resolve(value);
    },
    delete(key) {
      entries.delete(key);
      return Promise.resolve();
    },
    lock(key, ttlMs) {
      if (read(key) !== undefined) return Promise.resolve(false);
      entries.set(key, { value: '1', expires: now() + ttlMs });
      return Promise.resolve(true);
    },
    unlock(key) {
      entries.delete(key);
      return Promise.resolve();
    },
    ready: () => Promise.resolve(true),
    close() {
      clearInterval(sweep);
      return Promise.resolve();
    },
  };
}

export async function redisStore(url: string, prefix = 'portal:'): Promise<SessionStore> {
  const client = createClient({ url });
  // The client reconnects by itself; errors while it does are reported by /readyz, not thrown.
  client.on('error', () => undefined);
  await client.connect();
  const k = (key: string) => `${prefix}${key}`;
  return {
    get: async (key) => (await client.get(k(key))) ?? undefined,
    async set(key, value, ttlSeconds) {
      await client.set(k(key), value, { expiration: { type: 'EX', value: ttlSeconds } });
    },
    take: async (key) => (await client.getDel(k(key))) ?? undefined,
    async delete(key) {
      await client.del(k(key));
    },
    lock: async (key, ttlMs) =>
      (await client.set(k(key), '1', { condition: 'NX', expiration: { type: 'PX', value: ttlMs } })) === 'OK',
    async unlock(key) {
      await client.del(k(key));
    },
    ready: async () => client.isReady && (await client.ping()) === 'PONG',
    async close() {
      await client.close();
    },
  };
}
