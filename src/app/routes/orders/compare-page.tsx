/** Source and translation of a delivery's documents side by side (`/orders/:taskId/deliveries/:deliveryId/compare`). */
import { Select, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { EmptyState } from '#portal/components/empty-state.tsx';
import { IconLink } from '#portal/components/icon-link.tsx';
import { LoadingState } from '#portal/components/loading-state.tsx';
import { PageError } from '#portal/components/page-error.tsx';
import { PageTitle } from '#portal/components/page-title.tsx';
import type { ApiDocument } from '#contract/document';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { pageWithTexts } from '#portal/app/routes/page-with-texts.tsx';
import { documentQueries } from '#portal/lib/api/documents/document-queries.ts';
import { taskQueries } from '#portal/lib/api/tasks/task-queries.ts';
import { deliveryQueries } from '#portal/lib/api/deliveries/delivery-queries.ts';
import { pairDocuments } from '#portal/features/documents/compare/pair-documents.ts';
import { UnitCompare } from '#portal/features/documents/compare/unit-compare.tsx';
import { CompareTable } from '#portal/features/documents/compare/compare-table.tsx';
import { paths } from '#portal/lib/paths.ts';
import { withLanguage } from '#documents/file-names';
import { ReviewStatus } from '#portal/features/deliveries/components/review-status.tsx';
import { problemMailto } from './report-problem';
import { isBffMode } from '#portal/config/runtime-config.ts';
import { useRuntimeConfig } from '#portal/config/runtime-config-context.tsx';
import { useCurrentUser } from '#portal/lib/auth/session-context.tsx';
import { canEdit } from '#portal/lib/auth/roles.ts';
import { DeliveryReview } from '#portal/features/reviews/components/delivery-review.tsx';
import { ReviewsNeedServerMode } from '#portal/features/reviews/components/reviews-need-server-mode.tsx';

interface QueryState {
  data: unknown;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

// The review's texts come with the page's: a component that waited for them would take the page's focus away.
export const { loader, Component } = pageWithTexts(['viewer', 'reviews'], ComparePage);

function ComparePage() {
  const { t } = useTranslation(['translation', 'viewer']);
  const { languageName } = useFormatters();
  const { taskId = '', deliveryId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const serverMode = isBffMode(useRuntimeConfig());
  const canReview = canEdit(useCurrentUser().roles, 'review');
  const task = useQuery(taskQueries.detail(taskId));
  const delivery = useQuery(deliveryQueries.detail(deliveryId));
  const sources = useQuery(taskQueries.sourceDocuments(taskId));
  const targets = useQueries({
    queries: (delivery.data?.targetDocumentIds ?? []).map((id) => documentQueries.detail(id)),
  });

  const title = delivery.data
    ? t('viewer:compare.titleFor', { language: languageName(delivery.data.target) })
    : t('viewer:compare.title');
  const back = (
    <IconLink to={paths.order.getHref(taskId)} icon={<IconArrowLeft size={16} aria-hidden />}>
      {t('viewer:compare.backToOrder')}
    </IconLink>
  );

  const allQueries = ([task, delivery, sources] as QueryState[]).concat(targets);
  // Only failed first loads: a failed background refresh keeps the comparison (the query cache toasts it).
  const failed = allQueries.find((q) => q.isError && q.data === undefined);
  let content;
  if (failed) {
    content = (
      <PageError
        title={t('viewer:compare.loadError')}
        error={failed.error}
        onRetry={() => Promise.all(allQueries.filter((q) => q.isError).map((q) => q.refetch()))}
        retrying={allQueries.some((q) => q.isFetching)}
      />
    );
  } else if (!task.data || !delivery.data || !sources.data || targets.some((q) => q.isPending)) {
    content = <LoadingState />;
  } else {
    const documents = targets.map((q) => q.data).filter((d): d is ApiDocument => d !== undefined);
    const pairs = pairDocuments(documents, sources.data);
    const selected = pairs.find((p) => p.target.id === searchParams.get('document')) ?? pairs[0];
    content = selected ? (
      <Stack gap="md">
        <Select
          label={t('viewer:compare.document')}
          data={pairs.map((p) => ({
            value: p.target.id,
            label:
              p.source && p.source.filename !== p.target.filename
                ? `${p.source.filename} → ${p.target.filename}`
                : p.target.filename,
          }))}
          value={selected.target.id}
          onChange={(value) => {
            if (value) setSearchParams({ document: value }, { replace: true });
          }}
          allowDeselect={false}
          maw={480}
        />
        <UnitCompare
          key={selected.target.id}
          pair={selected}
          reportHref={
            task.data.email
              ? (row, place) =>
                  problemMailto(
                    t,
                    {
                      to: task.data.email ?? '',
                      orderId: task.data.id,
                      orderUrl: new URL(paths.order.getHref(task.data.id), window.location.origin).href,
                      fileName: withLanguage(selected.target.filename, delivery.data.target),
                      language: delivery.data.target,
                    },
                    row,
                    place,
                  )
              : undefined
          }
          sourceLanguage={task.data.source}
          targetLanguage={delivery.data.target}
          renderTable={
            serverMode
              ? (table) => (
                  <DeliveryReview
                    taskId={taskId}
                    deliveryId={deliveryId}
                    documentId={selected.target.id}
                    rows={table.rows}
                    renderTable={(tools) => <CompareTable {...table} rowTools={tools} />}
                    canReview={canReview}
                  />
                )
              : undefined
          }
        />
      </Stack>
    ) : (
      <EmptyState title={t('viewer:compare.noDocuments')} description={t('viewer:compare.noDocumentsDescription')} />
    );
  }

  return (
    <Stack>
      {back}
      <PageTitle>{title}</PageTitle>
      {delivery.data && task.data && (
        <>
          <Text c="dimmed">
            {t('viewer:compare.intro', {
              source: task.data.source ? languageName(task.data.source) : t('viewer:compare.unknownLanguage'),
              target: languageName(delivery.data.target),
            })}
          </Text>
          <ReviewStatus taskId={taskId} delivery={delivery.data} reviewed={false} />
          {!serverMode && canReview && <ReviewsNeedServerMode />}
          <Text size="sm" c="dimmed">
            {task.data.email
              ? t('viewer:compare.reportTo', { email: task.data.email })
              : t('viewer:compare.reportNoContact')}
          </Text>
        </>
      )}
      {content}
    </Stack>
  );
}
