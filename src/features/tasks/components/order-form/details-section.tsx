/** Deadline (the project's default shown when empty), contact email, comment and tags. */
import { Button, ColorSwatch, Group, Stack, Text, TextInput } from '@mantine/core';
// The calendar's styles come with the order form, not with the first page.
import '@mantine/dates/styles.css';
import { DatesProvider, DateTimePicker } from '@mantine/dates';
import 'dayjs/locale/de';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useId, useMemo } from 'react';
import type { Control, UseFormRegister, UseFormTrigger } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { addBusinessHours } from '#contract/delivery-time';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { tagQueries } from '#portal/lib/api/tags/tag-queries.ts';
import { TagsInputField, useFieldBinding } from '#portal/lib/forms/fields.tsx';
import { useFieldError } from '#portal/lib/forms/use-schema-form.ts';
import { deadlineToDate, type OrderFormValues } from '#portal/features/tasks/forms/order-form-schema.ts';
import { useMonthCrossingKeys } from './calendar-keys';
import { OrderTextarea } from './order-textarea';
import { useSelectedProject } from './languages-section';

export interface DetailsSectionProps<C> {
  control: Control<OrderFormValues, C, OrderFormValues>;
  register: UseFormRegister<OrderFormValues>;
  /** Checks the deadline as soon as it is chosen (a time already past today says so at once). */
  trigger: UseFormTrigger<OrderFormValues>;
  disabled: boolean;
}

export function DetailsSection<C>({ control, register, trigger, disabled }: DetailsSectionProps<C>) {
  const { t, i18n } = useTranslation();
  const { dateTime, number } = useFormatters();
  const project = useSelectedProject(control);
  const tags = useQuery(tagQueries.list());
  const colours = useMemo(() => new Map((tags.data ?? []).map((tag) => [tag.id, tag.color ?? null])), [tags.data]);

  const hours = project?.deliveryWithin ?? null;
  const defaultDeadline = useMemo(() => (hours ? addBusinessHours(new Date(), hours) : null), [hours]);
  // Days before today cannot be picked. The bound is the day, not the moment: with `minDate` at the current
  // time Mantine silently replaced a time earlier today (or a day it believed earlier) by now; a deadline
  // already past is instead kept as chosen and the form says why it cannot be (deadlinePast).
  const today = dayjs().format('YYYY-MM-DD');
  const calendarKeys = useMonthCrossingKeys(today);
  const deadlineId = useId();
  // Without `name`: the picker would add a hidden input of that name, and the form is no HTML form post.
  const {
    name: _name,
    onChange: setDeadline,
    ...deadline
  } = useFieldBinding<OrderFormValues, C, string | null>({
    control,
    name: 'desiredDeadline',
  });
  const emailError = useFieldError(control, 'email');

  return (
    <Stack gap="md">
      {project && hours ? (
        <Text size="sm">{t('tasks.form.projectDelivery', { name: project.name, hours: number(hours) })}</Text>
      ) : null}
      {/* The date picker's month and day names follow the UI language (dayjs locale). */}
      <DatesProvider settings={{ locale: i18n.resolvedLanguage ?? 'en', firstDayOfWeek: 1 }}>
        <DateTimePicker
          {...deadline}
          onChange={(value) => {
            setDeadline(value);
            void trigger('desiredDeadline');
          }}
          id={deadlineId}
          label={t('tasks.form.deadline')}
          description={
            defaultDeadline
              ? t('tasks.form.deadlineDefault', { date: dateTime(defaultDeadline) })
              : t('tasks.form.deadlineOptional')
          }
          placeholder={t('tasks.form.deadlinePlaceholder')}
          valueFormat={(value) => dateTime(deadlineToDate(value))}
          minDate={today}
          date={calendarKeys.date}
          onDateChange={calendarKeys.onDateChange}
          getDayProps={calendarKeys.getDayProps}
          clearable
          disabled={disabled}
          // Mantine's placeholder grey is below 4.5:1 (axe color-contrast); use the theme's dimmed colour.
          styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
          submitButtonProps={{ 'aria-label': t('tasks.form.deadlineConfirm') }}
          clearButtonProps={{ 'aria-label': t('tasks.form.deadlineClear') }}
          // Mantine leaves the calendar's arrows and the time fields without names.
          ariaLabels={{
            previousMonth: t('tasks.form.deadlinePicker.previousMonth'),
            nextMonth: t('tasks.form.deadlinePicker.nextMonth'),
            previousYear: t('tasks.form.deadlinePicker.previousYear'),
            nextYear: t('tasks.form.deadlinePicker.nextYear'),
            previousDecade: t('tasks.form.deadlinePicker.previousDecade'),
            nextDecade: t('tasks.form.deadlinePicker.nextDecade'),
          }}
          timePickerProps={{
            hoursInputLabel: t('tasks.form.deadlinePicker.hours'),
            minutesInputLabel: t('tasks.form.deadlinePicker.minutes'),
          }}
          // Closing the picker (confirm, Enter in the time) puts focus back on the field, not on the page start.
          // The picker dialog is labelled by the popover's id, which Mantine does not give the field: use the
          // field label's id (`<id>-label`) so the dialog is named "Desired deadline" (axe aria-dialog-name).
          popoverProps={{ returnFocus: true, id: `${deadlineId}-label`, onOpen: calendarKeys.reset }}
        />
      </DatesProvider>
      <TextInput
        {...register('email')}
        type="email"
        label={t('tasks.form.email')}
        description={t('tasks.form.emailDescription')}
        autoComplete="email"
        disabled={disabled}
        error={emailError}
      />
      <OrderTextarea control={control} register={register} name="comment" rows={3} disabled={disabled} />
      <TagsInputField
        control={control}
        name="tags"
        label={t('tasks.form.tags')}
        description={tags.isError ? t('tasks.form.tagsUnavailable') : t('tasks.form.tagsDescription')}
        data={(tags.data ?? []).map((tag) => tag.id)}
        renderOption={({ option }) => (
          <Group gap="xs" wrap="nowrap">
            <ColorSwatch color={colours.get(option.value) ?? 'var(--mantine-color-gray-5)'} size={12} aria-hidden />
            <span>{option.value}</span>
          </Group>
        )}
        clearable
        disabled={disabled}
      />
      {tags.isError && (
        <Button
          variant="default"
          size="compact-sm"
          style={{ alignSelf: 'flex-start' }}
          loading={tags.isFetching}
          onClick={() => void tags.refetch()}
        >
          {t('tasks.form.tagsRetry')}
        </Button>
      )}
    </Stack>
  );
}
