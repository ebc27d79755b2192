/** What the order logic needs: the state, the configuration and the scheduler for simulated delays. */
import { HttpError } from '../http-error';
import type { Scheduler } from '../store/scheduler';
import type { Store } from '../store/store';
import type { SandboxConfig } from '../types';

export interface Ctx {
  store: Store;
  config: SandboxConfig;
  scheduler: Scheduler;
}

/** The record with this id in the caller's organisation; 404 otherwise (foreign ids look unknown). */
export function owned<T extends { org: string }>(records: Record<string, T>, id: string, org: string, what: string): T {
  const record = Object.hasOwn(records, id) ? records[id] : undefined;
  if (!record || record.org !== org) throw new HttpError(404, `${what} ${id} not found`);
  return record;
}

export function byTask<T extends { translationTaskId: string }>(records: Record<string, T>, taskId: string): T[] {
  return Object.values(records).filter((r) => r.translationTaskId === taskId);
}
