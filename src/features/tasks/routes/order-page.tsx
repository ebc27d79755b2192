/** Placeholder: one order (`/orders/:taskId`), to be replaced by the tasks feature. */
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';

export function Component() {
  const { t } = useTranslation();
  const { taskId = '' } = useParams();
  return (
    <Stack>
      <PageTitle>{t('tasks.order.title', { id: taskId })}</PageTitle>
    </Stack>
  );
}
