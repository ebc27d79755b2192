/** Placeholder: tags, to be replaced by the tags feature. */
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack>
      <PageTitle>{t('tags.list.title')}</PageTitle>
    </Stack>
  );
}
