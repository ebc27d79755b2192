/** A list of regular expressions, each checked as you type, with a tester that highlights matches in a sample. */
import { ActionIcon, Button, Group, Mark, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DocumentsValues } from '#portal/features/projects/forms/configuration-forms.ts';
import { highlightMatches } from './highlight-matches';

export interface PatternListFieldProps {
  name: 'excludePatterns' | 'jsonExceptions';
  label: string;
  description: string;
  control: Control<DocumentsValues, unknown, DocumentsValues>;
  register: UseFormRegister<DocumentsValues>;
  errors: FieldErrors<DocumentsValues>;
  patterns: readonly string[];
  readOnly: boolean;
}

export function PatternListField({
  name,
  label,
  description,
  control,
  register,
  errors,
  patterns,
  readOnly,
}: PatternListFieldProps) {
  const { t } = useTranslation(['translation', 'projects']);
  const rows = useFieldArray({ control, name });
  const [sample, setSample] = useState('');
  const segments = highlightMatches(sample, patterns);
  const matchCount = segments.filter((s) => s.match).length;

  const titleId = useId();
  return (
    <Paper withBorder p="md" role="group" aria-labelledby={titleId}>
      <Stack gap="sm">
        <div>
          <Title order={3} size="h5" id={titleId}>
            {label}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </div>
        {rows.fields.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('projects:documents.noPatterns')}
          </Text>
        )}
        {rows.fields.map((row, index) => (
          <Group key={row.id} align="flex-start" wrap="nowrap">
            <TextInput
              label={t('projects:documents.pattern', { list: label, index: index + 1 })}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              style={{ flex: 1 }}
              {...register(`${name}.${index}.pattern`)}
              error={errors[name]?.[index]?.pattern?.message}
            />
            {!readOnly && (
              <ActionIcon
                variant="subtle"
                color="red"
                mt={28}
                aria-label={t('projects:documents.removePattern', { list: label, index: index + 1 })}
                onClick={() => rows.remove(index)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        ))}
        {!readOnly && (
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => rows.append({ pattern: '' })}
            >
              {t('projects:documents.addPattern')}
            </Button>
          </Group>
        )}
        <Textarea
          label={t('projects:documents.sample', { list: label })}
          description={t('projects:documents.sampleHint')}
          resize="vertical"
          rows={2}
          value={sample}
          onChange={(event) => setSample(event.currentTarget.value)}
        />
        {sample !== '' && (
          <div>
            <Text size="sm" aria-live="polite">
              {t('projects:documents.matches', { count: matchCount })}
            </Text>
            <Paper bg="var(--mantine-color-default-hover)" p="xs" mt={4}>
              <Text component="p" size="sm" ff="monospace" style={{ whiteSpace: 'pre-wrap' }}>
                {segments.map((segment, i) =>
                  segment.match ? <Mark key={i}>{segment.text}</Mark> : <span key={i}>{segment.text}</span>,
                )}
              </Text>
            </Paper>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
