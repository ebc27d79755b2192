/**
 * A list section's rows (language pairs, reference numbers): a note while there are none, each row's fields side
 * by side with its remove button, and the button that adds one. Read-only lists show no buttons.
 */
import { ActionIcon, Button, Group, Paper, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface EditableRowsProps<V> {
  /** The field array (`useFieldArray(…)`). */
  rows: { fields: readonly { id: string }[]; remove: (index: number) => void; append: (value: V) => void };
  /** The values of an added row. */
  newRow: V;
  /** Whose texts: `projects.<texts>.empty`, `.remove` (naming the row's number) and `.add`. */
  texts: 'languages' | 'references';
  readOnly: boolean;
  /** The fields of the row at `index`. */
  children: (index: number) => ReactNode;
}

export function EditableRows<V>({ rows, newRow, texts, readOnly, children }: EditableRowsProps<V>) {
  const { t } = useTranslation(['translation', 'projects']);
  return (
    <>
      {rows.fields.length === 0 && <Text c="dimmed">{t(`projects:${texts}.empty`)}</Text>}
      {rows.fields.map((row, index) => (
        <Paper key={row.id} withBorder p="sm">
          <Group align="flex-start" wrap="wrap">
            {children(index)}
            {!readOnly && (
              <ActionIcon
                variant="subtle"
                color="red"
                mt={28}
                aria-label={t(`projects:${texts}.remove`, { index: index + 1 })}
                onClick={() => rows.remove(index)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        </Paper>
      ))}
      {!readOnly && (
        <Group>
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => rows.append(newRow)}>
            {t(`projects:${texts}.add`)}
          </Button>
        </Group>
      )}
    </>
  );
}
