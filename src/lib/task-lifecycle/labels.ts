/** The user-visible names of progress values: one wording for the orders list, the order page and everything else. */
import type { TFunction } from 'i18next';
import type { TaskKind } from '#contract/task';
import { progressTextKey } from './states';

/** The translated label of a progress value; values the portal does not know yet as they come. */
export function progressLabel(t: TFunction, progress: string, kind: TaskKind = 'standard'): string {
  const key = progressTextKey(progress, kind);
  return key ? t(`lifecycle.labels.${key}`) : progress;
}

/** Label and one-line explanation of a progress value; an unknown value has no explanation. */
export function progressText(
  t: TFunction,
  progress: string,
  kind: TaskKind = 'standard',
): { label: string; description: string } {
  const key = progressTextKey(progress, kind);
  if (!key) return { label: progress, description: '' };
  return { label: t(`lifecycle.labels.${key}`), description: t(`lifecycle.descriptions.${key}`) };
}
