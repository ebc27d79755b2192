/**
 * A budget page form that adds a row or, once "Change" is chosen on a row, changes that one: the row's values
 * are loaded into it and its first field focused; Save sends them under the row's id; Cancel (or a save) brings
 * the empty form back.
 */
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export function useFormEditing<V extends FieldValues>(form: UseFormReturn<V>, empty: () => V, first: Path<V>) {
  const [id, setId] = useState<string | null>(null);
  return {
    /** The row being changed, or null: the form adds one. */
    id,
    start: (rowId: string, values: V) => {
      form.reset(values);
      setId(rowId);
      requestAnimationFrame(() => form.setFocus(first));
    },
    stop: () => {
      form.reset(empty());
      setId(null);
    },
  };
}

/** Save (add, or the change) and, while a row is being changed, Cancel. */
export function FormEditingActions({
  editing,
  addLabel,
  pending,
  onCancel,
}: {
  editing: boolean;
  addLabel: string;
  pending: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['translation', 'budgets']);
  return (
    <Group>
      <Button type="submit" loading={pending}>
        {editing ? t('budgets:editing.save') : addLabel}
      </Button>
      {editing && (
        <Button variant="default" onClick={onCancel}>
          {t('budgets:editing.cancel')}
        </Button>
      )}
    </Group>
  );
}
