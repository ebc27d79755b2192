import { Input } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { documentsSection } from '#portal/features/projects/forms/configuration-forms.ts';
import { ItsDocumentField } from './its-document-field';
import { PatternListField } from './pattern-list-field';
import { SectionFrame } from './section-frame';
import { SettingSwitch } from './setting-switch';
import { useSectionForm, type SectionFormProps } from './use-section-form';
import { XlsxColorsField } from './xlsx-colors-field';

/** File name patterns left out of translation, and JSON keys translated after all. */
const PATTERN_LISTS = ['excludePatterns', 'jsonExceptions'] as const;

export function DocumentsSection(props: SectionFormProps) {
  const { t } = useTranslation(['translation', 'projects']);
  const { form, frame } = useSectionForm(documentsSection, props);
  const { control, register, formState, watch } = form;
  const { errors } = formState;

  return (
    <SectionFrame title={t('projects:sections.documents')} {...frame}>
      <SettingSwitch control={control} name="attachOriginals" text="projects:documents.attachOriginals" />
      <SettingSwitch control={control} name="applySubfilterHtml" text="projects:documents.subfilterHtml" />
      {PATTERN_LISTS.map((name) => (
        <PatternListField
          key={name}
          name={name}
          label={t(`projects:documents.${name}`)}
          description={t(`projects:documents.${name}Hint`)}
          control={control}
          register={register}
          errors={errors}
          patterns={watch(name).map((p) => p.pattern)}
          readOnly={props.readOnly}
        />
      ))}
      <Controller
        control={control}
        name="itsDocument"
        render={({ field, fieldState }) => (
          <ItsDocumentField
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            readOnly={props.readOnly}
          />
        )}
      />
      <Input.Wrapper
        label={t('projects:documents.xlsxColors')}
        description={t('projects:documents.xlsxColorsHint')}
        labelElement="div"
      >
        <Controller
          control={control}
          name="xlsxColors"
          render={({ field }) => (
            <XlsxColorsField value={field.value} onChange={field.onChange} readOnly={props.readOnly} />
          )}
        />
      </Input.Wrapper>
    </SectionFrame>
  );
}
