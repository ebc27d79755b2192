/**
 * An order's status as its languages tell it (lib/task-lifecycle/language-states.ts): the order's badge, worded
 * as its least advanced language, and one line per language. Without the languages (a draft, an order in
 * preparation, or while they load) the order's own state is shown, as before.
 */
import { Badge, Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { kindOfFeatures, type Task } from '#contract/task';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { progressLabel } from '#portal/lib/task-lifecycle/labels.ts';
import { languageStageLook, orderStage, type LanguageStatus } from '#portal/lib/task-lifecycle/language-states.ts';
import { taskColour } from '#portal/lib/task-lifecycle/states.ts';

export function OrderStatusBadge({
  task,
  languages,
  variant = 'dot',
  className,
}: {
  task: Pick<Task, 'progress' | 'cancelled' | 'features'>;
  languages: readonly LanguageStatus[] | null | undefined;
  variant?: 'dot' | 'light';
  className?: string;
}) {
  const { t } = useTranslation();
  const least = languages ? orderStage(languages) : undefined;
  const look = least
    ? languageStageLook(t, least)
    : { colour: taskColour(task), label: progressLabel(t, task.progress, kindOfFeatures(task.features)) };
  return (
    <Badge variant={variant} color={look.colour} tt="none" style={{ maxWidth: '100%' }} className={className}>
      {look.label}
    </Badge>
  );
}

/** One line per language: its name (or code, compact) and where it is. */
export function LanguageStatusList({
  languages,
  compact = false,
}: {
  languages: readonly LanguageStatus[];
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const { languageName } = useFormatters();
  return (
    <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {languages.map((status) => {
        const look = languageStageLook(t, status);
        return (
          <li key={status.target}>
            <Group gap={6} wrap="nowrap" mt={compact ? 0 : 4}>
              <Text size={compact ? 'xs' : 'sm'} span fw={compact ? 600 : 400} title={languageName(status.target)}>
                {compact ? status.target : languageName(status.target)}
                {compact ? '' : ':'}
              </Text>
              <Badge variant="dot" color={look.colour} size={compact ? 'xs' : 'sm'} tt="none" style={{ minWidth: 0 }}>
                {look.label}
              </Badge>
            </Group>
          </li>
        );
      })}
    </Box>
  );
}
