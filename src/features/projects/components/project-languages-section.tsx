import { IconArrowRight } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MultiSelectField, SelectField } from '#portal/lib/forms/fields.tsx';
import { useLanguageOptions } from '#portal/lib/language-options.ts';
import { COMMON_LANGUAGE_CODES } from '#portal/lib/languages.ts';
import { languagesSection } from '#portal/features/projects/forms/section-forms.ts';
import { EditableRows } from './editable-rows';
import { SectionFrame } from './section-frame';
import { useSectionForm, type SectionFormProps } from './use-section-form';

export function LanguagesSection(props: SectionFormProps) {
  const { t } = useTranslation(['translation', 'projects']);
  const { form, frame, errorDue } = useSectionForm(languagesSection, props);
  const { control } = form;
  const rows = useFieldArray({ control, name: 'rows' });
  const values = useWatch({ control, name: 'rows' });
  const inUse = useMemo(() => values.flatMap((row) => [row.source, ...row.targets]), [values]);
  const options = useLanguageOptions(COMMON_LANGUAGE_CODES, inUse);

  return (
    <SectionFrame title={t('projects:sections.languages')} description={t('projects:languages.description')} {...frame}>
      <EditableRows rows={rows} newRow={{ source: '', targets: [] }} texts="languages" readOnly={props.readOnly}>
        {(index) => (
          <>
            <SelectField
              control={control}
              name={`rows.${index}.source`}
              empty=""
              label={t('projects:languages.source', { index: index + 1 })}
              data={options}
              searchable
              nothingFoundMessage={t('projects:languages.nothingFound')}
              w={260}
              disabled={props.readOnly}
              error={errorDue(`rows.${index}.source`) ? undefined : false}
            />
            <IconArrowRight aria-hidden style={{ marginTop: 34 }} />
            <MultiSelectField
              control={control}
              name={`rows.${index}.targets`}
              label={t('projects:languages.targets', { index: index + 1 })}
              data={options}
              searchable
              nothingFoundMessage={t('projects:languages.nothingFound')}
              style={{ flex: 1, minWidth: 260 }}
              disabled={props.readOnly}
              error={errorDue(`rows.${index}.targets`) ? undefined : false}
            />
          </>
        )}
      </EditableRows>
    </SectionFrame>
  );
}
