/**
 * In-memory storage for oidc-provider's sessions, grants, codes and refresh
 * tokens. Losing them on restart is fine for the sandbox (users sign in again).
 * Own implementation instead of the library's: that one is an LRU capped at 1000
 * entries (a load test could evict live grants) and warns on every start.
 */
type Payload = Record<string, unknown> & { grantId?: string; uid?: string; userCode?: string; consumed?: number };

interface Entry {
  payload: Payload;
  expiresAt: number;
}

export function createMemoryAdapterFactory(clockToleranceSeconds = 15) {
  const entries = new Map<string, Entry>();
  const byGrant = new Map<string, Set<string>>();
  const sessionByUid = new Map<string, string>();
  const byUserCode = new Map<string, string>();
  let writes = 0;

  function live(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      remove(key);
      return undefined;
    }
    return entry;
  }

  function remove(key: string): void {
    const entry = entries.get(key);
    entries.delete(key);
    const grantId = entry?.payload.grantId;
    if (grantId) byGrant.get(grantId)?.delete(key);
  }

  /** Drops expired entries now and then, so a long-running sandbox does not grow. */
  function sweep(): void {
    if (++writes % 500 !== 0) return;
    const now = Date.now();
    for (const [key, entry] of entries) if (entry.expiresAt <= now) remove(key);
    for (const [grantId, keys] of byGrant) if (keys.size === 0) byGrant.delete(grantId);
  }

  return class MemoryAdapter {
    constructor(private readonly model: string) {}

    private key(id: string): string {
      return `${this.model}:${id}`;
    }

    upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
      sweep();
      const key = this.key(id);
      remove(key);
      const expiresAt =
        typeof expiresIn === 'number' ? Date.now() + (expiresIn + clockToleranceSeconds) * 1000 : Infinity;
      entries.set(key, { payload, expiresAt });
      if (payload.grantId) {
        const keys = byGrant.get(payload.grantId) ?? new Set<string>();
        keys.add(key);
        byGrant.set(payload.grantId, keys);
      }
      if (this.model === 'Session' && payload.uid) sessionByUid.set(payload.uid, id);
      if (payload.userCode) byUserCode.set(payload.userCode, id);
      return Promise.resolve();
    }

    find(id: string): Promise<Payload | undefined> {
      return Promise.resolve(live(this.key(id))?.payload);
    }

    findByUid(uid: string): Promise<Payload | undefined> {
      const id = sessionByUid.get(uid);
      return id === undefined ? Promise.resolve(undefined) : this.find(id);
    }

    findByUserCode(userCode: string): Promise<Payload | undefined> {
      const id = byUserCode.get(userCode);
      return id === undefined ? Promise.resolve(undefined) : this.find(id);
    }

    consume(id: string): Promise<void> {
      const entry = live(this.key(id));
      if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
      return Promise.resolve();
    }

    destroy(id: string): Promise<void> {
      const key = this.key(id);
      const uid = entries.get(key)?.payload.uid;
      if (uid && sessionByUid.get(uid) === id) sessionByUid.delete(uid);
      remove(key);
      return Promise.resolve();
    }

    revokeByGrantId(grantId: string): Promise<void> {
      for (const key of byGrant.get(grantId) ?? []) entries.delete(key);
      byGrant.delete(grantId);
      return Promise.resolve();
    }
  };
}
