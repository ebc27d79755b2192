/** `/orders`: every order of the organisation, searchable, filterable and sortable. */
import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DeferredContent } from '#portal/components/deferred.tsx';
import { PageTitle } from '#portal/components/page-title.tsx';
import { QueryView } from '#portal/components/query-view.tsx';
import { canAccess } from '#portal/lib/auth/roles.ts';
import { useCurrentUser } from '#portal/lib/auth/session-context.tsx';
import { projectQueries } from '#portal/lib/api/projects/project-queries.ts';
import { tagQueries } from '#portal/lib/api/tags/tag-queries.ts';
import { taskQueries } from '#portal/lib/api/tasks/task-queries.ts';
import { ListFreshness } from '#portal/features/tasks/components/orders-list/list-freshness.tsx';
import { OrdersList } from '#portal/features/tasks/components/orders-list/orders-list.tsx';
import { ORDERS_REFRESH_MS } from '#portal/lib/task-lifecycle/poll-intervals.ts';
import { paths } from '#portal/lib/paths.ts';
import { useOrderDecisions } from './use-order-decisions';

export function Component() {
  const { t } = useTranslation();
  const costAction = (_rows: unknown, view: URLSearchParams) => (
    <Button component={Link} to={paths.ordersCost.getHref(view)} variant="default" size="xs">
      {t('tasks.orders.cost')}
    </Button>
  );
  const user = useCurrentUser();
  const mayOrder = canAccess(user.roles, 'newOrder');
  // Current while open: fetched again on every visit, every ORDERS_REFRESH_MS while the tab is visible
  // and when it becomes visible again; an unchanged list costs a 304.
  const tasks = useQuery({
    ...taskQueries.list(),
    refetchOnMount: 'always',
    refetchInterval: ORDERS_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
  // Names and colours only: the list works without them.
  const projects = useQuery(projectQueries.list());
  const tags = useQuery(tagQueries.list());
  const languages = useOrderDecisions(tasks.data);

  const newOrder = mayOrder ? (
    <Button component={Link} to={paths.newOrder.getHref()} leftSection={<IconPlus size={16} aria-hidden />}>
      {t('nav.newOrder')}
    </Button>
  ) : null;

  return (
    <Stack>
      <Group justify="space-between">
        <PageTitle>{t('tasks.orders.title')}</PageTitle>
        <Group gap="md">
          {tasks.data !== undefined && (
            <ListFreshness
              updatedAt={tasks.dataUpdatedAt}
              fetching={tasks.isFetching}
              onRefresh={() => void tasks.refetch()}
            />
          )}
          {tasks.data !== undefined && tasks.data.length > 0 && newOrder}
        </Group>
      </Group>
      {/* The list's response re-renders this page synchronously; the rows render as a transition, in slices. */}
      <DeferredContent>
        <QueryView
          query={tasks}
          loadFailed={t('tasks.orders.loadError')}
          empty={{ title: t('tasks.orders.empty'), description: t('tasks.orders.emptyDescription'), action: newOrder }}
        >
          {(data) => (
            <OrdersList
              tasks={data}
              projects={projects.data}
              tags={tags.data}
              actions={costAction}
              languages={languages}
            />
          )}
        </QueryView>
      </DeferredContent>
    </Stack>
  );
}
