/**
 * `/orders/cost?…`: the cost of the orders that the list's search, filters and sort select (the list's
 * own URL parameters, so the view can be bookmarked). It belongs to the orders page's chunk, whose
 * selection code it reuses (routes.tsx); the report, its chart and texts load when it is shown.
 */
import { Anchor, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadingState } from '#portal/components/loading-state.tsx';
import { PageError } from '#portal/components/page-error.tsx';
import { PageTitle } from '#portal/components/page-title.tsx';
import { taskQueries } from '#portal/lib/api/tasks/task-queries.ts';
import { parseOrdersView } from '#portal/features/tasks/components/orders-list/orders-view-params.ts';
import { selectOrders } from '#portal/features/tasks/components/orders-list/select-orders.ts';
import { projectQueries } from '#portal/lib/api/projects/project-queries.ts';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { loadTexts } from '#portal/lib/i18n/i18n.ts';
import { paths } from '#portal/lib/paths.ts';

const OrdersCostReport = lazy(() =>
  Promise.all([import('./orders-cost-report'), loadTexts('reports')]).then(([module]) => ({
    default: module.OrdersCostReport,
  })),
);

export function OrdersCostPage() {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const [params] = useSearchParams();
  const tasks = useQuery(taskQueries.list());
  // Names only: without them the project ids are shown.
  const projects = useQuery(projectQueries.list());
  const projectsSettled = !projects.isPending;

  const orders = useMemo(() => {
    if (!tasks.data || !projectsSettled) return null;
    const projectNames = new Map((projects.data ?? []).map((p) => [p.id, p.name]));
    return selectOrders(tasks.data, parseOrdersView(params), {
      projectNames,
      languageName: fmt.languageName,
      locale: fmt.locale,
    }).map((row) => ({ id: row.task.id, projectName: row.projectName, hasQuotes: row.task.quoteIds.length > 0 }));
  }, [tasks.data, projects.data, projectsSettled, params, fmt]);

  let content;
  if (orders) {
    content = (
      <Suspense fallback={<LoadingState />}>
        <OrdersCostReport orders={orders} />
      </Suspense>
    );
  } else if (tasks.data || tasks.isPending) {
    content = <LoadingState />;
  } else {
    content = (
      <PageError
        title={t('tasks.orders.loadError')}
        error={tasks.error}
        onRetry={() => tasks.refetch()}
        retrying={tasks.isFetching}
      />
    );
  }

  return (
    <Stack>
      <Anchor component={Link} to={paths.orders.getHref(params)} size="sm">
        {t('tasks.orders.costBack')}
      </Anchor>
      <PageTitle>{t('tasks.orders.costTitle')}</PageTitle>
      {content}
    </Stack>
  );
}
