/** Placeholder: source and target side by side, to be replaced by the deliveries feature. */
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack>
      <PageTitle>{t('deliveries.review.title')}</PageTitle>
    </Stack>
  );
}
