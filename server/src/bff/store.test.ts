// @vitest-environment node
/** The session stores, in memory and in a real redis-server: what sessions.ts and renewal.ts count on. */
import { describe, expect, it } from 'vitest';
import { startRedis } from '../testing/redis.harness';
import { memoryStore, redisStore, type SessionStore } from './store';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Each store the sessions may live in, opened afresh, and how to close it. */
const stores: [string, () => Promise<{ store: SessionStore; stop: () => Promise<void> }>][] = [
  ['memory', () => Promise.resolve({ store: memoryStore(), stop: () => Promise.resolve() })],
  [
    'redis',
    async () => {
      const redis = await startRedis();
      const store = await redisStore(redis.url);
      return {
        store,
        stop: async () => {
          await store.close();
          await redis.stop();
        },
      };
    },
  ],
];

describe('renewal lock', () => {
  it.each(stores)(
    '(%s) is released only by its holder: an expired holder does not release the next one',
    async (_name, open) => {
      const { store, stop } = await open();
      try {
        const first = await store.lock('renewing:x', 50);
        expect(first).toBeDefined();
        expect(await store.lock('renewing:x', 50)).toBeUndefined();
        await sleep(80); // the first holder's lock expired while it was still at work
        const second = await store.lock('renewing:x', 10_000);
        expect(second).toBeDefined();
        await store.unlock('renewing:x', first ?? '');
        expect(await store.lock('renewing:x', 10_000)).toBeUndefined();
        await store.unlock('renewing:x', second ?? '');
        expect(await store.lock('renewing:x', 10_000)).toBeDefined();
      } finally {
        await stop();
      }
    },
  );
});

describe('conditional replace (a renewal never brings back a signed-out session)', () => {
  it.each(stores)('(%s) writes only over an entry that is there, with the new lifetime', async (_name, open) => {
    const { store, stop } = await open();
    try {
      expect(await store.replace('session:gone', 'renewed', 60)).toBe(false);
      expect(await store.get('session:gone')).toBeUndefined();
      await store.set('session:here', 'first', 1);
      expect(await store.replace('session:here', 'renewed', 60)).toBe(true);
      expect(await store.get('session:here')).toBe('renewed');
      await sleep(1_200); // past the first lifetime: the replace gave it a new one
      expect(await store.get('session:here')).toBe('renewed');
      await store.delete('session:here');
      expect(await store.replace('session:here', 'again', 60)).toBe(false);
      expect(await store.get('session:here')).toBeUndefined();
    } finally {
      await stop();
    }
  });
});
