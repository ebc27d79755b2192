/** One project section as its own react-hook-form form: validation, save of the changed fields, server errors. */
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Project } from '#contract/project';
import { useCurrentUser } from '#portal/lib/auth/session-context.tsx';
import { deepEqual } from '#portal/lib/deep-equal.ts';
import { clearStoredForm, readStoredForm, writeStoredForm } from '#portal/lib/form-storage.ts';
import { applyServerErrors } from '#portal/lib/forms/server-errors.ts';
import { useSchemaForm } from '#portal/lib/forms/use-schema-form.ts';
import type { SectionDefinition } from '#portal/features/projects/forms/section-forms.ts';
import { useUpdateProject } from '#portal/lib/api/projects/use-update-project.ts';

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
  { project, readOnly, onDirtyChange }: SectionFormProps,
) {
  const { t } = useTranslation(['translation', 'projects']);
  const [initialValues] = useState(() => definition.toValues(project));
  const form = useSchemaForm<V>(definition.schema, {
    defaultValues: initialValues as DefaultValues<V>,
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
  // The values the form counts as saved, set with every reset to them (a restore keeps them).
  const saved = useRef<V>(initialValues);
  const resetTo = (values: V) => {
    saved.current = values;
    form.reset(values);
  };
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          if (deepEqual(values, saved.current)) clearStoredForm(storageKey);
          else writeStoredForm(storageKey, sub, values);
        },
      }),
    [form, storageKey, sub],
  );

  // Another section saved (or the project was refetched): take over the new values unless the user is editing.
  useEffect(() => {
    if (!form.formState.isDirty) {
      const values = definition.toValues(project);
      saved.current = values;
      form.reset(values);
    }
  }, [project, definition, form]);
  useEffect(() => {
    if (restored) form.reset(restored, { keepDefaultValues: true });
  }, [restored, form]);

  const save = (values: V) => {
    if (update.isPending) return;
    update.mutate(
      { original: project, edited: definition.toPatch(values) },
      {
        onSuccess: (savedProject) => {
          clearStoredForm(storageKey);
          resetTo(definition.toValues(savedProject));
          notifications.show({ color: 'green', message: t('projects:editor.saved') });
        },
        onError: (error) =>
          applyServerErrors(
            form.setError,
            error,
            { field: (path) => definition.serverField(path) as Path<V> | null },
            t,
          ),
      },
    );
  };
  const onSubmit = (event?: FormEvent) => form.handleSubmit(save)(event);

  const onReset = () => {
    clearStoredForm(storageKey);
    resetTo(definition.toValues(project));
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

  /** What every section's frame takes: save and reset, the unsaved state and the form-level error. */
  const frame = {
    readOnly,
    dirty: form.formState.isDirty,
    pending: update.isPending,
    error: form.formState.errors.root?.server?.message,
    onSubmit,
    onReset,
  };
  return { form, frame, errorDue };
}

/** Stored values are taken only with the fields the form has now (an older portal may have stored others). */
function sameShape<V extends FieldValues>(stored: unknown, current: V): V | null {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
  const storedKeys = Object.keys(stored);
  const currentKeys = new Set(Object.keys(current));
  const same = storedKeys.length === currentKeys.size && storedKeys.every((key) => currentKeys.has(key));
  return same ? (stored as V) : null;
}
