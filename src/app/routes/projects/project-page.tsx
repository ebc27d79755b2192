/** One project (`/projects/:projectId`): its configuration, editable by admins, read-only for everyone else. */
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pageWithTexts } from '#portal/app/routes/page-with-texts.tsx';
import { Link, useParams } from 'react-router';
import { LoadingState } from '#portal/components/loading-state.tsx';
import { PageTitle } from '#portal/components/page-title.tsx';
import { QueryError } from '#portal/components/query-view.tsx';
import { isApiError } from '#portal/lib/api/api-error.ts';
import { canEdit } from '#portal/lib/auth/roles.ts';
import { useCurrentUser } from '#portal/lib/auth/session-context.tsx';
import { projectQueries } from '#portal/lib/api/projects/project-queries.ts';
import { ProjectEditor } from '#portal/features/projects/components/project-editor.tsx';
import { useVendorNames } from './use-vendor-names';
import { paths } from '#portal/lib/paths.ts';

function ProjectPage() {
  const { t } = useTranslation(['translation', 'projects']);
  const { projectId = '' } = useParams();
  const user = useCurrentUser();
  const project = useQuery(projectQueries.detail(projectId));
  const vendorNames = useVendorNames();
  const readOnly = !canEdit(user.roles, 'projects');

  const back = (
    <Anchor component={Link} to={paths.projects.getHref()} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        {t('projects:detail.back')}
      </Group>
    </Anchor>
  );

  if (project.isPending) return <LoadingState />;
  // Only a failed first load: a failed background refresh must not take the editor, and unsaved edits, away.
  if (project.data === undefined) {
    if (isApiError(project.error) && project.error.status === 404) {
      return (
        <Stack>
          {back}
          <PageTitle>{t('projects:detail.notFoundTitle')}</PageTitle>
          <Text>{t('projects:detail.notFound')}</Text>
        </Stack>
      );
    }
    return (
      <Stack>
        {back}
        <PageTitle>{t('projects:detail.errorTitle')}</PageTitle>
        <QueryError title={t('projects:detail.loadFailed')} query={project} />
      </Stack>
    );
  }

  return (
    <Stack>
      {back}
      <Group gap="sm" align="center">
        <PageTitle>{project.data.name}</PageTitle>
        {project.data.confidential && <Badge color="grape">{t('projects:list.confidential')}</Badge>}
      </Group>
      {readOnly && <Text c="dimmed">{t('projects:detail.readOnly')}</Text>}
      <ProjectEditor project={project.data} readOnly={readOnly} vendorNames={vendorNames} />
    </Stack>
  );
}

// The projects' texts are a namespace of their own: the orders list, the first page, does without them.
export const { loader, Component } = pageWithTexts('projects', ProjectPage);
