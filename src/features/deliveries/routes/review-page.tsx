/** Placeholder: deliveries to review, to be replaced by the deliveries feature. */
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageTitle } from '../../../components/page-title';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack>
      <PageTitle>{t('deliveries.review.title')}</PageTitle>
      <EmptyState title={t('deliveries.review.empty')} description={t('deliveries.review.emptyDescription')} />
    </Stack>
  );
}
