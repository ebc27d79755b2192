/**
 * `/orders/cost?…`: the cost of the orders that the list's search, filters and sort select (the same
 * URL parameters, so the view can be bookmarked). Composes the orders list's rows (tasks feature), the
 * reports feature's view and the quotes feature's accepted-quotes query, whose cache both share.
 */
import { Anchor, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadingState } from '../../../components/loading-state';
import { PageError } from '../../../components/page-error';
import { PageTitle } from '../../../components/page-title';
import { quoteQueries } from '../../../features/quotes/api/quote-queries';
import { CostReport } from '../../../features/reports/components/cost-report';
import { COST_LIMIT } from '../../../features/reports/components/use-order-costs';
import type { CostOrder } from '../../../features/reports/lib/cost-figures';
import { taskQueries } from '../../../features/tasks/api/task-queries';
import {
  buildOrderIndex,
  filterOrders,
  sortOrders,
} from '../../../features/tasks/components/orders-list/filter-orders';
import { parseOrdersView } from '../../../features/tasks/components/orders-list/orders-view-params';
import { projectQueries } from '../../../lib/api/projects/project-queries';
import { useFormatters } from '../../../lib/format/use-formatters';
import { loadTexts } from '../../../lib/i18n/i18n';

export const loader = () => loadTexts('reports');

export function Component() {
  const { t } = useTranslation(['translation', 'reports']);
  const fmt = useFormatters();
  const [params] = useSearchParams();
  const tasks = useQuery(taskQueries.list());
  // Names only: without them the project ids are shown.
  const projects = useQuery(projectQueries.list());
  const projectsSettled = !projects.isPending;

  const orders = useMemo((): CostOrder[] | null => {
    if (!tasks.data || !projectsSettled) return null;
    const view = parseOrdersView(params);
    const projectNames = new Map((projects.data ?? []).map((p) => [p.id, p.name]));
    const index = buildOrderIndex(tasks.data, { projectNames, languageName: fmt.languageName });
    const collator = new Intl.Collator(fmt.locale, { numeric: true, sensitivity: 'base' });
    const rows = filterOrders(sortOrders(index, view.sort, collator), { ...view.filters, q: params.get('q') ?? '' });
    return rows.map((row) => ({
      id: row.task.id,
      projectName: row.projectName,
      hasQuotes: row.task.quoteIds.length > 0,
    }));
  }, [tasks.data, projects.data, projectsSettled, params, fmt]);

  let content;
  if (tasks.isPending || (tasks.data && !orders)) content = <LoadingState />;
  else if (!orders)
    content = (
      <PageError
        title={t('tasks.orders.loadError')}
        error={tasks.error}
        onRetry={() => tasks.refetch()}
        retrying={tasks.isFetching}
      />
    );
  else content = <CostReport orders={orders} acceptedQuotes={quoteQueries.acceptedByTask} />;

  return (
    <Stack>
      <Anchor component={Link} to={{ pathname: '/orders', search: params.toString() }} size="sm">
        {t('reports:cost.back')}
      </Anchor>
      <PageTitle>{t('reports:cost.title', { count: Math.min(orders?.length ?? 0, COST_LIMIT) })}</PageTitle>
      {content}
    </Stack>
  );
}
