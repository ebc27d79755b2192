import { TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '#portal/lib/forms/fields.tsx';
import { useLanguageOptions } from '#portal/lib/language-options.ts';
import { COMMON_LANGUAGE_CODES } from '#portal/lib/languages.ts';
import { referencesSection } from '#portal/features/projects/forms/section-forms.ts';
import { EditableRows } from './editable-rows';
import { SectionFrame } from './section-frame';
import { useSectionForm, type SectionFormProps } from './use-section-form';

export function ReferencesSection(props: SectionFormProps) {
  const { t } = useTranslation(['translation', 'projects']);
  const { form, frame, errorDue } = useSectionForm(referencesSection, props);
  const { control, register, formState } = form;
  const { errors } = formState;
  const refs = useFieldArray({ control, name: 'refs' });
  const values = useWatch({ control, name: 'refs' });
  const { availableLanguages } = props.project;
  const inUse = useMemo(
    () => [...availableLanguages.flatMap((l) => l.target), ...values.flatMap((r) => (r.target ? [r.target] : []))],
    [availableLanguages, values],
  );
  const options = useLanguageOptions(COMMON_LANGUAGE_CODES, inUse);

  return (
    <SectionFrame
      title={t('projects:sections.references')}
      description={t('projects:references.description')}
      {...frame}
    >
      <EditableRows
        rows={refs}
        newRow={{ key: '', number: '', target: null }}
        texts="references"
        readOnly={props.readOnly}
      >
        {(index) => (
          <>
            <TextInput
              label={t('projects:references.key', { index: index + 1 })}
              {...register(`refs.${index}.key`)}
              error={errorDue(`refs.${index}.key`) && errors.refs?.[index]?.key?.message}
              w={220}
            />
            <TextInput
              label={t('projects:references.number', { index: index + 1 })}
              {...register(`refs.${index}.number`)}
              error={errorDue(`refs.${index}.number`) && errors.refs?.[index]?.number?.message}
              w={220}
            />
            <SelectField
              control={control}
              name={`refs.${index}.target`}
              label={t('projects:references.target', { index: index + 1 })}
              placeholder={t('projects:references.allLanguages')}
              data={options}
              searchable
              clearable
              clearButtonProps={{ 'aria-label': t('projects:references.clearTarget', { index: index + 1 }) }}
              nothingFoundMessage={t('projects:languages.nothingFound')}
              w={280}
              disabled={props.readOnly}
            />
          </>
        )}
      </EditableRows>
    </SectionFrame>
  );
}
