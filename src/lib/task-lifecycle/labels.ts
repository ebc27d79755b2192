/** The user-visible names of progress values: one wording for the orders list, the order page and everything else. */
import type { TFunction } from 'i18next';
import type { TaskKind } from '#contract/task';
import { progressTextKey } from './states';
import type { StepStatus } from './timeline';

/** The translated label of a progress value; values the portal does not know yet as they come. */
export function progressLabel(t: TFunction, progress: string, kind: TaskKind = 'standard'): string {
  const key = progressTextKey(progress, kind);
  return key ? t(`lifecycle.labels.${key}`) : progress;
}

/**
 * Label and one-line explanation of a progress value; an unknown value has no explanation. As a step of the
 * timeline, the draft once left behind says it was placed, not that it has not been yet.
 */
export function progressText(
  t: TFunction,
  progress: string,
  kind: TaskKind = 'standard',
  step?: StepStatus,
): { label: string; description: string } {
  const key = progressTextKey(progress, kind);
  if (!key) return { label: progress, description: '' };
  const description =
    key === 'NEW' && step === 'done' ? t('lifecycle.descriptions.NEW_DONE') : t(`lifecycle.descriptions.${key}`);
  return { label: t(`lifecycle.labels.${key}`), description };
}
