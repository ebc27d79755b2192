/**
 * `/orders/new?from=<taskId>` ("Order again"): the new-order form filled from an existing order. The source
 * documents that were deleted meanwhile are named in a note; nothing is created until Save draft or Order.
 */
import { Alert, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '#portal/components/loading-state.tsx';
import { PageError } from '#portal/components/page-error.tsx';
import { SourceDocumentsField } from '#portal/features/documents/components/source-documents-field.tsx';
import { OrderForm } from '#portal/features/tasks/components/order-form/order-form.tsx';
import { useVendorNames } from '#portal/app/routes/projects/use-vendor-names.ts';
import { useOrderAgain, type DeletedDocument } from '#portal/features/tasks/components/order-form/use-order-again.ts';
import type { OrderFormValues } from '#portal/features/tasks/forms/order-form-schema.ts';

const ReworkOrder = lazy(() => import('./rework-order'));

export function OrderAgainForm({
  taskId,
  leaveOut = [],
  replace = false,
  reviewId = null,
}: {
  taskId: string;
  /** A quality review whose issues the new order reworks (server mode). */
  reviewId?: string | null;
  /** Source documents not taken over (a failed preparation's unreadable files). */
  leaveOut?: readonly string[];
  /** The orderer came to replace those files: say so where they add documents. */
  replace?: boolean;
}) {
  const { t } = useTranslation();
  const state = useOrderAgain(taskId, leaveOut);
  const vendorNames = useVendorNames();
  const form = (values: OrderFormValues) => (
    <OrderForm
      key={taskId}
      repeatOf={taskId}
      initialValues={values}
      renderDocuments={(field) => <SourceDocumentsField {...field} />}
      vendorNames={vendorNames}
    />
  );

  if (state.status === 'loading') return <LoadingState label={t('tasks.orderAgain.loading', { id: taskId })} />;
  if (state.status === 'error') {
    if (state.notFound) {
      return (
        <Alert color="yellow" variant="light" title={t('tasks.order.notFound.title')}>
          {t('tasks.order.notFound.description', { id: taskId })}
        </Alert>
      );
    }
    return (
      <PageError
        title={t('tasks.orderAgain.loadFailed', { id: taskId })}
        error={state.error}
        onRetry={state.retry}
        retrying={state.retrying}
      />
    );
  }
  return (
    <Stack gap="lg">
      <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} maw={880}>
        {t('tasks.orderAgain.filledFrom', { id: taskId })}
      </Alert>
      {state.leftOut.length > 0 && (
        <DocumentsNote
          title={t(replace ? 'tasks.orderAgain.replaceTitle' : 'tasks.orderAgain.leftOutTitle', {
            count: state.leftOut.length,
          })}
          documents={state.leftOut}
          after={replace ? t('tasks.orderAgain.replaceBody', { count: state.leftOut.length }) : undefined}
        />
      )}
      {state.deleted.length > 0 && (
        <DocumentsNote
          title={t('tasks.orderAgain.deletedTitle')}
          documents={state.deleted}
          before={t('tasks.orderAgain.deletedBody', { count: state.deleted.length, id: taskId })}
        />
      )}
      {reviewId ? (
        <Suspense fallback={<LoadingState />}>
          <ReworkOrder taskId={taskId} reviewId={reviewId} values={state.values}>
            {(values) => form(values)}
          </ReworkOrder>
        </Suspense>
      ) : (
        form(state.values)
      )}
    </Stack>
  );
}

/** A yellow note naming documents of the earlier order that the new one does not take, with a line of text. */
function DocumentsNote({
  title,
  documents,
  before,
  after,
}: {
  title: string;
  documents: DeletedDocument[];
  before?: string;
  after?: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} title={title} maw={880}>
      {before && <Text size="sm">{before}</Text>}
      <List size="sm" mt={before ? 'xs' : undefined}>
        {documents.map((document) => (
          <List.Item key={document.id}>
            {document.filename ?? t('tasks.orderAgain.deletedId', { id: document.id })}
          </List.Item>
        ))}
      </List>
      {after && (
        <Text size="sm" mt="xs">
          {after}
        </Text>
      )}
    </Alert>
  );
}
