/** "New project": asks for the name, creates the project and opens it to fill in the rest. */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from '../../../contract/zod';
import { describeError } from '../../../components/page-error';
import { isApiError } from '../../../lib/api/api-error';
import { useCreateProject } from '../api/use-create-project';
import { paths } from '../../../lib/paths';

export function CreateProjectModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateProject();
  const schema = useMemo(
    () =>
      z.object({
        name: z
          .string()
          .check(
            z.trim(),
            z.minLength(1, t('projects.validation.nameRequired')),
            z.maxLength(200, t('projects.validation.nameTooLong', { max: 200 })),
          ),
      }),
    [t],
  );
  const form = useForm<{ name: string }, unknown, { name: string }>({
    resolver: zodResolver(schema),
    defaultValues: { name: '' },
  });
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
        onError: (error) => {
          const nameError = isApiError(error) ? error.fieldErrors.find((f) => f.field.startsWith('name')) : undefined;
          if (nameError) form.setError('name', { type: 'server', message: nameError.message });
          else form.setError('root.server', { type: 'server', message: describeError(error, t) });
        },
      },
    );
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('projects.create.title')}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack>
          {errors.root?.server && (
            <Alert color="red" variant="light" role="alert">
              {errors.root.server.message}
            </Alert>
          )}
          <TextInput
            label={t('projects.create.name')}
            description={t('projects.create.nameHint')}
            required
            data-autofocus
            {...form.register('name')}
            error={errors.name?.message}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('projects.create.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('projects.create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
