/** "New project": asks for the name, creates the project and opens it to fill in the rest. */
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from '#contract/zod';
import { applyServerErrors } from '#portal/lib/forms/server-errors.ts';
import { useSchemaForm, type FormSchema } from '#portal/lib/forms/use-schema-form.ts';
import { projectNameSchema } from '#portal/features/projects/forms/section-forms.ts';
import { useCreateProject } from '#portal/lib/api/projects/use-create-project.ts';
import { paths } from '#portal/lib/paths.ts';

const nameSchema: FormSchema<{ name: string }> = (t) => z.object({ name: projectNameSchema(t) });

export function CreateProjectModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['translation', 'projects']);
  const navigate = useNavigate();
  const create = useCreateProject();
  const form = useSchemaForm(nameSchema, { defaultValues: { name: '' } });
  const { errors } = form.formState;

  const close = () => {
    form.reset();
    create.reset();
    onClose();
  };

  const onSubmit = form.handleSubmit(({ name }) => {
    if (create.isPending) return;
    create.mutate(
      { name },
      {
        onSuccess: (project) => {
          form.reset();
          onClose();
          void navigate(paths.project.getHref(project.id));
        },
        onError: (error) =>
          applyServerErrors(form.setError, error, { field: (path) => (path.startsWith('name') ? 'name' : null) }, t),
      },
    );
  });

  return (
    <Modal opened={opened} onClose={close} title={t('projects:create.title')}>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack>
          {errors.root?.server && (
            <Alert color="red" variant="light" role="alert">
              {errors.root.server.message}
            </Alert>
          )}
          <TextInput
            label={t('projects:create.name')}
            description={t('projects:create.nameHint')}
            required
            data-autofocus
            {...form.register('name')}
            error={errors.name?.message}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('projects:create.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('projects:create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
