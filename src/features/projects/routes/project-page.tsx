/** Placeholder: one project (`/projects/:projectId`), to be replaced by the projects feature. */
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';

export function Component() {
  const { t } = useTranslation();
  const { projectId = '' } = useParams();
  return (
    <Stack>
      <PageTitle>{t('projects.detail.title', { id: projectId })}</PageTitle>
    </Stack>
  );
}
