import { Badge, type MantineColor } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isKnownProgress, type KnownProgress } from '../../../../contract/task';

const PROGRESS_COLORS: Record<KnownProgress, MantineColor> = {
  NEW: 'gray',
  IN_PREPARATION: 'cyan',
  PREPARATION_FAILED: 'red',
  COMPLETE_AND_PREPARED: 'blue',
  TASK_CANCELLED: 'dark',
  QUOTE_ACCEPTED: 'teal',
  ACCEPTED_QUOTE_SUBMITTED: 'teal',
  ORDER_CONFIRMED: 'indigo',
  IN_REVIEW: 'grape',
  TRANSLATION_DELIVERED: 'green',
};

/** The translated name of a progress value; values the portal does not know yet as they come. */
export function progressLabel(progress: string, t: TFunction): string {
  return isKnownProgress(progress) ? t(`tasks.orders.progress.${progress}`) : progress;
}

/** A translated, coloured badge; values the portal does not know yet are shown as they come. */
export function ProgressBadge({ progress }: { progress: string }) {
  const { t } = useTranslation();
  if (!isKnownProgress(progress)) {
    return (
      <Badge variant="outline" color="gray" tt="none">
        {progress}
      </Badge>
    );
  }
  return (
    <Badge variant="light" color={PROGRESS_COLORS[progress]} tt="none">
      {progressLabel(progress, t)}
    </Badge>
  );
}
