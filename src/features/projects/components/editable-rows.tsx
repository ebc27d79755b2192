/** A list section's rows: each row's fields side by side with its remove button, and the button that adds one. */
import { ActionIcon, Button, Group, Paper } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface EditableRowProps {
  readOnly: boolean;
  /** Names the row it removes ("Remove language pair 2"). */
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}

export function EditableRow({ readOnly, removeLabel, onRemove, children }: EditableRowProps) {
  return (
    <Paper withBorder p="sm">
      <Group align="flex-start" wrap="wrap">
        {children}
        {!readOnly && (
          <ActionIcon variant="subtle" color="red" mt={28} aria-label={removeLabel} onClick={onRemove}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        )}
      </Group>
    </Paper>
  );
}

export function AddRowButton({
  readOnly,
  onAdd,
  children,
}: {
  readOnly: boolean;
  onAdd: () => void;
  children: ReactNode;
}) {
  if (readOnly) return null;
  return (
    <Group>
      <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
        {children}
      </Button>
    </Group>
  );
}
