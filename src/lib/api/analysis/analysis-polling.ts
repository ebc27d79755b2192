import type { Analysis } from '#contract/analysis';
import { POLL_INTERVAL_MS } from '#portal/lib/task-lifecycle/poll-intervals.ts';

function isList(value: Analysis | readonly Analysis[]): value is readonly Analysis[] {
  return Array.isArray(value);
}

/** Poll while the analysis (or any of a task's analyses) is REQUESTED. */
export function analysisRefetchInterval(analysis: Analysis | readonly Analysis[] | undefined): number | false {
  if (!analysis) return false;
  const list: readonly Analysis[] = isList(analysis) ? analysis : [analysis];
  return list.some((a) => a.state === 'REQUESTED') ? POLL_INTERVAL_MS : false;
}
