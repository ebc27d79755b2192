/** `/orders/new`: the order form for a new order. */
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { useCurrentUser } from '../../../lib/auth/session-context';
import { SourceDocumentsField } from '../../../features/documents/components/source-documents-field';
import { emptyOrderForm } from '../../../features/tasks/api/order-form-schema';
import { OrderForm } from '../../../features/tasks/components/order-form/order-form';

export function Component() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [initialValues] = useState(() => emptyOrderForm(user.email));
  return (
    <Stack gap="lg">
      <PageTitle>{t('tasks.newOrder.title')}</PageTitle>
      <OrderForm initialValues={initialValues} renderDocuments={(field) => <SourceDocumentsField {...field} />} />
    </Stack>
  );
}
