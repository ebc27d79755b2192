/** A text area of the order form: label and description from the catalogue, the field's error from the form. */
import { Textarea } from '@mantine/core';
import type { Control, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '#portal/lib/forms/use-schema-form.ts';
import type { OrderFormValues } from '#portal/features/tasks/forms/order-form-schema.ts';

export function OrderTextarea<C>({
  control,
  register,
  name,
  rows,
  disabled,
}: {
  control: Control<OrderFormValues, C, OrderFormValues>;
  register: UseFormRegister<OrderFormValues>;
  name: 'comment' | 'sourceText';
  rows: number;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const error = useFieldError(control, name);
  return (
    <Textarea
      {...register(name)}
      label={t(`tasks.form.${name}`)}
      description={t(`tasks.form.${name}Description`)}
      rows={rows}
      resize="vertical"
      disabled={disabled}
      error={error}
    />
  );
}
