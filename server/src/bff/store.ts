/**
 * Where sessions live: this process's memory (one instance) or Redis/Valkey (several instances; a
 * restart loses nothing). Values are opaque strings (sealed by sessions.ts).
 */
import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';

export interface SessionStore {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** Writes only over an existing entry (false when it is gone): a renewal never brings back a signed-out session. */
  replace(key: string, value: string, ttlSeconds: number): Promise<boolean>;
  delete(key: string): Promise<void>;
  /**
   * Takes a lock that expires by itself; resolves with the holder's token, or undefined while another
   * holder has it. Only that token releases it, so a holder whose lock expired cannot release the next one's.
   */
  lock(key: string, ttlMs: number): Promise<string | undefined>;
  unlock(key: string, token: string): Promise<void>;
  ready(): Promise<boolean>;
  close(): Promise<void>;
}

const lockToken = () => randomBytes(16).toString('base64url');

export function memoryStore(now: () => number = () => Date.now()): SessionStore {
  const entries = new Map<string, { value: string; expires: number }>();
  const read = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expires <= now()) entries.delete(key);
    return entry && entry.expires > now() ? entry.value : undefined;
  };
  const write = (key: string, value: string, ttlMs: number) => entries.set(key, { value, expires: now() + ttlMs });
  // Expired entries go on reads and on a sweep, so abandoned sessions do not pile up.
  const sweep = setInterval(() => {
    for (const [key, entry] of entries) if (entry.expires <= now()) entries.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    get: (key) => Promise.resolve(read(key)),
    set(key, value, ttlSeconds) {
      write(key, value, ttlSeconds * 1000);
      return Promise.resolve();
    },
    replace(key, value, ttlSeconds) {
      const exists = read(key) !== undefined;
      if (exists) write(key, value, ttlSeconds * 1000);
      return Promise.resolve(exists);
    },
    delete(key) {
      entries.delete(key);
      return Promise.resolve();
    },
    lock(key, ttlMs) {
      if (read(key) !== undefined) return Promise.resolve(undefined);
      const token = lockToken();
      write(key, token, ttlMs);
      return Promise.resolve(token);
    },
    unlock(key, token) {
      if (read(key) === token) entries.delete(key);
      return Promise.resolve();
    },
    ready: () => Promise.resolve(true),
    close() {
      clearInterval(sweep);
      return Promise.resolve();
    },
  };
}

/** Deletes the lock only when it still holds the caller's token (Redis' documented single-instance lock). */
const UNLOCK_SCRIPT =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/** How long a Redis command may take before the request fails with 503 instead of waiting. */
export const REDIS_COMMAND_TIMEOUT_MS = 2_000;

export async function redisStore(url: string, prefix = 'portal:'): Promise<SessionStore> {
  const client = createClient({
    url,
    // While Redis is away, commands fail at once (the request answers 503) instead of queueing until
    // it is back; the client reconnects by itself and the next request works again.
    disableOfflineQueue: true,
    commandOptions: { timeout: REDIS_COMMAND_TIMEOUT_MS },
    socket: {
      connectTimeout: REDIS_COMMAND_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000),
    },
  });
  // Errors while it reconnects are reported by /readyz and by the requests' 503, not thrown here.
  client.on('error', () => undefined);
  await client.connect();
  const k = (key: string) => `${prefix}${key}`;
  return {
    get: async (key) => (await client.get(k(key))) ?? undefined,
    async set(key, value, ttlSeconds) {
      await client.set(k(key), value, { expiration: { type: 'EX', value: ttlSeconds } });
    },
    replace: async (key, value, ttlSeconds) =>
      (await client.set(k(key), value, { condition: 'XX', expiration: { type: 'EX', value: ttlSeconds } })) === 'OK',
    async delete(key) {
      await client.del(k(key));
    },
    async lock(key, ttlMs) {
      const token = lockToken();
      const taken = await client.set(k(key), token, { condition: 'NX', expiration: { type: 'PX', value: ttlMs } });
      return taken === 'OK' ? token : undefined;
    },
    async unlock(key, token) {
      await client.eval(UNLOCK_SCRIPT, { keys: [k(key)], arguments: [token] });
    },
    ready: async () => client.isReady && (await client.ping()) === 'PONG',
    async close() {
      await client.close();
    },
  };
}
