/** Per project, whether it requires a purchase order: the portal server refuses an acceptance without one. */
import { Stack, Switch, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProjectSetting } from '#portal-contract/budgets';
import { useSaveProjectSetting } from '#portal/lib/api/budgets/use-budget-mutations.ts';

export function ProjectSettings({
  projects,
  settings,
}: {
  projects: readonly { id: string; name: string }[];
  settings: readonly ProjectSetting[];
}) {
  const { t } = useTranslation(['translation', 'budgets']);
  const save = useSaveProjectSetting();
  const required = (id: string) => settings.some((s) => s.projectId === id && s.purchaseOrderRequired);
  return (
    <Stack component="section" aria-labelledby="po-projects-heading" gap="xs">
      <Title order={2} size="h3" id="po-projects-heading">
        {t('budgets:projects.title')}
      </Title>
      {projects.map((project) => {
        const busy = save.isPending && save.variables.projectId === project.id;
        return (
          <Switch
            key={project.id}
            label={t('budgets:projects.required', { name: project.name })}
            checked={busy ? save.variables.required : required(project.id)}
            disabled={busy}
            onChange={(event) => save.mutate({ projectId: project.id, required: event.currentTarget.checked })}
          />
        );
      })}
    </Stack>
  );
}
