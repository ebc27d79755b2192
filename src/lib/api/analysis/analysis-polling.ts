import type { Analysis } from '#contract/analysis';
import { isAnalysing } from '#portal/lib/task-lifecycle/analysis-states.ts';
import { POLL_INTERVAL_MS } from '#portal/lib/task-lifecycle/poll-intervals.ts';

function isList(value: Analysis | readonly Analysis[]): value is readonly Analysis[] {
  return Array.isArray(value);
}

/** Poll while the analysis (or any of a task's analyses) is under way. */
export function analysisRefetchInterval(analysis: Analysis | readonly Analysis[] | undefined): number | false {
  if (!analysis) return false;
  const list: readonly Analysis[] = isList(analysis) ? analysis : [analysis];
  return list.some(isAnalysing) ? POLL_INTERVAL_MS : false;
}
