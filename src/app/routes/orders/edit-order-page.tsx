/** `/orders/:taskId/edit`: the order form prefilled from a draft (a task in progress NEW). */
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useIsMutating, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { LoadingState } from '#portal/components/loading-state.tsx';
import { PageError } from '#portal/components/page-error.tsx';
import { PageTitle } from '#portal/components/page-title.tsx';
import { SourceDocumentsField } from '#portal/features/documents/components/source-documents-field.tsx';
import { orderFormFromTask } from '#portal/features/tasks/forms/order-form-schema.ts';
import { taskQueries } from '#portal/lib/api/tasks/task-queries.ts';
import { OrderForm } from '#portal/features/tasks/components/order-form/order-form.tsx';
import { useVendorNames } from '#portal/app/routes/projects/use-vendor-names.ts';
import { readOrderFailure } from '#portal/features/tasks/components/order-form/order-navigation.ts';
import { saveOrderKey } from '#portal/features/tasks/components/order-form/use-save-order.ts';
import { orderFormStorageKey } from '#portal/features/tasks/components/order-form/use-stored-order-form.ts';
import { clearStoredForm } from '#portal/lib/form-storage.ts';
import { paths } from '#portal/lib/paths.ts';
import { isDraft } from '#portal/lib/task-lifecycle/states.ts';

export function Component() {
  const { t } = useTranslation();
  const { taskId = '' } = useParams();
  const location = useLocation();
  const task = useQuery(taskQueries.detail(taskId));
  const documents = useQuery(taskQueries.sourceDocuments(taskId));
  const vendorNames = useVendorNames();
  const initialError = useMemo(() => readOrderFailure(location.state), [location.state]);
  // Ordering from this page places the task before the form navigates away: while its save runs, the form
  // stays (unmounting it would drop the save's callbacks, and with them the way to the order's page).
  const saving = useIsMutating({ mutationKey: saveOrderKey(taskId) }) > 0;
  const editable = task.data ? isDraft(task.data) || saving : null;

  useEffect(() => {
    // Values typed for an order that has been placed meanwhile are of no use any more.
    if (editable === false) clearStoredForm(orderFormStorageKey(taskId));
  }, [editable, taskId]);

  const initialValues = useMemo(
    () => (task.data && documents.data ? orderFormFromTask(task.data, documents.data) : null),
    [task.data, documents.data],
  );

  let content;
  // Only a failed first load: a failed background refresh must not replace the form someone is typing in.
  if ((task.isError && task.data === undefined) || (documents.isError && documents.data === undefined)) {
    content = (
      <PageError
        title={t('tasks.form.loadFailed')}
        error={task.error ?? documents.error}
        onRetry={() => Promise.all([task.refetch(), documents.refetch()])}
        retrying={task.isFetching || documents.isFetching}
      />
    );
  } else if (editable === false) {
    content = (
      <Alert color="yellow" variant="light" title={t('tasks.form.notEditable.title')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('tasks.form.notEditable.body', { id: taskId })}</Text>
          <Button component={Link} to={paths.order.getHref(taskId)} variant="default" size="xs">
            {t('tasks.form.notEditable.view')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!initialValues) {
    content = <LoadingState label={t('tasks.form.loading')} />;
  } else {
    content = (
      <OrderForm
        key={taskId}
        taskId={taskId}
        initialValues={initialValues}
        initialError={initialError}
        renderDocuments={(field) => <SourceDocumentsField {...field} />}
        vendorNames={vendorNames}
      />
    );
  }

  return (
    <Stack gap="lg">
      <PageTitle>{t('tasks.form.editTitle')}</PageTitle>
      {content}
    </Stack>
  );
}
