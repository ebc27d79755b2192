import { Radio, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { NumberField, RadioGroupField, TagsInputField } from '#portal/lib/forms/fields.tsx';
import { generalSection } from '#portal/features/projects/forms/section-forms.ts';
import { SectionFrame } from './section-frame';
import { SettingSwitch } from './setting-switch';
import { useSectionForm, type SectionFormProps } from './use-section-form';

/** Business days count 24 working hours each, as the service adds `deliveryWithin` to the date. */
function DeliveryHint({ hours }: { hours: number | '' }) {
  const { t } = useTranslation(['translation', 'projects']);
  const { number } = useFormatters();
  if (hours === '') return t('projects:general.deliveryNone');
  const days = hours / 24;
  return t('projects:general.deliveryHint', {
    hours: t('projects:general.hours', { count: hours, value: number(hours) }),
    days: t('projects:general.businessDays', { count: days, value: number(days, { maximumFractionDigits: 1 }) }),
  });
}

export function GeneralSection(props: SectionFormProps) {
  const { t } = useTranslation(['translation', 'projects']);
  const { form, frame } = useSectionForm(generalSection, props);
  const { register, control, watch, formState } = form;
  const { errors } = formState;
  const reviewMode = watch('reviewMode');
  const hours = watch('deliveryWithin');

  return (
    <SectionFrame title={t('projects:sections.general')} {...frame}>
      <TextInput label={t('projects:general.name')} required {...register('name')} error={errors.name?.message} />
      <SettingSwitch control={control} name="confidential" text="projects:general.confidential" />
      <NumberField
        control={control}
        name="deliveryWithin"
        label={t('projects:general.deliveryWithin')}
        description={<DeliveryHint hours={typeof hours === 'number' ? hours : ''} />}
        min={0}
        max={100000}
        allowDecimal={false}
        allowNegative={false}
        suffix={` ${t('projects:general.hoursUnit')}`}
        maw={280}
      />
      <RadioGroupField control={control} name="reviewMode" label={t('projects:general.review')}>
        <Stack gap="xs" mt="xs">
          <Radio value="none" label={t('projects:general.reviewNone')} />
          <Radio value="everyone" label={t('projects:general.reviewEveryone')} />
          <Radio value="users" label={t('projects:general.reviewUsers')} />
        </Stack>
      </RadioGroupField>
      {reviewMode === 'users' && (
        <TagsInputField
          control={control}
          name="reviewers"
          label={t('projects:general.reviewers')}
          description={t('projects:general.reviewersHint')}
          splitChars={[',', ' ', ';']}
          acceptValueOnBlur
        />
      )}
    </SectionFrame>
  );
}
