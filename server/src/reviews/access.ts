/**
 * Who may see a review: whoever the service shows its order to (an orderer their organisation's orders, as the
 * service decides with the caller's token). The answer is remembered for a minute per person and order, so the
 * live score does not ask the service at every issue.
 */
import { DecisionError, type Caller } from '../approvals/context';
import type { ReviewSource } from './source';

const REMEMBER_MS = 60_000;

export function orderAccess(source: ReviewSource, now: () => number = Date.now) {
  const seen = new Map<string, number>();
  return async (caller: Caller, taskId: string): Promise<void> => {
    const key = `${caller.user.sub}\n${taskId}`;
    if ((seen.get(key) ?? 0) > now()) return;
    const task = await source.task(caller.token, taskId);
    if (!task) throw new DecisionError(404, 'not-found', 'There is no such review');
    if (seen.size > 10_000) seen.clear();
    seen.set(key, now() + REMEMBER_MS);
  };
}

export type OrderAccess = ReturnType<typeof orderAccess>;
