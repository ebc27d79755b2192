import { NumberInput, Radio, Stack, TagsInput, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format/use-formatters';
import { generalSection } from '../api/section-forms';
import { SectionFrame } from './section-frame';
import { SwitchField } from './switch-field';
import { useSectionForm, type SectionFormProps } from './use-section-form';

/** Business days count 24 working hours each, as the service adds `deliveryWithin` to the date. */
function DeliveryHint({ hours }: { hours: number | '' }) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  if (hours === '') return t('projects.general.deliveryNone');
  const days = hours / 24;
  return t('projects.general.deliveryHint', {
    hours: t('projects.general.hours', { count: hours, value: number(hours) }),
    days: t('projects.general.businessDays', { count: days, value: number(days, { maximumFractionDigits: 1 }) }),
  });
}

export function GeneralSection(props: SectionFormProps) {
  const { t } = useTranslation();
  const { form, onSubmit, onReset, pending } = useSectionForm(generalSection, props);
  const { register, control, watch, formState } = form;
  const { errors } = formState;
  const reviewMode = watch('reviewMode');
  const hours = watch('deliveryWithin');

  return (
    <SectionFrame
      title={t('projects.sections.general')}
      readOnly={props.readOnly}
      dirty={formState.isDirty}
      pending={pending}
      error={errors.root?.server?.message}
      onSubmit={onSubmit}
      onReset={onReset}
    >
      <TextInput label={t('projects.general.name')} required {...register('name')} error={errors.name?.message} />
      <SwitchField
        control={control}
        name="confidential"
        label={t('projects.general.confidential')}
        description={t('projects.general.confidentialHint')}
      />
      <Controller
        control={control}
        name="deliveryWithin"
        render={({ field }) => (
          <NumberInput
            label={t('projects.general.deliveryWithin')}
            description={<DeliveryHint hours={typeof hours === 'number' ? hours : ''} />}
            min={0}
            max={100000}
            allowDecimal={false}
            allowNegative={false}
            suffix={` ${t('projects.general.hoursUnit')}`}
            maw={280}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
            error={errors.deliveryWithin?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="reviewMode"
        render={({ field }) => (
          <Radio.Group
            label={t('projects.general.review')}
            value={field.value}
            onChange={(value) => field.onChange(value)}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="none" label={t('projects.general.reviewNone')} />
              <Radio value="everyone" label={t('projects.general.reviewEveryone')} />
              <Radio value="users" label={t('projects.general.reviewUsers')} />
            </Stack>
          </Radio.Group>
        )}
      />
      {reviewMode === 'users' && (
        <Controller
          control={control}
          name="reviewers"
          render={({ field }) => (
            <TagsInput
              label={t('projects.general.reviewers')}
              description={t('projects.general.reviewersHint')}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              splitChars={[',', ' ', ';']}
              acceptValueOnBlur
              error={errors.reviewers?.message}
            />
          )}
        />
      )}
    </SectionFrame>
  );
}
