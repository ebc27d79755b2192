/** One project section as its own react-hook-form form: validation, save of the changed fields, server errors. */
import { zodResolver } from '@hookform/resolvers/zod';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../components/page-error';
import type { Project } from '../../../contract/project';
import { isApiError } from '../../../lib/api/api-error';
import type { SectionDefinition } from '../api/section-forms';
import { useUpdateProject } from '../api/use-update-project';

export interface SectionFormProps {
  project: Project;
  readOnly: boolean;
  /** Told whenever the form gains or loses unsaved changes. */
  onDirtyChange?: (dirty: boolean) => void;
}

export function useSectionForm<V extends FieldValues>(
  definition: SectionDefinition<V>,
  { project, onDirtyChange }: SectionFormProps,
) {
  const { t } = useTranslation();
  const schema = useMemo(() => definition.schema(t), [definition, t]);
  const form = useForm<V, unknown, V>({
    resolver: zodResolver(schema),
    defaultValues: definition.toValues(project) as DefaultValues<V>,
    mode: 'onChange',
  });
  const update = useUpdateProject();
  const { isDirty } = form.formState;

  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  // Another section saved (or the project was refetched): take over the new values unless the user is editing.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(definition.toValues(project));
  }, [project, definition, form]);

  const onSubmit = form.handleSubmit((values) => {
    if (update.isPending) return;
    update.mutate(
      { original: project, edited: definition.toPatch(values) },
      {
        onSuccess: (saved) => {
          form.reset(definition.toValues(saved));
          notifications.show({
            color: 'green',
            closeButtonProps: { 'aria-label': t('common.close') },
            message: t('projects.editor.saved'),
          });
        },
        onError: (error) => {
          const unplaced: string[] = [];
          if (isApiError(error) && error.fieldErrors.length > 0) {
            for (const fieldError of error.fieldErrors) {
              const field = definition.serverField(fieldError.field.split(':')[0]?.trim() ?? '');
              if (field) form.setError(field as Path<V>, { type: 'server', message: fieldError.message });
              else unplaced.push(fieldError.message);
            }
          } else {
            unplaced.push(describeError(error, t));
          }
          if (unplaced.length > 0) form.setError('root.server', { type: 'server', message: unplaced.join(' ') });
        },
      },
    );
  });

  const onReset = () => form.reset(definition.toValues(project));

  /**
   * Whether a field's error is due: once the field has a value (typed text is checked as it is typed) or the user
   * tried to save. The form validates the whole list when a row is added; the new row's empty fields are not
   * wrong before the user got to them, and an error appearing on blur would move the buttons under the pointer.
   */
  const errorDue = (name: Path<V>) => {
    if (form.formState.isSubmitted) return true;
    const value: unknown = form.getValues(name);
    return Array.isArray(value) ? value.length > 0 : value !== '' && value !== null && value !== undefined;
  };

  return { form, onSubmit, onReset, errorDue, pending: update.isPending };
}
