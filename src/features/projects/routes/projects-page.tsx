/** Placeholder: the projects list, to be replaced by the projects feature. */
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack>
      <PageTitle>{t('projects.list.title')}</PageTitle>
    </Stack>
  );
}
