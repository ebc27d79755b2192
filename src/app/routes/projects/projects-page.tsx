/** Projects (`/projects`): the list, "New project" and delete (admins), with the orders each project has. */
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageWithTexts } from '#portal/app/routes/page-with-texts.tsx';
import { Link } from 'react-router';
import { describeError } from '#portal/lib/describe-error.ts';
import { PageTitle } from '#portal/components/page-title.tsx';
import { QueryUnavailable, QueryView } from '#portal/components/query-view.tsx';
import type { Project } from '#contract/project';
import { isApiError } from '#portal/lib/api/api-error.ts';
import { canAccess, canEdit } from '#portal/lib/auth/roles.ts';
import { useCurrentUser } from '#portal/lib/auth/session-context.tsx';
import { taskQueries } from '#portal/lib/api/tasks/task-queries.ts';
import { projectQueries } from '#portal/lib/api/projects/project-queries.ts';
import { useDeleteProject } from '#portal/lib/api/projects/use-delete-project.ts';
import { CreateProjectModal } from '#portal/features/projects/components/create-project-modal.tsx';
import { ProjectsTable } from '#portal/features/projects/components/projects-table.tsx';
import { useVendorNames } from './use-vendor-names';
import { paths } from '#portal/lib/paths.ts';

interface DeleteFailure {
  project: Project;
  message: string;
  /** True when orders still use the project (409): link to them. */
  referenced: boolean;
}

function ProjectsPage() {
  const { t } = useTranslation(['translation', 'projects']);
  const user = useCurrentUser();
  const mayEdit = canEdit(user.roles, 'projects');
  const mayListOrders = canAccess(user.roles, 'orders');
  const projects = useQuery(projectQueries.list());
  const tasks = useQuery({ ...taskQueries.list(), enabled: mayListOrders });
  const vendorNames = useVendorNames();
  const remove = useDeleteProject();
  const [creating, setCreating] = useState(false);
  const [failure, setFailure] = useState<DeleteFailure | null>(null);

  const orderCounts = useMemo(() => {
    if (!tasks.data) return undefined;
    const counts = new Map<string, number>();
    for (const task of tasks.data) {
      if (task.projectId) counts.set(task.projectId, (counts.get(task.projectId) ?? 0) + 1);
    }
    return counts;
  }, [tasks.data]);

  const confirmDelete = (project: Project) =>
    modals.openConfirmModal({
      title: t('projects:delete.title'),
      children: <Text size="sm">{t('projects:delete.message', { name: project.name })}</Text>,
      labels: { confirm: t('projects:delete.confirm'), cancel: t('projects:delete.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        setFailure(null);
        remove.mutate(project.id, {
          onSuccess: () =>
            notifications.show({
              color: 'green',
              message: t('projects:delete.done', { name: project.name }),
            }),
          onError: (error) =>
            setFailure({
              project,
              message: isApiError(error) && error.conflict ? error.conflict.message : describeError(error, t),
              referenced: isApiError(error) && error.status === 409,
            }),
        });
      },
    });

  return (
    <Stack>
      <Group justify="space-between" align="center">
        <PageTitle>{t('projects:list.title')}</PageTitle>
        {mayEdit && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {t('projects:list.new')}
          </Button>
        )}
      </Group>
      <Text c="dimmed">{t('projects:list.description')}</Text>
      {failure && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={t('projects:delete.failed', { name: failure.project.name })}
          withCloseButton
          closeButtonLabel={t('projects:delete.dismiss')}
          onClose={() => setFailure(null)}
        >
          <Stack gap="xs">
            <Text size="sm">{failure.message}</Text>
            {failure.referenced && (
              <Anchor component={Link} to={paths.orders.getHref({ project: failure.project.id })} size="sm">
                {t('projects:delete.showOrders')}
              </Anchor>
            )}
          </Stack>
        </Alert>
      )}
      <QueryView
        query={projects}
        loadFailed={t('projects:list.loadFailed')}
        empty={{
          title: t('projects:list.emptyTitle'),
          description: mayEdit ? t('projects:list.emptyAdmin') : t('projects:list.empty'),
        }}
      >
        {(data) => (
          <ProjectsTable
            projects={data}
            vendorNames={vendorNames}
            orderCounts={orderCounts}
            {...(mayEdit ? { onDelete: confirmDelete } : {})}
          />
        )}
      </QueryView>
      <QueryUnavailable
        query={tasks}
        message={t('projects:list.ordersUnavailable')}
        retryLabel={t('projects:list.retryOrders')}
      />
      {mayEdit && <CreateProjectModal opened={creating} onClose={() => setCreating(false)} />}
    </Stack>
  );
}

// The projects' texts are a namespace of their own: the orders list, the first page, does without them.
export const { loader, Component } = pageWithTexts('projects', ProjectsPage);
