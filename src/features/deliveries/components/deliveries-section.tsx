/** The order page's deliveries: one card per target language, downloads of single files, languages or everything. */
import { Card, Group, Stack, Title } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '#portal/components/busy-button.tsx';
import { EmptyState } from '#portal/components/empty-state.tsx';
import { DownloadFeedback, useFileDownload } from '#portal/components/file-download.tsx';
import { DeferredContent } from '#portal/components/deferred.tsx';
import { LoadingState } from '#portal/components/loading-state.tsx';
import { QueryError } from '#portal/components/query-view.tsx';
import type { ApiDocument } from '#contract/document';
import type { Delivery } from '#contract/delivery';
import type { Task } from '#contract/task';
import { POLL_INTERVAL_MS } from '#portal/lib/task-lifecycle/poll-intervals.ts';
import { deliveriesRefetchInterval } from '#portal/lib/task-lifecycle/polling.ts';
import { isDelivered } from '#portal/lib/task-lifecycle/delivery-states.ts';
import { useCurrentUser } from '#portal/lib/auth/session-context.tsx';
import { downloadTargetDocumentsZip } from '#portal/lib/api/deliveries/delivery-api.ts';
import { deliveryQueries } from '#portal/lib/api/deliveries/delivery-queries.ts';
import { DeliveryCard } from './delivery-card';

/** Delivered languages whose documents are not (yet) in the target-document list. */
function documentsMissing(deliveries: readonly Delivery[] | undefined, documents: readonly ApiDocument[] | undefined) {
  const known = new Set((documents ?? []).map((d) => d.id));
  return (deliveries ?? []).some((d) => isDelivered(d) && d.targetDocumentIds.some((id) => !known.has(id)));
}

/** A new progress value can mean new or changed deliveries (e.g. an instant order delivered): ask again. */
function useRefreshOnProgress(task: Task) {
  const queryClient = useQueryClient();
  const previous = useRef(task.progress);
  useEffect(() => {
    if (previous.current === task.progress) return;
    previous.current = task.progress;
    void queryClient.invalidateQueries({ queryKey: deliveryQueries.byTask(task.id).queryKey });
  }, [queryClient, task.id, task.progress]);
}

function ZipDownload({ task }: { task: Task }) {
  const { t } = useTranslation();
  const download = useFileDownload();
  const start = () => download.run((options) => downloadTargetDocumentsZip(task.id, options));
  return (
    <Stack gap={6} align="flex-end">
      <BusyButton
        variant="default"
        leftSection={<IconFileZip size={16} aria-hidden />}
        loading={download.status === 'running'}
        onClick={() => void start()}
      >
        {t('deliveries.section.downloadZip')}
      </BusyButton>
      <DownloadFeedback
        state={download}
        progressLabel={t('deliveries.section.downloadingZip')}
        errorTitle={t('deliveries.section.zipFailed')}
        onRetry={start}
      />
    </Stack>
  );
}

/**
 * `after`: what follows the downloads when they come first on the order page (the order's facts); it appears with
 * the cards, once their documents are read, so that nothing already shown is pushed down the screen.
 */
export function DeliveriesSection({
  task,
  reviewed = false,
  after,
}: {
  task: Task;
  reviewed?: boolean;
  after?: ReactNode;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  useRefreshOnProgress(task);

  const deliveries = useQuery({
    ...deliveryQueries.byTask(task.id),
    enabled: task.complete,
    refetchInterval: (query) => deliveriesRefetchInterval(query.state.data, task.progress),
  });
  const anyDelivered = (deliveries.data ?? []).some(isDelivered);
  const documents = useQuery({
    ...deliveryQueries.targetDocuments(task.id),
    enabled: anyDelivered,
    refetchInterval: (query) => (documentsMissing(deliveries.data, query.state.data) ? POLL_INTERVAL_MS : false),
  });

  if (!task.complete) return null;

  let content;
  // The cards come with their documents: a card that grew by its table as the list arrived pushed the next one down.
  const documentsPending = anyDelivered && documents.isPending;
  if (deliveries.isPending || documentsPending) content = <LoadingState />;
  else if (deliveries.isError && !deliveries.data)
    content = <QueryError title={t('deliveries.section.loadError')} query={deliveries} />;
  else if (deliveries.data.length === 0) {
    if (task.cancelled) return null;
    content = (
      <EmptyState
        headingOrder={3}
        title={t('deliveries.section.empty')}
        description={t('deliveries.section.emptyDescription')}
      />
    );
  } else {
    const byId = new Map((documents.data ?? []).map((d) => [d.id, d]));
    content = (
      <Stack gap="md">
        {documents.isError && !documents.data && (
          <QueryError title={t('deliveries.section.documentsLoadError')} query={documents} />
        )}
        {deliveries.data.map((delivery) => (
          <DeliveryCard
            key={delivery.id}
            task={task}
            delivery={delivery}
            documents={documents.data ? delivery.targetDocumentIds.flatMap((id) => byId.get(id) ?? []) : undefined}
            roles={user.roles}
            reviewed={reviewed}
          />
        ))}
      </Stack>
    );
  }

  const section = (
    <Card withBorder component="section" aria-labelledby="deliveries-heading">
      <Group justify="space-between" align="flex-start" mb="md" gap="sm">
        <Title order={2} size="h4" id="deliveries-heading">
          {t('deliveries.section.heading')}
        </Title>
        {anyDelivered && <ZipDownload task={task} />}
      </Group>
      {/* With `after`, the whole is deferred at once below. */}
      {after === undefined ? <DeferredContent>{content}</DeferredContent> : content}
    </Card>
  );
  if (after === undefined) return section;
  // One deferred render for the cards and what follows them: both appear in the same commit.
  return (
    <DeferredContent>
      {section}
      {!deliveries.isPending && !documentsPending && after}
    </DeferredContent>
  );
}
