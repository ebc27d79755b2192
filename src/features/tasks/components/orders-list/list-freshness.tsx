/** When the orders were last fetched, and a button to fetch them now. */
import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';

export interface ListFreshnessProps {
  /** Epoch milliseconds of the last successful fetch (a 304 counts: the list was confirmed current). */
  updatedAt: number;
  fetching: boolean;
  onRefresh: () => void;
}

export function ListFreshness({ updatedAt, fetching, onRefresh }: ListFreshnessProps) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const label = fetching ? t('tasks.orders.refreshing') : t('tasks.orders.refresh');
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm" c="dimmed">
        {t('tasks.orders.updated', { time: fmt.dateTime(updatedAt, { timeStyle: 'medium' }) })}
      </Text>
      <Tooltip label={label}>
        <ActionIcon variant="subtle" color="gray" aria-label={label} onClick={onRefresh} loading={fetching}>
          <IconRefresh size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
