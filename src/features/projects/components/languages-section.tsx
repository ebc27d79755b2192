import { ActionIcon, Button, Group, Paper, Text } from '@mantine/core';
import { IconArrowRight, IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MultiSelectField, SelectField } from '../../../lib/forms/fields';
import { languagesSection } from '../api/section-forms';
import { useLanguageOptions } from './language-options';
import { SectionFrame } from './section-frame';
import { useSectionForm, type SectionFormProps } from './use-section-form';

export function LanguagesSection(props: SectionFormProps) {
  const { t } = useTranslation();
  const { form, frame, errorDue } = useSectionForm(languagesSection, props);
  const { control, watch } = form;
  const rows = useFieldArray({ control, name: 'rows' });
  const inUse = watch('rows').flatMap((row) => [row.source, ...row.targets]);
  const options = useLanguageOptions(inUse);

  return (
    <SectionFrame title={t('projects.sections.languages')} description={t('projects.languages.description')} {...frame}>
      {rows.fields.length === 0 && <Text c="dimmed">{t('projects.languages.empty')}</Text>}
      {rows.fields.map((row, index) => (
        <Paper key={row.id} withBorder p="sm">
          <Group align="flex-start" wrap="wrap">
            <SelectField
              control={control}
              name={`rows.${index}.source`}
              empty=""
              label={t('projects.languages.source', { index: index + 1 })}
              data={options}
              searchable
              nothingFoundMessage={t('projects.languages.nothingFound')}
              w={260}
              disabled={props.readOnly}
              error={errorDue(`rows.${index}.source`) ? undefined : false}
            />
            <IconArrowRight aria-hidden style={{ marginTop: 34 }} />
            <MultiSelectField
              control={control}
              name={`rows.${index}.targets`}
              label={t('projects.languages.targets', { index: index + 1 })}
              data={options}
              searchable
              nothingFoundMessage={t('projects.languages.nothingFound')}
              style={{ flex: 1, minWidth: 260 }}
              disabled={props.readOnly}
              error={errorDue(`rows.${index}.targets`) ? undefined : false}
            />
            {!props.readOnly && (
              <ActionIcon
                variant="subtle"
                color="red"
                mt={28}
                aria-label={t('projects.languages.remove', { index: index + 1 })}
                onClick={() => rows.remove(index)}
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
            onClick={() => rows.append({ source: '', targets: [] })}
          >
            {t('projects.languages.add')}
          </Button>
        </Group>
      )}
    </SectionFrame>
  );
}
