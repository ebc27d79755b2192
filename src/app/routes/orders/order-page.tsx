/**
 * One order (`/orders/:taskId`): its facts, progress, documents and actions, then quotes, deliveries and
 * analysis. What is below the fold is its own chunk, fetched with the order and rendered after the part
 * above the fold has been painted: a phone shows the order sooner and stays responsive meanwhile.
 */
import { Box, Button, Grid, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconRepeat } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadingState } from '#portal/components/loading-state.tsx';
import { PageTitle } from '#portal/components/page-title.tsx';
import { QueryError } from '#portal/components/query-view.tsx';
import type { Task } from '#contract/task';
import { AfterFirstPaint, DeferredContent } from '#portal/components/deferred.tsx';
import { canAccess } from '#portal/lib/auth/roles.ts';
import { useCurrentUser } from '#portal/lib/auth/session-context.tsx';
import { awaitsQuotes, taskRefetchInterval } from '#portal/lib/task-lifecycle/polling.ts';
import { decidesOrders } from '#portal/lib/task-lifecycle/actions.ts';
import { isDelivered } from '#portal/lib/task-lifecycle/delivery-states.ts';
import { deliveryQueries } from '#portal/lib/api/deliveries/delivery-queries.ts';
import { projectQueries } from '#portal/lib/api/projects/project-queries.ts';
import { quoteQueries } from '#portal/lib/api/quotes/quote-queries.ts';
import { taskQueries } from '#portal/lib/api/tasks/task-queries.ts';
import {
  DesktopNotifyButton,
  useDeliveredNotice,
} from '#portal/features/tasks/components/order-page/delivered-notice.tsx';
import { OrderActions } from '#portal/features/tasks/components/order-page/order-actions.tsx';
import { AnalysisEstimate } from '#portal/features/analysis/components/analysis-estimate.tsx';
import { PreparationFailure } from '#portal/features/analysis/components/preparation-failure.tsx';
import { OrderHeader } from '#portal/features/tasks/components/order-page/order-header.tsx';
import { OrderProgress } from '#portal/features/tasks/components/order-page/order-progress.tsx';
import { SourceDocuments } from '#portal/features/tasks/components/order-page/source-documents.tsx';
import { paths } from '#portal/lib/paths.ts';
import { DecisionBanner } from '#portal/features/quotes/components/decision-banner.tsx';
import { useLanguageStatuses } from './use-order-decisions';
import { useVendorNames } from '#portal/app/routes/projects/use-vendor-names.ts';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { orderTitle } from '#portal/features/tasks/components/order-page/order-title.ts';
import { preparationFailed, progressGroup } from '#portal/lib/task-lifecycle/states.ts';
import { isBffMode } from '#portal/config/runtime-config.ts';
import { useRuntimeConfig } from '#portal/config/runtime-config-context.tsx';
import { loadTexts } from '#portal/lib/i18n/i18n.ts';

/** Server mode: the order's requests for approval, with their texts, in a chunk of their own. */
const OrderApprovals = lazy(() =>
  Promise.all([import('#portal/features/approvals/components/order-approvals.tsx'), loadTexts('approvals')]).then(
    ([module]) => module,
  ),
);

/** Server mode: the order's quality reviews (verdict, score, the issues for the vendor), in a chunk of their own. */
const OrderReviews = lazy(() =>
  Promise.all([import('#portal/features/reviews/components/order-reviews.tsx'), loadTexts('reviews')]).then(
    ([module]) => module,
  ),
);

const loadSections = () => import('./order-sections');
const OrderSections = lazy(loadSections);

function SectionsLoading() {
  const { t } = useTranslation();
  return (
    <Box aria-busy="true">
      <LoadingState label={t('tasks.order.sectionsLoading')} />
    </Box>
  );
}

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

/**
 * The page's title and the order's own buttons. One element from the loading state on: the title a phone
 * paints first stays (no second, later paint of the largest text), and so does the focus the shell put there.
 */
function OrderTitle({ taskId, task }: { taskId: string; task: Task | undefined }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const format = useFormatters();
  // Asked with the order, not after it (the title is the page's largest paint on a phone: one round trip less
  // before it); the source documents section asks for the same list: one request.
  const documents = useQuery(taskQueries.sourceDocuments(taskId));
  // Until the documents are read the title stays the reference: it changes once, to the order's name.
  const title =
    task && !documents.isPending
      ? orderTitle(t, {
          task,
          documentNames: documents.data?.map((d) => d.filename),
          languageName: format.languageName,
          locale: format.locale,
        })
      : t('tasks.order.title', { id: taskId });
  const reference = t('tasks.order.humanTitle.reference', { id: taskId });
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <PageTitle>{title}</PageTitle>
        {title !== t('tasks.order.title', { id: taskId }) && (
          <Text size="sm" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {reference}
          </Text>
        )}
      </Stack>
      {task && (
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
      )}
    </Group>
  );
}

function OrderView({ task }: { task: Task }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const serverMode = isBffMode(useRuntimeConfig());
  const editable = decidesOrders(user.roles);
  const project = useQuery({ ...projectQueries.detail(task.projectId ?? ''), enabled: task.projectId !== null });
  // Deliveries decide whether the order, or an accepted language, may still be cancelled; the deliveries
  // section shares this query.
  const deliveries = useQuery({ ...deliveryQueries.byTask(task.id), enabled: task.complete });
  useDeliveredNotice(task);
  const languages = useLanguageStatuses(task, deliveries.data);
  const vendorNames = useVendorNames();
  const withReview = (project.data?.withReview ?? null) !== null;
  const postEditing = (deliveries.data ?? []).some((d) => d.postEditing);
  // With a language delivered, its downloads come first, above the order's facts and the decided quotes. Until
  // the deliveries are read the order's own state says so: the downloads then never appear above facts already
  // shown (a layout shift of a quarter of a phone's screen, Lighthouse's CLS 0.12 of the order page's 0.40).
  const downloadsFirst = deliveries.data
    ? deliveries.data.some(isDelivered)
    : progressGroup(task.progress) === 'delivered';
  const sections = (part: 'all' | 'deliveries' | 'rest', after?: ReactNode) => (
    <AfterFirstPaint fallback={<SectionsLoading />}>
      <Suspense fallback={<SectionsLoading />}>
        <OrderSections task={task} deliveries={deliveries.data} part={part} reviewed={withReview} after={after} />
      </Suspense>
    </AfterFirstPaint>
  );

  const facts = (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">
          <OrderHeader task={task} project={project.data} languages={languages} />
          <SourceDocuments task={task} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <OrderProgress task={task} withReview={withReview} postEditing={postEditing} />
      </Grid.Col>
    </Grid>
  );

  const below = (
    <>
      {facts}
      {serverMode && (
        <Suspense fallback={null}>
          <OrderApprovals taskId={task.id} />
        </Suspense>
      )}
      {serverMode && (
        <Suspense fallback={null}>
          <OrderReviews task={task} />
        </Suspense>
      )}
      {sections(downloadsFirst ? 'rest' : 'all')}
    </>
  );

  // Its queries' results (project, deliveries) re-render it synchronously; what they change renders in slices.
  return (
    <DeferredContent>
      {editable && languages && <DecisionBanner statuses={languages} />}
      {editable ? (
        <OrderActions
          task={task}
          roles={user.roles}
          deliveries={deliveries.data}
          estimate={<AnalysisEstimate task={task} />}
          vendorNames={vendorNames}
        />
      ) : (
        <Text c="dimmed">{t('tasks.order.readOnly')}</Text>
      )}
      {preparationFailed(task) && (
        <PreparationFailure
          task={task}
          orderAgainHref={(without, replace) => paths.newOrder.getHref({ from: task.id, without, replace })}
        />
      )}
      {/* Below the downloads when they come first, and with them: appearing above, they would push it down. */}
      {downloadsFirst ? sections('deliveries', below) : below}
    </DeferredContent>
  );
}

export function Component() {
  const { t } = useTranslation();
  const { taskId = '' } = useParams();
  // The sections' code comes while the order does (a failure shows where they render), in a task of its own.
  useEffect(() => {
    const timer = setTimeout(() => void loadSections().catch(() => undefined));
    return () => clearTimeout(timer);
  }, []);
  // While quotes are awaited, the task's polling follows its quote enquiries. Whether they are awaited
  // comes from the task's state through `select` (no timer on this observer; the one below polls).
  const quotesAwaited = useQuery({ ...taskQueries.detail(taskId), refetchInterval: false, select: awaitsQuotes });
  const enquiries = useQuery({ ...quoteQueries.enquiries(taskId), enabled: quotesAwaited.data === true });
  const task = useQuery({
    ...taskQueries.detail(taskId),
    refetchInterval: (query) => taskRefetchInterval(query.state.data, enquiries.data),
  });

  // The order's response re-renders the page at once (the query store's updates are synchronous); the order
  // itself then renders as a transition, which React slices and a phone's input interrupts, not one long task.
  // (Paired with its id: after a move to another order the previous one is not shown meanwhile.)
  const loaded = useMemo(() => (task.data ? { taskId, task: task.data } : undefined), [taskId, task.data]);
  const shown = useDeferredValue(loaded);
  const current = shown?.taskId === taskId ? shown.task : undefined;

  if (!current && task.error?.status === 404) return <OrderNotFound taskId={taskId} />;
  let body;
  // A failed background refresh keeps showing the order (the query cache toasts it).
  if (current) body = <OrderView task={current} />;
  else if (task.data || task.isPending) body = <LoadingState label={t('tasks.order.loading')} />;
  else body = <QueryError title={t('tasks.order.loadError')} query={task} />;
  return (
    <Stack gap="lg">
      {/* The title follows the order at once, not as the deferred rest of the page: its paint is not held up. */}
      <OrderTitle taskId={taskId} task={loaded?.task} />
      {body}
    </Stack>
  );
}
