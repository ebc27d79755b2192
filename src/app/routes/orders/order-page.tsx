/** One order (`/orders/:taskId`): its facts, progress, documents and actions, then quotes, deliveries and analysis. */
import { Button, Grid, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconRepeat } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadingState } from '../../../components/loading-state';
import { PageTitle } from '../../../components/page-title';
import { QueryError } from '../../../components/query-view';
import type { Task } from '../../../contract/task';
import { AnalysisSection } from '../../../features/analysis/components/analysis-section';
import { canAccess } from '../../../lib/auth/roles';
import { useCurrentUser } from '../../../lib/auth/session-context';
import { awaitsQuotes, decidesOrders, taskRefetchInterval } from '../../../lib/task-lifecycle';
import { deliveryQueries } from '../../../features/deliveries/api/delivery-queries';
import { DeliveriesSection } from '../../../features/deliveries/components/deliveries-section';
import { projectQueries } from '../../../lib/api/projects/project-queries';
import { quoteQueries } from '../../../features/quotes/api/quote-queries';
import { QuotesSection } from '../../../features/quotes/components/quotes-section';
import { taskQueries } from '../../../features/tasks/api/task-queries';
import {
  DesktopNotifyButton,
  useDeliveredNotice,
} from '../../../features/tasks/components/order-page/delivered-notice';
import { OrderActions } from '../../../features/tasks/components/order-page/order-actions';
import { AnalysisEstimate } from '../../../features/analysis/components/analysis-estimate';
import { OrderHeader } from '../../../features/tasks/components/order-page/order-header';
import { OrderProgress } from '../../../features/tasks/components/order-page/order-progress';
import { SourceDocuments } from '../../../features/tasks/components/order-page/source-documents';
import { paths } from '../../../lib/paths';

function OrderNotFound({ taskId }: { taskId: string }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <Stack align="flex-start">
      <PageTitle>{t('tasks.order.notFound.title')}</PageTitle>
      <Text>{t('tasks.order.notFound.description', { id: taskId })}</Text>
      {canAccess(user.roles, 'orders') ? (
        <Button component={Link} to={paths.orders.getHref()} leftSection={<IconArrowLeft size={16} aria-hidden />}>
          {t('tasks.order.notFound.back')}
        </Button>
      ) : (
        <Button component={Link} to={paths.home.getHref()}>
          {t('common.goHome')}
        </Button>
      )}
    </Stack>
  );
}

function OrderView({ task }: { task: Task }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const editable = decidesOrders(user.roles);
  const project = useQuery({ ...projectQueries.detail(task.projectId ?? ''), enabled: task.projectId !== null });
  // Deliveries decide whether the order, or an accepted language, may still be cancelled; the deliveries
  // section shares this query.
  const deliveries = useQuery({ ...deliveryQueries.byTask(task.id), enabled: task.complete });
  useDeliveredNotice(task);
  const withReview = (project.data?.withReview ?? null) !== null;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <PageTitle style={{ overflowWrap: 'anywhere' }}>{t('tasks.order.title', { id: task.id })}</PageTitle>
        <Group gap="sm">
          {canAccess(user.roles, 'newOrder') && (
            <Button
              component={Link}
              to={paths.newOrder.getHref({ from: task.id })}
              variant="default"
              leftSection={<IconRepeat size={16} aria-hidden />}
            >
              {t('tasks.orderAgain.button')}
            </Button>
          )}
          <DesktopNotifyButton task={task} />
        </Group>
      </Group>
      {editable ? (
        <OrderActions
          task={task}
          roles={user.roles}
          deliveries={deliveries.data}
          estimate={<AnalysisEstimate task={task} />}
        />
      ) : (
        <Text c="dimmed">{t('tasks.order.readOnly')}</Text>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <OrderHeader task={task} project={project.data} />
            <SourceDocuments task={task} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <OrderProgress task={task} withReview={withReview} />
        </Grid.Col>
      </Grid>
      <QuotesSection task={task} deliveries={deliveries.data} />
      <DeliveriesSection task={task} />
      <AnalysisSection task={task} />
    </Stack>
  );
}

export function Component() {
  const { t } = useTranslation();
  const { taskId = '' } = useParams();
  // While quotes are awaited, the task's polling follows its quote enquiries. Whether they are awaited
  // comes from the task's state through `select` (no timer on this observer; the one below polls).
  const quotesAwaited = useQuery({ ...taskQueries.detail(taskId), refetchInterval: false, select: awaitsQuotes });
  const enquiries = useQuery({ ...quoteQueries.enquiries(taskId), enabled: quotesAwaited.data === true });
  const task = useQuery({
    ...taskQueries.detail(taskId),
    refetchInterval: (query) => taskRefetchInterval(query.state.data, enquiries.data),
  });

  // A failed background refresh keeps showing the order (the query cache toasts it).
  if (task.data) return <OrderView task={task.data} />;
  if (task.isPending) {
    return (
      <Stack>
        <PageTitle>{t('tasks.order.title', { id: taskId })}</PageTitle>
        <LoadingState label={t('tasks.order.loading')} />
      </Stack>
    );
  }
  if (task.error.status === 404) return <OrderNotFound taskId={taskId} />;
  return (
    <Stack>
      <PageTitle>{t('tasks.order.title', { id: taskId })}</PageTitle>
      <QueryError title={t('tasks.order.loadError')} query={task} />
    </Stack>
  );
}
