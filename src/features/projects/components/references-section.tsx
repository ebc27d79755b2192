import { ActionIcon, Button, Group, Paper, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../lib/forms/fields';
import { referencesSection } from '../api/section-forms';
import { useLanguageOptions } from './language-options';
import { SectionFrame } from './section-frame';
import { useSectionForm, type SectionFormProps } from './use-section-form';

export function ReferencesSection(props: SectionFormProps) {
  const { t } = useTranslation();
  const { form, frame, errorDue } = useSectionForm(referencesSection, props);
  const { control, register, formState, watch } = form;
  const { errors } = formState;
  const refs = useFieldArray({ control, name: 'refs' });
  const projectTargets = props.project.availableLanguages.flatMap((l) => l.target);
  const options = useLanguageOptions([
    ...projectTargets,
    ...watch('refs').flatMap((r) => (r.target ? [r.target] : [])),
  ]);

  return (
    <SectionFrame
      title={t('projects.sections.references')}
      description={t('projects.references.description')}
      {...frame}
    >
      {refs.fields.length === 0 && <Text c="dimmed">{t('projects.references.empty')}</Text>}
      {refs.fields.map((row, index) => (
        <Paper key={row.id} withBorder p="sm">
          <Group align="flex-start" wrap="wrap">
            <TextInput
              label={t('projects.references.key', { index: index + 1 })}
              {...register(`refs.${index}.key`)}
              error={errorDue(`refs.${index}.key`) && errors.refs?.[index]?.key?.message}
              w={220}
            />
            <TextInput
              label={t('projects.references.number', { index: index + 1 })}
              {...register(`refs.${index}.number`)}
              error={errorDue(`refs.${index}.number`) && errors.refs?.[index]?.number?.message}
              w={220}
            />
            <SelectField
              control={control}
              name={`refs.${index}.target`}
              label={t('projects.references.target', { index: index + 1 })}
              placeholder={t('projects.references.allLanguages')}
              data={options}
              searchable
              clearable
              clearButtonProps={{ 'aria-label': t('projects.references.clearTarget', { index: index + 1 }) }}
              nothingFoundMessage={t('projects.languages.nothingFound')}
              w={280}
              disabled={props.readOnly}
            />
            {!props.readOnly && (
              <ActionIcon
                variant="subtle"
                color="red"
                mt={28}
                aria-label={t('projects.references.remove', { index: index + 1 })}
                onClick={() => refs.remove(index)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        </Paper>
      ))}
      {!props.readOnly && (
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => refs.append({ key: '', number: '', target: null })}
          >
            {t('projects.references.add')}
          </Button>
        </Group>
      )}
    </SectionFrame>
  );
}
