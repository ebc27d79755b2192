import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TaskKind } from '#contract/task';
import { progressColour } from '../../../../lib/task-lifecycle/states';
import { progressLabel } from '../../../../lib/task-lifecycle/labels';

/** A translated, coloured badge, worded as on the order page; values the portal does not know yet are shown as they come. */
export function ProgressBadge({ progress, kind }: { progress: string; kind: TaskKind }) {
  const { t } = useTranslation();
  const colour = progressColour(progress);
  if (colour === null) {
    return (
      <Badge variant="outline" color="gray" tt="none">
        {progress}
      </Badge>
    );
  }
  return (
    <Badge variant="light" color={colour} tt="none">
      {progressLabel(t, progress, kind)}
    </Badge>
  );
}
