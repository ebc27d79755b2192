/**
 * An analysis's states (REQUESTED, ANALYZED, ERROR): what each means for showing, polling and reading its
 * figures. Beside states.ts (the order's states); components ask here instead of comparing states.
 */
import type { Analysis } from '#contract/analysis';

type State = Pick<Analysis, 'state'>;

/** The service is still counting: show that it is under way, and ask again. */
export const isAnalysing = (analysis: State): boolean => analysis.state === 'REQUESTED';
/** Its figures are there. */
export const isAnalysed = (analysis: State): boolean => analysis.state === 'ANALYZED';
/** It failed: its `error` says why (often which document could not be read). */
export const analysisFailed = (analysis: State): boolean => analysis.state === 'ERROR';

/** The most recent analysis of a task (by creation time), or undefined. */
export function latestAnalysis(analyses: readonly Analysis[] | undefined): Analysis | undefined {
  if (!analyses || analyses.length === 0) return undefined;
  return [...analyses].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt)).at(-1);
}

/** The newest analysis that has results. */
export function latestResult(analyses: readonly Analysis[] | undefined): Analysis | undefined {
  return latestAnalysis(analyses?.filter(isAnalysed));
}
