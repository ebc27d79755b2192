/** `/orders/new`: the order form for a new order; with `?from=<taskId>` filled from that order (Order again). */
import { Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '#portal/components/page-title.tsx';
import { useCurrentUser } from '#portal/lib/auth/session-context.tsx';
import { LEAVE_OUT_PARAM, ORDER_AGAIN_PARAM, REWORK_REVIEW_PARAM } from '#portal/lib/paths.ts';
import { SourceDocumentsField } from '#portal/features/documents/components/source-documents-field.tsx';
import { emptyOrderForm } from '#portal/features/tasks/forms/order-form-schema.ts';
import { OrderForm } from '#portal/features/tasks/components/order-form/order-form.tsx';
import { OrderAgainForm } from './order-again-form';
import { useVendorNames } from '#portal/app/routes/projects/use-vendor-names.ts';

export function Component() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [search] = useSearchParams();
  const from = search.get(ORDER_AGAIN_PARAM);
  const leaveOut = useMemo(() => search.get(LEAVE_OUT_PARAM)?.split(',').filter(Boolean) ?? [], [search]);
  const [initialValues] = useState(() => emptyOrderForm(user.email));
  const vendorNames = useVendorNames();
  return (
    <Stack gap="lg">
      <PageTitle>{from ? t('tasks.orderAgain.title', { id: from }) : t('tasks.newOrder.title')}</PageTitle>
      {from ? (
        <OrderAgainForm
          key={from}
          taskId={from}
          leaveOut={leaveOut}
          replace={search.get('replace') === '1'}
          reviewId={search.get(REWORK_REVIEW_PARAM)}
        />
      ) : (
        <OrderForm
          initialValues={initialValues}
          renderDocuments={(field) => <SourceDocumentsField {...field} />}
          vendorNames={vendorNames}
        />
      )}
    </Stack>
  );
}
