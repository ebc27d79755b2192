import { ErrorResponse } from 'oidc-client-ts';
import { claimTab, dropUnsafeSession, trackRenewal } from './tab-session';

/** A tab's sessionStorage; `copy` is what the browser hands a tab opened from it. */
class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  clear() {
    this.#items.clear();
  }
  copy() {
    const copy = new MemoryStorage();
    for (const [key, value] of this.#items) copy.setItem(key, value);
    return copy;
  }
}

/** Exclusive Web Locks for one origin: a request waits for the holder, or fails when its signal aborts first. */
function fakeLocks(): LockManager {
  const tails = new Map<string, Promise<void>>();
  const request = (name: string, options: LockOptions, callback: LockGrantedCallback<unknown>) => {
    const previous = tails.get(name) ?? Promise.resolve();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    tails.set(
      name,
      previous.then(() => released),
    );
    return new Promise((resolve, reject) => {
      let granted = false;
      options.signal?.addEventListener('abort', () => {
        if (granted) return;
        reject(new DOMException('The request was aborted.', 'AbortError'));
        release();
      });
      void previous.then(async () => {
        if (options.signal?.aborted) return;
        granted = true;
        try {
          resolve(await callback({ name, mode: 'exclusive' }));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        } finally {
          release();
        }
      });
    });
  };
  return { request, query: () => Promise.resolve({ held: [], pending: [] }) } as unknown as LockManager;
}

let ids = 0;
const newId = () => `tab-${++ids}`;
const TAB_KEY = 'portal:auth:tab';

describe('claimTab', () => {
  it('gives a fresh tab a new id', async () => {
    const storage = new MemoryStorage();
    expect(await claimTab({ storage, locks: fakeLocks(), newId })).toBe('new');
    expect(storage.getItem(TAB_KEY)).toMatch(/^tab-\d+$/);
  });

  it('keeps the id across a reload, also when the old document lets go of it a moment later', async () => {
    const locks = fakeLocks();
    const storage = new MemoryStorage();
    let unload = () => {};
    await claimTab({ storage, locks, newId, holdUntil: new Promise<void>((resolve) => (unload = resolve)) });
    const id = storage.getItem(TAB_KEY);

    const reloaded = claimTab({ storage, locks, newId, waitMs: 1_000 });
    setTimeout(unload, 20);
    expect(await reloaded).toBe('own');
    expect(storage.getItem(TAB_KEY)).toBe(id);
  });

  it('tells a tab that started with a copy of a live tab to take a new id', async () => {
    const locks = fakeLocks();
    const first = new MemoryStorage();
    await claimTab({ storage: first, locks, newId });
    const second = first.copy();
    const third = second.copy();

    expect(await claimTab({ storage: second, locks, newId, waitMs: 20 })).toBe('copied');
    expect(second.getItem(TAB_KEY)).not.toBe(first.getItem(TAB_KEY));
    // A copy of the copy is a copy too, and the copy now holds its own id.
    expect(await claimTab({ storage: third, locks, newId, waitMs: 20 })).toBe('copied');
    expect(new Set([first, second, third].map((s) => s.getItem(TAB_KEY))).size).toBe(3);
  });

  it('cannot tell tabs apart without Web Locks', async () => {
    const storage = new MemoryStorage();
    storage.setItem(TAB_KEY, 'tab-x');
    expect(await claimTab({ storage, locks: undefined })).toBe('unsupported');
    expect(storage.getItem(TAB_KEY)).toBe('tab-x');
  });
});

describe('dropUnsafeSession', () => {
  const USER_KEY = 'oidc.user:https://id.example.com/realms/portal:portal-web';
  const signedIn = () => {
    const storage = new MemoryStorage();
    storage.setItem(USER_KEY, '{"refresh_token":"r1"}');
    storage.setItem('oidc.3f2a', '{"state":"pending sign-in"}');
    storage.setItem('portal:draft', 'kept');
    return storage;
  };

  it('drops the user of a copied tab, nothing else', () => {
    const storage = signedIn();
    expect(dropUnsafeSession('copied', storage)).toBe(true);
    expect(storage.getItem(USER_KEY)).toBeNull();
    expect(storage.getItem('oidc.3f2a')).not.toBeNull();
    expect(storage.getItem('portal:draft')).toBe('kept');
  });

  it("keeps the user of the tab's own session", () => {
    const storage = signedIn();
    for (const claim of ['own', 'new', 'unsupported'] as const) expect(dropUnsafeSession(claim, storage)).toBe(false);
    expect(storage.getItem(USER_KEY)).not.toBeNull();
  });

  it('drops the user when the previous document left during a renewal, once', () => {
    const storage = signedIn();
    let leave = () => {};
    void trackRenewal(() => new Promise((resolve) => (leave = () => resolve(null))), storage);

    const afterReload = storage.copy();
    expect(dropUnsafeSession('own', afterReload)).toBe(true);
    expect(afterReload.getItem(USER_KEY)).toBeNull();
    // Signed in again, the next reload keeps the session.
    afterReload.setItem(USER_KEY, '{"refresh_token":"r2"}');
    expect(dropUnsafeSession('own', afterReload)).toBe(false);
    expect(afterReload.getItem(USER_KEY)).not.toBeNull();
    leave();
  });
});

describe('trackRenewal', () => {
  const MARK = 'portal:auth:renewing';

  it('marks the renewal while it runs and clears the mark once new tokens are stored', async () => {
    const storage = new MemoryStorage();
    let finish = () => {};
    const renewal = trackRenewal(() => new Promise<string>((resolve) => (finish = () => resolve('renewed'))), storage);
    expect(storage.getItem(MARK)).not.toBeNull();
    finish();
    expect(await renewal).toBe('renewed');
    expect(storage.getItem(MARK)).toBeNull();
  });

  it('clears the mark when the provider refused the token: it was not spent', async () => {
    const storage = new MemoryStorage();
    const refused = new ErrorResponse({ error: 'invalid_grant' });
    await expect(trackRenewal(() => Promise.reject(refused), storage)).rejects.toBe(refused);
    expect(storage.getItem(MARK)).toBeNull();
    expect(dropUnsafeSession('own', storage)).toBe(false);
  });

  it('keeps the mark after a network failure (e.g. the request aborted by a reload): the token may be spent', async () => {
    const storage = new MemoryStorage();
    storage.setItem('oidc.user:https://id.example.com:portal-web', '{}');
    await expect(trackRenewal(() => Promise.reject(new Error('Network Error')), storage)).rejects.toThrow(
      'Network Error',
    );
    expect(storage.getItem(MARK)).not.toBeNull();
    expect(dropUnsafeSession('own', storage)).toBe(true);
  });
});
