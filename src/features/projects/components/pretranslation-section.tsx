import { Group, NumberInput, Slider, Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { pretranslationSection } from '#portal/features/projects/forms/configuration-forms.ts';
import { SectionFrame } from './section-frame';
import { SettingSwitch } from './setting-switch';
import { useSectionForm, type SectionFormProps } from './use-section-form';

export function PretranslationSection(props: SectionFormProps) {
  const { t } = useTranslation(['translation', 'projects']);
  const { form, frame } = useSectionForm(pretranslationSection, props);
  const { control, watch } = form;
  const matchCap = watch('matchCap');

  return (
    <SectionFrame title={t('projects:sections.pretranslation')} {...frame}>
      <SettingSwitch control={control} name="shouldPretranslate" text="projects:pretranslation.enabled" />
      <Controller
        control={control}
        name="matchCap"
        render={({ field, fieldState }) => (
          <div>
            <Group align="flex-end" gap="lg">
              <NumberInput
                label={t('projects:pretranslation.matchCap')}
                description={t('projects:pretranslation.matchCapHint')}
                min={0}
                max={100}
                suffix=" %"
                allowNegative={false}
                clampBehavior="strict"
                w={220}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : Number.NaN)}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
              <Slider
                style={{ flex: 1, minWidth: 200 }}
                mb="sm"
                min={0}
                max={100}
                step={1}
                label={(value) => `${value} %`}
                value={Number.isFinite(field.value) ? field.value : 0}
                onChange={field.onChange}
                disabled={props.readOnly}
                thumbLabel={t('projects:pretranslation.matchCapSlider')}
              />
            </Group>
            <Text size="sm" c="dimmed" mt="xs">
              {matchCap === 100
                ? t('projects:pretranslation.exactOnly')
                : t('projects:pretranslation.atLeast', { value: Number.isFinite(matchCap) ? matchCap : 0 })}
            </Text>
          </div>
        )}
      />
    </SectionFrame>
  );
}
