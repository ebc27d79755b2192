/** One project section as its own react-hook-form form: validation, save of the changed fields, server errors. */
import { zodResolver } from '@hookform/resolvers/zod';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../components/page-error';
import type { Project } from '../../../contract/project';
import { useCurrentUser } from '../../../lib/auth/session-context';
import { clearStoredForm, readStoredForm, writeStoredForm } from '../../../lib/form-storage';
import { isApiError } from '../../../lib/api/api-error';
import type { SectionDefinition } from '../api/section-forms';
import { useUpdateProject } from '../api/use-update-project';

export interface SectionFormProps {
  project: Project;
  readOnly: boolean;
  /** Told whenever the form gains or loses unsaved changes. */
  onDirtyChange?: (dirty: boolean) => void;
}

const sectionStoragePrefix = (sub: string, projectId: string) => `portal:project-section:${sub}:${projectId}:`;

/** Drops the unsaved edits kept for a project's sections (the user chose to leave without saving). */
export function clearStoredSectionEdits(sub: string, projectId: string): void {
  const prefix = sectionStoragePrefix(sub, projectId);
  const keys: string[] = [];
  for (let i = 0; i < window.sessionStorage.length; i += 1) {
    const key = window.sessionStorage.key(i);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  for (const key of keys) clearStoredForm(key);
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

  // Unsaved edits live in sessionStorage too, so a reload or a sign-in after an expired session keeps them.
  // Only values that differ from the project's are stored: stored copies of unchanged values would later undo
  // what someone else saved meanwhile.
  const { sub } = useCurrentUser();
  const storageKey = `${sectionStoragePrefix(sub, project.id)}${definition.name}`;
  const [restored] = useState(() =>
    readStoredForm(storageKey, sub, (values) => sameShape(values, definition.toValues(project))),
  );
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          // What the form compares with for its dirty state (updated synchronously by reset, unlike formState).
          if (sameValues(values, form.control._defaultValues)) clearStoredForm(storageKey);
          else writeStoredForm(storageKey, sub, values);
        },
      }),
    [form, storageKey, sub],
  );

  // Another section saved (or the project was refetched): take over the new values unless the user is editing.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(definition.toValues(project));
  }, [project, definition, form]);
  useEffect(() => {
    if (restored) form.reset(restored, { keepDefaultValues: true });
  }, [restored, form]);

  const onSubmit = form.handleSubmit((values) => {
    if (update.isPending) return;
    update.mutate(
      { original: project, edited: definition.toPatch(values) },
      {
        onSuccess: (saved) => {
          clearStoredForm(storageKey);
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

  const onReset = () => {
    clearStoredForm(storageKey);
    form.reset(definition.toValues(project));
  };

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

/** Stored values are taken only with the fields the form has now (an older portal may have stored others). */
function sameShape<V extends FieldValues>(stored: unknown, current: V): V | null {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
  const keys = (value: object) => Object.keys(value).sort().join('|');
  return keys(stored) === keys(current) ? (stored as V) : null;
}

/** Deep equality of form values (plain data: objects, arrays, primitives); key order does not matter. */
function sameValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every((key) => sameValues((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}
