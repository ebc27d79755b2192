/** Placeholder: editing a draft order, to be replaced by the tasks feature. */
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack>
      <PageTitle>{t('tasks.newOrder.title')}</PageTitle>
    </Stack>
  );
}
