/**
 * When a search that looks like an order ID finds nothing in the loaded list, the order is looked up
 * directly: it may have been placed after the list was loaded (in another tab, by a colleague or a
 * script). Found, it is offered with a link, and the list is refreshed so it appears there too.
 */
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '#portal/lib/api/api-error.ts';
import { taskQueries } from '#portal/lib/api/tasks/task-queries.ts';
import { paths } from '#portal/lib/paths.ts';

/** Ids are opaque; a single term of 8+ letters, digits, `-` or `_` with a digit in it may be one. */
export function looksLikeTaskId(search: string): string | null {
  const term = search.trim();
  return /^[A-Za-z0-9_-]{8,64}$/.test(term) && /\d/.test(term) ? term : null;
}

export function TaskIdLookup({ taskId }: { taskId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const task = useQuery({ ...taskQueries.detail(taskId), refetchInterval: false });
  const found = task.data?.id === taskId;

  useEffect(() => {
    if (found) void queryClient.invalidateQueries({ queryKey: taskQueries.lists() });
  }, [found, queryClient]);

  if (task.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">{t('tasks.orders.lookup.checking', { id: taskId })}</Text>
      </Group>
    );
  }
  if (found) {
    return (
      <Alert color="blue" role="status" title={t('tasks.orders.lookup.found', { id: taskId })}>
        <Button
          component={Link}
          to={paths.order.getHref(taskId)}
          size="xs"
          leftSection={<IconExternalLink size={14} aria-hidden />}
        >
          {t('tasks.orders.lookup.open')}
        </Button>
      </Alert>
    );
  }
  const missing = isApiError(task.error) && task.error.status === 404;
  return (
    <Text size="sm" c="dimmed" role="status">
      {t(missing ? 'tasks.orders.lookup.notFound' : 'tasks.orders.lookup.failed', { id: taskId })}
    </Text>
  );
}
