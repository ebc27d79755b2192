import { resultValue, type Analysis } from '#contract/analysis';
import { latestResult } from '#portal/lib/task-lifecycle/analysis-states.ts';

/** The source words of each target language by the newest finished analysis; undefined while there is none. */
export function sourceWordsOf(analyses: readonly Analysis[] | undefined): Readonly<Record<string, number>> | undefined {
  const analysis = latestResult(analyses);
  if (!analysis) return undefined;
  return Object.fromEntries(
    Object.entries(analysis.response).map(([target, result]) => [
      target,
      resultValue(result.resultTotal, 'numWordsTotal'),
    ]),
  );
}
